import type en from '../en/booked-changes';

/** Spanish, chapter "booked-changes": every English key of the chapter, in ICU MessageFormat with the same arguments. */
export default {
  'Upcoming bookings of the types you are taking away': 'Próximas reservas de los tipos que está quitando',
  '{count, plural, one {# upcoming booking is} other {# upcoming bookings are}} of a consultation type this change removes or turns off. Nothing has been saved yet: choose what happens to them, then save.':
    '{count, plural, one {# próxima reserva es} other {# próximas reservas son}} de un tipo de consulta que este cambio quita o desactiva. Aún no se ha guardado nada: elija qué pasa con ellas y luego guarde.',
  'Refund if canceled': 'Reembolso si se cancela',
  'Nothing to refund': 'Nada que reembolsar',
  'What should happen to them?': '¿Qué debe pasar con ellas?',
  'Keep them: they stay booked, and can still be rescheduled, until they are done. Owners can no longer book the type.':
    'Conservarlas: siguen reservadas, y se pueden reprogramar, hasta que se realicen. Los dueños ya no pueden reservar ese tipo.',
  'Cancel them as the practice: each owner is refunded as shown and told by e-mail.': 'Cancelarlas como clínica: cada dueño recibe el reembolso indicado y un aviso por correo electrónico.',
  'Choose what happens to these bookings': 'Elija qué pasa con estas reservas',
  'Listing saved. The upcoming bookings of the types you took away stay booked.': 'Servicio guardado. Las próximas reservas de los tipos que quitó siguen reservadas.',
  'Listing saved. {count, plural, one {# upcoming booking was} other {# upcoming bookings were}} canceled; the owners are refunded and told by e-mail.':
    'Servicio guardado. Se {count, plural, one {canceló # próxima reserva} other {cancelaron # próximas reservas}}; los dueños reciben el reembolso y un aviso por correo electrónico.',
  '{count, plural, one {# booking} other {# bookings}} could not be canceled: cancel them from Appointments.':
    '{count, plural, one {# reserva no se pudo cancelar} other {# reservas no se pudieron cancelar}}: cancélelas desde Citas.',
  'This visit cannot be moved: its listing no longer has the consultation type it was booked as. Cancel it instead, and book one of the types it offers.':
    'Esta visita no se puede mover: su servicio ya no tiene el tipo de consulta con el que se reservó. Cancélela y reserve uno de los tipos que ofrece.',
  'This appointment cannot be repeated: its listing no longer offers {type} consultations. The visit already booked stays as it is; turn the type back on in the listing to book more of them.':
    'Esta cita no se puede repetir: su servicio ya no ofrece consultas de tipo {type}. La visita ya reservada sigue igual; vuelva a activar el tipo en el servicio para reservar más.',
  'Delete {name}?': '¿Eliminar a {name}?',
  '{name} has {count, plural, one {# upcoming appointment} other {# upcoming appointments}}: cancel {count, plural, one {it} other {them}} first, then delete {name}.':
    '{name} tiene {count, plural, one {# próxima cita} other {# próximas citas}}: {count, plural, one {cancélela} other {cancélelas}} primero y luego elimine a {name}.',
  '{time}: {type} with {listing}': '{time}: {type} con {listing}',
  '{name} has {count, plural, one {# health record} other {# health records}}: {records}. Once {name} is deleted, neither you nor any practice can open them again, and its shared records link stops working.':
    '{name} tiene {count, plural, one {# registro de salud} other {# registros de salud}}: {records}. Una vez eliminado {name}, ni usted ni ninguna clínica podrán volver a abrirlos, y su enlace compartido de registros deja de funcionar.',
  '{name} has no health records.': '{name} no tiene registros de salud.',
  '{category} ({count})': '{category} ({count})',
  'Print or save its records first': 'Imprima o guarde antes sus registros',
  'Past appointments keep its name.': 'Las citas pasadas conservan su nombre.',
  '{name} was deleted.': '{name} se eliminó.',
  Close: 'Cerrar',
  'If you change it, the old address keeps working for {days} days: every page, link and booking widget there redirects to the new one, and no other practice can take it until then.':
    'Si lo cambia, la dirección anterior sigue funcionando durante {days} días: cada página, enlace y widget de reservas redirige a la nueva, y ninguna otra clínica puede tomarla hasta entonces.',
  'Your former address {url} redirects here until {date}.': 'Su dirección anterior {url} redirige aquí hasta el {date}.',
} satisfies Record<(typeof en)[number], string>;
