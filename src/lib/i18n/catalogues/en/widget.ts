/** English, chapter "widget": the booking widget on a practice's own website and its settings; each entry is its own key. */
export default [
  'Choose another place',
  'Choose another time',
  'Sign in to book',
  'Sign in or create an account in the new window; the booking continues here.',
  'The sign-in window did not open. Allow pop-ups for this site and try again.',
  'You are signed in',
  'Go back to the booking: this window closes by itself.',
  'Booking widget on your own website',
  'Websites saved.',
  'Save websites',
  'Copy this tag into the page of your website where the booking should appear:',
  'Websites allowed to show the widget',
  'One address per line, like https://www.example.com, at most {max}. Other websites cannot show it.',
  '{origin} is not a website address like https://www.example.com (no path)',
  'List at most {max} websites',
] as const;
