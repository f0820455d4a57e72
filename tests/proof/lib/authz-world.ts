/**
 * The people and objects of the authorization matrix (check R4). Practice A is the seed's
 * Happy Paws: its root admin (vet@), a team member who manages the target listing (staff@) and
 * one who manages nothing; practice B is a new practice the owner never dealt with. The owner is owner@example.com,
 * the other owner owner2@example.com, the platform admin admin@example.com. Every cell of the
 * matrix gets a fresh world: a listing of A, the owner's pet with a record and a private file,
 * a booking of that pet on that listing whose room is open, and a team member of A; the owner's
 * calendar feed and practice A's; a webhook endpoint of A (disabled, so no change of another
 * cell writes a delivery for it) with one failed delivery; an entry practice A wrote on the pet.
 */
import { eq } from 'drizzle-orm';
import { booking_series, booking_telehealth, bookings, files, pet_exams, pets, phr, prescriptions, refill_requests, request_messages, requests, users, vendor_listings, vendor_logins, vet_licences, waitlist_entries, waitlist_offers, webhook_deliveries } from '../../../db/schema';
import { randomSecret } from '../../../src/lib/crypto';
import { newWebhookSecret } from '../../../src/lib/webhook-signature';
import { findLiveFeeds, replaceFeed, type FeedSubject } from '../../../src/features/calendar-feeds/calendar-feeds.repo';
import { tokenHash } from '../../../src/features/calendar-feeds/calendar-feeds.service';
import { insertEndpoint } from '../../../src/features/webhooks/webhooks.repo';
import { newEventId } from '../../../src/features/webhooks/webhooks.events';
import { bookingDetails } from '../../../src/lib/booking-details';
import { CONSULTATION_TYPES } from '../../../src/lib/constants/consultation-types';
import { fhirId } from '../../../src/features/records/records.fhir.ids';
import type { TestApp } from '../../helpers/app';
import { apiLogin, createPracticeLogin } from '../../helpers/accounts';
import { createIntake } from './authz-intake';

export const PRINCIPALS = ['anonymous', 'owner', 'otherOwner', 'root', 'otherPractice', 'managing', 'notManaging', 'admin'] as const;
export type PrincipalName = (typeof PRINCIPALS)[number];

/**
 * The host of every world's webhook endpoint: a public IP literal, so the address guard accepts it
 * without a DNS look-up. Nothing may be sent there: the test answers any fetch to it itself.
 */
export const WEBHOOK_HOST = '93.184.215.14';

export interface Cast {
  /** The session token of each principal (none for anonymous). */
  tokens: Record<PrincipalName, string | null>;
  ownerId: number;
  practiceId: number;
  rootId: number;
  managingId: number;
}

/** One cell's objects: ids, the text that shows each one, and the rows that are the owner's or practice A's. */
export interface World {
  n: number;
  listing: number;
  pet: number;
  record: number;
  /** A record of the same pet made two days ago: locked (amended, or marked entered in error, never deleted). */
  lockedRecord: number;
  /** An entry practice A's root admin wrote on the pet: the owner reads it and may only ask the practice to correct it. */
  practiceEntry: number;
  booking: number;
  member: number;
  file: string;
  chatFile: string;
  owner: number;
  practice: number;
  /** The owner's second opinion asked of practice A on the listing, sharing the record; and a house visit. */
  opinion: number;
  visit: number;
  /** The team member who manages the listing (not the root admin). */
  manager: number;
  share: string;
  /** The token of the owner's calendar feed (its address is /calendar/<token>.ics); practice A has a live feed too. */
  feed: string;
  /** Practice A's webhook endpoint and one delivery of it. */
  webhook: number;
  delivery: number;
  /** The owner's waitlist entry on the listing (days 10 ahead) and its open offer's token. */
  entry: number;
  offerToken: string;
  /** Practice A's prescription for the pet (in the world's booking), its Active Medications entry, and the owner's pending refill request of it. */
  rx: number;
  medication: number;
  refill: number;
  /** A licence of practice A's root admin. */
  licence: number;
  /** An in-person exam of the pet practice A entered by hand, naming its root admin as the examiner. */
  exam: number;
  /** The owner's intake photo on the booking (its answers' text is the intake marker). */
  intakeFile: string;
  /** `booking` is the booking's reason; `appointment` the id its FHIR Appointment has. */
  markers: Record<'listing' | 'pet' | 'record' | 'booking' | 'appointment' | 'member' | 'owner' | 'file' | 'chatFile' | 'opinion' | 'visit' | 'webhook' | 'intake' | 'intakeFile', string>;
  rows: Set<string>;
}

const password = 'password123';

export async function createCast(app: TestApp): Promise<Cast> {
  const vet = (await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, 'vet@example.com') }))!;
  const staff = (await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, 'staff@example.com') }))!;
  await app.db.insert(vendor_logins).values({
    vendor_id: vet.vendor_id,
    first_name: 'Nomanage',
    last_name: 'Member',
    email: 'not-managing@example.com',
    password_hash: await Bun.password.hash(password, { algorithm: 'argon2id' }),
    subrole: 'user',
  });
  const owner = (await app.db.query.users.findFirst({ where: eq(users.email, 'owner@example.com') }))!;
  const other = await createPracticeLogin(app);
  const [o, o2, r, p, m, nm, a] = await Promise.all([
    apiLogin(app, 'owner@example.com'),
    apiLogin(app, 'owner2@example.com'),
    apiLogin(app, 'vet@example.com', 'vendor'),
    apiLogin(app, other.login.email, 'vendor'),
    apiLogin(app, 'staff@example.com', 'vendor'),
    apiLogin(app, 'not-managing@example.com', 'vendor'),
    apiLogin(app, 'admin@example.com', 'admin'),
  ]);
  return {
    tokens: { anonymous: null, owner: o, otherOwner: o2, root: r, otherPractice: p, managing: m, notManaging: nm, admin: a },
    ownerId: owner.id,
    practiceId: vet.vendor_id,
    rootId: vet.id,
    managingId: staff.id,
  };
}

let counter = 0;
/** Letters only (names and titles are validated as letters), unique per world. */
const tag = (n: number) => n.toString(26).replace(/./g, (c) => String.fromCharCode(97 + parseInt(c, 26)));

export async function createWorld(app: TestApp, cast: Cast): Promise<World> {
  const n = ++counter;
  const m = `Qz${tag(n)}`;
  const markers = { listing: `${m}Listing`, pet: `${m}Pet`, record: `${m}Record`, booking: `${m}Booking`, appointment: '', member: `${m}Member`, owner: 'owner@example.com', file: `${m}File`, chatFile: `${m}Chat`, opinion: `${m}Opinion`, visit: `${m}Visit`, webhook: `${m}Hook`, intake: `${m}Intake`, intakeFile: `${m}Photo` };
  const template = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.vendor_login_id, cast.managingId) }))!;
  const { id: _id, created_at: _c, updated_at: _u, ...copy } = template;
  const [listing] = await app.db.insert(vendor_listings).values({ ...copy, title: markers.listing, managers: [cast.managingId, cast.rootId] }).returning();
  const share = `share-${crypto.randomUUID()}`;
  const [pet] = await app.db.insert(pets).values({ name: markers.pet, type: 1, user_id: cast.ownerId, share_token: share }).returning();
  const [record] = await app.db.insert(phr).values({ category: 'conditions', details: { name: markers.record, visit_date: '2026-01-02' }, user_id: cast.ownerId, pet_id: pet!.id }).returning();
  const [locked] = await app.db.insert(phr).values({ category: 'conditions', details: { name: markers.record, visit_date: '2026-01-01' }, user_id: cast.ownerId, pet_id: pet!.id, made_at: '2026-01-01T00:00:00.000Z' }).returning();
  const written = { author_vendor_id: cast.practiceId, author_login_id: cast.rootId };
  const [practiceEntry] = await app.db.insert(phr).values({ category: 'conditions', details: { name: markers.record, visit_date: '2026-01-01' }, user_id: cast.ownerId, pet_id: pet!.id, ...written }).returning();
  const key = `private/phr/${crypto.randomUUID()}.txt`;
  await app.deps.providers.storage.put(key, new TextEncoder().encode(markers.file), 'text/plain');
  await app.db.insert(files).values({ category: 'phr', access: 'private', storage_key: key, file_name: 'x.txt', file_type: 'text/plain', size: 10, owner_role: 'user', owner_id: cast.ownerId, uploaded_at: new Date().toISOString() });
  const chatKey = `private/chat/${crypto.randomUUID()}.txt`;
  await app.deps.providers.storage.put(chatKey, new TextEncoder().encode(markers.chatFile), 'text/plain');
  await app.db.insert(files).values({ category: 'chat', access: 'private', storage_key: chatKey, file_name: 'c.txt', file_type: 'text/plain', size: 10, owner_role: 'user', owner_id: cast.ownerId, uploaded_at: new Date().toISOString() });
  const customer = (await app.db.query.users.findFirst({ where: eq(users.id, cast.ownerId) }))!;
  const video = listing!.consultations.find((c) => c.type === CONSULTATION_TYPES.VIDEO)!;
  // Its room is open: it starts within 5 minutes (each world has its own listing, so no two
  // collide), a newer world's a little sooner, so it is first in the owner's list of upcoming ones.
  const start = new Date(app.deps.clock().getTime() + 5 * 60_000 - Math.min(n, 480) * 500);
  const slot = start.toISOString();
  const [booking] = await app.db
    .insert(bookings)
    .values({
      slot,
      slot_end: new Date(start.getTime() + video.duration * 60_000).toISOString(),
      status: 0,
      type: video.type,
      user_id: cast.ownerId,
      vendor_id: listing!.vendor_id,
      vendor_listing_id: listing!.id,
      details: bookingDetails({ customer, pet: pet!, listing: listing!, consultation: video, slot, summary: markers.booking, userTZ: 'America/New_York' }),
    })
    .returning();
  // The booking is visit 1 of a weekly series of 1, so "cancel from this visit on" has a series to act on.
  const [series] = await app.db
    .insert(booking_series)
    .values({ vendor_id: listing!.vendor_id, user_id: cast.ownerId, vendor_listing_id: listing!.id, type: video.type, every: 1, unit: 'week', count: 1, pay: 'each', booked_by: 'world', idempotency_key: `world-${n}` })
    .returning();
  await app.db.update(bookings).set({ series_id: series!.id, series_visit: 1 }).where(eq(bookings.id, booking!.id));
  markers.appointment = fhirId('booking', booking!.id);
  const [member] = await app.db
    .insert(vendor_logins)
    .values({ vendor_id: cast.practiceId, first_name: markers.member, last_name: 'Member', email: `member-${n}@example.com`, subrole: 'user' })
    .returning();
  const { opinion, visit } = await createRequests(app, { owner: cast.ownerId, practice: cast.practiceId, listing: listing!.id, pet: pet!.id, record: record!.id }, markers);
  const feeds = await createFeeds(app, cast);
  const hook = await createWebhook(app, cast.practiceId, `https://${WEBHOOK_HOST}/${markers.webhook}`);
  const wait = await createWaitlist(app, cast, listing!.id, video.type);
  const rx = await createPrescription(app, cast, pet!.id, booking!.id, record!.id);
  // The owner accepted practice A's telehealth consent with the booking; the root admin is licensed somewhere.
  const accepted = { consent_version: 1, consent_at: new Date().toISOString(), consent_user_id: cast.ownerId };
  await app.db.insert(booking_telehealth).values({ booking_id: booking!.id, vendor_id: cast.practiceId, user_id: cast.ownerId, ...accepted });
  const [licence] = await app.db.insert(vet_licences).values({ vendor_id: cast.practiceId, login_id: cast.rootId, country: 'US', region: `US-W${n}` }).returning();
  const [exam] = await app.db.insert(pet_exams).values({ vendor_id: cast.practiceId, pet_id: pet!.id, examined_at: app.deps.clock().toISOString(), by_login_id: cast.rootId }).returning();
  const intake = await createIntake(app, { owner: cast.ownerId, practice: cast.practiceId, listing: listing!.id, booking: booking!.id }, markers);
  const rows = new Set([...rx.rows, `booking_telehealth#${booking!.id}`, `vet_licences#${licence!.id}`, `pet_exams#${exam!.id}`, ...feeds.rows, ...intake.rows, `waitlist_entries#${wait.entry}`, `waitlist_offers#${wait.offer}`, `webhook_endpoints#${hook.endpoint}`, `webhook_deliveries#${hook.delivery}`, `requests#${opinion}`, `requests#${visit}`, `vendor_listings#${listing!.id}`, `pets#${pet!.id}`, `phr#${record!.id}`, `phr#${locked!.id}`, `phr#${practiceEntry!.id}`, `bookings#${booking!.id}`, `vendor_logins#${member!.id}`, `users#${cast.ownerId}`, `vendors#${cast.practiceId}`]);
  return { n, listing: listing!.id, pet: pet!.id, record: record!.id, lockedRecord: locked!.id, practiceEntry: practiceEntry!.id, booking: booking!.id, member: member!.id, file: key.slice('private/phr/'.length), chatFile: chatKey.slice('private/chat/'.length), owner: cast.ownerId, practice: cast.practiceId, manager: cast.managingId, opinion, visit, share, feed: feeds.token, webhook: hook.endpoint, delivery: hook.delivery, entry: wait.entry, offerToken: wait.token, ...rx.ids, licence: licence!.id, exam: exam!.id, intakeFile: intake.intakeFile, markers, rows };
}

/** A prescription of practice A's root admin for the pet, filed in Medications (Active), and the owner's pending refill request (kept on another entry, so the owner may still ask from this one). */
async function createPrescription(app: TestApp, cast: Cast, pet: number, booking: number, otherRecord: number) {
  const base = { vendor_id: cast.practiceId, user_id: cast.ownerId };
  const drug = { drug: 'Carprofen', strength: '75 mg', dose: '1 tablet', frequency: 'twice a day', duration_days: 14, quantity: '28 tablets' };
  const [rx] = await app.db.insert(prescriptions).values({ ...base, ...drug, pet_id: pet, vet_login_id: cast.rootId, booking_id: booking, issued_at: app.deps.clock().toISOString(), refills_allowed: 2 }).returning();
  const details = { name: 'Carprofen 75 mg', status: 'Active', date: '2026-01-02', prescription_id: rx!.id };
  const [medication] = await app.db.insert(phr).values({ category: 'medications', details, user_id: cast.ownerId, pet_id: pet }).returning();
  const [refill] = await app.db.insert(refill_requests).values({ ...base, prescription_id: rx!.id, record_id: otherRecord }).returning();
  return { ids: { rx: rx!.id, medication: medication!.id, refill: refill!.id }, rows: [`prescriptions#${rx!.id}`, `phr#${medication!.id}`, `refill_requests#${refill!.id}`] };
}

/** The owner waits on the listing 10 days ahead, and holds an open offer of a slot there. */
async function createWaitlist(app: TestApp, cast: Cast, listing: number, type: number) {
  const now = app.deps.clock();
  const day = new Date(now.getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
  const [entry] = await app.db.insert(waitlist_entries).values({ user_id: cast.ownerId, vendor_id: cast.practiceId, vendor_listing_id: listing, type, date_from: day, date_to: day, state: 'offered' }).returning();
  const token = randomSecret(24);
  const slot = `${day}T15:00:00.000Z`;
  const [offer] = await app.db
    .insert(waitlist_offers)
    .values({ entry_id: entry!.id, vendor_listing_id: listing, slot, slot_end: `${day}T15:30:00.000Z`, token, expires_at: new Date(now.getTime() + 15 * 60_000).toISOString() })
    .returning();
  return { entry: entry!.id, offer: offer!.id, token };
}

/** The owner's calendar feed (its token kept) and practice A's, each made as the feature makes one (any earlier one revoked). */
async function createFeeds(app: TestApp, cast: Cast) {
  const now = app.deps.clock().toISOString();
  const subjects: FeedSubject[] = [
    { kind: 'owner', subject: `owner:${cast.ownerId}`, user_id: cast.ownerId },
    { kind: 'practice', subject: `practice:${cast.practiceId}`, vendor_id: cast.practiceId },
  ];
  const token = randomSecret(32);
  await replaceFeed(app.db, subjects[0]!, tokenHash(token), now);
  await replaceFeed(app.db, subjects[1]!, tokenHash(randomSecret(32)), now);
  const live = await findLiveFeeds(app.db, subjects.map((s) => s.subject));
  return { token, rows: live.map((feed) => `calendar_feeds#${feed.id}`) };
}

/** An endpoint of the practice, turned off by the practice, and one delivery to it that failed. */
async function createWebhook(app: TestApp, practice: number, url: string) {
  const now = app.deps.clock().toISOString();
  const endpoint = await insertEndpoint(app.db, { vendor_id: practice, url, events: ['booking.created'], secret: newWebhookSecret(), enabled: false, disabled_at: now, disabled_reason: 'by_practice', created_at: now, updated_at: now });
  const eventId = newEventId();
  const payload = JSON.stringify({ id: eventId, type: 'booking.created', created_at: now, practice_id: practice, data: { object: 'booking' } });
  const [delivery] = await app.db
    .insert(webhook_deliveries)
    .values({ event_id: eventId, endpoint_id: endpoint.id, vendor_id: practice, type: 'booking.created', payload, created_at: now, next_attempt_at: now, attempts: 1, failed_at: now, last_status: 500, last_error: 'HTTP 500', last_attempt_at: now })
    .returning();
  return { endpoint: endpoint.id, delivery: delivery!.id };
}

/** A second opinion (open, due in 48 hours) sharing the record, and a house visit, both asked by the owner of practice A. */
async function createRequests(app: TestApp, ids: { owner: number; practice: number; listing: number; pet: number; record: number }, markers: { opinion: string; visit: string }) {
  const base = { user_id: ids.owner, vendor_id: ids.practice, vendor_listing_id: ids.listing, pet_id: ids.pet, status: 'open' as const };
  const due = new Date(app.deps.clock().getTime() + 48 * 3_600_000).toISOString();
  const details = { question: markers.opinion, shared_record_ids: [ids.record], shared_files: [], files: [], amount: 0, payment_id: null };
  const [opinion] = await app.db.insert(requests).values({ ...base, kind: 'second_opinion', due_at: due, details }).returning();
  const [visit] = await app.db.insert(requests).values({ ...base, kind: 'house_visit', details: { address: '1 Main Street', reason: markers.visit, preferred: 'Mornings' } }).returning();
  await app.db.insert(request_messages).values([
    { request_id: opinion!.id, author_role: 'user', author_id: ids.owner, kind: 'question', body: markers.opinion },
    { request_id: visit!.id, author_role: 'user', author_id: ids.owner, kind: 'question', body: markers.visit },
  ]);
  return { opinion: opinion!.id, visit: visit!.id };
}
