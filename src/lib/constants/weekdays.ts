/** Schedule day names, Monday first (spec §3: days run Mon to Sun); index + 1 is luxon's weekday. */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
