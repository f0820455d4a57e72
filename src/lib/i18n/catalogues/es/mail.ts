import type en from '../en/mail';

/** Spanish, chapter "mail": every English key of the chapter, in ICU MessageFormat with the same arguments. */
export default {
  '{type} consultation: {title}': 'Consulta ({type}): {title}',
  'When: {when}': 'Cuándo: {when}',
  'Practice: {practice} — {title}': 'Clínica veterinaria: {practice} — {title}',
  'Consultation: {type}, {duration} minutes': 'Consulta: {type}, {duration} minutos',
  'Customer: {name}': 'Cliente: {name}',
  'Pet: {name}': 'Mascota: {name}',
  'Reason: {reason}': 'Motivo: {reason}',
  'Price: {amount}': 'Precio: {amount}',
  'Booking #{id}: {link}': 'Cita n.º {id}: {link}',
  'Appointment confirmed: {when}': 'Cita confirmada: {when}',
  'Your appointment with {practice} is booked.': 'Su cita con {practice} está reservada.',
  'New appointment booked by {name}.': 'Nueva cita reservada por {name}.',
  'Appointment canceled: {when}': 'Cita cancelada: {when}',
  'This appointment has been canceled.': 'Esta cita ha sido cancelada.',
  'Appointment rescheduled: {when}': 'Cita reprogramada: {when}',
  'This appointment has been rescheduled from {before} to {when}.': 'Esta cita ha sido reprogramada del {before} al {when}.',
  'This appointment has been rescheduled to {when}.': 'Esta cita ha sido reprogramada para el {when}.',
} satisfies Record<(typeof en)[number], string>;
