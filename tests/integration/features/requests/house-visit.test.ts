import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq, like } from 'drizzle-orm';
import ICAL from 'ical.js';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, postForm } from '../../../helpers/accounts';
import { freeSlots } from '../../../helpers/booking';
import { bookings, outbox, payments, requests } from '../../../../db/schema';
import { CARD, demoListings, ownerWithRecords, subjectsTo } from './fixtures';

/** Issue 15 §3: a house visit the practice turns into a paid booking of its clinic consultation, or declines. */
const CLINIC = 2000;
let app: TestApp;
let vet: string;
let staff: string;
let vet2: string;
let listings: Awaited<ReturnType<typeof demoListings>>;
let asker: Awaited<ReturnType<typeof ownerWithRecords>>;

beforeAll(async () => {
  app = await createTestApp();
  [vet, staff, vet2] = await Promise.all([apiLogin(app, 'vet@example.com', 'vendor'), apiLogin(app, 'staff@example.com', 'vendor'), apiLogin(app, 'vet2@example.com', 'vendor')]);
  listings = await demoListings(app);
  asker = await ownerWithRecords(app, 'Biscuit');
}, 30_000);
afterAll(() => app.close());

async function askVisit(listing: number, token = asker.token, pet = asker.petId) {
  const res = await app.request('/api/requests/house-visit', {
    method: 'POST',
    headers: bearer(token),
    json: { listing, pet, address: '12 Elm Street, Springfield', reason: 'Anxious senior dog', preferred: 'Weekday mornings', idempotencyKey: crypto.randomUUID() },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function aFreeClinicSlot(listingId: number) {
  for (let day = 2; day < 14; day++) {
    const slot = (await freeSlots(app, listingId, CLINIC, day))[0];
    if (slot) return slot;
  }
  throw new Error('no free clinic slot');
}

describe('a house visit becomes a paid booking', () => {
  test('asked, accepted with a free clinic slot, paid by the owner: one booking, both sides told', async () => {
    const id = await askVisit(listings.patel.id);
    expect((await subjectsTo(app, 'vet@example.com'))[0]).toBe('House visit requested for Biscuit');
    const slot = await aFreeClinicSlot(listings.patel.id);
    const accepted = await postForm(app, `/app/requests/${id}/accept`, { slot }, { headers: cookieHeader(vet) });
    expect(accepted.status).toBe(303);
    expect((await subjectsTo(app, asker.owner.email))[0]).toContain('can visit Biscuit on');
    const paid = await postForm(
      app,
      `/app/requests/${id}/pay`,
      { 'payment.name': CARD.name, 'payment.cardNumber': CARD.cardNumber, 'payment.expDt': CARD.expDt, 'payment.ccv': CARD.ccv, idempotencyKey: crypto.randomUUID() },
      { headers: cookieHeader(asker.token) },
    );
    expect(paid.status).toBe(303);
    const row = (await app.db.query.requests.findFirst({ where: eq(requests.id, id) }))!;
    expect(row.status).toBe('booked');
    const booking = (await app.db.query.bookings.findFirst({ where: eq(bookings.id, row.booking_id!) }))!;
    expect(booking).toMatchObject({ slot, type: CLINIC, user_id: asker.owner.id, vendor_listing_id: listings.patel.id, status: 0, hold_expires_at: null });
    const payment = (await app.db.query.payments.findFirst({ where: eq(payments.booking_id, booking.id) }))!;
    expect(payment.status).toBe('succeeded');
    expect(payment.amount).toBe(listings.patel.consultations.find((c) => c.type === CLINIC)!.price);
    expect((await subjectsTo(app, asker.owner.email)).some((s) => /confirm/i.test(s))).toBe(true);
    // Both calendars place the visit at the owner's address, not at the clinic.
    const confirmations = await app.db.select().from(outbox).where(like(outbox.body, `%Booking #${booking.id}:%`));
    expect(confirmations).toHaveLength(2);
    for (const mail of confirmations) {
      const invite = mail.attachments!.find((a) => a.method)!;
      const location = new ICAL.Event(new ICAL.Component(ICAL.parse(invite.content)).getFirstSubcomponent('vevent')!).location;
      expect(location).toBe('12 Elm Street, Springfield');
    }
  });

  test('declined with a reason: both sides are e-mailed and the owner reads the reason', async () => {
    const id = await askVisit(listings.patel.id);
    const res = await app.request(`/api/requests/${id}/decline`, { method: 'POST', headers: bearer(vet), json: { reason: 'We do not cover that area' } });
    expect(res.status).toBe(200);
    expect((await subjectsTo(app, asker.owner.email))[0]).toBe('Happy Paws Veterinary Clinic cannot make a house visit for Biscuit');
    expect((await subjectsTo(app, 'vet@example.com'))[0]).toBe('House visit for Biscuit declined');
    const page = await (await app.request(`/app/requests/${id}`, { headers: cookieHeader(asker.token) })).text();
    expect(page).toContain('We do not cover that area');
  });
});

describe('who may act on a house visit', () => {
  test('a team member sees requests for the listings they manage, not the others', async () => {
    const toPatel = await askVisit(listings.patel.id);
    const toRomero = await askVisit(listings.romero.id);
    expect((await app.request(`/api/requests/${toPatel}`, { headers: bearer(staff) })).status).toBe(404);
    expect((await app.request(`/api/requests/${toRomero}`, { headers: bearer(staff) })).status).toBe(200);
    const queue = (await (await app.request('/api/requests', { headers: bearer(staff) })).json()) as { id: number }[];
    expect(queue.map((r) => r.id)).toContain(toRomero);
    expect(queue.map((r) => r.id)).not.toContain(toPatel);
  });

  test('another practice cannot accept, another owner cannot pay, the owner cannot accept', async () => {
    const id = await askVisit(listings.patel.id);
    const slot = await aFreeClinicSlot(listings.patel.id);
    expect((await app.request(`/api/requests/${id}/accept`, { method: 'POST', headers: bearer(vet2), json: { slot } })).status).toBe(404);
    expect((await app.request(`/api/requests/${id}/accept`, { method: 'POST', headers: bearer(asker.token), json: { slot } })).status).toBe(403);
    expect((await app.request(`/api/requests/${id}/accept`, { method: 'POST', headers: bearer(vet), json: { slot } })).status).toBe(200);
    const other = await ownerWithRecords(app, 'Nosy');
    const pay = await app.request(`/api/requests/${id}/pay`, { method: 'POST', headers: bearer(other.token), json: { payment: CARD, idempotencyKey: crypto.randomUUID() } });
    expect(pay.status).toBe(404);
    expect(await app.db.select().from(bookings).where(eq(bookings.user_id, other.owner.id))).toHaveLength(0);
  });

  test('a slot the clinic does not offer is refused naming the slot', async () => {
    const id = await askVisit(listings.patel.id);
    const res = await app.request(`/api/requests/${id}/accept`, { method: 'POST', headers: bearer(vet), json: { slot: '2020-01-01T03:07:00.000Z' } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { field: string }).field).toBe('slot');
    expect((await app.db.query.requests.findFirst({ where: eq(requests.id, id) }))!.status).toBe('open');
  });
});
