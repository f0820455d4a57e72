import { t } from '../i18n';

/** Schedule day names, Monday first (spec §3: days run Mon to Sun); index + 1 is luxon's weekday. Stored as written: codes, not labels. */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A day's short name as the reader reads it ("lun" for Mon). */
export const weekdayLabel = (day: Weekday): string => t(day);
