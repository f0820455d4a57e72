import type en from '../en/mail-html';

/** Spanish, chapter "mail-html": every English key of the chapter, in ICU MessageFormat with the same arguments; the SMS texts stay short (one segment). */
export default {
  '{brand} logo': 'Logotipo de {brand}',
  'This e-mail was sent by {brand}.': 'Este correo electrónico lo ha enviado {brand}.',
  'Manage booking': 'Gestionar la cita',
  'Booking #{id}': 'Cita n.º {id}',
  'Your {type} consultation with {practice}: {when}.': 'Su cita ({type}) con {practice}: {when}.',
  'HTML version': 'Versión HTML',
} satisfies Record<(typeof en)[number], string>;
