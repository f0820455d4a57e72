import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DateTime } from 'luxon';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, countRows } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { bookings, outbox, payments } from '../../../../db/schema';
import type { sandboxPayments } from '../../../../src/providers/payments/sandbox';

const VIDEO = 4000;
const CLINIC = 2000;
const CHAT = 6000;

let app: TestApp;
let ownerToken: string;
let patelId: number;
let romeroId: number;
let petId: number;
let nextSlot: (fromDay?: number) => Promise<string>;

const charges = () => (app.deps.providers.payments as ReturnType<typeof sandboxPayments>).charges;

function body(slot: string, extra: Record<string, unknown> = {}) {
  return { vendor_listing_id: patelId, type: VIDEO, slot, userTZ: 'Europe/Paris', pet: petId, info: { summary: 'Limping on the front left leg' }, payment: CARD, ...extra };
}

async function counts() {
  return { bookings: await countRows(app, bookings), payments: await countRows(app, payments) };
}

beforeAll(async () => {
  app = await createTestApp();
  ownerToken = await apiLogin(app, 'owner@example.com');
  patelId = (await listingByTitle(app, 'Dr. Maya Patel')).id;
  romeroId = (await listingByTitle(app, 'Dr. Luis Romero')).id;
  const owner = await userByEmail(app, 'owner@example.com');
  petId = (await petOf(app, owner.id)).id;
  nextSlot = slotTaker(app, patelId, VIDEO);
});
afterAll(() => app.close());

describe('POST /api/payment', () => {
  test('books and pays a slot: success with the booking id, the slot is taken and the payment keeps only brand and last four', async () => {
    const slot = await nextSlot();
    const res = await payment(app, ownerToken, body(slot));
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { result: string; id: number };
    expect(answer.result).toBe('success');
    const booking = (await app.db.query.bookings.findFirst({ where: eq(bookings.id, answer.id) }))!;
    expect(booking.status).toBe(0);
    expect(booking.hold_expires_at).toBeNull();
    expect(booking.details.userTZ).toBe('Europe/Paris');
    const paid = (await app.db.query.payments.findFirst({ where: eq(payments.id, booking.payment_id!) }))!;
    expect(paid).toMatchObject({ status: 'succeeded', provider: 'sandbox', brand: 'visa', last4: '4242', amount: 4500, currency: 'usd' });
    const again = await payment(app, ownerToken, body(slot));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { status: string }).status).toMatch(/no longer available/);
  });

  test('requires a session', async () => {
    const res = await app.request('/api/payment', { method: 'POST', json: body(await nextSlot()) });
    expect(res.status).toBe(401);
  });

  test('the price comes from the listing even when the body says 0', async () => {
    const res = await payment(app, ownerToken, body(await nextSlot(), { price: 0, taxes: 0, amount: 1 }));
    const { id } = (await res.json()) as { id: number };
    const booking = (await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) }))!;
    const paid = (await app.db.query.payments.findFirst({ where: eq(payments.id, booking.payment_id!) }))!;
    expect(paid.amount).toBe(4500);
    expect(booking.details.listing.price).toBe(4500);
  });

  const badBodies: [string, (slot: string) => Record<string, unknown>, RegExp][] = [
    ['name on card missing', (s) => body(s, { payment: { ...CARD, name: '' } }), /Name on card/],
    ['card number missing', (s) => body(s, { payment: { ...CARD, cardNumber: '' } }), /Card number/],
    ['card number with letters', (s) => body(s, { payment: { ...CARD, cardNumber: '4242abcd42424242' } }), /Card number/],
    ['card number too short', (s) => body(s, { payment: { ...CARD, cardNumber: '424242424242' } }), /Card number/],
    ['card number too long', (s) => body(s, { payment: { ...CARD, cardNumber: '42424242424242424' } }), /Card number/],
    ['expiry missing', (s) => body(s, { payment: { ...CARD, expDt: '' } }), /Expiry/],
    // A printed expiry ("12/29") is read as 2029-12 now; a month that is none is still refused.
    ['expiry not YYYY-MM', (s) => body(s, { payment: { ...CARD, expDt: '13/29' } }), /Expiry/],
    ['expiry in the past', (s) => body(s, { payment: { ...CARD, expDt: '2020-01' } }), /Expiry/],
    ['security code missing', (s) => body(s, { payment: { ...CARD, ccv: '' } }), /Security code/],
    ['security code too long', (s) => body(s, { payment: { ...CARD, ccv: '12345' } }), /Security code/],
    ['security code with letters', (s) => body(s, { payment: { ...CARD, ccv: '12a' } }), /Security code/],
    ['no card at all for a paid consultation', (s) => body(s, { payment: undefined }), /Card details/],
    ['no pet', (s) => body(s, { pet: undefined }), /[Pp]et/],
    ['a pet of someone else', () => body('', { pet: 999999 }), /Pet/],
    ['no reason for consult', (s) => body(s, { info: { summary: '' } }), /Reason for consult/],
    ['no listing', (s) => body(s, { vendor_listing_id: undefined }), /vendor_listing_id/],
    ['an unknown listing', (s) => body(s, { vendor_listing_id: 999999 }), /No listing found/],
    ['a type the listing does not offer', (s) => body(s, { type: 1234 }), /consultation type/],
    ['a slot that is no instant', (s) => body(s, { slot: 'tomorrow at noon' }), /slot/],
  ];
  for (const [name, make, message] of badBodies) {
    test(`refuses ${name} with a 4xx naming the field and writes nothing`, async () => {
      const slot = await nextSlot();
      const built = make(slot);
      if (built.slot === '') built.slot = slot;
      const before = await counts();
      const res = await payment(app, ownerToken, built);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const answer = (await res.json()) as { status?: string; msg?: string };
      expect(answer.status ?? answer.msg).toMatch(message);
      expect(await counts()).toEqual(before);
    });
  }

  test('refuses invalid json with a 400', async () => {
    const res = await app.request('/api/payment', { method: 'POST', body: '{', headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` } });
    expect(res.status).toBe(400);
  });

  test('refuses a slot off the schedule, past, more than 15 days ahead, or overlapping a booking of another type', async () => {
    const zone = 'America/New_York';
    const day = DateTime.now().setZone(zone).plus({ days: 3 }).startOf('day');
    const offSchedule = day.set({ hour: 3 }).toUTC().toISO()!;
    const offGrid = day.set({ hour: 10, minute: 7 }).toUTC().toISO()!;
    const past = day.minus({ days: 5 }).set({ hour: 10 }).toUTC().toISO()!;
    const tooFar = day.plus({ days: 14 }).set({ hour: 10 }).toUTC().toISO()!;
    for (const slot of [offSchedule, offGrid, past, tooFar]) {
      const before = await counts();
      const res = await payment(app, ownerToken, body(slot));
      expect(res.status).toBe(422);
      expect(((await res.json()) as { status: string }).status).toBe('This time slot is not available. Please choose another time.');
      expect(await counts()).toEqual(before);
    }
    // A 30-minute clinic visit at 14:00 blocks the 20-minute video slots that start before 14:30.
    const clinic = day.plus({ days: 1 }).set({ hour: 14 }).toUTC().toISO()!;
    expect((await payment(app, ownerToken, body(clinic, { type: CLINIC }))).status).toBe(200);
    const overlapping = day.plus({ days: 1 }).set({ hour: 14, minute: 20 }).toUTC().toISO()!;
    const res = await payment(app, ownerToken, body(overlapping));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { status: string }).status).toMatch(/no longer available/);
  });

  test('20 simultaneous payments for one slot make exactly one booking, 20 times over', async () => {
    for (let round = 0; round < 20; round++) {
      const slot = await nextSlot(3);
      const answers = await Promise.all(Array.from({ length: 20 }, () => payment(app, ownerToken, body(slot)).then((r) => r.json() as Promise<{ result: string }>)));
      expect(answers.filter((a) => a.result === 'success')).toHaveLength(1);
      const [row] = await app.db.select({ n: sql<number>`count(*)` }).from(bookings).where(sql`${bookings.slot} = ${slot} and ${bookings.status} in (0, 1)`);
      expect(row!.n).toBe(1);
    }
  }, 60_000);

  test('a replay with the same idempotency key answers the first answer and charges once', async () => {
    const slot = await nextSlot();
    const before = charges();
    const first = await payment(app, ownerToken, body(slot), { 'idempotency-key': 'replay-key-0001' });
    const second = await payment(app, ownerToken, body(slot), { 'idempotency-key': 'replay-key-0001' });
    const third = await payment(app, ownerToken, body(slot, { idempotencyKey: 'replay-key-0001' }));
    const answers = await Promise.all([first.json(), second.json(), third.json()]);
    expect(answers[0]).toMatchObject({ result: 'success' });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(second.status).toBe(200);
    expect(charges() - before).toBe(1);
  });

  const declines: [string, string][] = [
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4000000000000069', 'Your card has expired.'],
    ['4000000000000127', "Your card's security code is incorrect."],
  ];
  for (const [number, message] of declines) {
    test(`card ${number} answers "${message}" and leaves the slot free`, async () => {
      const slot = await nextSlot();
      const res = await payment(app, ownerToken, body(slot, { payment: { ...CARD, cardNumber: number } }));
      expect(res.status).toBe(402);
      expect(await res.json()).toEqual({ result: 'error', status: message });
      const live = await app.db.select().from(bookings).where(sql`${bookings.slot} = ${slot} and ${bookings.vendor_listing_id} = ${patelId}`);
      expect(live).toHaveLength(0);
      const retry = await payment(app, ownerToken, body(slot));
      expect(((await retry.json()) as { result: string }).result).toBe('success');
    });
  }

  test('a free consultation books without a card and without a charge', async () => {
    const cityCat = await listingByTitle(app, 'Dr. Eleanor Hughes');
    const free = cityCat.consultations.find((c) => c.price === 0)!;
    const slot = await slotTaker(app, cityCat.id, free.type, 'Europe/London')();
    const before = charges();
    const res = await payment(app, ownerToken, { vendor_listing_id: cityCat.id, type: free.type, slot, pet: petId, info: { summary: 'Quick question' } });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: number };
    expect(charges()).toBe(before);
    const booking = (await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) }))!;
    const paid = (await app.db.query.payments.findFirst({ where: eq(payments.id, booking.payment_id!) }))!;
    expect(paid).toMatchObject({ amount: 0, status: 'waived', brand: null, last4: null });
  });

  test('confirmation e-mails go to the owner and to the practice, each with a calendar file and its own signed link', async () => {
    const res = await payment(app, ownerToken, body(await nextSlot()));
    const { id } = (await res.json()) as { id: number };
    const mails = (await app.db.select().from(outbox).where(sql`${outbox.body} like ${`%Booking #${id}:%`}`)) as { to: string; body: string; attachments: { filename: string; content: string }[] | null }[];
    expect(mails.map((m) => m.to).sort()).toEqual(['owner@example.com', 'vet@example.com']);
    for (const mail of mails) {
      expect(mail.attachments?.[0]?.filename).toBe('appointment.ics');
      expect(mail.attachments?.[0]?.content).toContain('BEGIN:VCALENDAR');
      expect(mail.body).toMatch(/\/appointments\?z=\d+\.[cv]\.\d+\.[0-9a-f]{32}/);
    }
    const owner = mails.find((m) => m.to === 'owner@example.com')!;
    expect(owner.body).toMatch(/Central European|GMT\+|CET|CEST/);
  });

  test('a team member may book a listing they manage but not another; another practice may book neither', async () => {
    const owner = await userByEmail(app, 'owner@example.com');
    const staff = await apiLogin(app, 'staff@example.com', 'vendor');
    const other = await apiLogin(app, 'vet2@example.com', 'vendor');
    const forCustomer = (slot: string, listing: number) => body(slot, { vendor_listing_id: listing, user_id: owner.id, waive: true, payment: undefined });
    const romeroSlot = await slotTaker(app, romeroId, VIDEO)(4);
    const before = await counts();
    expect((await payment(app, staff, forCustomer(await nextSlot(), patelId))).status).toBe(403);
    expect((await payment(app, other, forCustomer(await nextSlot(), patelId))).status).toBe(403);
    expect((await payment(app, other, forCustomer(romeroSlot, romeroId))).status).toBe(403);
    expect(await counts()).toEqual(before);
    const ok = await payment(app, staff, forCustomer(romeroSlot, romeroId));
    expect(ok.status).toBe(200);
  });
});
