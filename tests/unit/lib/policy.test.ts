import { describe, expect, test } from 'bun:test';
import { join, relative, resolve } from 'node:path';
import { BOOKING_STATUS } from '../../../src/lib/constants/booking-status';
import type { Principal } from '../../../src/lib/principal';
import {
  can,
  isOwnerSide,
  isPetOwner,
  isPlatformAdmin,
  isPracticeLogin,
  isRootAdmin,
  isTeamMember,
  type Action,
  type AttendanceFacts,
  type BookingFacts,
  type ListingFacts,
  type RecordEntryFacts,
  type RecordFileFacts,
  type RecordsFacts,
  type RequestFacts,
} from '../../../src/lib/policy';
import { COLUMNS, PEOPLE } from './policy.people';

/**
 * WHO MAY DO WHAT. This table is the documentation of the rules in src/lib/policy.ts: each line is
 * an action on an object in a given state, and the answer for each kind of person, in the
 * column order below. Change a rule there, and its line here, together.
 *
 * Columns (the people): the object belongs to owner #1 and practice #10, whose listing is
 * managed by team member #101.
 *   out   signed out
 *   own   the pet owner whose object it is
 *   oth   another pet owner
 *   adm   the root admin of practice #10
 *   adm2  the root admin of another practice (#20)
 *   tmM   a team member of #10 who manages the listing
 *   tmN   a team member of #10 who does not
 *   plat  the platform admin
 */

const NOW = new Date('2026-06-01T12:00:00Z');
const AHEAD = '2026-06-02T09:00:00Z';
const PAST = '2026-05-31T09:00:00Z';
const booking = (over: Partial<BookingFacts> = {}): BookingFacts => ({ user_id: 1, vendor_id: 10, listing_managers: [101], status: BOOKING_STATUS.IN_PROGRESS, slot: AHEAD, ...over });
const attendance = (over: Partial<AttendanceFacts> = {}): AttendanceFacts => ({ ...booking(over), no_show_fee_charged: false, ...over });
const listing = (over: Partial<ListingFacts> = {}): ListingFacts => ({ vendor_id: 10, managers: [101], ...over });
const records = (over: Partial<RecordsFacts> = {}): RecordsFacts => ({ owner_id: 1, customer_of: [10], ...over });
const entry = (over: Partial<RecordEntryFacts> = {}): RecordEntryFacts => ({ ...records(), locked: false, entered_in_error: false, author_vendor_id: null, ...over });
/** An entry practice #10 wrote (a prescription's medication, a vet's consultation note). */
const practiceEntry = (over: Partial<RecordEntryFacts> = {}): RecordEntryFacts => entry({ author_vendor_id: 10, ...over });
const recordFile = (over: Partial<RecordFileFacts> = {}): RecordFileFacts => ({ uploader_role: 'user', records_readable: false, shared_with_practice: false, ...over });
const request = (over: Partial<RequestFacts> = {}): RequestFacts => ({ user_id: 1, vendor_id: 10, listing_managers: [101], ...over });
const practice10 = { vendor_id: 10 };

const T = true;
const F = false;
type Line = [action: Action, state: string, object: unknown, answers: boolean[]];

// prettier-ignore
const TABLE: Line[] = [
  //                                                                                                            out own oth adm adm2 tmM tmN plat
  ['booking:see',        'upcoming, in progress',                 booking(),                                   [F, T, F, T, F, T, F, T]],
  ['booking:see',        'canceled',                              booking({ status: BOOKING_STATUS.CANCELED }), [F, T, F, T, F, T, F, T]],
  ['booking:see',        'asked on practice #10’s own site',      booking({ site_vendor_id: 10 }),             [F, T, F, T, F, T, F, T]],
  ['booking:see',        'asked on another practice’s site',      booking({ site_vendor_id: 20 }),             [F, F, F, T, F, T, F, T]],
  ['booking:cancel',     'upcoming, in progress',                 booking(),                                   [F, T, F, T, F, T, F, F]],
  ['booking:cancel',     'upcoming, complete (paid)',             booking({ status: BOOKING_STATUS.COMPLETE }), [F, T, F, T, F, T, F, F]],
  ['booking:cancel',     'past',                                  booking({ slot: PAST }),                     [F, F, F, F, F, F, F, F]],
  ['booking:cancel',     'starting right now',                    booking({ slot: NOW.toISOString() }),        [F, F, F, F, F, F, F, F]],
  ['booking:cancel',     'canceled already',                      booking({ status: BOOKING_STATUS.CANCELED }), [F, F, F, F, F, F, F, F]],
  ['booking:cancel',     'rescheduled (moved to a new booking)',  booking({ status: BOOKING_STATUS.RESCHEDULED }), [F, F, F, F, F, F, F, F]],
  ['booking:cancel',     'upcoming, on another practice’s site',  booking({ site_vendor_id: 20 }),             [F, F, F, T, F, T, F, F]],
  ['booking:reschedule', 'upcoming, in progress',                 booking(),                                   [F, T, F, T, F, T, F, F]],
  ['booking:reschedule', 'past',                                  booking({ slot: PAST }),                     [F, F, F, F, F, F, F, F]],
  ['booking:reschedule', 'canceled',                              booking({ status: BOOKING_STATUS.CANCELED }), [F, F, F, F, F, F, F, F]],
  ['booking:mark-attendance', 'upcoming',                         attendance({ status: BOOKING_STATUS.COMPLETE }), [F, F, F, F, F, F, F, F]],
  ['booking:mark-attendance', 'started, complete (paid)',         attendance({ status: BOOKING_STATUS.COMPLETE, slot: PAST }), [F, F, F, T, F, T, F, F]],
  ['booking:mark-attendance', 'starting right now',               attendance({ slot: NOW.toISOString() }),     [F, F, F, T, F, T, F, F]],
  ['booking:mark-attendance', 'past, canceled',                   attendance({ status: BOOKING_STATUS.CANCELED, slot: PAST }), [F, F, F, F, F, F, F, F]],
  ['booking:mark-attendance', 'marked no-show today',             attendance({ status: BOOKING_STATUS.NO_SHOW, slot: PAST, marked_at: '2026-06-01T08:00:00Z', zone: 'UTC' }), [F, F, F, T, F, T, F, F]],
  ['booking:mark-attendance', 'marked arrived yesterday',         attendance({ status: BOOKING_STATUS.ATTENDED, slot: PAST, marked_at: '2026-05-31T10:00:00Z', zone: 'UTC' }), [F, F, F, F, F, F, F, F]],
  ['booking:mark-attendance', 'marked today in UTC, yesterday in its zone', attendance({ status: BOOKING_STATUS.NO_SHOW, slot: PAST, marked_at: '2026-06-01T02:00:00Z', zone: 'America/New_York' }), [F, F, F, F, F, F, F, F]],
  ['booking:mark-attendance', 'a no-show today, its fee charged', attendance({ status: BOOKING_STATUS.NO_SHOW, slot: PAST, marked_at: '2026-06-01T08:00:00Z', zone: 'UTC', no_show_fee_charged: true }), [F, F, F, F, F, F, F, F]],
  ['booking:charge-no-show-fee', 'a no-show',                     booking({ status: BOOKING_STATUS.NO_SHOW, slot: PAST }), [F, F, F, T, F, T, F, F]],
  ['booking:charge-no-show-fee', 'arrived',                       booking({ status: BOOKING_STATUS.ATTENDED, slot: PAST }), [F, F, F, F, F, F, F, F]],
  ['listing:book',       'from the main host',                    listing(),                                   [F, T, T, T, F, T, F, F]],
  ['listing:book',       'on practice #10’s own site',            listing({ site_vendor_id: 10 }),             [F, T, T, T, F, T, F, F]],
  ['listing:book',       'on another practice’s site',            listing({ site_vendor_id: 20 }),             [F, F, F, T, F, T, F, F]],
  ['series:book',        'owners may not book series (default)',  listing(),                                   [F, F, F, T, F, T, F, F]],
  ['series:book',        'owners may book series',                listing({ owner_series: true }),             [F, T, T, T, F, T, F, F]],
  ['series:book',        'owners may, on another practice’s site', listing({ owner_series: true, site_vendor_id: 20 }), [F, F, F, T, F, T, F, F]],
  ['listing:edit',       'practice #10’s listing',                listing(),                                   [F, F, F, T, F, T, F, F]],
  ['practice:manage-team',  'practice #10',                       practice10,                                  [F, F, F, T, F, F, F, F]],
  ['practice:see-users',    'practice #10',                       practice10,                                  [F, F, F, T, F, F, F, F]],
  ['practice:see-reports',  'practice #10',                       practice10,                                  [F, F, F, T, F, F, F, F]],
  ['practice:edit-website', 'practice #10',                       practice10,                                  [F, F, F, T, F, F, F, F]],
  ['calendar-feed:practice', 'practice #10',                      practice10,                                  [F, F, F, T, F, F, F, F]],
  ['calendar-feed:practice', 'no practice',                       { vendor_id: null },                         [F, F, F, F, F, F, F, F]],
  ['practice:manage-webhooks', 'practice #10',                    practice10,                                  [F, F, F, T, F, F, F, F]],
  ['practice:manage-webhooks', 'practice #20',                    { vendor_id: 20 },                           [F, F, F, F, T, F, F, F]],
  ['records-access:see-practice', 'practice #10',                 practice10,                                  [F, F, F, T, F, F, F, F]],
  ['records-access:see-practice', 'practice #20',                 { vendor_id: 20 },                           [F, F, F, F, T, F, F, F]],
  ['platform:administer',   'the platform',                       null,                                        [F, F, F, F, F, F, F, T]],
  ['records:read',       'owner #1 is a customer of #10',         records(),                                   [F, T, F, T, F, T, T, F]],
  ['records:read',       'owner #1 is a customer of #20 only',  records({ customer_of: [20] }),       [F, T, F, F, T, F, F, F]],
  ['records:write',      'owner #1 is a customer of #10',         records(),                                   [F, T, F, F, F, F, F, F]],
  ['record:delete',      'an entry made under 24 hours ago',      entry(),                                     [F, T, F, F, F, F, F, F]],
  ['record:delete',      'a locked entry',                        entry({ locked: true }),                     [F, F, F, F, F, F, F, F]],
  ['record:amend',       'a locked entry',                        entry({ locked: true }),                     [F, T, F, F, F, F, F, F]],
  ['record:amend',       'an entry made under 24 hours ago (edited as before)', entry(),                       [F, F, F, F, F, F, F, F]],
  ['record:amend',       'a locked entry entered in error',       entry({ locked: true, entered_in_error: true }), [F, F, F, F, F, F, F, F]],
  ['record:mark-error',  'a locked entry',                        entry({ locked: true }),                     [F, T, F, F, F, F, F, F]],
  ['record:mark-error',  'an entry made under 24 hours ago (deleted instead)', entry(),                        [F, F, F, F, F, F, F, F]],
  ['record:mark-error',  'a locked entry already in error',       entry({ locked: true, entered_in_error: true }), [F, F, F, F, F, F, F, F]],
  ['record:change',      'an owner’s entry',                      entry(),                                     [F, T, F, F, F, F, F, F]],
  ['record:change',      'an owner’s entry entered in error',     entry({ locked: true, entered_in_error: true }), [F, F, F, F, F, F, F, F]],
  ['record:edit',        'an owner’s entry made under 24 hours ago', entry(),                                  [F, T, F, F, F, F, F, F]],
  ['record:edit',        'an owner’s locked entry (amended instead)', entry({ locked: true }),                 [F, F, F, F, F, F, F, F]],
  ['record:ask-correction', 'an owner’s entry',                   entry(),                                     [F, F, F, F, F, F, F, F]],
  ['record:change',      'written by #10',                        practiceEntry(),                             [F, F, F, T, F, T, T, F]],
  ['record:edit',        'written by #10 under 24 hours ago',     practiceEntry(),                             [F, F, F, T, F, T, T, F]],
  ['record:edit',        'written by #10, locked',                practiceEntry({ locked: true }),             [F, F, F, F, F, F, F, F]],
  ['record:delete',      'written by #10 under 24 hours ago',     practiceEntry(),                             [F, F, F, T, F, T, T, F]],
  ['record:delete',      'written by #10, locked',                practiceEntry({ locked: true }),             [F, F, F, F, F, F, F, F]],
  ['record:amend',       'written by #10, locked',                practiceEntry({ locked: true }),             [F, F, F, T, F, T, T, F]],
  ['record:amend',       'written by #10 under 24 hours ago (edited as before)', practiceEntry(),              [F, F, F, F, F, F, F, F]],
  ['record:amend',       'written by #10, locked, entered in error', practiceEntry({ locked: true, entered_in_error: true }), [F, F, F, F, F, F, F, F]],
  ['record:amend',       'written by #10, the owner no longer its customer', practiceEntry({ locked: true, customer_of: [] }), [F, F, F, F, F, F, F, F]],
  ['record:amend',       'written by #20, a customer of #20',     practiceEntry({ locked: true, author_vendor_id: 20, customer_of: [20] }), [F, F, F, F, T, F, F, F]],
  ['record:mark-error',  'written by #10, locked',                practiceEntry({ locked: true }),             [F, F, F, T, F, T, T, F]],
  ['record:ask-correction', 'written by #10 under 24 hours ago',  practiceEntry(),                             [F, T, F, F, F, F, F, F]],
  ['record:ask-correction', 'written by #10, locked',             practiceEntry({ locked: true }),             [F, T, F, F, F, F, F, F]],
  ['record:ask-correction', 'written by #10, entered in error',   practiceEntry({ locked: true, entered_in_error: true }), [F, F, F, F, F, F, F, F]],
  ['record-file:read',   'an owner’s upload, records readable',   recordFile({ records_readable: true }),      [F, T, T, T, T, T, T, T]],
  ['record-file:read',   'an owner’s upload shared by an opinion', recordFile({ shared_with_practice: true }), [F, F, F, T, T, T, T, F]],
  ['record-file:read',   'an owner’s upload, neither',            recordFile(),                                [F, F, F, F, F, F, F, F]],
  ['record-file:read',   'not an owner’s upload',                 recordFile({ uploader_role: 'vendor', records_readable: true }), [F, F, F, F, F, F, F, F]],
  ['room:join',          'booking of #1 with #10 (team rule: booking:see)', { user_id: 1, vendor_id: 10 },     [F, T, F, T, F, T, T, F]],
  ['request:ask',        'a second opinion or house visit',       null,                                        [F, T, T, F, F, F, F, F]],
  ['request:see',        'asked of #10’s managed listing',        request(),                                   [F, T, F, T, F, T, F, F]],
  ['request:see',        'asked of #10, naming no listing',       request({ listing_managers: null }),         [F, T, F, T, F, F, F, F]],
  ['request:see',        'no practice asked yet',                 request({ vendor_id: null }),                [F, T, F, F, F, F, F, F]],
  ['waitlist:join',      'a listing of #10 on the main host',     listing(),                                   [F, T, T, F, F, F, F, F]],
  ['waitlist:join',      'a listing of #10 on #20’s site',        listing({ site_vendor_id: 20 }),             [F, F, F, F, F, F, F, F]],
  ['waitlist:own',       'an entry of #1',                        { user_id: 1 },                              [F, T, F, F, F, F, F, F]],
  ['waitlist:see-practice', '#10’s waitlist',                     practice10,                                  [F, F, F, T, F, T, T, F]],
  ['prescription:write', 'a consult of #1 with #10’s managed listing', booking({ slot: PAST }),              [F, F, F, T, F, T, F, F]],
  ['prescription:read',  'written by #10 for owner #1',           { user_id: 1, vendor_id: 10 },               [F, T, F, T, F, T, T, F]],
  ['refill:ask',         'written by #10 for owner #1',           { user_id: 1, vendor_id: 10 },               [F, T, F, F, F, F, F, F]],
  ['refill:decide',      '#10’s refill requests',                 practice10,                                  [F, F, F, T, F, T, T, F]],
  ['telehealth:manage',  '#10’s licences, window and consent',  practice10,                                  [F, F, F, T, F, F, F, F]],
  ['telehealth:see',     '#10’s licences, window and consent',  practice10,                                  [F, F, F, T, F, T, T, F]],
  ['pet-exam:record',    'a pet of #10’s customer #1',          records(),                                   [F, F, F, T, F, T, T, F]],
  ['pet-exam:record',    'a pet of someone else’s customer',    records({ customer_of: [20] }),              [F, F, F, F, T, F, F, F]],
  ['pet-exam:mark-error', '#10’s exam naming team member #102', { vendor_id: 10, by_login_id: 102, entered_in_error: false }, [F, F, F, T, F, F, T, F]],
  ['pet-exam:mark-error', '#10’s exam, marked entered in error', { vendor_id: 10, by_login_id: 102, entered_in_error: true }, [F, F, F, F, F, F, F, F]],
  ['pet-exam:mark-error', '#20’s exam naming its root admin #200', { vendor_id: 20, by_login_id: 200, entered_in_error: false }, [F, F, F, F, T, F, F, F]],
  ['booking:accept-telehealth-consent', 'a booking of #1',      booking(),                                   [F, T, F, F, F, F, F, F]],
  ['intake:answer',      'upcoming, in progress',                 booking(),                                   [F, T, F, F, F, F, F, F]],
  ['intake:answer',      'past',                                  booking({ slot: PAST }),                     [F, F, F, F, F, F, F, F]],
  ['intake:answer',      'canceled',                              booking({ status: BOOKING_STATUS.CANCELED }), [F, F, F, F, F, F, F, F]],
  ['intake:read',        'upcoming, in progress',                 booking(),                                   [F, T, F, T, F, T, F, F]],
  ['intake:read',        'past',                                  booking({ slot: PAST }),                     [F, T, F, T, F, T, F, F]],
  ['listing:edit-intake', 'a listing of #10',                     listing(),                                   [F, F, F, T, F, T, F, F]],
  // An account is theirs (decision 0051): each person changes their own sign-in; only an owner takes out or deletes their account.
  ['account:change-sign-in', 'owner #1’s account',               { role: 'user', id: 1 },                     [F, T, F, F, F, F, F, F]],
  ['account:change-sign-in', 'root admin #100’s login',          { role: 'vendor', id: 100 },                 [F, F, F, T, F, F, F, F]],
  ['account:change-sign-in', 'team member #101’s login',         { role: 'vendor', id: 101 },                 [F, F, F, F, F, T, F, F]],
  ['account:change-sign-in', 'the platform admin’s account',     { role: 'admin', id: 9 },                    [F, F, F, F, F, F, F, T]],
  ['account:change-sign-in', 'a login numbered as owner #1',     { role: 'vendor', id: 1 },                   [F, F, F, F, F, F, F, F]],
  ['account:export',     'owner #1’s account',                    { role: 'user', id: 1 },                     [F, T, F, F, F, F, F, F]],
  ['account:export',     'root admin #100’s login',               { role: 'vendor', id: 100 },                 [F, F, F, F, F, F, F, F]],
  ['account:export',     'the platform admin’s account',          { role: 'admin', id: 9 },                    [F, F, F, F, F, F, F, F]],
  ['account:delete',     'owner #1’s account',                    { role: 'user', id: 1 },                     [F, T, F, F, F, F, F, F]],
  ['account:delete',     'team member #101’s login',              { role: 'vendor', id: 101 },                 [F, F, F, F, F, F, F, F]],
  ['account:delete',     'the platform admin’s account',          { role: 'admin', id: 9 },                    [F, F, F, F, F, F, F, F]],
  ['practice:delete',    'practice #10',                          practice10,                                  [F, F, F, T, F, F, F, F]],
  ['practice:delete',    'practice #20',                          { vendor_id: 20 },                           [F, F, F, F, T, F, F, F]],
];

const CASES = TABLE.flatMap(([action, state, object, answers]) => COLUMNS.map((who, i) => [who, action, state, object, answers[i]!] as const));

describe('who may do what (src/lib/policy.ts)', () => {
  test('every line answers for every kind of person', () => {
    for (const line of TABLE) expect(line[3]).toHaveLength(COLUMNS.length);
  });

  test.each(CASES)('%s × %s × %s', (who, action, _state, object, answer) => {
    expect(can(PEOPLE[who], action as never, object as never, NOW)).toBe(answer);
  });
});

describe('the coarse questions', () => {
  //                              out own oth adm adm2 tmM tmN plat
  const COARSE: [string, (p: Principal | null) => boolean, boolean[]][] = [
    ['isPetOwner',      isPetOwner,      [F, T, T, F, F, F, F, F]],
    ['isPracticeLogin', isPracticeLogin, [F, F, F, T, T, T, T, F]],
    ['isRootAdmin',     isRootAdmin,     [F, F, F, T, T, F, F, F]],
    ['isTeamMember',    isTeamMember,    [F, F, F, F, F, T, T, F]],
    ['isPlatformAdmin', isPlatformAdmin, [F, F, F, F, F, F, F, T]],
    ['isOwnerSide',     isOwnerSide,     [F, T, T, F, F, F, F, T]],
  ];
  test.each(COARSE.flatMap(([name, ask, answers]) => COLUMNS.map((who, i) => [name, who, ask, answers[i]!] as const)))('%s(%s)', (_name, who, ask, answer) => {
    expect(ask(PEOPLE[who])).toBe(answer);
  });
});

describe('one place compares roles', () => {
  const ROOT = resolve(import.meta.dir, '../../..');
  const ALLOWED = /^src\/(lib\/policy(\.ts|\/)|config\.ts$)/;

  test('no `role ===` or `subrole ===` in src/ outside the policy module and config.ts', async () => {
    const found: string[] = [];
    for (const file of new Bun.Glob('src/**/*.{ts,tsx}').scanSync({ cwd: ROOT })) {
      const path = relative(ROOT, join(ROOT, file));
      if (ALLOWED.test(path)) continue;
      const lines = (await Bun.file(join(ROOT, file)).text()).split('\n');
      lines.forEach((line, i) => {
        if (/role (===|!==)/.test(line)) found.push(`${path}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
