import { DateTime } from 'luxon';
import { BOOKING_STATUS, LIVE_BOOKING_STATUSES, MARKED_BOOKING_STATUSES } from './constants/booking-status';
import type { Principal } from './principal';
import type { AccountFacts, AttendanceFacts, BookingFacts, ListingFacts, PetExamFacts, PracticeFacts, RecordEntryFacts, PrescriptionFacts, RecordFileFacts, RecordsFacts, RequestFacts, RoomFacts, WaitlistEntryFacts } from './policy/facts';
import { isAccount, isOwnerRole, isPetOwner, isPlatformAdmin, isPracticeLogin, isRootAdmin, isTeamMember, practiceOf } from './policy/roles';

export * from './policy/roles';
export type * from './policy/facts';

/**
 * Who may do what to which object: one predicate per action, used by the services (which
 * throw) and by the views (which show a button), so the two never disagree. The table in
 * tests/unit/lib/policy.test.ts lists every answer.
 */
interface Objects {
  'booking:see': BookingFacts;
  'booking:cancel': BookingFacts;
  'booking:reschedule': BookingFacts;
  'booking:mark-attendance': AttendanceFacts;
  'booking:charge-no-show-fee': BookingFacts;
  'listing:book': ListingFacts;
  'series:book': ListingFacts;
  'listing:edit': ListingFacts;
  'listing:release-urgent': ListingFacts;
  'practice:manage-team': PracticeFacts;
  'practice:see-users': PracticeFacts;
  'practice:see-reports': PracticeFacts;
  'practice:edit-website': PracticeFacts;
  'calendar-feed:practice': PracticeFacts;
  'practice:manage-webhooks': PracticeFacts;
  'records-access:see-practice': PracticeFacts;
  'platform:administer': null;
  'records:read': RecordsFacts;
  'records:write': RecordsFacts;
  'record:change': RecordEntryFacts;
  'record:edit': RecordEntryFacts;
  'record:delete': RecordEntryFacts;
  'record:amend': RecordEntryFacts;
  'record:mark-error': RecordEntryFacts;
  'record:ask-correction': RecordEntryFacts;
  'record-file:read': RecordFileFacts;
  'room:join': RoomFacts;
  'request:ask': null;
  'request:see': RequestFacts;
  'waitlist:join': ListingFacts;
  'waitlist:own': WaitlistEntryFacts;
  'waitlist:see-practice': PracticeFacts;
  'prescription:write': BookingFacts;
  'prescription:read': PrescriptionFacts;
  'refill:ask': PrescriptionFacts;
  'refill:decide': PracticeFacts;
  'telehealth:manage': PracticeFacts;
  'telehealth:see': PracticeFacts;
  'pet-exam:record': RecordsFacts;
  'pet-exam:mark-error': PetExamFacts;
  'booking:accept-telehealth-consent': BookingFacts;
  'intake:answer': BookingFacts;
  'intake:read': BookingFacts;
  'listing:edit-intake': ListingFacts;
  'account:change-sign-in': AccountFacts;
  'account:export': AccountFacts;
  'account:delete': AccountFacts;
  'practice:delete': PracticeFacts;
}
export type Action = keyof Objects;
type Who = Principal | null | undefined;

/** A practice person may work with a listing of their practice; a team member only with one they manage. */
function worksWith(p: Who, listing: { vendor_id: number; managers: number[] }): boolean {
  if (!isPracticeLogin(p) || listing.vendor_id !== p!.vendor_id) return false;
  return !isTeamMember(p) || listing.managers.includes(p!.id);
}

/** A booking's own people: its owner (on the main host, or on that practice's own site), or its practice's people who work with its listing. */
function partyTo(p: Who, b: BookingFacts): boolean {
  if (isPetOwner(p)) return b.user_id === p!.id && (b.site_vendor_id == null || b.vendor_id === b.site_vendor_id);
  return worksWith(p, { vendor_id: b.vendor_id, managers: b.listing_managers });
}

/** A live booking (holding its slot) whose slot is still ahead. */
const stillAhead = (b: BookingFacts, now: Date) => (LIVE_BOOKING_STATUSES as number[]).includes(b.status) && new Date(b.slot).getTime() > now.getTime();

const mayChange = (p: Who, b: BookingFacts, now: Date) => partyTo(p, b) && stillAhead(b, now);

/** A live booking whose start has come: the practice may say whether the owner came. */
const started = (b: BookingFacts, now: Date) => (LIVE_BOOKING_STATUSES as number[]).includes(b.status) && new Date(b.slot).getTime() <= now.getTime();

/** A mark made today (the listing's zone) may still be corrected; from the next day on it stands. */
function markedToday(b: BookingFacts, now: Date): boolean {
  if (!(MARKED_BOOKING_STATUSES as number[]).includes(b.status) || !b.marked_at) return false;
  const zone = b.zone ?? 'UTC';
  return DateTime.fromISO(b.marked_at, { zone }).hasSame(DateTime.fromJSDate(now, { zone }), 'day');
}

const rootAdminOf = (p: Who, practice: PracticeFacts) => isRootAdmin(p) && practice.vendor_id !== null && p!.vendor_id === practice.vendor_id;

const rules: { [A in Action]: (p: Who, object: Objects[A], now: Date) => boolean } = {
  // The platform admin looks at every booking but is no party to it.
  'booking:see': (p, b) => isPlatformAdmin(p) || partyTo(p, b),
  // The owner and the practice cancel or move a live booking still ahead, by one rule.
  'booking:cancel': mayChange,
  'booking:reschedule': mayChange,
  // Only the practice's side says whether the owner came, once the start has come, and corrects it the same day,
  // unless a no-show's fee was charged: then it stays a no-show.
  'booking:mark-attendance': (p, b, now) => isPracticeLogin(p) && partyTo(p, b) && !b.no_show_fee_charged && (started(b, now) || markedToday(b, now)),
  // The practice's side charges a no-show's fee (whether there is one to charge is the booking service's to say).
  'booking:charge-no-show-fee': (p, b) => isPracticeLogin(p) && partyTo(p, b) && b.status === BOOKING_STATUS.NO_SHOW,
  // An owner books any practice from the main host, only that practice on its own site; a practice books for its customers.
  'listing:book': (p, l) => (isPetOwner(p) ? l.site_vendor_id == null || l.vendor_id === l.site_vendor_id : worksWith(p, l)),
  // A series of repeat visits: the practice's people who work with the listing; an owner only where the practice allows it.
  'series:book': (p, l) => (isPetOwner(p) ? l.owner_series === true && (l.site_vendor_id == null || l.vendor_id === l.site_vendor_id) : worksWith(p, l)),
  'listing:edit': (p, l) => worksWith(p, l),
  // Urgent slots held back are released by the people who work with the listing, as they book it.
  'listing:release-urgent': (p, l) => worksWith(p, l),
  // Team, Users, Reports, Website and Domains are the practice's root admin's (spec §6).
  'practice:manage-team': rootAdminOf,
  'practice:see-users': rootAdminOf,
  'practice:see-reports': rootAdminOf,
  'practice:edit-website': rootAdminOf,
  // Every booking of the practice, customers' names included: its root admin's, as Reports are.
  'calendar-feed:practice': rootAdminOf,
  // Webhooks send the practice's bookings, requests and records elsewhere: its root admin's alone.
  'practice:manage-webhooks': rootAdminOf,
  // Who of the practice read or wrote which customer's records: its root admin's oversight, as Reports are.
  'records-access:see-practice': rootAdminOf,
  'platform:administer': (p) => isPlatformAdmin(p),
  // Records are private between practices: the platform admin sees none.
  'records:read': (p, r) => (isPetOwner(p) ? p!.id === r.owner_id : isPracticeLogin(p) && p!.vendor_id !== null && r.customer_of.includes(p!.vendor_id)),
  'records:write': (p, r) => isPetOwner(p) && p!.id === r.owner_id,
  // Only the side that wrote an entry changes it (docs/decisions/0044-record-authors.md): its owner, or
  // any person of the practice that wrote it who reads the records; an entry in error changes no more.
  'record:change': (p, r) => writtenBy(p, r) && !r.entered_in_error,
  // A locked entry keeps its history: its side edits it only as an amendment and never deletes it.
  'record:edit': (p, r) => rules['record:change'](p, r, EPOCH) && !r.locked,
  'record:delete': (p, r) => rules['record:change'](p, r, EPOCH) && !r.locked,
  'record:amend': (p, r) => rules['record:change'](p, r, EPOCH) && r.locked,
  'record:mark-error': (p, r) => rules['record:change'](p, r, EPOCH) && r.locked,
  // The owner reads a practice's entry and may ask that practice to correct it, never change it.
  'record:ask-correction': (p, r) => r.author_vendor_id !== null && !r.entered_in_error && isPetOwner(p) && p!.id === r.owner_id,
  'record-file:read': (p, f) => isOwnerRole(f.uploader_role) && (f.records_readable || (isPracticeLogin(p) && f.shared_with_practice)),
  // Only the booking's two sides join its room, and only a member of the room sends chat messages.
  'room:join': (p, room) => (isPetOwner(p) ? room.user_id === p!.id : isPracticeLogin(p) && room.vendor_id === p!.vendor_id),
  'request:ask': (p) => isPetOwner(p),
  // Its owner and the practice asked see a request; the practice's side answers it.
  'request:see': (p, r) => (isPetOwner(p) ? r.user_id === p!.id : worksWithRequest(p, r)),
  // An owner waits for a listing they may book (on a practice's site, only that practice's).
  'waitlist:join': (p, l) => isPetOwner(p) && (l.site_vendor_id == null || l.vendor_id === l.site_vendor_id),
  // An entry and its offers are their owner's alone: seen, left, taken or declined by them only.
  'waitlist:own': (p, e) => isPetOwner(p) && e.user_id === p!.id,
  // Every login of the practice sees who waits for its listings (a team member reads them too; no one else's).
  'waitlist:see-practice': (p, practice) => isPracticeLogin(p) && practice.vendor_id !== null && p!.vendor_id === practice.vendor_id,
  // The practice's people who work with the booked listing prescribe in its consultation (whether the consult allows it is telehealth's to say).
  'prescription:write': (p, b) => isPracticeLogin(p) && partyTo(p, b),
  // A prescription is read (its PDF) by the pet's owner it was written for and by the practice that wrote it.
  'prescription:read': (p, rx) => (isPetOwner(p) ? p!.id === rx.user_id : isPracticeLogin(p) && p!.vendor_id === rx.vendor_id),
  // Only the owner it was written for asks to refill it.
  'refill:ask': (p, rx) => isPetOwner(p) && p!.id === rx.user_id,
  // Every login of the practice answers its refill requests.
  'refill:decide': (p, practice) => isPracticeLogin(p) && practice.vendor_id !== null && p!.vendor_id === practice.vendor_id,
  // Licences, the VCPR window and the consent text are the practice's root admin's to set; every member of it may read them.
  'telehealth:manage': rootAdminOf,
  'telehealth:see': (p, practice) => isPracticeLogin(p) && practice.vendor_id !== null && p!.vendor_id === practice.vendor_id,
  // An in-person exam is entered by the practice's people, for a pet of one of its customers.
  'pet-exam:record': (p, r) => isPracticeLogin(p) && p!.vendor_id !== null && r.customer_of.includes(p!.vendor_id),
  // An exam entered in error is marked so (kept, no longer counted for the VCPR) by its practice's root admin or the vet it names; once only.
  'pet-exam:mark-error': (p, e) => isPracticeLogin(p) && p!.vendor_id === e.vendor_id && !e.entered_in_error && (isRootAdmin(p) || p!.id === e.by_login_id),
  // The telehealth consent is the owner's own word: only the booking's owner gives it.
  'booking:accept-telehealth-consent': (p, b) => isPetOwner(p) && b.user_id === p!.id,
  // Only the booking's owner answers its intake, while the visit is still ahead.
  'intake:answer': (p, b, now) => isPetOwner(p) && partyTo(p, b) && stillAhead(b, now),
  // Intake answers are medical: the booking's two sides read them, the platform admin does not.
  'intake:read': (p, b) => partyTo(p, b),
  // The questionnaire is edited by the people who work with the listing, as the listing is.
  'listing:edit-intake': (p, l) => worksWith(p, l),
  // Each person changes the e-mail, mobile and password they sign in with themselves, and no one else's (decision 0051).
  'account:change-sign-in': (p, a) => isAccount(p, a),
  // An owner takes all of their data with them and deletes their account; a practice login's data is its practice's.
  'account:export': (p, a) => isPetOwner(p) && isAccount(p, a),
  'account:delete': (p, a) => isPetOwner(p) && isAccount(p, a),
  // Closing the whole practice is its root admin's, as its website and team are.
  'practice:delete': rootAdminOf,
};

/** Whether the person is on the side that wrote the entry: its owner, or a person of the writing practice who may read the records. */
function writtenBy(p: Who, r: RecordEntryFacts): boolean {
  if (r.author_vendor_id === null) return rules['records:write'](p, r, EPOCH);
  return isPracticeLogin(p) && p!.vendor_id === r.author_vendor_id && rules['records:read'](p, r, EPOCH);
}

/** A practice's request: its root admin's, a team member's when it names a listing they manage. */
function worksWithRequest(p: Who, r: RequestFacts): boolean {
  if (!isPracticeLogin(p) || r.vendor_id === null || r.vendor_id !== p!.vendor_id) return false;
  return !isTeamMember(p) || (r.listing_managers !== null && r.listing_managers.includes(p!.id));
}

/** The actions whose answer changes with time: they must be told the app's now. */
type Timed = 'booking:cancel' | 'booking:reschedule' | 'booking:mark-attendance' | 'intake:answer';

/** Whether this person may do this to this object now; a signed-out person (null) may do none of it. */
export function can<A extends Timed>(principal: Who, action: A, object: Objects[A], now: Date): boolean;
export function can<A extends Exclude<Action, Timed>>(principal: Who, action: A, object: Objects[A], now?: Date): boolean;
export function can<A extends Action>(principal: Who, action: A, object: Objects[A], now?: Date): boolean {
  if (!principal) return false;
  return rules[action](principal, object, now ?? EPOCH);
}

/** Stands in for "now" in the rules that do not read it. */
const EPOCH = new Date(0);

/** The person's own practice, as the object of its root admin's screens. */
export const ownPractice = (p: Who): PracticeFacts => ({ vendor_id: practiceOf(p) });
