import type en from '../en/feeds';

/** Spanish, chapter "feeds": every English key of the chapter, in ICU MessageFormat with the same arguments. */
export default {
  '{pet}: {type} consultation with {practice}': '{pet}: consulta ({type}) con {practice}',
  '{type} consultation with {practice}': 'Consulta ({type}) con {practice}',
  '{customer} ({pet}): {type} consultation': '{customer} ({pet}): consulta ({type})',
  '{customer}: {type} consultation': '{customer}: consulta ({type})',
  'Canceled: {summary}': 'Cancelada: {summary}',
  'My pets’ appointments': 'Citas de mis mascotas',
  'Appointments at {practice}': 'Citas en {practice}',
  'Appointments of {name}': 'Citas de {name}',
  'The appointments of my listings': 'Las citas de mis servicios',
  'Every appointment of the practice': 'Todas las citas de la clínica veterinaria',
  'Every appointment of your pets, with any practice.': 'Todas las citas de sus mascotas, con cualquier clínica veterinaria.',
  'The appointments of the listings you manage.': 'Las citas de los servicios que usted gestiona.',
  'Every appointment of every listing, with customers’ names: keep its address private.': 'Todas las citas de todos los servicios, con los nombres de los clientes: mantenga su dirección en privado.',
  'Here is your calendar address. Copy it now: it is shown only this once.': 'Esta es la dirección de su calendario. Cópiela ahora: solo se muestra esta vez.',
  'Subscribe (webcal)': 'Suscribirse (webcal)',
  'Address (https)': 'Dirección (https)',
  'Open in my calendar app': 'Abrir en mi aplicación de calendario',
  'On since {date}. Its address was shown once, when it was made; renew it to get a new address (the old one then stops working).': 'Activo desde el {date}. Su dirección se mostró una sola vez, al crearla; renuévela para obtener una dirección nueva (la anterior dejará de funcionar).',
  'Made by {name}. It works while they may see every appointment of the practice: it stops if they leave the team, stop being a root admin or change their password.': 'Creado por {name}. Funciona mientras esa persona pueda ver todas las citas de la clínica veterinaria: deja de funcionar si deja el equipo, deja de ser administrador principal o cambia su contraseña.',
  'Renew address': 'Renovar dirección',
  'Turn off feed': 'Desactivar calendario',
  'Make calendar address': 'Crear dirección del calendario',
  'Calendar feeds': 'Suscripciones de calendario',
  'Subscribe from Google Calendar, Apple Calendar or Outlook: the calendar follows each booking, move and cancellation. Anyone with an address can read its appointments.': 'Suscríbase desde Google Calendar, Apple Calendar u Outlook: el calendario sigue cada reserva, cambio de horario y cancelación. Cualquier persona con una dirección puede leer sus citas.',
} satisfies Record<(typeof en)[number], string>;
