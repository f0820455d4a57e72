import type en from '../en/units';

/** Spanish, chapter "units": every English key of the chapter, in ICU MessageFormat with the same arguments. */
export default {
  lbs: 'lb',
  oz: 'oz',
  ft: 'pies',
  in: 'pulg',
  '°F': '°F',
  kg: 'kg',
  cm: 'cm',
  '°C': '°C',
  Language: 'Idioma',
  Units: 'Unidades',
  'US (lbs, ft, °F)': 'EE. UU. (lb, pies, °F)',
  'Metric (kg, cm, °C)': 'Métrico (kg, cm, °C)',
  '{field} must be one of: {choices}': '{field} debe ser uno de: {choices}',
} satisfies Record<(typeof en)[number], string>;
