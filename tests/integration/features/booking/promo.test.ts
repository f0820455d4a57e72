import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DateTime } from 'luxon';
import { and, desc, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, cookieHeader, createOwner } from '../../../helpers/accounts';
import { CARD, payment, slotTaker } from '../../../helpers/booking';
import { bookings, outbox, payments, pets, plans, report_days, vendor_listings, vendors } from '../../../../db/schema';
import { PROMO_MESSAGES } from '../../../../src/features/booking/booking.promo';
import { insertBooking } from '../appointments/fixtures';

/** Issue 15.6: the WELCOME plan's 20% off the owner's first video consultation, worked out by the server only. */
const VIDEO = 4000;
const CLINIC = 2000;
const NOW = DateTime.now().setZone('America/New_York').plus({ days: 1 }).set({ hour: 8, minute: 0, second: 0, millisecond: 0 }).toJSDate();
let app: TestApp;
let welcome: number;
let listingId: number;
let vendorId: number;
let videoSlot: () => Promise<string>;
let clinicSlot: () => Promise<string>;

beforeAll(async () => {
  app = await createTestApp({ clock: () => NOW });
  welcome = (await app.db.query.plans.findFirst({ where: eq(plans.code, 'WELCOME') }))!.id;
  // A practice of its own, so its report rows hold only this test's bookings.
  const [vendor] = await app.db.insert(vendors).values({ name: 'Promo Test Vets' }).returning();
  vendorId = vendor!.id;
  const schedule = [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '09:00', to: '17:00' }];
  const [listing] = await app.db
    .insert(vendor_listings)
    .values({
      vendor_id: vendorId,
      title: 'Promo test listing',
      line1: 'General practice',
      timezone: 'America/New_York',
      consultations: [
        { status: true, type: VIDEO, duration: 20, price: 5000, schedule },
        { status: true, type: CLINIC, duration: 30, price: 8000, schedule },
      ],
    })
    .returning();
  listingId = listing!.id;
  const videos = slotTaker(app, listingId, VIDEO);
  const clinics = slotTaker(app, listingId, CLINIC);
  videoSlot = () => videos(2);
  clinicSlot = () => clinics(2);
}, 30_000);
afterAll(() => app.close());

/** A new owner (signed up with WELCOME unless told otherwise), their pet and a session. */
async function newOwner(options: { plan?: number | null; signedUpDaysAgo?: number } = {}) {
  const created = DateTime.fromJSDate(NOW).minus({ days: options.signedUpDaysAgo ?? 0 }).toUTC().toISO()!;
  const owner = await createOwner(app, { signup_plan: options.plan === undefined ? welcome : options.plan, promocode: options.plan === null ? null : 'WELCOME', created_at: created });
  const [pet] = await app.db.insert(pets).values({ name: 'Pip', type: 1, user_id: owner.id }).returning();
  return { owner, pet: pet!, token: await apiLogin(app, owner.email) };
}

async function book(who: Awaited<ReturnType<typeof newOwner>>, type: number, extra: Record<string, unknown> = {}) {
  const slot = type === VIDEO ? await videoSlot() : await clinicSlot();
  const res = await payment(app, who.token, { vendor_listing_id: listingId, type, slot, pet: who.pet.id, info: { summary: 'Check-up' }, payment: CARD, ...extra });
  return { status: res.status, body: (await res.json()) as { result: string; id?: number; status?: string } };
}

const paymentOf = async (bookingId: number) => (await app.db.query.payments.findFirst({ where: eq(payments.booking_id, bookingId) }))!;
const bookingRow = async (id: number) => (await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) }))!;
const lastMailTo = async (to: string) => (await app.db.query.outbox.findFirst({ where: eq(outbox.to, to), orderBy: desc(outbox.id) }))!;
const revenue = async () =>
  Number((await app.db.select({ sum: sql<number>`coalesce(sum(${report_days.revenue}), 0)` }).from(report_days).where(eq(report_days.vendor_id, vendorId)))[0]!.sum);

describe('the WELCOME offer at payment', () => {
  test('the first video consultation is 20% off whatever the body says: charged, stored, e-mailed and reported; the second is full price', async () => {
    const who = await newOwner();
    const before = await revenue();
    const lies = { price: 1, amount: 1, discount: 100, promocode: 'WELCOME', promo_code: 'FREE', details: { listing: { price: 1 } } };
    const first = await book(who, VIDEO, lies);
    expect(first).toMatchObject({ status: 200, body: { result: 'success' } });
    const paid = await paymentOf(first.body.id!);
    expect({ amount: paid.amount, status: paid.status, promo_code: paid.promo_code, discount: paid.discount }).toEqual({ amount: 4000, status: 'succeeded', promo_code: 'WELCOME', discount: 1000 });
    const details = (await bookingRow(first.body.id!)).details;
    expect(details.listing.price).toBe(4000);
    expect(details.listing.currency).toBe('USD');
    expect(details.promo).toEqual({ code: 'WELCOME', percent: 20, list_price: 5000 });
    expect((await lastMailTo(who.owner.email)).body).toContain('Price: $40.00');
    expect(await revenue()).toBe(before + 4000);

    const second = await book(who, VIDEO);
    expect(second.status).toBe(200);
    const full = await paymentOf(second.body.id!);
    expect({ amount: full.amount, promo_code: full.promo_code, discount: full.discount }).toEqual({ amount: 5000, promo_code: null, discount: 0 });
    expect((await bookingRow(second.body.id!)).details.listing.price).toBe(5000);
    expect((await lastMailTo(who.owner.email)).body).toContain('Price: $50.00');
    expect(await revenue()).toBe(before + 9000);
  });

  test('the wizard shows the offer on video until it is used, never on other types', async () => {
    const who = await newOwner();
    const wizard = async () => (await app.request(`/book?practice=${vendorId}&listing=${listingId}`, { headers: cookieHeader(who.token) })).text();
    const html = await wizard();
    expect(html).toContain('&quot;offer&quot;:{&quot;code&quot;:&quot;WELCOME&quot;,&quot;percent&quot;:20,&quot;price&quot;:4000,&quot;priceLabel&quot;:&quot;$40&quot;}'.replace(/&quot;/g, '"'));
    expect(html.match(/"offer":/g)).toHaveLength(1);
    expect((await book(who, VIDEO)).status).toBe(200);
    expect(await wizard()).not.toContain('"offer":');
  });

  test('a clinic booking is full price and leaves the offer for the first video one', async () => {
    const who = await newOwner();
    const clinic = await book(who, CLINIC);
    expect((await paymentOf(clinic.body.id!)).amount).toBe(8000);
    const video = await book(who, VIDEO);
    expect((await paymentOf(video.body.id!)).amount).toBe(4000);
  });

  test('no plan, or past the plan’s 30 days, means the full price', async () => {
    for (const options of [{ plan: null }, { signedUpDaysAgo: 31 }]) {
      const who = await newOwner(options);
      const res = await book(who, VIDEO);
      expect({ options, amount: (await paymentOf(res.body.id!)).amount }).toEqual({ options, amount: 5000 });
    }
  });

  test('a declined card leaves the offer unused', async () => {
    const who = await newOwner();
    const declined = await book(who, VIDEO, { payment: { ...CARD, cardNumber: '4000000000000002' } });
    expect(declined.status).toBe(402);
    const paid = await book(who, VIDEO);
    expect((await paymentOf(paid.body.id!)).amount).toBe(4000);
  });

  test('first bookings at once: exactly one has the offer; any other is refused before a charge, or full price', async () => {
    const who = await newOwner();
    const answers = await Promise.all(Array.from({ length: 6 }, () => book(who, VIDEO)));
    const rows = await app.db.select().from(payments).where(eq(payments.user_id, who.owner.id));
    const withOffer = rows.filter((p) => p.promo_code === 'WELCOME' && p.status === 'succeeded');
    expect(withOffer).toHaveLength(1);
    expect(withOffer[0]!.amount).toBe(4000);
    for (const answer of answers) {
      if (answer.status === 200) continue;
      expect(answer).toEqual({ status: 409, body: { result: 'error', status: PROMO_MESSAGES.spent } });
    }
    for (const p of rows.filter((p) => p.status === 'succeeded' && !p.promo_code)) expect(p.amount).toBe(5000);
    // The database refuses a second payment with the offer under way or made, too.
    const again = async () => {
      await app.db.insert(payments).values({ user_id: who.owner.id, vendor_id: vendorId, provider: 'sandbox', idempotency_key: `again-${who.owner.id}`, amount: 1, status: 'pending', promo_code: 'WELCOME' });
    };
    await expect(again()).rejects.toThrow();
  });

  test('another first booking made between the price check and the hold: this one is refused before any charge, the offer used once', async () => {
    const who = await newOwner();
    // The other booking lands just as this one's write transaction starts (what a concurrent request does).
    const db = app.deps.database.db;
    const original = db.transaction.bind(db);
    db.transaction = (async (...args: Parameters<typeof original>) => {
      db.transaction = original;
      await insertBooking(app, { email: who.owner.email, listing: 'Promo test listing', type: VIDEO, day: 9, at: '16:00', paidDaysAgo: 0, price: 4000 });
      return original(...args);
    }) as typeof db.transaction;
    const mails = (await app.db.select().from(outbox).where(eq(outbox.to, who.owner.email))).length;
    const raced = await book(who, VIDEO);
    expect(raced).toEqual({ status: 409, body: { result: 'error', status: PROMO_MESSAGES.spent } });
    const mine = await app.db.select().from(payments).where(eq(payments.user_id, who.owner.id));
    // Nothing was held or charged for it: the only payment is the other booking's.
    expect(mine.map((p) => p.reference?.startsWith('sb_test_'))).toEqual([true]);
    expect((await app.db.select().from(outbox).where(eq(outbox.to, who.owner.email))).length).toBe(mails);
    // Tried again, it is simply full price.
    const again = await book(who, VIDEO);
    expect((await paymentOf(again.body.id!)).amount).toBe(5000);
  });
});
