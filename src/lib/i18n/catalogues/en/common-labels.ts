/** English, chapter "common", its labels: the names the shared constants give (badges, consultation types, weekdays, species, record categories). */
export default [
  // Booking badges and consultation types
  'Re-Scheduled',
  // Weekdays, as a schedule shows them (Monday first)
  // Species
  // Record groups and categories
  // Record fields
  // Record choices: visit types, medication statuses, document types
] as const;
