import { eq } from 'drizzle-orm';
import { bookings, phr, pets, prescriptions, requests, users, vendor_listings, vendor_logins, type Booking } from '../../../../db/schema';
import { bookingDetails } from '../../../../src/lib/booking-details';
import { BOOKING_STATUS } from '../../../../src/lib/constants/booking-status';
import { CONSULTATION_TYPES } from '../../../../src/lib/constants/consultation-types';
import type { BookingFacts } from '../../../../src/lib/policy';
import type { Principal } from '../../../../src/lib/principal';
import type { TestApp } from '../../../helpers/app';
import type { Who } from '../../../unit/lib/policy.people';
import { apiLogin, createOwner, createPracticeLogin } from '../../../helpers/accounts';

/**
 * One world for the exports: practice A with two listings, L1 managed by team member tmM and L2
 * by its root admin (not by tmN); practice B with L3. Owner 1 booked A only; owner 2 booked A and
 * B. Each pet has bookings in several states on each listing, each with its own private reason,
 * prescriptions written in some of them, a record, a share link and second opinions asked.
 */

/** The people are the columns of the policy's table (tests/unit/lib/policy.test.ts); `own` is each object's owner. */
export type Kind = Who;

export interface Person {
  principal: Principal | null;
  /** The session token (none when signed out). */
  token: string | null;
}

export interface WorldBooking {
  row: Booking;
  listing_managers: number[];
  /** The owner's private text the booking is about: it must not leave with a visit the reader may not see. */
  reason: string;
}

export interface WorldPet {
  /** What state the pet's owner is in, for the test names. */
  state: string;
  id: number;
  ownerId: number;
  share: string;
  bookings: WorldBooking[];
  prescriptions: { id: number; user_id: number; vendor_id: number }[];
  /** Second opinions asked about the pet: the request and the managers of the listing it names. */
  opinions: { id: number; user_id: number; vendor_id: number; listing_managers: number[] }[];
}

export interface ExportsWorld {
  listings: { l1: number; l2: number; l3: number };
  /** Everyone but the owner (who is each pet's own). */
  people: Record<Exclude<Kind, 'own'>, Person>;
  owners: Map<number, Person>;
  pets: WorldPet[];
}

const DAY = 86_400_000;
const password = 'password123';

async function teamMember(app: TestApp, vendorId: number, name: string) {
  const [login] = await app.db
    .insert(vendor_logins)
    .values({ vendor_id: vendorId, first_name: name, last_name: 'Member', email: `${name.toLowerCase()}-${crypto.randomUUID()}@example.com`, password_hash: await Bun.password.hash(password, { algorithm: 'argon2id' }), subrole: 'user' })
    .returning();
  return login!;
}

/** The claims `can()` reads, as the session carries them. */
const asPrincipal = (row: { id: number; email: string; first_name: string; last_name: string }, role: Principal['role'], vendorId: number | null = null, subrole: Principal['subrole'] = null): Principal => ({
  id: row.id,
  role,
  vendor_id: vendorId,
  subrole,
  email: row.email,
  pic: null,
  first_name: row.first_name,
  last_name: row.last_name,
  exp: 0,
});

type Listing = typeof vendor_listings.$inferSelect;

/** Each state once per listing: ahead, seen, canceled, moved away, and seen long ago (before any feed's 90 days). */
const STATES = [
  { name: 'upcoming', status: BOOKING_STATUS.COMPLETE, days: 3 },
  { name: 'attended', status: BOOKING_STATUS.ATTENDED, days: -5 },
  { name: 'canceled', status: BOOKING_STATUS.CANCELED, days: -6 },
  { name: 'rescheduled', status: BOOKING_STATUS.RESCHEDULED, days: 7 },
  { name: 'long ago', status: BOOKING_STATUS.ATTENDED, days: -120 },
];

export async function createExportsWorld(app: TestApp): Promise<ExportsWorld> {
  const a = await createPracticeLogin(app);
  const b = await createPracticeLogin(app);
  const [tmM, tmN] = [await teamMember(app, a.vendor.id, 'Managing'), await teamMember(app, a.vendor.id, 'Notmanaging')];
  const template = (await app.db.query.vendor_listings.findMany()).find((l) => l.consultations.some((c) => c.type === CONSULTATION_TYPES.VIDEO))!;
  const { id: _id, created_at: _c, updated_at: _u, ...copy } = template;
  const listing = async (vendorId: number, loginId: number, title: string, managers: number[]) =>
    (await app.db.insert(vendor_listings).values({ ...copy, vendor_id: vendorId, vendor_login_id: loginId, title, managers }).returning())[0]!;
  const l1 = await listing(a.vendor.id, a.login.id, 'Exports Managed Listing', [tmM.id]);
  const l2 = await listing(a.vendor.id, a.login.id, 'Exports Unmanaged Listing', [a.login.id]);
  const l3 = await listing(b.vendor.id, b.login.id, 'Exports Other Practice Listing', []);

  const other = await createOwner(app);
  const admin = (await app.db.query.users.findFirst({ where: eq(users.email, 'admin@example.com') }))!;
  const people = {
    out: { principal: null, token: null },
    oth: await signIn(app, asPrincipal(other, 'user')),
    adm: await signIn(app, asPrincipal(a.login, 'vendor', a.vendor.id, 'root_admin')),
    adm2: await signIn(app, asPrincipal(b.login, 'vendor', b.vendor.id, 'root_admin')),
    tmM: await signIn(app, asPrincipal(tmM, 'vendor', a.vendor.id, 'user')),
    tmN: await signIn(app, asPrincipal(tmN, 'vendor', a.vendor.id, 'user')),
    plat: await signIn(app, asPrincipal(admin, 'admin')),
  };
  const vetOf = (vendorId: number) => (vendorId === a.vendor.id ? a.login.id : b.login.id);
  const owners = new Map<number, Person>();
  const worldPets: WorldPet[] = [];
  for (const [n, state, listings] of [
    [1, 'owner a customer of practice A only', [l1, l2]],
    [2, 'owner a customer of practices A and B', [l1, l2, l3]],
  ] as const) {
    const customer = await createOwner(app);
    owners.set(customer.id, await signIn(app, asPrincipal(customer, 'user')));
    worldPets.push(await createPet(app, { n, state, customer, listings: [...listings], vetOf }));
  }
  return { listings: { l1: l1.id, l2: l2.id, l3: l3.id }, people, owners, pets: worldPets };
}

const signIn = async (app: TestApp, principal: Principal): Promise<Person> => ({ principal, token: await apiLogin(app, principal.email, principal.role) });

/** A customer's pet with a record, a share link, a booking in each state on each listing, a prescription in each visit seen and a second opinion asked of each listing. */
async function createPet(app: TestApp, input: { n: number; state: string; customer: typeof users.$inferSelect; listings: Listing[]; vetOf: (vendorId: number) => number }): Promise<WorldPet> {
  const { n, customer } = input;
  const now = app.deps.clock().getTime();
  const share = `share-${crypto.randomUUID()}`;
  const [pet] = await app.db.insert(pets).values({ name: `Exportpet${n === 1 ? 'One' : 'Two'}`, type: 1, user_id: customer.id, share_token: share }).returning();
  const [record] = await app.db.insert(phr).values({ category: 'conditions', details: { name: `Shared condition of pet ${n}`, visit_date: '2026-01-02' }, user_id: customer.id, pet_id: pet!.id }).returning();
  const made: WorldBooking[] = [];
  for (const l of input.listings) {
    const video = l.consultations.find((c) => c.type === CONSULTATION_TYPES.VIDEO)!;
    for (const s of STATES) {
      const start = new Date(now + s.days * DAY + n * 3_600_000);
      start.setUTCMinutes(0, 0, 0);
      const reason = `Private reason ${n} ${l.title} ${s.name}`;
      const slot = start.toISOString();
      const details = bookingDetails({ customer, pet: pet!, listing: l, consultation: video, slot, summary: reason, userTZ: 'America/New_York' });
      const [row] = await app.db
        .insert(bookings)
        .values({ slot, slot_end: new Date(start.getTime() + video.duration * 60_000).toISOString(), status: s.status, type: video.type, user_id: customer.id, vendor_id: l.vendor_id, vendor_listing_id: l.id, details })
        .returning();
      made.push({ row: row!, listing_managers: l.managers, reason });
    }
  }
  const rxs: WorldPet['prescriptions'] = [];
  for (const seen of made.filter((m) => m.reason.endsWith(' attended'))) {
    const drug = { drug: `Drug of booking ${seen.row.id}`, strength: '10 mg', dose: '1 tablet', frequency: 'daily', duration_days: 7, quantity: '7 tablets' };
    const [rx] = await app.db
      .insert(prescriptions)
      .values({ ...drug, vendor_id: seen.row.vendor_id, user_id: customer.id, pet_id: pet!.id, vet_login_id: input.vetOf(seen.row.vendor_id), booking_id: seen.row.id, issued_at: seen.row.slot })
      .returning();
    rxs.push({ id: rx!.id, user_id: rx!.user_id, vendor_id: rx!.vendor_id });
  }
  const opinions: WorldPet['opinions'] = [];
  for (const l of input.listings) {
    const details = { question: `Opinion of ${l.title}`, shared_record_ids: [record!.id], shared_files: [], files: [], amount: 0, payment_id: null };
    const [request] = await app.db
      .insert(requests)
      .values({ kind: 'second_opinion', user_id: customer.id, vendor_id: l.vendor_id, vendor_listing_id: l.id, pet_id: pet!.id, status: 'open', due_at: new Date(now + 2 * DAY).toISOString(), details })
      .returning();
    opinions.push({ id: request!.id, user_id: customer.id, vendor_id: l.vendor_id, listing_managers: l.managers });
  }
  return { state: input.state, id: pet!.id, ownerId: customer.id, share, bookings: made, prescriptions: rxs, opinions };
}

/** The person of a kind, for a pet: `own` is its owner. */
export const personOf = (world: ExportsWorld, pet: WorldPet, kind: Kind): Person => (kind === 'own' ? world.owners.get(pet.ownerId)! : world.people[kind]);

/** A booking as the policy reads it, asked on the main host. */
export const factsOf = (b: { row: Pick<Booking, 'user_id' | 'vendor_id' | 'status' | 'slot' | 'marked_at'>; listing_managers: number[] }): BookingFacts => ({
  user_id: b.row.user_id,
  vendor_id: b.row.vendor_id,
  listing_managers: b.listing_managers,
  status: b.row.status,
  slot: b.row.slot,
  marked_at: b.row.marked_at,
});
