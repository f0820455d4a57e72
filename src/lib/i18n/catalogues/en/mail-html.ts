/** English, chapter "mail-html": the HTML e-mails' frame and buttons, and the SMS texts made to fit one segment; each entry is its own key. */
export default [
  '{brand} logo',
  'This e-mail was sent by {brand}.',
  'Manage booking',
  'Booking #{id}',
  'Your {type} consultation with {practice}: {when}.',
  'HTML version',
] as const;
