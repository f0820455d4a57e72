import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { dayIn } from '../../src/lib/time';
import { eq } from 'drizzle-orm';
import { account_exports, bookings, vendors } from '../../db/schema';
import { BOOKING_STATUS } from '../../src/lib/constants/booking-status';
import { createTestApp, type TestApp } from '../helpers/app';
import { CARD } from '../helpers/booking';
import { PRINCIPALS, WEBHOOK_HOST, createCast, createWorld, type Cast, type World } from './lib/authz-world';
import { WRITTEN, api, form, onHost, page, runCell, socket, type Call, type Outcome } from './lib/authz-cell';
import { installWriteAudit } from './lib/db-audit';
import { fullStrength, proofFigure, strength } from './lib/figure';
import { SOCKET_EVENTS, socketRevocations } from './lib/authz-sockets';
import { practiceFeedAfter } from './lib/authz-feeds';

/**
 * Check R4 (issue 17): every route that takes an id (in its path, or an id-like field of its
 * query or body schema), called by each principal on a fresh world's objects (lib/authz-world),
 * answers as the table says (lib/authz-cell: ok / own / no), with 0 leaks. The routes are read
 * from the app itself, so a new route without a row fails the test naming it: add one line. A
 * route may have more rows than one, each keyed `<route> #<what it checks>`, when one marker cannot
 * show every object it must keep (the visits in a pet's FHIR export, a feed whose maker lost the right).
 */
/** How to call the route on a world (set up first when it must be), what shows its object (null: any answer is `ok`; 'written': judged by writes), the outcome per principal. */
type Row = [call: (w: World) => Call | Promise<Call>, marker: keyof World['markers'] | typeof WRITTEN | null, expected: string];

/** The route a row's key names: `GET /calendar/:file #practice feed` is a row of `GET /calendar/:file`. */
const routeOf = (key: string) => key.split(' #')[0]!;

const TOMORROW = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
// An exam's date is a day in the practice's zone: Happy Paws is in New York.
const TODAY = dayIn('America/New_York', new Date());
const PET = { name: 'Rex', type: 1 };
const member = (w: World) => ({ first_name: 'Changed', last_name: 'Name', email: `changed-${w.n}@example.com`, phone: '5550001111', subrole: 'user' });
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((d): [string, string] => ['consultations[0][schedule][0][days][]', d]);
/** The card as the request forms name its fields. */
const cardFields = Object.fromEntries(Object.entries(CARD).map(([k, v]) => [`payment.${k}`, v]));
const listingForm = (w: World): [string, string][] => [
  ...Object.entries({ title: 'Changed', line1: 'One', line2: 'Two', address: '1 Main Street', timezone: 'America/New_York', vendor_login_id: String(w.manager) }),
  ...Object.entries({ 'consultations[0][type]': '4000', 'consultations[0][duration]': '30', 'consultations[0][price]': '50', 'consultations[0][status]': 'on' }),
  ...DAYS,
  ['consultations[0][schedule][0][from]', '08:00'],
  ['consultations[0][schedule][0][to]', '20:00'],
];
/** The listing form's fields as the JSON API takes them. */
const listingJson = (w: World) => ({
  title: 'Changed',
  line1: 'One',
  line2: 'Two',
  address: '1 Main Street',
  timezone: 'America/New_York',
  vendor_login_id: w.manager,
  consultations: [{ type: 4000, duration: 30, price: 50, status: true, schedule: [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '08:00', to: '20:00' }] }],
});
/** The world's booking id under a signature made for another booking: an altered manage link. */
const forgedManage = (w: World) => `${w.booking.toString(36)}.${'A'.repeat(16)}`;
/** A booking link whose signature was altered: the world's owner and booking, another's signature. */
const forgedLink = (w: World) => `${w.owner}.c.${w.booking}.${'0'.repeat(32)}`;
/** A signed upload address whose signature was altered (its expiry far ahead). */
const forgedUpload = () => `/api/files/upload?key=private/phr/${crypto.randomUUID()}.pdf&exp=${Date.now() + 3_600_000}&max=1000&sig=${'0'.repeat(64)}`;
/** The world's booking confirmed, so an export has a visit to show or keep back (a hold being paid is none). */
async function confirmed(w: World): Promise<World> {
  await app.db.update(bookings).set({ status: BOOKING_STATUS.COMPLETE }).where(eq(bookings.id, w.booking));
  return w;
}
/** The world's booking canceled: a pet with an upcoming appointment cannot be deleted by anyone, so who may is asked without one. */
async function nothingUpcoming(w: World): Promise<World> {
  await app.db.update(bookings).set({ status: BOOKING_STATUS.CANCELED }).where(eq(bookings.id, w.booking));
  return w;
}
/** The world's owner's archive, made and offered for a day: its bytes are the world's file marker. */
async function readyExport(w: World): Promise<number> {
  const key = `private/account_export/${crypto.randomUUID()}.zip`;
  await app.deps.providers.storage.put(key, new TextEncoder().encode(w.markers.file), 'application/zip');
  const now = new Date();
  const [row] = await app.db.insert(account_exports).values({ user_id: w.owner, status: 'ready', requested_at: now.toISOString(), storage_key: key, size: 10, ready_at: now.toISOString(), expires_at: new Date(now.getTime() + 86_400_000).toISOString() }).returning();
  return row!.id;
}
/** Practice A's (Happy Paws') own site. */
const SITE_A = 'happypaws.localhost';

// One row per route.                                                  anonymous owner otherOwner root otherPractice managing notManaging admin
const TABLE: Record<string, Row> = {
  'POST /api/account/register': [(w) => api('POST', '/api/account/register', { first_name: 'New', last_name: 'Owner', email: `new-${w.n}@example.com`, phone: '5550002222', password: 'password123', plan_id: 1 }), WRITTEN, 'no no no no no no no no'],
  'GET /api/public/listings/:id/slots': [(w) => api('GET', `/api/public/listings/${w.listing}/slots?type=4000&date=${TOMORROW}&tz=UTC`), null, 'ok ok ok ok ok ok ok ok'],
  // What cancelling a chosen time would refund is the listing's public policy, the same for everyone.
  'GET /api/public/listings/:id/cancel-policy': [(w) => api('GET', `/api/public/listings/${w.listing}/cancel-policy?type=4000&slot=${encodeURIComponent(`${TOMORROW}T15:00:00.000Z`)}`), null, 'ok ok ok ok ok ok ok ok'],
  'POST /api/gql/fetch_booked_slots': [(w) => api('POST', '/api/gql/fetch_booked_slots', { id: w.listing }), null, 'ok ok ok ok ok ok ok ok'],
  'GET /book': [(w) => page(`/book?listing=${w.listing}`), 'listing', 'no ok ok ok own ok own own'],
  'GET /files/public/:category/:name': [() => page('/files/public/avatar/00000000-0000-0000-0000-000000000000.png'), null, 'no no no no no no no no'],
  'POST /api/files/:accessType': [() => api('POST', '/api/files/private', { fileName: 'a.pdf', fileType: 'application/pdf', serviceType: 'phr' }), WRITTEN, 'no own own own own own own own'],
  'GET /files/private/phr/:name': [(w) => page(`/files/private/phr/${w.file}`), 'file', 'no ok no ok no ok ok no'],
  'GET /files/private/chat/:name': [(w) => page(`/files/private/chat/${w.chatFile}`), 'chatFile', 'no ok no no no no no no'],
  // An intake photo opens to its owner and the practice's people who may see the booking (not the platform admin).
  'GET /files/private/intake/:name': [(w) => page(`/files/private/intake/${w.intakeFile}`), 'intakeFile', 'no ok no ok no ok no no'],
  // A listing's questionnaire: the people who work with the listing (root admin, its manager).
  'GET /app/listings/:id/intake': [(w) => page(`/app/listings/${w.listing}/intake?type=4000`), 'listing', 'no no no ok no ok no no'],
  'POST /app/listings/:id/intake/questions': [(w) => form(`/app/listings/${w.listing}/intake/questions?type=4000`, { label: 'Added?', kind: 'yesno' }), WRITTEN, 'no no no ok no ok no no'],
  'POST /app/listings/:id/intake/questions/:qid/delete': [(w) => form(`/app/listings/${w.listing}/intake/questions/concern/delete?type=4000`), WRITTEN, 'no no no ok no ok no no'],
  'POST /app/listings/:id/intake/questions/:qid/move': [(w) => form(`/app/listings/${w.listing}/intake/questions/since/move?type=4000`, { direction: 'up' }), WRITTEN, 'no no no ok no ok no no'],
  'GET /api/appointments/:id/intake': [(w) => api('GET', `/api/appointments/${w.booking}/intake`), 'intake', 'no ok no ok no ok no no'],
  // Only the booking's owner answers its intake (the world's booking is still ahead).
  'PUT /api/appointments/:id/intake': [(w) => api('PUT', `/api/appointments/${w.booking}/intake`, { answers: { concern: 'Changed' } }), WRITTEN, 'no ok no no no no no no'],
  'POST /app/my-appointments/:id/intake': [(w) => form(`/app/my-appointments/${w.booking}/intake`, { 'answers.concern': 'Changed' }), WRITTEN, 'no ok no no no no no no'],
  'GET /app/my-appointments/:id/reschedule': [(w) => page(`/app/my-appointments/${w.booking}/reschedule`), 'listing', 'no ok no no no no no no'],
  'GET /app/appointments/:id/reschedule': [(w) => page(`/app/appointments/${w.booking}/reschedule`), 'listing', 'no no no ok no ok no no'],
  'POST /app/appointments/:id/reschedule': [(w) => form(`/app/appointments/${w.booking}/reschedule`, { slot: `${TOMORROW}T15:00:00.000Z` }), WRITTEN, 'no ok no ok no ok no no'],
  'POST /api/appointments/:id/reschedule': [(w) => api('POST', `/api/appointments/${w.booking}/reschedule`, { slot: `${TOMORROW}T15:00:00.000Z` }), WRITTEN, 'no ok no ok no ok no no'],
  // A manage link is its own authority (whoever holds it, signed in or not): one whose id was altered opens nothing, for anyone.
  'GET /m/:token': [(w) => page(`/m/${forgedManage(w)}`), 'listing', 'no no no no no no no no'],
  'GET /m/:token/cancel': [(w) => page(`/m/${forgedManage(w)}/cancel`), 'listing', 'no no no no no no no no'],
  'POST /m/:token/cancel': [(w) => form(`/m/${forgedManage(w)}/cancel`, {}), WRITTEN, 'no no no no no no no no'],
  'GET /m/:token/reschedule': [(w) => page(`/m/${forgedManage(w)}/reschedule`), 'listing', 'no no no no no no no no'],
  'POST /m/:token/reschedule': [(w) => form(`/m/${forgedManage(w)}/reschedule`, { slot: `${TOMORROW}T15:00:00.000Z` }), WRITTEN, 'no no no no no no no no'],
  // A booking link (`?z=`) and a signed upload address are signed: an altered signature opens nothing, for anyone.
  'GET /appointments': [(w) => page(`/appointments?z=${forgedLink(w)}`), 'booking', 'no no no no no no no no'],
  'PUT /api/files/upload': [() => ({ method: 'PUT', path: forgedUpload(), json: 'QzUpload' }), WRITTEN, 'no no no no no no no no'],
  // The world's booking has not started: nobody may mark it yet, nor charge a fee (tests/integration/features/appointments/attendance.test.ts marks past ones).
  'POST /app/appointments/:id/attendance': [(w) => form(`/app/appointments/${w.booking}/attendance`, { mark: 'no-show' }), WRITTEN, 'no no no no no no no no'],
  'POST /api/appointments/:id/attendance': [(w) => api('POST', `/api/appointments/${w.booking}/attendance`, { mark: 'no-show' }), WRITTEN, 'no no no no no no no no'],
  'POST /app/appointments/:id/no-show-fee': [(w) => form(`/app/appointments/${w.booking}/no-show-fee`, {}), WRITTEN, 'no no no no no no no no'],
  'POST /api/appointments/:id/no-show-fee': [(w) => api('POST', `/api/appointments/${w.booking}/no-show-fee`), WRITTEN, 'no no no no no no no no'],
  'GET /app/listings/item': [(w) => page(`/app/listings/item?id=${w.listing}`), 'listing', 'no no no ok no ok no no'],
  'POST /app/listings/item': [(w) => form(`/app/listings/item?id=${w.listing}`, listingForm(w)), WRITTEN, 'no no no ok no ok no no'],
  // Urgent slots: a day's held slots released by the people who work with the listing.
  'GET /app/urgent': [(w) => page(`/app/urgent?listing=${w.listing}&date=${TOMORROW}`), 'listing', 'no no no ok own ok own no'],
  'POST /app/urgent/release': [(w) => form('/app/urgent/release', { listing: String(w.listing), date: TOMORROW }), WRITTEN, 'no no no ok no ok no no'],
  'GET /app/my-appointments': [(w) => page(`/app/my-appointments?listing=${w.listing}`), 'pet', 'no ok own no no no no ok'],
  'GET /app/appointments': [(w) => page(`/app/appointments?listing=${w.listing}`), 'pet', 'no no no ok own ok own no'],
  'GET /app/my-appointments/:id': [(w) => page(`/app/my-appointments/${w.booking}`), 'booking', 'no ok no no no no no ok'],
  'GET /app/appointments/:id': [(w) => page(`/app/appointments/${w.booking}`), 'booking', 'no no no ok no ok no no'],
  'POST /app/appointments/:id/cancel': [(w) => form(`/app/appointments/${w.booking}/cancel`), 'booking', 'no ok no ok no ok no no'],
  'POST /app/appointments/:id/cancel-onwards': [(w) => form(`/app/appointments/${w.booking}/cancel-onwards`), WRITTEN, 'no ok no ok no ok no no'],
  'POST /api/appointments/:id/cancel-onwards': [(w) => api('POST', `/api/appointments/${w.booking}/cancel-onwards`, {}), WRITTEN, 'no ok no ok no ok no no'],
  'PUT /api/listings/:id/owner-series': [(w) => api('PUT', `/api/listings/${w.listing}/owner-series`, { allowed: true }), WRITTEN, 'no no no ok no ok no no'],
  'POST /api/series/plan': [(w) => api('POST', '/api/series/plan', { vendor_listing_id: w.listing, type: 4000, slot: `${TOMORROW}T15:00:00.000Z`, every: 1, unit: 'week', count: 2 }), null, 'no no no ok no ok no no'],
  'POST /api/series': [(w) => api('POST', '/api/series', { vendor_listing_id: w.listing, type: 4000, slot: `${TOMORROW}T15:00:00.000Z`, user_id: w.owner, pet: w.pet, info: { summary: 'x' }, payment: CARD, every: 1, unit: 'week', count: 2 }), WRITTEN, 'no no no ok no ok no no'],
  'GET /app/appointments/:id/repeat': [(w) => page(`/app/appointments/${w.booking}/repeat?every=1&unit=week&count=2`), 'listing', 'no no no ok no ok no no'],
  'POST /app/appointments/:id/repeat': [(w) => form(`/app/appointments/${w.booking}/repeat`, { every: '1', unit: 'week', count: '2', waive: 'true', key: `repeat-${w.n}-key` }), 'listing', 'no no no ok no ok no no'],
  'POST /api/payment': [(w) => api('POST', '/api/payment', { vendor_listing_id: w.listing, type: 4000, slot: `${TOMORROW}T15:00:00.000Z`, pet: w.pet, info: { summary: 'x' }, payment: CARD }), 'pet', 'no ok no no no no no no'],
  'POST /api/payment/intent': [(w) => api('POST', '/api/payment/intent', { vendor_listing_id: w.listing, type: 4000, slot: `${TOMORROW}T15:00:00.000Z` }), null, 'no no no no no no no no'],
  'GET /app/my-pets/form': [(w) => page(`/app/my-pets/form?id=${w.pet}`), 'pet', 'no ok no no no no no no'],
  'POST /app/my-pets/form': [(w) => form(`/app/my-pets/form?id=${w.pet}`, { name: 'Changed', type: '1' }), 'pet', 'no ok no no no no no no'],
  'GET /app/my-pets/:id/delete': [(w) => page(`/app/my-pets/${w.pet}/delete`), 'pet', 'no ok no no no no no no'],
  'POST /app/my-pets/:id/delete': [async (w) => form(`/app/my-pets/${(await nothingUpcoming(w)).pet}/delete`), 'pet', 'no ok no no no no no no'],
  'GET /api/pets': [(w) => api('GET', `/api/pets?user_id=${w.owner}`), 'pet', 'no ok own ok no ok ok no'],
  'POST /api/pets': [(w) => api('POST', '/api/pets', { ...PET, user_id: w.owner }), WRITTEN, 'no ok own ok no ok ok no'],
  'GET /api/pets/:id': [(w) => api('GET', `/api/pets/${w.pet}`), 'pet', 'no ok no no no no no no'],
  'PUT /api/pets/:id': [(w) => api('PUT', `/api/pets/${w.pet}`, PET), 'pet', 'no ok no no no no no no'],
  'DELETE /api/pets/:id': [async (w) => api('DELETE', `/api/pets/${(await nothingUpcoming(w)).pet}`), 'pet', 'no ok no no no no no no'],
  'POST /api/pets/:id/share': [(w) => api('POST', `/api/pets/${w.pet}/share`, { action: 'renew' }), 'pet', 'no ok no no no no no no'],
  'GET /appointments/:id/session': [(w) => page(`/appointments/${w.booking}/session`), 'pet', 'no ok no ok no ok no no'],
  // Telehealth: a booking's kind and consent are its parties' (the owner alone accepts); exams are entered by the practice's people; licences are the root admin's.
  'GET /api/appointments/:id/telehealth': [(w) => api('GET', `/api/appointments/${w.booking}/telehealth`), null, 'no ok no ok no ok no ok'],
  'POST /api/appointments/:id/telehealth-consent': [(w) => api('POST', `/api/appointments/${w.booking}/telehealth-consent`, { telehealth_consent: 1 }), WRITTEN, 'no ok no no no no no no'],
  'POST /appointments/:id/telehealth-consent': [(w) => form(`/appointments/${w.booking}/telehealth-consent`, { version: '1', accept: 'yes' }), WRITTEN, 'no ok no no no no no no'],
  // Any signed-in person may read a practice's consent before booking (only their own acceptance and place are in it).
  'GET /api/telehealth/consent': [(w) => api('GET', `/api/telehealth/consent?vendor_listing_id=${w.listing}`), null, 'no ok ok ok ok ok ok ok'],
  'GET /app/users/:id/exams': [(w) => page(`/app/users/${w.owner}/exams`), 'pet', 'no no no ok no ok ok no'],
  'POST /app/users/:id/exams': [(w) => form(`/app/users/${w.owner}/exams`, { pet_id: String(w.pet), examined_at: TODAY }), WRITTEN, 'no no no ok no ok ok no'],
  'POST /api/users/:id/exams': [(w) => api('POST', `/api/users/${w.owner}/exams`, { pet_id: w.pet, examined_at: TODAY }), WRITTEN, 'no no no ok no ok ok no'],
  // An exam entered in error is marked by the practice's root admin or the vet it names (here the root admin); a team member who is neither is refused.
  'POST /app/users/:id/exams/:exam/error': [(w) => form(`/app/users/${w.owner}/exams/${w.exam}/error`, { reason: 'Recorded on the wrong pet' }), WRITTEN, 'no no no ok no no no no'],
  'POST /api/users/:id/exams/:exam/entered-in-error': [(w) => api('POST', `/api/users/${w.owner}/exams/${w.exam}/entered-in-error`, { reason: 'Recorded on the wrong pet' }), WRITTEN, 'no no no ok no no no no'],
  'DELETE /api/telehealth/licences/:id': [(w) => api('DELETE', `/api/telehealth/licences/${w.licence}`), WRITTEN, 'no no no ok no no no no'],
  'POST /app/settings/telehealth/licences/:id/remove': [(w) => form(`/app/settings/telehealth/licences/${w.licence}/remove`), WRITTEN, 'no no no ok no no no no'],
  'POST /appointments/:id/note': [(w) => form(`/appointments/${w.booking}/note`, { note: 'Seen' }), WRITTEN, 'no no no ok no ok no no'],
  'WS /appointments/:id/live': [(w) => socket(`/appointments/${w.booking}/live`), null, 'no ok no ok no ok no no'],
  'GET /app/medical-records': [(w) => page(`/app/medical-records?pet=${w.pet}`), 'record', 'no ok no ok no ok ok no'],
  'POST /app/medical-records/records': [(w) => form(`/app/medical-records/records?pet=${w.pet}&category=conditions&id=${w.record}`, { name: 'Changed', visit_date: '2026-01-03' }), 'record', 'no ok no no no no no no'],
  'POST /app/medical-records/records/:id/delete': [(w) => form(`/app/medical-records/records/${w.record}/delete`), 'record', 'no ok no no no no no no'],
  'POST /app/medical-records/share': [(w) => form(`/app/medical-records/share?pet=${w.pet}`, { action: 'renew' }), 'pet', 'no ok no no no no no no'],
  'GET /app/medical-records/print': [(w) => page(`/app/medical-records/print?pet=${w.pet}`), 'record', 'no ok no ok no ok ok no'],
  'GET /3/records': [(w) => page(`/3/records?id=${w.share}`), 'record', 'ok ok ok ok ok ok ok ok'],
  'GET /api/pets/:id/records': [(w) => api('GET', `/api/pets/${w.pet}/records`), 'record', 'no ok no ok no ok ok no'],
  'POST /api/pets/:id/records': [(w) => api('POST', `/api/pets/${w.pet}/records`, { category: 'conditions', details: { name: 'New', visit_date: '2026-01-03' } }), WRITTEN, 'no ok no no no no no no'],
  'PUT /api/records/:id': [(w) => api('PUT', `/api/records/${w.record}`, { details: { name: 'Changed', visit_date: '2026-01-03' } }), 'record', 'no ok no no no no no no'],
  'DELETE /api/records/:id': [(w) => api('DELETE', `/api/records/${w.record}`), 'record', 'no ok no no no no no no'],
  'GET /api/pets/:id/export': [(w) => api('GET', `/api/pets/${w.pet}/export`), 'record', 'no ok no ok no ok ok no'],
  // A locked entry's history: read as its records are; marked entered in error by its owner alone.
  'GET /app/medical-records/records/:id/history': [(w) => page(`/app/medical-records/records/${w.lockedRecord}/history`), 'record', 'no ok no ok no ok ok no'],
  'GET /api/records/:id/history': [(w) => api('GET', `/api/records/${w.lockedRecord}/history`), 'record', 'no ok no ok no ok ok no'],
  'POST /app/medical-records/records/:id/entered-in-error': [(w) => form(`/app/medical-records/records/${w.lockedRecord}/entered-in-error`, { reason: 'Wrong pet' }), WRITTEN, 'no ok no no no no no no'],
  'POST /api/records/:id/entered-in-error': [(w) => api('POST', `/api/records/${w.lockedRecord}/entered-in-error`, { reason: 'Wrong pet' }), WRITTEN, 'no ok no no no no no no'],
  // The owner asks the practice that wrote an entry to correct it; the practice's own side changes it instead, nobody else asks.
  'POST /app/medical-records/records/:id/correction': [(w) => form(`/app/medical-records/records/${w.practiceEntry}/correction`, { message: 'The date is wrong' }), WRITTEN, 'no ok no no no no no no'],
  'POST /api/records/:id/correction-request': [(w) => api('POST', `/api/records/${w.practiceEntry}/correction-request`, { message: 'The date is wrong' }), WRITTEN, 'no ok no no no no no no'],
  'GET /api/pets/:id/fhir': [(w) => api('GET', `/api/pets/${w.pet}/fhir`), 'record', 'no ok no ok no ok ok no'],
  // Its visits are those the reader sees on the appointment screens: a team member who does not manage the listing gets the records, not the booking (its reason, its Appointment's id).
  'GET /api/pets/:id/fhir #appointment reason': [async (w) => api('GET', `/api/pets/${(await confirmed(w)).pet}/fhir`), 'booking', 'no ok no ok no ok own no'],
  'GET /api/pets/:id/fhir #appointment id': [async (w) => api('GET', `/api/pets/${(await confirmed(w)).pet}/fhir`), 'appointment', 'no ok no ok no ok own no'],
  'GET /3/records/fhir': [(w) => page(`/3/records/fhir?id=${w.share}`), 'record', 'ok ok ok ok ok ok ok ok'],
  // A share link shows the pet and its records, never a visit.
  'GET /3/records/fhir #no visits': [async (w) => page(`/3/records/fhir?id=${(await confirmed(w)).share}`), 'booking', 'own own own own own own own own'],
  'GET /3/records #no visits': [async (w) => page(`/3/records?id=${(await confirmed(w)).share}`), 'booking', 'own own own own own own own own'],
  // The records access log: a pet's is its owner's alone; a practice's shows its own people's rows only (a fresh world has none: own).
  'GET /app/medical-records/access-log': [(w) => page(`/app/medical-records/access-log?pet=${w.pet}`), 'pet', 'no ok no no no no no no'],
  'GET /api/pets/:id/access-log': [(w) => api('GET', `/api/pets/${w.pet}/access-log`), 'pet', 'no ok no no no no no no'],
  // The root admin's filter names the pets of the practice's customers (the world's owner is one), so the page shows the pet's name.
  'GET /app/records-access': [(w) => page(`/app/records-access?pet=${w.pet}`), 'pet', 'no no no ok own no no no'],
  'GET /api/records-access': [(w) => api('GET', `/api/records-access?pet=${w.pet}`), 'pet', 'no no no own own no no no'],
  'GET /booking-requests/:action': [(w) => page(`/booking-requests/accept?t=${w.share}`), 'booking', 'own own own own own own own own'],
  'POST /booking-requests/:action': [(w) => form('/booking-requests/accept', { t: w.share, pet: String(w.pet) }), 'booking', 'own own own own own own own own'],
  'GET /app/requests/second-opinion': [(w) => page(`/app/requests/second-opinion?pet=${w.pet}&listing=${w.listing}`), 'pet', 'no ok own no no no no no'],
  'POST /app/requests/second-opinion': [(w) => form('/app/requests/second-opinion', { listing: String(w.listing), pet: String(w.pet), question: 'Why?', records: String(w.record), ...cardFields, idempotencyKey: `r4-opinion-${w.n}-${crypto.randomUUID()}` }), WRITTEN, 'no ok no no no no no no'],
  'GET /app/requests/house-visit': [(w) => page(`/app/requests/house-visit?pet=${w.pet}&listing=${w.listing}`), 'pet', 'no ok own no no no no no'],
  'POST /app/requests/house-visit': [(w) => form('/app/requests/house-visit', { listing: String(w.listing), pet: String(w.pet), address: '2 Main Street', reason: 'Limping', preferred: 'Mornings', idempotencyKey: `r4-visit-${w.n}-${crypto.randomUUID()}` }), WRITTEN, 'no ok no no no no no no'],
  'GET /app/requests/:id': [(w) => page(`/app/requests/${w.opinion}`), 'opinion', 'no ok no ok no ok no no'],
  'POST /app/requests/:id/more-info': [(w) => form(`/app/requests/${w.opinion}/more-info`, { body: 'Which food?' }), WRITTEN, 'no no no ok no ok no no'],
  'POST /app/requests/:id/answer': [(w) => form(`/app/requests/${w.opinion}/answer`, { body: 'Dry food' }), WRITTEN, 'no no no no no no no no'],
  'POST /app/requests/:id/report': [(w) => form(`/app/requests/${w.opinion}/report`, { report: 'All is well' }), WRITTEN, 'no no no ok no ok no no'],
  'POST /app/requests/:id/accept': [(w) => form(`/app/requests/${w.visit}/accept`, { slot: `${TOMORROW}T15:00:00.000Z` }), WRITTEN, 'no no no no no no no no'],
  'POST /app/requests/:id/decline': [(w) => form(`/app/requests/${w.visit}/decline`, { reason: 'Too far' }), WRITTEN, 'no no no ok no ok no no'],
  'POST /app/requests/:id/pay': [(w) => form(`/app/requests/${w.visit}/pay`, { ...cardFields, idempotencyKey: `r4-pay-${w.n}-${crypto.randomUUID()}` }), WRITTEN, 'no no no no no no no no'],
  'GET /api/requests/:id': [(w) => api('GET', `/api/requests/${w.opinion}`), 'opinion', 'no ok no ok no ok no no'],
  'GET /api/requests/:id/fhir': [(w) => api('GET', `/api/requests/${w.opinion}/fhir`), 'record', 'no ok no ok no ok no no'],
  'POST /api/requests/second-opinion': [(w) => api('POST', '/api/requests/second-opinion', { listing: w.listing, pet: w.pet, question: 'Why?', records: [w.record], payment: CARD, idempotencyKey: `r4-opinion-${w.n}-${crypto.randomUUID()}` }), WRITTEN, 'no ok no no no no no no'],
  'POST /api/requests/house-visit': [(w) => api('POST', '/api/requests/house-visit', { listing: w.listing, pet: w.pet, address: '2 Main Street', reason: 'Limping', preferred: 'Mornings', idempotencyKey: `r4-visit-${w.n}-${crypto.randomUUID()}` }), WRITTEN, 'no ok no no no no no no'],
  'POST /api/requests/:id/more-info': [(w) => api('POST', `/api/requests/${w.opinion}/more-info`, { body: 'Which food?' }), WRITTEN, 'no no no ok no ok no no'],
  'POST /api/requests/:id/answer': [(w) => api('POST', `/api/requests/${w.opinion}/answer`, { body: 'Dry food' }), WRITTEN, 'no no no no no no no no'],
  'POST /api/requests/:id/report': [(w) => api('POST', `/api/requests/${w.opinion}/report`, { report: 'All is well' }), WRITTEN, 'no no no ok no ok no no'],
  'POST /api/requests/:id/accept': [(w) => api('POST', `/api/requests/${w.visit}/accept`, { slot: `${TOMORROW}T15:00:00.000Z` }), WRITTEN, 'no no no no no no no no'],
  'POST /api/requests/:id/decline': [(w) => api('POST', `/api/requests/${w.visit}/decline`, { reason: 'Too far' }), WRITTEN, 'no no no ok no ok no no'],
  'POST /api/requests/:id/pay': [(w) => api('POST', `/api/requests/${w.visit}/pay`, { payment: { name: 'Card Holder', cardNumber: CARD.cardNumber, expDt: CARD.expDt, ccv: CARD.ccv }, idempotencyKey: `r4-pay-${w.n}-${crypto.randomUUID()}` }), WRITTEN, 'no no no no no no no no'],
  'GET /app/settings/team/:id': [(w) => page(`/app/settings/team/${w.member}`), 'member', 'no no no ok no no no no'],
  'POST /app/settings/team/:id': [(w) => form(`/app/settings/team/${w.member}`, member(w)), 'member', 'no no no ok no no no no'],
  'GET /app/settings/team/:id/remove': [(w) => page(`/app/settings/team/${w.member}/remove`), 'member', 'no no no ok no no no no'],
  'POST /app/settings/team/:id/remove': [(w) => form(`/app/settings/team/${w.member}/remove`), 'member', 'no no no ok no no no no'],
  'GET /api/settings/team/:id': [(w) => api('GET', `/api/settings/team/${w.member}`), 'member', 'no no no ok no no no no'],
  'PUT /api/settings/team/:id': [(w) => api('PUT', `/api/settings/team/${w.member}`, member(w)), 'member', 'no no no ok no no no no'],
  'DELETE /api/settings/team/:id': [(w) => api('DELETE', `/api/settings/team/${w.member}`), 'member', 'no no no ok no no no no'],
  'GET /app/users/:id': [(w) => page(`/app/users/${w.owner}`), 'owner', 'no no no ok no no no no'],
  'GET /api/users/:id': [(w) => api('GET', `/api/users/${w.owner}`), 'owner', 'no no no ok no no no no'],
  'GET /api/users/lookup': [() => api('GET', '/api/users/lookup?hash=OWNERHASH'), 'owner', 'no no no ok no no no no'],
  'POST /app/admin/practices/:id/:action': [(w) => form(`/app/admin/practices/${w.practice}/suspend`), null, 'no no no no no no no ok'],
  'GET /app/reports': [(w) => page(`/app/reports?vendor=${w.practice}`), 'listing', 'no no no own own no no no'],
  'GET /app/reports/csv': [(w) => page(`/app/reports/csv?table=series&vendor=${w.practice}`), 'listing', 'no no no own own no no no'],
  'GET /app/admin/reports': [(w) => page(`/app/admin/reports?vendor=${w.practice}`), 'listing', 'no no no no no no no own'],
  'GET /app/admin/reports/csv': [(w) => page(`/app/admin/reports/csv?table=series&vendor=${w.practice}`), 'listing', 'no no no no no no no own'],
  'GET /api/reports': [(w) => api('GET', `/api/reports?vendor=${w.practice}`), 'listing', 'no no no own own no no own'],
  // A feed's token is its only key: whoever holds the address reads it, signed in or not.
  'GET /calendar/:file': [(w) => page(`/calendar/${w.feed}.ics`), 'pet', 'ok ok ok ok ok ok ok ok'],
  // A practice feed lives while its maker may hold it: made by a root admin who still is one, it answers; once they are removed from the team or demoted, it answers no one.
  'GET /calendar/:file #practice feed': [async () => page(`/calendar/${await practiceFeedAfter(app, cast, 'holds')}.ics`), 'pet', 'ok ok ok ok ok ok ok ok'],
  'GET /calendar/:file #practice feed, maker removed': [async () => page(`/calendar/${await practiceFeedAfter(app, cast, 'removed')}.ics`), 'pet', 'no no no no no no no no'],
  'GET /calendar/:file #practice feed, maker demoted': [async () => page(`/calendar/${await practiceFeedAfter(app, cast, 'demoted')}.ics`), 'pet', 'no no no no no no no no'],
  // The practice's feed is its root admin's; another practice's root admin renews only their own.
  'POST /app/calendar-feeds/:kind/renew': [() => form('/app/calendar-feeds/practice/renew'), WRITTEN, 'no no no ok own no no no'],
  'POST /app/calendar-feeds/:kind/revoke': [() => form('/app/calendar-feeds/practice/revoke'), WRITTEN, 'no no no ok no no no no'],
  // The framed widget's wizard, on practice A's site: the same rules as its /book.
  'GET /api/embed/wizard': [(w) => onHost(SITE_A, api('GET', `/api/embed/wizard?listing=${w.listing}&type=4000`)), 'listing', 'no ok ok ok own ok own own'],
  // Webhooks are practice A's root admin's alone.
  'GET /app/settings/webhooks/:id': [(w) => page(`/app/settings/webhooks/${w.webhook}`), 'webhook', 'no no no ok no no no no'],
  'POST /app/settings/webhooks/:id': [(w) => form(`/app/settings/webhooks/${w.webhook}`, [['url', `https://${WEBHOOK_HOST}/changed`], ['events', 'booking.created'], ['events', 'booking.canceled']]), WRITTEN, 'no no no ok no no no no'],
  'POST /app/settings/webhooks/:id/delete': [(w) => form(`/app/settings/webhooks/${w.webhook}/delete`), WRITTEN, 'no no no ok no no no no'],
  'POST /app/settings/webhooks/:id/roll': [(w) => form(`/app/settings/webhooks/${w.webhook}/roll`), WRITTEN, 'no no no ok no no no no'],
  'POST /app/settings/webhooks/:id/enable': [(w) => form(`/app/settings/webhooks/${w.webhook}/enable`), WRITTEN, 'no no no ok no no no no'],
  'POST /app/settings/webhooks/:id/disable': [(w) => form(`/app/settings/webhooks/${w.webhook}/disable`), WRITTEN, 'no no no ok no no no no'],
  'POST /app/settings/webhooks/deliveries/:id/resend': [(w) => form(`/app/settings/webhooks/deliveries/${w.delivery}/resend`), WRITTEN, 'no no no ok no no no no'],
  // The waitlist: an owner joins any listing they may book; an entry and its offer are their owner's alone.
  'GET /app/my-waitlist': [() => page('/app/my-waitlist'), 'listing', 'no ok own no no no no no'],
  'POST /app/my-waitlist': [(w) => form('/app/my-waitlist', { listing_id: String(w.listing), type: '4000', from: TOMORROW, to: TOMORROW }), WRITTEN, 'no ok ok no no no no no'],
  'POST /api/waitlist': [(w) => api('POST', '/api/waitlist', { listing_id: w.listing, type: 4000, from: TOMORROW, to: TOMORROW }), WRITTEN, 'no ok ok no no no no no'],
  'POST /app/my-waitlist/:id/leave': [(w) => form(`/app/my-waitlist/${w.entry}/leave`), WRITTEN, 'no ok no no no no no no'],
  'DELETE /api/waitlist/:id': [(w) => api('DELETE', `/api/waitlist/${w.entry}`), WRITTEN, 'no ok no no no no no no'],
  'GET /waitlist/offers/:token': [(w) => page(`/waitlist/offers/${w.offerToken}`), 'listing', 'no ok no no no no no no'],
  // Taking an offer writes nothing: its owner is sent on to the pay step (a redirect), anyone else is refused.
  'POST /waitlist/offers/:token/accept': [(w) => form(`/waitlist/offers/${w.offerToken}/accept`), WRITTEN, 'no no no no no no no no'],
  'POST /waitlist/offers/:token/decline': [(w) => form(`/waitlist/offers/${w.offerToken}/decline`), WRITTEN, 'no ok no no no no no no'],
  // Prescribing: the world's consult is teletriage and not yet held, so no one prescribes in it; a prescription's PDF is its owner's and its practice's.
  'GET /app/appointments/:id/prescribe': [(w) => page(`/app/appointments/${w.booking}/prescribe`), 'listing', 'no no no no no no no no'],
  'POST /app/appointments/:id/prescriptions': [(w) => form(`/app/appointments/${w.booking}/prescriptions`, { drug: 'Carprofen', strength: '75 mg', dose: '1 tablet', frequency: 'daily', duration_days: '7', quantity: '7' }), WRITTEN, 'no no no no no no no no'],
  'GET /app/prescriptions/:id/pdf': [(w) => page(`/app/prescriptions/${w.rx}/pdf`), null, 'no ok no ok no ok ok no'],
  // The public check answers everyone and shows nothing of the world's (an unsigned or altered link is "Not valid").
  'GET /rx/:token': [(w) => page(`/rx/${w.rx}.${'A'.repeat(86)}`), 'pet', 'own own own own own own own own'],
  'POST /app/medical-records/records/:id/refill': [(w) => form(`/app/medical-records/records/${w.medication}/refill`, { note: 'Please' }), WRITTEN, 'no ok no no no no no no'],
  'POST /app/refills/:id': [(w) => form(`/app/refills/${w.refill}`, { decision: 'visit' }), WRITTEN, 'no no no ok no ok ok no'],
  // An owner's archive is theirs alone (decision 0051); a confirm link for a new e-mail is its own proof: an altered one changes nothing, and its page shows nothing of anyone's.
  'GET /app/account/exports/:id/download': [async (w) => page(`/app/account/exports/${await readyExport(w)}/download`), 'file', 'no ok no no no no no no'],
  'GET /account/email/confirm': [(w) => page(`/account/email/confirm?token=${w.n}.${'A'.repeat(43)}`), 'pet', 'own own own own own own own own'],
  'POST /account/email/confirm': [(w) => form('/account/email/confirm', { token: `${w.n}.${'A'.repeat(43)}` }), WRITTEN, 'no no no no no no no no'],
  'POST /api/account/email/confirm': [(w) => api('POST', '/api/account/email/confirm', { token: `${w.n}.${'A'.repeat(43)}` }), WRITTEN, 'no no no no no no no no'],
  // The JSON API does what the pages do, with the same answers (tests/integration/api-parity.test.ts pairs them).
  'GET /api/webhooks/:id': [(w) => api('GET', `/api/webhooks/${w.webhook}`), 'webhook', 'no no no ok no no no no'],
  'PUT /api/webhooks/:id': [(w) => api('PUT', `/api/webhooks/${w.webhook}`, { url: `https://${WEBHOOK_HOST}/changed`, events: ['booking.created'], enabled: false }), WRITTEN, 'no no no ok no no no no'],
  'DELETE /api/webhooks/:id': [(w) => api('DELETE', `/api/webhooks/${w.webhook}`), WRITTEN, 'no no no ok no no no no'],
  'POST /api/webhooks/:id/roll': [(w) => api('POST', `/api/webhooks/${w.webhook}/roll`), WRITTEN, 'no no no ok no no no no'],
  'POST /api/webhooks/:id/test': [(w) => api('POST', `/api/webhooks/${w.webhook}/test`), WRITTEN, 'no no no ok no no no no'],
  'GET /api/webhooks/:id/deliveries': [(w) => api('GET', `/api/webhooks/${w.webhook}/deliveries`), null, 'no no no ok no no no no'],
  'POST /api/webhooks/deliveries/:id/redeliver': [(w) => api('POST', `/api/webhooks/deliveries/${w.delivery}/redeliver`), WRITTEN, 'no no no ok no no no no'],
  'POST /api/calendar-feeds/:kind': [() => api('POST', '/api/calendar-feeds/practice'), WRITTEN, 'no no no ok own no no no'],
  'DELETE /api/calendar-feeds/:kind': [() => api('DELETE', '/api/calendar-feeds/practice'), WRITTEN, 'no no no ok own no no no'],
  'GET /api/listings/:id': [(w) => api('GET', `/api/listings/${w.listing}`), 'listing', 'no no no ok no ok no no'],
  'PUT /api/listings/:id': [(w) => api('PUT', `/api/listings/${w.listing}`, listingJson(w)), WRITTEN, 'no no no ok no ok no no'],
  // A new listing names its owner: one of practice A's team, which only practice A may name.
  'POST /api/listings': [(w) => api('POST', '/api/listings', listingJson(w)), WRITTEN, 'no no no ok no ok ok no'],
  'GET /api/listings/:id/cancel-policy': [(w) => api('GET', `/api/listings/${w.listing}/cancel-policy`), null, 'no no no ok no ok no no'],
  'PUT /api/listings/:id/cancel-policy': [(w) => api('PUT', `/api/listings/${w.listing}/cancel-policy`, { policy: { notice_hours: 24, inside: 'none', reschedule_inside: false } }), WRITTEN, 'no no no ok no ok no no'],
  'DELETE /api/listings/:id/cancel-policy': [(w) => api('DELETE', `/api/listings/${w.listing}/cancel-policy`), WRITTEN, 'no no no ok no ok no no'],
  'GET /api/listings/:id/intake': [(w) => api('GET', `/api/listings/${w.listing}/intake?type=4000`), null, 'no no no ok no ok no no'],
  'POST /api/listings/:id/intake/questions': [(w) => api('POST', `/api/listings/${w.listing}/intake/questions?type=4000`, { label: 'Added?', kind: 'yesno' }), WRITTEN, 'no no no ok no ok no no'],
  'DELETE /api/listings/:id/intake/questions/:qid': [(w) => api('DELETE', `/api/listings/${w.listing}/intake/questions/concern?type=4000`), WRITTEN, 'no no no ok no ok no no'],
  'POST /api/listings/:id/intake/questions/:qid/move': [(w) => api('POST', `/api/listings/${w.listing}/intake/questions/since/move?type=4000`, { direction: 'up' }), WRITTEN, 'no no no ok no ok no no'],
  'POST /api/appointments/:id/prescriptions': [(w) => api('POST', `/api/appointments/${w.booking}/prescriptions`, { drug: 'Carprofen', strength: '75 mg', dose: '1 tablet', frequency: 'daily', duration_days: 7, quantity: '7' }), WRITTEN, 'no no no no no no no no'],
  'POST /api/records/:id/refill': [(w) => api('POST', `/api/records/${w.medication}/refill`, { note: 'Please' }), WRITTEN, 'no ok no no no no no no'],
  'POST /api/refills/:id/answer': [(w) => api('POST', `/api/refills/${w.refill}/answer`, { decision: 'visit' }), WRITTEN, 'no no no ok no ok ok no'],
  'POST /api/appointments/:id/cancel': [(w) => api('POST', `/api/appointments/${w.booking}/cancel`), WRITTEN, 'no ok no ok no ok no no'],
  'PUT /api/appointments/:id/note': [(w) => api('PUT', `/api/appointments/${w.booking}/note`, { note: 'Seen' }), WRITTEN, 'no no no ok no ok no no'],
  'GET /api/urgent': [(w) => api('GET', `/api/urgent?listing=${w.listing}&date=${TOMORROW}`), 'listing', 'no no no ok own ok own no'],
  'POST /api/urgent/release': [(w) => api('POST', '/api/urgent/release', { listing: w.listing, date: TOMORROW }), WRITTEN, 'no no no ok no ok no no'],
  'POST /api/admin/practices/:id/:action': [(w) => api('POST', `/api/admin/practices/${w.practice}/suspend`), null, 'no no no no no no no ok'],
  'GET /api/waitlist/offers/:token': [(w) => api('GET', `/api/waitlist/offers/${w.offerToken}`), null, 'no ok no no no no no no'],
  'POST /api/waitlist/offers/:token/decline': [(w) => api('POST', `/api/waitlist/offers/${w.offerToken}/decline`), WRITTEN, 'no ok no no no no no no'],
};

/** Query and body fields that name an object, or carry a token or signature that opens one. */
const ID_FIELD = /^(id|\w+_id|pet|listing|vendor|successor|hash|t|z|token|sig)$/;

/** The app's routes that take an id or a token: a path parameter (not a bare wildcard), or an id-like query or body field. */
function routesTakingAnId(app: TestApp): string[] {
  const fields = (schema: unknown) => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});
  return app.app.routes
    .filter((r) => {
      const hooks = r.hooks as { query?: unknown; body?: unknown };
      return /\/:/.test(r.path) || [...fields(hooks.query), ...fields(hooks.body)].some((f) => ID_FIELD.test(f));
    })
    .map((r) => `${r.method} ${r.path}`);
}

let app: TestApp;
let cast: Cast;

/**
 * Nothing leaves the machine: "Send again" makes one attempt at once (the sender itself is started
 * by start.ts only), so a fetch to the worlds' webhook host is answered here, never sent.
 */
const realFetch = globalThis.fetch;
const webhookAttempts: string[] = [];
const fetchWithoutWebhooks = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.hostname !== WEBHOOK_HOST) return realFetch(input, init);
  webhookAttempts.push(url.href);
  return Promise.resolve(new Response(null, { status: 204 }));
};

beforeAll(async () => {
  globalThis.fetch = Object.assign(fetchWithoutWebhooks, { preconnect: realFetch.preconnect });
  app = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  cast = await createCast(app);
  await installWriteAudit(app.db);
}, 60_000);

describe('R4 authorization matrix: routes that take an id × 8 principals', () => {
  test('every route that takes an id has a row in the table, and every row names a route', () => {
    const routes = routesTakingAnId(app);
    const rowed = new Set(Object.keys(TABLE).map(routeOf));
    const missing = routes.filter((r) => !rowed.has(r)).map((r) => `no row in the R4 table for ${r}`);
    const all = new Set(app.app.routes.map((r) => `${r.method} ${r.path}`));
    const stale = Object.keys(TABLE).filter((r) => !all.has(routeOf(r))).map((r) => `the R4 table names ${r}, which the app does not serve`);
    expect([...missing, ...stale]).toEqual([]);
  });

  test('every cell answers as the table says, with 0 leaks', async () => {
    const mismatches: string[] = [];
    const leaks: string[] = [];
    const observed: string[] = [];
    let cells = 0;
    for (const [route, [call, marker, expectedText]] of Object.entries(TABLE)) {
      const expected = expectedText.split(' ') as Outcome[];
      const seen: string[] = [];
      for (const [i, who] of PRINCIPALS.entries()) {
        const world = await createWorld(app, cast);
        const c = await call(world);
        if (c.path.includes('OWNERHASH')) c.path = c.path.replace('OWNERHASH', (await app.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, world.owner) }))!.hash);
        const shows = marker === WRITTEN ? WRITTEN : marker && world.markers[marker];
        const result = await runCell(app, world, c, shows, cast.tokens[who]);
        // A page route answers its htmx fragment too (one route, page or fragment).
        if (c.method === 'GET' && !c.ws && !c.path.startsWith('/api/')) {
          const fragment = await runCell(app, world, c, shows, cast.tokens[who], true);
          cells++;
          // A fragment may show less than its page (the slots without the heading), never more, and is refused alike.
          if ((fragment.outcome === 'no') !== (result.outcome === 'no')) mismatches.push(`${route} as ${who}: the page is ${result.outcome}, its fragment ${fragment.outcome} (${fragment.status})`);
          if (expected[i] !== 'ok' && fragment.outcome === 'ok') leaks.push(`${route} fragment as ${who}: ${fragment.status}`);
        }
        // A suspension is undone before the next cell (the practice is shared by every world).
        await app.db.update(vendors).set({ suspended_at: null }).where(eq(vendors.id, cast.practiceId));
        cells++;
        seen.push(result.outcome);
        const want = expected[i]!;
        const detail = `${route} as ${who}: expected ${want}, got ${result.outcome} (${result.status}${result.touched.length ? `, wrote ${result.touched.join(', ')}` : ''})`;
        if (result.outcome !== want) mismatches.push(detail);
        if (want !== 'ok' && result.outcome === 'ok') leaks.push(detail);
      }
      observed.push(`  '${route}': [..., '${seen.join(' ')}'],`);
    }
    const routes = new Set(Object.keys(TABLE).map(routeOf)).size;
    proofFigure('R4', 'authorization matrix', `${Object.keys(TABLE).length} rows of ${routes} routes × ${PRINCIPALS.length} principals = ${cells} cells: ${leaks.length} leaks, ${mismatches.length} answers unlike the table`);
    if (mismatches.length) console.log(`observed:\n${observed.join('\n')}`);
    expect(leaks).toEqual([]);
    expect(mismatches).toEqual([]);
    // The attempts made are the root admin's "Send again", its redelivery and its test event through the API, answered here: nothing was sent out.
    expect(webhookAttempts).toHaveLength(3);
  }, 600_000);
});

describe('R4 live rooms: an open socket ends with the right to be in the room', () => {
  test('sockets are closed after logout, a password change, cancel and team removal, and a message after a right ended is not stored', async () => {
    const rounds = strength(1, 10);
    const tally = await socketRevocations(app, cast, rounds, fullStrength());
    proofFigure('R4', 'live rooms after revocation', `${rounds} round(s) of ${SOCKET_EVENTS.join(', ')}: ${tally.cases} cases, ${tally.sockets} sockets, ${tally.failures.length} outlived or wrongly ended`);
    expect(tally.failures).toEqual([]);
  }, 600_000);
});

afterAll(() => {
  app.close();
  globalThis.fetch = realFetch;
});
