/** English, chapter "phone": mobile numbers and their country (see ../../README in docs/decisions). */
export default [
  'Mobile number',
  'Mobile number is required',
  'Mobile number must be 10 digits',
  'Enter a valid mobile number for {country}',
  '{country} is not a known country',
  'Country code',
  'Country must be a two-letter country code',
  'Choose the country, then type the number as you would dial it there.',
  'This number is verified.',
] as const;
