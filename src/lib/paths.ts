import type { Role } from './constants/roles';
import { isPracticeRole } from './policy';

/** The appointments lists (spec §2): a practice's, and an owner's (admins use the owner's). */
export const PRACTICE_APPOINTMENTS = '/app/appointments';
export const OWNER_APPOINTMENTS = '/app/my-appointments';

/** The waitlist screens (linked from the appointments screen): an owner's entries, and who waits for a practice's listings. */
export const OWNER_WAITLIST = '/app/my-waitlist';
export const PRACTICE_WAITLIST = '/app/waitlist';

/** The Calendar feeds screen (owners and practice logins), linked from the appointments screen. */
export const CALENDAR_FEEDS = '/app/calendar-feeds';

/** Which appointments list is this person's: the one place it is worked out. */
export function listPathFor(who: { role: Role }): string {
  return isPracticeRole(who.role) ? PRACTICE_APPOINTMENTS : OWNER_APPOINTMENTS;
}
