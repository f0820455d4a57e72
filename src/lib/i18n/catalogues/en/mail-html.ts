/** English, chapter "mail-html": the HTML e-mails' frame and buttons, and the SMS texts made to fit one segment; each entry is its own key. */
export default [
  '{brand} logo',
  'This e-mail was sent by {brand}.',
  'Manage booking',
  'Booking #{id}',
  'Reminder: {type} consultation with {practice}, {when}.',
  'VetConsult: {pet} is due for {vaccine} on {date}.',
] as const;
