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
  'Units',
  'US (lbs, ft, °F)',
  'Metric (kg, cm, °C)',
  '{field} must be one of: {choices}',
] as const;
