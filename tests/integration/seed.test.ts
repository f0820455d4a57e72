import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { createTestApp, type TestApp } from '../helpers/app';
import { seedDemo } from '../../db/seed';
import { bookings, payments, pets, phr, users, vendor_listings, vendor_logins, vendors } from '../../db/schema';
import { BOOKING_STATUS, LIVE_BOOKING_STATUSES } from '../../src/lib/constants/booking-status';
import { CONSULTATION_TYPES, CONSULTATION_TYPE_CODES } from '../../src/lib/constants/consultation-types';

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const DAY_MS = 24 * 60 * 60 * 1000;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

async function practiceListings(app: TestApp, name: string) {
  const vendor = await app.db.query.vendors.findFirst({ where: eq(vendors.name, name) });
  expect(vendor).toBeDefined();
  return app.db.select().from(vendor_listings).where(eq(vendor_listings.vendor_id, vendor!.id)).orderBy(vendor_listings.id);
}

async function userByEmail(app: TestApp, email: string) {
  const user = await app.db.query.users.findFirst({ where: eq(users.email, email) });
  expect(user).toBeDefined();
  return user!;
}

async function loginByEmail(app: TestApp, email: string) {
  const login = await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, email) });
  expect(login).toBeDefined();
  return login!;
}

/** The two demo bookings whose rooms are open when the demo starts (db/seed/open-rooms.ts): they start minutes after seeding. */
const opensAtSeed = (booking: { slot: string }, seededAt: Date) => Math.abs(new Date(booking.slot).getTime() - seededAt.getTime()) < 60 * 60 * 1000;

/**
 * Every booking starts on a slot its listing's schedule offers, in the listing's zone, and lasts one duration;
 * but the two rooms open at seeding, which start when the demo is seeded, whatever the schedule.
 */
async function expectBookingsOnTheirSchedules(app: TestApp, seededAt: Date) {
  const listings = new Map((await app.db.select().from(vendor_listings)).map((l) => [l.id, l]));
  for (const booking of await app.db.select().from(bookings)) {
    if (opensAtSeed(booking, seededAt)) continue;
    const listing = listings.get(booking.vendor_listing_id)!;
    const consultation = listing.consultations.find((c) => c.type === booking.type)!;
    const start = DateTime.fromISO(booking.slot, { zone: listing.timezone });
    const minute = start.hour * 60 + start.minute;
    const onGrid = consultation.schedule.some(
      (row) =>
        row.days.includes(DAY_NAMES[start.weekday - 1]) &&
        minute >= minutesOf(row.from) &&
        minute + consultation.duration <= minutesOf(row.to) &&
        (minute - minutesOf(row.from)) % consultation.duration === 0,
    );
    expect({ slot: booking.slot, listing: listing.title, onGrid }).toEqual({ slot: booking.slot, listing: listing.title, onGrid: true });
    expect(new Date(booking.slot_end).getTime() - new Date(booking.slot).getTime()).toBe(consultation.duration * 60_000);
    expect(booking.slot).toBe(new Date(booking.slot).toISOString());
    expect(booking.details.listingTZ).toBe(listing.timezone);
  }
}

async function countEveryTable(app: TestApp): Promise<Record<string, number>> {
  const tables = await app.deps.database.client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await app.deps.database.client.execute(`SELECT count(*) AS n FROM "${String(name)}"`);
    counts[String(name)] = Number(result.rows[0].n);
  }
  return counts;
}

describe('demo data', () => {
  let app: TestApp;
  const now = new Date();

  beforeAll(async () => {
    app = await createTestApp({ seed: false });
    expect(await seedDemo(app.db)).toBe(true);
  });
  afterAll(() => app.close());

  test('the six demo accounts exist with their roles and sign in with password123', async () => {
    const owner = await userByEmail(app, 'owner@example.com');
    expect(owner.role).toBe('user');
    expect((await userByEmail(app, 'owner2@example.com')).role).toBe('user');
    expect((await userByEmail(app, 'admin@example.com')).role).toBe('admin');
    expect((await loginByEmail(app, 'vet@example.com')).subrole).toBe('root_admin');
    expect((await loginByEmail(app, 'staff@example.com')).subrole).toBe('user');
    expect((await loginByEmail(app, 'vet2@example.com')).subrole).toBe('root_admin');
    expect(await Bun.password.verify('password123', owner.password_hash!)).toBe(true);
    expect(await Bun.password.verify('password123', (await loginByEmail(app, 'staff@example.com')).password_hash!)).toBe(true);
    expect(owner.hash).toMatch(/^[0-9a-f]{32}$/);
  });

  test('a WELCOME signup plan exists', async () => {
    const plan = await app.db.query.plans.findFirst();
    expect(plan?.code).toBe('WELCOME');
  });

  test('Happy Paws has two New York listings offering all four consultations every day', async () => {
    const listings = await practiceListings(app, 'Happy Paws Veterinary Clinic');
    expect(listings).toHaveLength(2);
    for (const listing of listings) {
      expect(listing.timezone).toBe('America/New_York');
      expect(listing.consultations.map((c) => c.type).sort()).toEqual([...CONSULTATION_TYPE_CODES].sort());
      for (const consultation of listing.consultations) {
        expect(consultation.status).toBe(true);
        expect(new Set(consultation.schedule.flatMap((row) => row.days))).toEqual(new Set(DAY_NAMES));
        for (const row of consultation.schedule) expect(minutesOf(row.from)).toBeLessThan(minutesOf(row.to));
      }
    }
  });

  test('City Cat Clinic has one London listing with a free consultation', async () => {
    const listings = await practiceListings(app, 'City Cat Clinic');
    expect(listings).toHaveLength(1);
    expect(listings[0].timezone).toBe('Europe/London');
    expect(listings[0].consultations.some((c) => c.status && c.price === 0)).toBe(true);
  });

  test('City Cat Clinic works in the United Kingdom: GBP, en-GB, metric; its £40 video consultation is 4000 pence, and its bookings are paid in GBP', async () => {
    const cityCats = (await app.db.query.vendors.findFirst({ where: eq(vendors.name, 'City Cat Clinic') }))!;
    expect({ country: cityCats.country, currency: cityCats.currency, locale: cityCats.locale, units: cityCats.units }).toEqual({ country: 'GB', currency: 'GBP', locale: 'en-GB', units: 'metric' });
    const [listing] = await practiceListings(app, 'City Cat Clinic');
    expect(listing!.consultations.find((c) => c.type === CONSULTATION_TYPES.VIDEO)!.price).toBe(4000);
    const paid = (await app.db.select().from(payments).where(eq(payments.vendor_id, cityCats.id))).filter((p) => p.amount > 0);
    expect(paid.length).toBeGreaterThan(0);
    expect(new Set(paid.map((p) => p.currency))).toEqual(new Set(['gbp']));
    const own = await app.db.select().from(bookings).where(eq(bookings.vendor_id, cityCats.id));
    expect(new Set(own.map((b) => b.details.listing.currency))).toEqual(new Set(['GBP']));
    const happyPaws = (await app.db.query.vendors.findFirst({ where: eq(vendors.name, 'Happy Paws Veterinary Clinic') }))!;
    expect(happyPaws.currency).toBe('USD');
  });

  test('practice sites answer on their sub-domain, in any case and with a port, and on their custom domain', async () => {
    for (const host of ['happypaws.localhost', 'HAPPYPAWS.localhost:3000', 'happypaws-clinic.test']) {
      const response = await app.request('/', { host });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Happy Paws Veterinary Clinic');
    }
    const cityCats = await app.request('/', { host: 'citycats.localhost' });
    expect(cityCats.status).toBe(200);
    expect(await cityCats.text()).toContain('City Cat Clinic');
    const unknown = await app.request('/', { host: 'nosuchpractice.localhost' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Site not found');
  });

  test('the staff member manages exactly one listing', async () => {
    const staff = await loginByEmail(app, 'staff@example.com');
    const managed = (await app.db.select().from(vendor_listings)).filter((l) => l.managers.includes(staff.id));
    expect(managed).toHaveLength(1);
    expect(managed[0].vendor_id).toBe(staff.vendor_id);
  });

  test('the owner has a dog and a cat with records in several categories', async () => {
    const owner = await userByEmail(app, 'owner@example.com');
    const ownPets = await app.db.select().from(pets).where(eq(pets.user_id, owner.id));
    expect(ownPets.map((p) => p.type).sort()).toEqual([1, 2]);
    const records = await app.db.select().from(phr).where(eq(phr.user_id, owner.id));
    expect(records.length).toBeGreaterThanOrEqual(8);
    expect(new Set(records.map((r) => r.category)).size).toBeGreaterThanOrEqual(5);
    for (const record of records) expect(ownPets.map((p) => p.id)).toContain(record.pet_id);
  });

  test('the owner has past, canceled and upcoming bookings with both practices', async () => {
    const owner = await userByEmail(app, 'owner@example.com');
    const own = await app.db.select().from(bookings).where(eq(bookings.user_id, owner.id));
    const listings = await app.db.select().from(vendor_listings);
    const staff = await loginByEmail(app, 'staff@example.com');
    const staffListing = listings.find((l) => l.managers.includes(staff.id))!;
    expect(new Set(own.map((b) => b.vendor_id)).size).toBe(2);
    expect(own.filter((b) => b.vendor_listing_id === staffListing.id).length).toBeGreaterThanOrEqual(2);
    const at = (b: { slot: string }) => new Date(b.slot).getTime();
    const live = own.filter((b) => (LIVE_BOOKING_STATUSES as number[]).includes(b.status));
    const upcoming = own.filter((b) => b.status === BOOKING_STATUS.IN_PROGRESS && at(b) > now.getTime() && !opensAtSeed(b, now));
    expect(own.filter((b) => opensAtSeed(b, now)).map((b) => b.type).sort()).toEqual([CONSULTATION_TYPES.VIDEO, CONSULTATION_TYPES.CHAT].sort());
    expect(live.filter((b) => at(b) < now.getTime()).length).toBeGreaterThanOrEqual(1);
    expect(own.filter((b) => b.status === BOOKING_STATUS.CANCELED).length).toBeGreaterThanOrEqual(1);
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    for (const booking of upcoming) {
      expect(at(booking) - now.getTime()).toBeGreaterThanOrEqual(2 * DAY_MS);
      expect(at(booking) - now.getTime()).toBeLessThanOrEqual(14 * DAY_MS);
    }
    for (const booking of own) {
      expect(booking.details.user.email).toBe('owner@example.com');
      expect(booking.details.userTZ).toBe('America/New_York');
      expect(booking.details.info.summary.length).toBeGreaterThan(10);
    }
  });

  test('every seeded live booking has its payment (free ones a waived payment of nothing, as booking writes them)', async () => {
    const paymentsById = new Map((await app.db.select().from(payments)).map((p) => [p.id, p]));
    for (const booking of await app.db.select().from(bookings)) {
      const price = booking.details.listing.price;
      if (price === 0) {
        const payment = paymentsById.get(booking.payment_id!)!;
        expect(payment).toBeDefined();
        expect(payment.booking_id).toBe(booking.id);
        expect(payment).toMatchObject({ amount: 0, provider: 'none', status: 'waived' });
        continue;
      }
      const payment = paymentsById.get(booking.payment_id!)!;
      expect(payment).toBeDefined();
      expect(payment.booking_id).toBe(booking.id);
      expect(payment.amount).toBe(price);
      expect(payment.currency).toBe(booking.details.listing.currency!.toLowerCase());
      expect(payment.status).toBe(booking.status === BOOKING_STATUS.CANCELED ? 'refunded' : 'succeeded');
    }
    expect((await app.db.select().from(bookings)).some((b) => b.details.listing.price === 0)).toBe(true);
  });

  test('no two live bookings of a listing overlap', async () => {
    const live = (await app.db.select().from(bookings))
      .filter((b) => (LIVE_BOOKING_STATUSES as number[]).includes(b.status))
      .sort((a, b) => a.vendor_listing_id - b.vendor_listing_id || a.slot.localeCompare(b.slot));
    for (let i = 1; i < live.length; i++) {
      if (live[i].vendor_listing_id !== live[i - 1].vendor_listing_id) continue;
      expect(live[i].slot >= live[i - 1].slot_end).toBe(true);
    }
  });

  test('every booking sits on its listing’s schedule grid', async () => {
    await expectBookingsOnTheirSchedules(app, now);
  });

  test('seeding a database that has data writes nothing', async () => {
    const before = await countEveryTable(app);
    expect(await seedDemo(app.db)).toBe(false);
    expect(await countEveryTable(app)).toEqual(before);
  });
});

describe('demo data seeded around daylight-saving changes', () => {
  // 2027-03-14 (New York) and 2027-03-28 (London) fall between the earliest and latest demo bookings.
  test('bookings still sit on their schedule grids in the listing zones', async () => {
    const app = await createTestApp({ seed: false });
    try {
      const seededAt = new Date('2027-03-20T12:00:00.000Z');
      expect(await seedDemo(app.db, seededAt)).toBe(true);
      await expectBookingsOnTheirSchedules(app, seededAt);
    } finally {
      app.close();
    }
  });
});
