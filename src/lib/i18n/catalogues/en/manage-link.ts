/** Managing a booking from one link (`/m/<token>`): the e-mails' and SMS's line, the pages it serves. */
export default [
  'Change or cancel without signing in: {link}',
  'Change or cancel without signing in',
  'Your {type} consultation with {practice}: {when}. Manage: {link}',
  'Your appointment {when}: {link}',
  'This appointment was canceled on {date} by {by, select, owner {you} practice {the practice} other {VetConsult support}}.',
  'Where',
  'Online',
  'Too many attempts. Please try again later.',
  'Link expired',
  'This link is not valid: it was altered, or it was replaced when the password changed. Open the link from your latest e-mail, or sign in to see your appointments.',
  'This link has expired: the appointment is over. Sign in to see your appointments.',
  'This link was already used to cancel this appointment.',
  'This link was already used to reschedule this appointment.',
] as const;
