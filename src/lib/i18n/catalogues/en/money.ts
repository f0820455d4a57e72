/** English, chapter "money": prices, currencies and a practice's country, currency, language and units. */
export default [
  'Free',
] as const;
