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
  'US (lbs, ft, °F)': 'EE. UU. (lb, pies, °F)',
} satisfies Record<(typeof en)[number], string>;
