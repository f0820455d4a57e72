import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DateTime } from 'luxon';
import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, countRows, createOwner, postForm } from '../../../helpers/accounts';
import { listingByTitle, payment, slotTaker } from '../../../helpers/booking';
import { booking_requests, bookings, outbox, payments, pets } from '../../../../db/schema';
import { isCustomerOf } from '../../../../src/features/customers/customers.service';

/** Issue 19: a practice books a person who is not its customer; nothing happens until they accept. */
const VIDEO = 4000;
const CHAT = 6000;
const START = DateTime.now().setZone('Europe/London').plus({ days: 3 }).set({ hour: 12, minute: 0, second: 0, millisecond: 0 });
let now = START.toJSDate();

let app: TestApp;
let vet2: string;
let cityCatsId: number;
let hughesId: number;
let nextSlot: (fromDay?: number) => Promise<string>;

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  vet2 = await apiLogin(app, 'vet2@example.com', 'vendor');
  const hughes = await listingByTitle(app, 'Dr. Eleanor Hughes');
  hughesId = hughes.id;
  cityCatsId = hughes.vendor_id;
  nextSlot = slotTaker(app, hughesId, VIDEO, 'Europe/London');
}, 30_000);
afterAll(() => app.close());

async function personWithPet(petName = 'Miso') {
  const person = await createOwner(app, { first_name: 'Ada', last_name: 'Quinn' });
  if (petName) await app.db.insert(pets).values({ name: petName, type: 2, user_id: person.id });
  return person;
}

/** City Cat books the person by e-mail; answers the token of the link they were sent. */
async function request(email: string, body: Record<string, unknown> = {}) {
  const res = await payment(app, vet2, { vendor_listing_id: hughesId, type: VIDEO, slot: await nextSlot(), info: { summary: 'Cat check' }, customer_email: email, waive: true, ...body });
  expect(res.status).toBe(202);
  const mail = (await app.db.query.outbox.findFirst({ where: eq(outbox.to, email), orderBy: desc(outbox.id) }))!;
  expect(mail.subject).toBe('City Cat Clinic asks you to accept an appointment');
  expect(mail.body).toContain('Nothing is booked or charged unless you accept.');
  const accept = /\/booking-requests\/accept\?t=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
  const decline = /\/booking-requests\/decline\?t=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
  expect(decline).toBe(accept);
  return accept;
}

const answer = (action: 'accept' | 'decline', fields: Record<string, string>) => postForm(app, `/booking-requests/${action}`, fields, { headers: { origin: 'http://localhost' } });
const bookingsOf = (userId: number) => app.db.select().from(bookings).where(and(eq(bookings.user_id, userId), eq(bookings.vendor_id, cityCatsId)));

describe('a booking a person must accept', () => {
  test('opening the link changes nothing; accepting books it as asked, once, and both sides hear of it', async () => {
    const person = await personWithPet();
    const token = await request(person.email);
    const before = [await countRows(app, bookings), await countRows(app, payments)];
    const page = await app.request(`/booking-requests/accept?t=${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('City Cat Clinic asks you to accept an appointment');
    expect(html).toContain('Miso');
    expect(html).toContain('Accept appointment');
    expect([await countRows(app, bookings), await countRows(app, payments)]).toEqual(before);
    expect(await isCustomerOf(app.db, cityCatsId, person.id)).toBe(false);

    const pet = (await app.db.query.pets.findFirst({ where: eq(pets.user_id, person.id) }))!;
    const accepted = await answer('accept', { t: token, pet: String(pet.id) });
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain('Appointment booked');
    const [booking] = await bookingsOf(person.id);
    expect(booking!.details.pet?.name).toBe('Miso');
    expect(booking!.details.info.summary).toBe('Cat check');
    const paid = (await app.db.query.payments.findFirst({ where: eq(payments.id, booking!.payment_id!) }))!;
    expect(paid).toMatchObject({ status: 'waived', provider: 'none' });
    expect(await isCustomerOf(app.db, cityCatsId, person.id)).toBe(true);
    const toPerson = await app.db.query.outbox.findFirst({ where: eq(outbox.to, person.email), orderBy: desc(outbox.id) });
    const toPractice = await app.db.query.outbox.findFirst({ where: eq(outbox.to, 'vet2@example.com'), orderBy: desc(outbox.id) });
    expect(toPerson!.subject).toStartWith('Appointment confirmed');
    expect(toPractice!.subject).toStartWith('Appointment confirmed');
    // The practice now sees her as its customer.
    const found = await app.request(`/api/booking/customers?email=${encodeURIComponent(person.email)}`, { headers: bearer(vet2) });
    expect(await found.json()).toMatchObject({ customer: true, id: person.id, email: person.email });

    const again = await answer('accept', { t: token, pet: String(pet.id) });
    expect(await again.text()).toContain('Already answered');
    expect(await bookingsOf(person.id)).toHaveLength(1);
  });

  test('declining: no booking, no charge, and the link is used up', async () => {
    const person = await personWithPet();
    const token = await request(person.email);
    const before = [await countRows(app, bookings), await countRows(app, payments)];
    const declined = await answer('decline', { t: token });
    expect(await declined.text()).toContain('You declined. No appointment was made and nothing was charged.');
    expect([await countRows(app, bookings), await countRows(app, payments)]).toEqual(before);
    expect(await isCustomerOf(app.db, cityCatsId, person.id)).toBe(false);
    const pet = (await app.db.query.pets.findFirst({ where: eq(pets.user_id, person.id) }))!;
    expect(await (await answer('accept', { t: token, pet: String(pet.id) })).text()).toContain('Already answered');
    expect(await bookingsOf(person.id)).toHaveLength(0);
  });

  test('ignoring it: after 48 hours the link has expired, and nothing was booked or charged', async () => {
    const person = await personWithPet();
    const token = await request(person.email);
    const before = [await countRows(app, bookings), await countRows(app, payments)];
    now = new Date(START.toMillis() + 49 * 3_600_000);
    try {
      expect(await (await app.request(`/booking-requests/accept?t=${token}`)).text()).toContain('Request expired');
      const pet = (await app.db.query.pets.findFirst({ where: eq(pets.user_id, person.id) }))!;
      expect(await (await answer('accept', { t: token, pet: String(pet.id) })).text()).toContain('Request expired');
    } finally {
      now = START.toJSDate();
    }
    expect([await countRows(app, bookings), await countRows(app, payments)]).toEqual(before);
    const row = await app.db.query.booking_requests.findFirst({ where: eq(booking_requests.user_id, person.id) });
    expect(row!.status).toBe('pending');
  });

  test('a person without pets names one on accepting; without one the link is not used up', async () => {
    const person = await personWithPet('');
    const token = await request(person.email);
    const missing = await answer('accept', { t: token, pet_name: '', pet_type: '' });
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain('Pet is required');
    const ok = await answer('accept', { t: token, pet_name: 'Pickle', pet_type: '2' });
    expect(await ok.text()).toContain('Appointment booked');
    expect((await bookingsOf(person.id))[0]!.details.pet?.name).toBe('Pickle');
  });

  test('a free consultation needs no waiver; a forged or altered link is an Invalid link', async () => {
    const person = await personWithPet();
    const slot = await slotTaker(app, hughesId, CHAT, 'Europe/London')(4);
    const res = await payment(app, vet2, { vendor_listing_id: hughesId, type: CHAT, slot, info: { summary: 'Quick question' }, user_id: person.id });
    expect(res.status).toBe(202);
    const forged = await app.request(`/booking-requests/accept?t=${'A'.repeat(43)}`);
    expect(await forged.text()).toContain('Invalid link');
    const posted = await answer('accept', { t: 'B'.repeat(43), pet: '1' });
    expect(await posted.text()).toContain('Invalid link');
    for (const mangled of ['/booking-requests/accept?t=abc%20def', '/booking-requests/decline', '/booking-requests/accept?t=']) {
      const res = await app.request(mangled);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Invalid link');
    }
  });

  test('the same request sent twice (one Idempotency-Key) makes one request and one e-mail', async () => {
    const person = await personWithPet();
    const body = { vendor_listing_id: hughesId, type: VIDEO, slot: await nextSlot(), info: { summary: 'Twice' }, user_id: person.id, waive: true };
    const requestsBefore = await countRows(app, booking_requests);
    const [first, second] = await Promise.all([payment(app, vet2, body, { 'idempotency-key': 'double-click-1' }), payment(app, vet2, body, { 'idempotency-key': 'double-click-1' })]);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(await second.json()).toEqual(await first.json());
    expect(await countRows(app, booking_requests)).toBe(requestsBefore + 1);
    expect(await app.db.select().from(outbox).where(eq(outbox.to, person.email))).toHaveLength(1);
  });

  test('a request for a slot off the schedule, another practice’s listing or one the team member does not manage is refused and writes nothing', async () => {
    const person = await personWithPet();
    const before = await countRows(app, booking_requests);
    const off = await payment(app, vet2, { vendor_listing_id: hughesId, type: VIDEO, slot: START.set({ hour: 3 }).plus({ days: 2 }).toUTC().toISO(), info: { summary: 'x' }, user_id: person.id, waive: true });
    expect(off.status).toBe(422);
    const patel = (await listingByTitle(app, 'Dr. Maya Patel')).id;
    const foreign = await payment(app, vet2, { vendor_listing_id: patel, type: VIDEO, slot: await slotTaker(app, patel, VIDEO)(3), info: { summary: 'x' }, user_id: person.id, waive: true });
    expect(foreign.status).toBe(403);
    // A team member only for listings they manage: Happy Paws' staff manages Dr. Romero, not Dr. Patel.
    const staff = await apiLogin(app, 'staff@example.com', 'vendor');
    const unmanaged = await payment(app, staff, { vendor_listing_id: patel, type: VIDEO, slot: await slotTaker(app, patel, VIDEO)(3), info: { summary: 'x' }, user_id: person.id, waive: true });
    expect(unmanaged.status).toBe(403);
    expect(await countRows(app, booking_requests)).toBe(before);
    expect(await app.db.query.outbox.findFirst({ where: eq(outbox.to, person.email) })).toBeUndefined();
  });
});
