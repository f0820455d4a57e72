/** English, chapter "units": tracker units, the profile's language and units, and their errors; each entry is its own key. */
export default [
  'lbs',
  'oz',
  'ft',
  'in',
  '°F',
  'kg',
  'cm',
  '°C',
  'Language',
  'US (lbs, ft, °F)',
] as const;
