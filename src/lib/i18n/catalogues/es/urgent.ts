import type en from '../en/urgent';

/** Spanish, chapter "urgent": every English key of the chapter, in ICU MessageFormat with the same arguments. */
export default {
  Urgent: 'Urgente',
  'Urgent slots': 'Horarios urgentes',
  'Same-day capacity': 'Capacidad para el mismo día',
  "Hold back a share of each day's slots for urgent cases. Owners cannot book a held slot until it opens; your practice can book it for a customer at any time.":
    'Reserve una parte de los horarios de cada día para casos urgentes. Los propietarios no pueden reservar un horario retenido hasta que se abra; su clínica veterinaria puede reservarlo para un cliente en cualquier momento.',
  "Share of each day's slots held for urgent cases (%)": 'Parte de los horarios de cada día retenida para casos urgentes (%)',
  '0 to 50; 0 holds none.': 'De 0 a 50; con 0 no se retiene ninguno.',
  'Held slots open to everyone': 'Los horarios retenidos se abren a todos',
  'A set number of hours before each slot': 'Un número fijo de horas antes de cada horario',
  'Only when the practice releases the day': 'Solo cuando la clínica veterinaria libera el día',
  'Hours before': 'Horas antes',
  'A day can also be released by hand at any time, from Urgent slots.': 'Un día también puede liberarse a mano en cualquier momento, desde Horarios urgentes.',
  'Urgent share': 'La parte urgente',
  'Urgent share must be a whole number from 0 to 50': 'La parte urgente debe ser un número entero de 0 a 50',
  'Choose when urgent slots open to everyone': 'Elija cuándo se abren a todos los horarios urgentes',
  'Hours before must be a whole number from 0 to 168': 'Las horas antes deben ser un número entero de 0 a 168',
  'This listing holds back no urgent slots': 'Este servicio no retiene horarios urgentes',
  'Choose a day from today to {days} days ahead': 'Elija un día entre hoy y dentro de {days} días',
  'Show day': 'Mostrar el día',
  'Release urgent slots for {day}': 'Liberar los horarios urgentes del {day}',
  'Urgent slots for {day} are open to everyone.': 'Los horarios urgentes del {day} están abiertos a todos.',
  "None of your listings holds back urgent slots. Set a share in a listing's Same-day capacity.":
    'Ninguno de sus servicios retiene horarios urgentes. Indique una parte en la Capacidad para el mismo día de un servicio.',
  'Days released': 'Días liberados',
  'Released by': 'Liberado por',
  'Released at': 'Liberado el',
  'No day released yet.': 'Aún no se ha liberado ningún día.',
} satisfies Record<(typeof en)[number], string>;
