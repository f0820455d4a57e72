/** English, chapter "money": prices, currencies and a practice's country, currency, language and units. */
export default [
  'Free',
  'Price is required and must be a number',
  'Price must be a whole number of {currency}',
  'Price can have at most {digits, plural, one {# decimal} other {# decimals}}',
  'Price ({currency})',
  'Revenue ({currency})',
] as const;
