/** English, chapter "series": repeat visits booked as a series; each entry is its own key. */
export default [
  'every must be a whole number of days or weeks from 1 to 52',
  'unit must be day or week',
  'count must be from 1 to 52 visits',
  'choices: visit must be a visit number',
  'choices: skip must be true',
  'choices: each is a visit number with a slot, or with skip set to true',
  'pay must be each or upfront',
  'allowed must be true or false',
  'This practice does not let owners book repeat visits themselves.',
  'Some visits cannot be booked at their time: choose another time for each, or skip it.',
  'choices: there is no such visit in this series',
  'This appointment is not part of a series.',
  'Paying a series up front needs the card fields.',
  'No visit is left to book.',
  'Visit {visit} of {count}',
  'Cancel this and later visits',
] as const;
