import type en from '../en/mail-html';

/** Spanish, chapter "mail-html": every English key of the chapter, in ICU MessageFormat with the same arguments; the SMS texts stay short (one segment). */
export default {
  '{brand} logo': 'Logotipo de {brand}',
  'This e-mail was sent by {brand}.': 'Este correo electrónico lo ha enviado {brand}.',
  'Manage booking': 'Gestionar la cita',
  'Booking #{id}': 'Cita n.º {id}',
  'Reminder: {type} consultation with {practice}, {when}.': 'Recordatorio: consulta ({type}) con {practice}, {when}.',
  'VetConsult: {pet} is due for {vaccine} on {date}.': 'VetConsult: {pet} debe recibir {vaccine} el {date}.',
} satisfies Record<(typeof en)[number], string>;
