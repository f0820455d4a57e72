import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, countRows, outboxTo } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { bookings, payments, users } from '../../../../db/schema';

const VIDEO = 4000;
const CHAT = 6000;
// A fixed "now": noon in New York three days from today, so "less than an hour ahead" is exact.
const NOW = DateTime.now().setZone('America/New_York').plus({ days: 3 }).set({ hour: 12, minute: 0, second: 0, millisecond: 0 });

let app: TestApp;
let vet: string;
let owner: string;
let ownerId: number;
let petId: number;
let patelId: number;

beforeAll(async () => {
  app = await createTestApp({ clock: () => NOW.toJSDate() });
  vet = await apiLogin(app, 'vet@example.com', 'vendor');
  owner = await apiLogin(app, 'owner@example.com');
  ownerId = (await userByEmail(app, 'owner@example.com')).id;
  petId = (await petOf(app, ownerId)).id;
  patelId = (await listingByTitle(app, 'Dr. Maya Patel')).id;
});
afterAll(() => app.close());

const info = { summary: 'Annual check' };

describe('a practice booking for its customer', () => {
  test('finds a customer by e-mail, or answers "Customer not found"', async () => {
    const found = await app.request('/api/booking/customers?email=OWNER@example.com', { headers: bearer(vet) });
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ id: ownerId, email: 'owner@example.com' });
    const missing = await app.request('/api/booking/customers?email=nobody-here@example.com', { headers: bearer(vet) });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ msg: 'Customer not found' });
    expect((await app.request('/api/booking/customers?email=owner@example.com', { headers: bearer(owner) })).status).toBe(403);
  });

  test('registers a customer without a password and e-mails a set-password link', async () => {
    const res = await app.request('/api/booking/customers', {
      method: 'POST',
      headers: bearer(vet),
      json: { first_name: 'Nora', last_name: 'Field', email: 'Nora.Field@example.com', phone: '6175550999' },
    });
    expect(res.status).toBe(201);
    const customer = (await res.json()) as { id: number };
    const row = (await app.db.query.users.findFirst({ where: eq(users.id, customer.id) }))!;
    expect(row.password_hash).toBeNull();
    expect(row.email).toBe('nora.field@example.com');
    const mail = (await outboxTo(app, 'nora.field@example.com'))!;
    expect(mail.subject).toBe('Set your VetConsult password');
    expect(mail.body).toMatch(/\/login\/\?forgot=\d+\./);
    const dup = await app.request('/api/booking/customers', { method: 'POST', headers: bearer(vet), json: { first_name: 'Nora', last_name: 'Field', email: 'nora.field@example.com', phone: '6175550999' } });
    expect(dup.status).toBe(409);
    const bad = await app.request('/api/booking/customers', { method: 'POST', headers: bearer(vet), json: { first_name: 'Nora', last_name: '', email: 'x@example.com', phone: '123' } });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { msg: string }).msg).toBe('Last name is required');
  });

  test('the practice may waive payment: no card, no charge, a waived payment row', async () => {
    const slot = await slotTaker(app, patelId, VIDEO)(4);
    const res = await payment(app, vet, { vendor_listing_id: patelId, type: VIDEO, slot, pet: petId, info, user_id: ownerId, waive: true });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: number };
    const booking = (await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) }))!;
    expect(booking.user_id).toBe(ownerId);
    const paid = (await app.db.query.payments.findFirst({ where: eq(payments.id, booking.payment_id!) }))!;
    expect(paid).toMatchObject({ status: 'waived', amount: 4500, provider: 'none' });
  });

  test('an owner cannot waive payment', async () => {
    const before = await countRows(app, bookings);
    const slot = await slotTaker(app, patelId, VIDEO)(5);
    const res = await payment(app, owner, { vendor_listing_id: patelId, type: VIDEO, slot, pet: petId, info, waive: true, payment: CARD });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { status: string }).status).toBe('Only the practice can waive payment');
    expect(await countRows(app, bookings)).toBe(before);
  });

  test('a practice booking names an existing customer', async () => {
    const slot = await slotTaker(app, patelId, VIDEO)(5);
    const res = await payment(app, vet, { vendor_listing_id: patelId, type: VIDEO, slot, pet: petId, info, user_id: 999999, waive: true });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { status: string }).status).toBe('Customer not found');
  });
});

describe('the one-hour lead', () => {
  test('a slot less than an hour ahead is refused; one just over an hour ahead is booked', async () => {
    const soon = NOW.plus({ minutes: 45 }).toUTC().toISO()!;
    const res = await payment(app, owner, { vendor_listing_id: patelId, type: CHAT, slot: soon, pet: petId, info, payment: CARD });
    expect(res.status).toBe(422);
    const later = NOW.plus({ minutes: 75 }).toUTC().toISO()!;
    const ok = await payment(app, owner, { vendor_listing_id: patelId, type: CHAT, slot: later, pet: petId, info, payment: CARD });
    expect(ok.status).toBe(200);
  });

  test('an expired hold no longer blocks its slot', async () => {
    const slot = NOW.plus({ hours: 3 }).toUTC().toISO()!;
    const [hold] = await app.db
      .insert(bookings)
      .values({
        slot,
        slot_end: NOW.plus({ hours: 3, minutes: 15 }).toUTC().toISO()!,
        status: 0,
        type: CHAT,
        user_id: ownerId,
        vendor_id: 1,
        vendor_listing_id: patelId,
        hold_expires_at: NOW.minus({ minutes: 1 }).toUTC().toISO()!,
        details: {} as never,
      })
      .returning();
    // A payment's hold is written with its payment row (a hold without one is a waitlist offer's).
    await app.db.insert(payments).values({ booking_id: hold!.id, user_id: ownerId, vendor_id: 1, provider: 'sandbox', idempotency_key: `expired-hold-${hold!.id}`, amount: 2500, status: 'pending' });
    const res = await payment(app, owner, { vendor_listing_id: patelId, type: CHAT, slot, pet: petId, info, payment: CARD });
    expect(res.status).toBe(200);
    expect((await app.db.query.bookings.findFirst({ where: eq(bookings.id, hold!.id) }))!.status).toBe(3);
  });
});

describe('pets for the wizard', () => {
  test("an owner lists and adds their own pets; a practice reads its customer's", async () => {
    const mine = (await (await app.request('/api/pets', { headers: bearer(owner) })).json()) as { name: string }[];
    expect(mine.map((p) => p.name)).toEqual(expect.arrayContaining(['Biscuit', 'Miso']));
    const added = await app.request('/api/pets', { method: 'POST', headers: bearer(owner), json: { name: 'Pip', type: 6 } });
    expect(added.status).toBe(201);
    const bad = await app.request('/api/pets', { method: 'POST', headers: bearer(owner), json: { name: '', type: 6 } });
    expect(bad.status).toBe(422);
    const theirs = (await (await app.request(`/api/pets?user_id=${ownerId}`, { headers: bearer(vet) })).json()) as { name: string }[];
    expect(theirs.map((p) => p.name)).toContain('Pip');
    expect((await app.request('/api/pets')).status).toBe(401);
  });
});
