import type en from '../en/manage-link';

/** Spanish, chapter "manage-link": every English key of the chapter, in ICU MessageFormat with the same arguments. */
export default {
  'Change or cancel without signing in: {link}': 'Cambie o cancele sin iniciar sesión: {link}',
  'Change or cancel without signing in': 'Cambiar o cancelar sin iniciar sesión',
  'Your {type} consultation with {practice}: {when}. Manage: {link}': 'Su cita ({type}) con {practice}: {when}. Gestionar: {link}',
  'Your appointment {when}: {link}': 'Su cita {when}: {link}',
  'This appointment was canceled on {date} by {by, select, owner {you} practice {the practice} other {VetConsult support}}.':
    'Esta cita fue cancelada el {date} por {by, select, owner {usted} practice {la clínica veterinaria} other {el equipo de VetConsult}}.',
  'Where': 'Dónde',
  'Online': 'En línea',
  'Too many attempts. Please try again later.': 'Demasiados intentos. Inténtelo de nuevo más tarde.',
  'Link expired': 'Enlace caducado',
  'This link is not valid: it was altered, or it was replaced when the password changed. Open the link from your latest e-mail, or sign in to see your appointments.':
    'Este enlace no es válido: se modificó, o se reemplazó al cambiar la contraseña. Abra el enlace de su correo electrónico más reciente o inicie sesión para ver sus citas.',
  'This link has expired: the appointment is over. Sign in to see your appointments.': 'Este enlace ha caducado: la cita ya terminó. Inicie sesión para ver sus citas.',
  'This link was already used to cancel this appointment.': 'Este enlace ya se usó para cancelar esta cita.',
  'This link was already used to reschedule this appointment.': 'Este enlace ya se usó para cambiar la fecha de esta cita.',
} satisfies Record<(typeof en)[number], string>;
