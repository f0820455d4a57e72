/** English, chapter "phone": mobile numbers and their country (see ../../README in docs/decisions). */
export default [
  'Enter a valid mobile number for {country}',
  '{country} is not a known country',
  'Country code',
  'Country must be a two-letter country code',
  'Choose the country, then type the number as you would dial it there.',
] as const;
