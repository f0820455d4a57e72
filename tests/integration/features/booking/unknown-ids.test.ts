import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DateTime } from 'luxon';
import { desc, eq } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, countRows, createOwner, postForm } from '../../../helpers/accounts';
import { listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { booking_requests, bookings, outbox, payments, pets, practice_customers } from '../../../../db/schema';

/**
 * A practice booking for a person names them, their pet and the listing by id: an id that names
 * nothing, or a pet the practice cannot name, is refused with the field, never quietly ignored
 * (a request to accept used to be sent with a pet that does not exist).
 */
const VIDEO = 4000;
const NOW = DateTime.now().setZone('America/New_York').plus({ days: 3 }).set({ hour: 12, minute: 0, second: 0, millisecond: 0 });
const NO_SUCH_ID = 9007199254740992;

let app: TestApp;
let vet: string;
let patelId: number;
let customerId: number;
let customerPet: number;
let stranger: { id: number; email: string };
let strangerPet: number;
let nextSlot: () => Promise<string>;

const WRITTEN: SQLiteTable[] = [bookings, payments, booking_requests, practice_customers, pets, outbox];
const counts = () => Promise.all(WRITTEN.map((table) => countRows(app, table)));

beforeAll(async () => {
  app = await createTestApp({ clock: () => NOW.toJSDate() });
  vet = await apiLogin(app, 'vet@example.com', 'vendor');
  customerId = (await userByEmail(app, 'owner@example.com')).id;
  customerPet = (await petOf(app, customerId)).id;
  patelId = (await listingByTitle(app, 'Dr. Maya Patel')).id;
  nextSlot = () => slotTaker(app, patelId, VIDEO)(4);
  const person = await createOwner(app, { first_name: 'Ada', last_name: 'Quinn' });
  stranger = { id: person.id, email: person.email };
  strangerPet = (await app.db.insert(pets).values({ name: 'Miso', type: 2, user_id: person.id }).returning())[0]!.id;
}, 30_000);
afterAll(() => app.close());

const book = async (fields: Record<string, unknown>) => payment(app, vet, { vendor_listing_id: patelId, type: VIDEO, slot: await nextSlot(), info: { summary: 'Check-up' }, waive: true, ...fields });

/** The refusal, and that nothing was booked, charged, requested, mailed or tied. */
async function expectRefused(fields: Record<string, unknown>, status: number, field: string, text?: string) {
  const before = await counts();
  const res = await book(fields);
  const body = (await res.json()) as { result: string; status: string; field?: string };
  expect([res.status, body.result, body.field]).toEqual([status, 'error', field]);
  if (text) expect(body.status).toBe(text);
  expect(await counts()).toEqual(before);
}

describe('a practice booking names only ids that exist', () => {
  test('a pet id that does not exist, for a person who is not yet its customer: 422 on pet, no request sent', async () => {
    await expectRefused({ customer_email: stranger.email, pet: NO_SUCH_ID }, 422, 'pet', 'This person is not yet your customer: they choose the pet when they accept.');
    await expectRefused({ user_id: stranger.id, pet: { id: NO_SUCH_ID } }, 422, 'pet');
  });

  test("the person's own pet is refused the same way: the practice cannot tell which pet ids are theirs", async () => {
    await expectRefused({ user_id: stranger.id, pet: strangerPet }, 422, 'pet', 'This person is not yet your customer: they choose the pet when they accept.');
  });

  test('without a pet the request to accept is still sent', async () => {
    const before = await countRows(app, booking_requests);
    const res = await book({ customer_email: stranger.email });
    expect(res.status).toBe(202);
    expect(await countRows(app, booking_requests)).toBe(before + 1);
  });

  test("a pet id that does not exist, for its own customer: 422 on pet, nothing booked", async () => {
    await expectRefused({ user_id: customerId, pet: NO_SUCH_ID }, 422, 'pet', 'Pet is required');
  });

  test('a person id or e-mail that names nobody: 404 naming user_id or customer_email', async () => {
    await expectRefused({ user_id: NO_SUCH_ID, pet: customerPet }, 404, 'user_id', 'Customer not found');
    await expectRefused({ customer_email: 'nobody-at-all@example.com', pet: customerPet }, 404, 'customer_email', 'Customer not found');
  });

  test('user_id and customer_email both given: 422 on customer_email, neither is booked', async () => {
    // Even for one person: answering only when they differ would tell which e-mail an id has.
    const text = 'Name the customer by user_id or by customer_email, not both';
    await expectRefused({ user_id: customerId, customer_email: stranger.email, pet: customerPet }, 422, 'customer_email', text);
    await expectRefused({ user_id: stranger.id, customer_email: 'owner@example.com' }, 422, 'customer_email', text);
    await expectRefused({ user_id: customerId, customer_email: 'owner@example.com', pet: customerPet }, 422, 'customer_email', text);
  });

  test('a listing id that does not exist: 404 naming vendor_listing_id', async () => {
    await expectRefused({ vendor_listing_id: NO_SUCH_ID, user_id: customerId, pet: customerPet }, 404, 'vendor_listing_id', 'No listing found!');
  });

  test('its customer by id alone is booked, and by e-mail alone', async () => {
    expect((await book({ user_id: customerId, pet: customerPet })).status).toBe(200);
    expect((await book({ customer_email: 'OWNER@example.com', pet: customerPet })).status).toBe(200);
  });
});

describe('accepting a booking request names only a pet of theirs', () => {
  /** A request to the person, answered with the token of the link they were sent. */
  async function requestTo(email: string) {
    expect((await book({ customer_email: email })).status).toBe(202);
    const mail = (await app.db.query.outbox.findFirst({ where: eq(outbox.to, email), orderBy: desc(outbox.id) }))!;
    return /\/booking-requests\/accept\?t=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
  }
  const accept = (fields: Record<string, string>) => postForm(app, '/booking-requests/accept', fields, { headers: { origin: 'http://localhost' } });

  /** Refused on the page with its text; no pet, booking or customer tie written, the link still pending. */
  async function expectRefusedAnswer(token: string, fields: Record<string, string>, text: string) {
    const before = await counts();
    const res = await accept({ t: token, ...fields });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain(text);
    expect(await counts()).toEqual(before);
    const row = await app.db.query.booking_requests.findFirst({ orderBy: desc(booking_requests.id) });
    expect(row!.status).toBe('pending');
  }

  test('a pet id that does not exist is refused on pet, not passed over for the new pet named beside it', async () => {
    const token = await requestTo(stranger.email);
    await expectRefusedAnswer(token, { pet: String(NO_SUCH_ID), pet_name: 'Pickle', pet_type: '2' }, 'Pet is required');
  });

  test('a pet type that is no species is refused on pet_type, no pet added', async () => {
    const person = await createOwner(app, { first_name: 'Bo', last_name: 'Lind' });
    const token = await requestTo(person.email);
    await expectRefusedAnswer(token, { pet_name: 'Pickle', pet_type: '99999' }, 'Pet type is required');
    const ok = await accept({ t: token, pet_name: 'Pickle', pet_type: '2' });
    expect(await ok.text()).toContain('Appointment booked');
  });
});
