/** English, chapter "listings" (listings, opening hours and slots, a practice's site and the search for a practice): the spec's texts word for word; each entry is its own key. */
export default [
  'Show hours in timezone',
  'Opening hours in {zone}',
  'Mon',
  'Tue',
  'Wed',
  'Thu',
  'Fri',
  'Sat',
  'Sun',
] as const;
