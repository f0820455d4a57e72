import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, countRows, createOwner, postForm, sessionFrom } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, slotTaker } from '../../../helpers/booking';
import { booking_requests, bookings, outbox, payments, pets, practice_customers, vendor_listings, vendor_logins } from '../../../../db/schema';
import type { Principal } from '../../../../src/lib/principal';
import { customerOf, isCustomerOf } from '../../../../src/features/customers/customers.service';

/**
 * Issue 19: a practice sees and touches only its own customers. Nora booked with Happy Paws
 * only. Expected, and asserted below row by row (every refusal: 0 leaks, row counts unchanged):
 *
 * |                    | customer lookup          | pets read | pet add                 | booking for customer                         | records read |
 * |--------------------|--------------------------|-----------|-------------------------|----------------------------------------------|--------------|
 * | other practice     | 200 exists, "Nora F."    | 404       | 404, nothing written    | 202 pending "Nora F.", no booking/payment;   | 404 (rule)   |
 * | brand-new practice | 200 exists, "Nora F."    | 404       | 404, nothing written    |   with a price unwaived 422, nothing written | 404 (rule)   |
 * | team member        | 200 full details         | 200 pets  | 201 + e-mail to Nora    | 200 booked (a listing they manage)           | allowed      |
 * | own practice       | 200 full details         | 200 pets  | 201 + e-mail to Nora    | 200 booked                                   | allowed      |
 *
 * 404 is 'Customer not found', identical for an id that does not exist. "Records read" is the
 * rule the records feature calls (`customerOf` / `isCustomerOf`), no records route exists yet.
 */
const VIDEO = 4000;
const NOW = DateTime.now().setZone('America/New_York').plus({ days: 3 }).set({ hour: 12, minute: 0, second: 0, millisecond: 0 });

type Who = 'other practice' | 'brand-new practice' | 'team member' | 'own practice';
interface Actor {
  token: string;
  principal: Principal;
  /** A listing this actor may book: its own (the team member's: one they manage). */
  listingId: number;
  slot: () => Promise<string>;
}

let app: TestApp;
const actors = {} as Record<Who, Actor>;
let nora: { id: number; email: string; phone: string; last_name: string; first_name: string };
let noraPet: string;
let stranger: number;

const WRITABLE: SQLiteTable[] = [pets, bookings, payments, booking_requests, practice_customers, outbox];
async function counts() {
  return Promise.all(WRITABLE.map((table) => countRows(app, table)));
}

async function actor(email: string, listingId: number, password = 'password123'): Promise<Actor> {
  const token = await apiLogin(app, email, 'vendor', password);
  const login = (await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, email) }))!;
  const principal: Principal = { id: login.id, vendor_id: login.vendor_id, role: 'vendor', subrole: login.subrole, email, pic: null, first_name: login.first_name, last_name: login.last_name, exp: 0 };
  const listing = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.id, listingId) }))!;
  return { token, principal, listingId, slot: slotTaker(app, listingId, VIDEO, listing.timezone) };
}

/** A practice anyone can create: the anonymous signup form on the portal, then a listing of its own. */
async function brandNewPractice(): Promise<Actor> {
  const email = `newcomer.${Date.now()}@example.com`;
  const res = await postForm(
    app,
    '/auth/signup',
    { role: 'vendor', practice_name: 'Newcomer Vets', categories: 'General', summary: 'New.', first_name: 'Ned', last_name: 'Comer', email, phone: '6175550177', password: 'long-enough' },
    { host: 'app.localhost' },
  );
  expect(res.status).toBe(303);
  expect(sessionFrom(res)).toBeTruthy();
  const login = (await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, email) }))!;
  const template = await listingByTitle(app, 'Dr. Eleanor Hughes');
  const [listing] = await app.db
    .insert(vendor_listings)
    .values({ vendor_id: login.vendor_id, vendor_login_id: login.id, managers: [login.id], title: 'Dr. Ned Comer', line1: 'Everything', timezone: template.timezone, consultations: template.consultations })
    .returning();
  return actor(email, listing!.id, 'long-enough');
}

beforeAll(async () => {
  app = await createTestApp({ clock: () => NOW.toJSDate() });
  // Nora is Happy Paws' customer only: she booked with it (paying by card) and with nobody else.
  const row = await createOwner(app, { first_name: 'Nora', last_name: 'Fairweather', phone: '6175550421' });
  nora = { id: row.id, email: row.email, phone: row.phone!, last_name: row.last_name, first_name: row.first_name };
  const noraToken = await apiLogin(app, nora.email);
  noraPet = 'Biscuit-the-private-beagle';
  const added = await app.request('/api/pets', { method: 'POST', headers: bearer(noraToken), json: { name: noraPet, type: 1 } });
  expect(added.status).toBe(201);
  const petId = ((await added.json()) as { id: number }).id;
  const patel = (await listingByTitle(app, 'Dr. Maya Patel')).id;
  const own = await payment(app, noraToken, { vendor_listing_id: patel, type: VIDEO, slot: await slotTaker(app, patel, VIDEO)(6), pet: petId, info: { summary: 'Itchy ears' }, payment: CARD });
  expect(own.status).toBe(200);
  stranger = (await createOwner(app)).id;

  actors['own practice'] = await actor('vet@example.com', patel);
  actors['team member'] = await actor('staff@example.com', (await listingByTitle(app, 'Dr. Luis Romero')).id);
  actors['other practice'] = await actor('vet2@example.com', (await listingByTitle(app, 'Dr. Eleanor Hughes')).id);
  actors['brand-new practice'] = await brandNewPractice();
}, 30_000);
afterAll(() => app.close());

/** Nothing of Nora's but "Nora F." in an answer to a practice she is not a customer of. */
function expectNoLeak(text: string) {
  for (const secret of [nora.email, nora.phone, nora.last_name, noraPet]) expect(text).not.toContain(secret);
  expect(text).not.toMatch(new RegExp(`"id":\\s*${nora.id}\\b`));
}

const STRANGERS: Who[] = ['other practice', 'brand-new practice'];
const HER_PRACTICE: Who[] = ['team member', 'own practice'];

describe('privacy between practices (issue 19)', () => {
  for (const who of STRANGERS) {
    describe(`${who}: Nora is not its customer`, () => {
      test('customer lookup: only that an account exists and "Nora F."', async () => {
        const before = await counts();
        const res = await app.request(`/api/booking/customers?email=${encodeURIComponent(nora.email.toUpperCase())}`, { headers: bearer(actors[who].token) });
        expect(res.status).toBe(200);
        const text = await res.text();
        expect(JSON.parse(text)).toEqual({ customer: false, exists: true, display_name: 'Nora F.' });
        expectNoLeak(text);
        expect(await counts()).toEqual(before);
      });

      test("pets read: 'Customer not found', the same as for an id nobody has", async () => {
        const res = await app.request(`/api/pets?user_id=${nora.id}`, { headers: bearer(actors[who].token) });
        expect(res.status).toBe(404);
        const text = await res.text();
        expect(JSON.parse(text)).toEqual({ msg: 'Customer not found' });
        expectNoLeak(text);
        const nobody = await app.request('/api/pets?user_id=987654', { headers: bearer(actors[who].token) });
        expect([nobody.status, await nobody.text()]).toEqual([404, text]);
        // Someone with an account but no tie to anyone answers the same: ids cannot be walked.
        const other = await app.request(`/api/pets?user_id=${stranger}`, { headers: bearer(actors[who].token) });
        expect([other.status, await other.text()]).toEqual([404, text]);
      });

      test('pet add: refused, no pet written, nobody e-mailed', async () => {
        const before = await counts();
        const res = await app.request('/api/pets', { method: 'POST', headers: bearer(actors[who].token), json: { user_id: nora.id, name: 'Planted', type: 2 } });
        expect(res.status).toBe(404);
        const text = await res.text();
        expect(JSON.parse(text)).toEqual({ msg: 'Customer not found' });
        expectNoLeak(text);
        expect(await counts()).toEqual(before);
      });

      test('booking for customer: held for her to accept; no booking, no payment, the practice learns only "Nora F."', async () => {
        const [petsBefore, bookingsBefore, paymentsBefore, requestsBefore, customersBefore] = await counts();
        const a = actors[who];
        const res = await payment(app, a.token, { vendor_listing_id: a.listingId, type: VIDEO, slot: await a.slot(), info: { summary: 'Check-up' }, user_id: nora.id, waive: true });
        expect(res.status).toBe(202);
        const text = await res.text();
        expect(JSON.parse(text)).toEqual({ result: 'pending', status: 'Sent to Nora F. to accept. Nothing is booked or charged until they do.', display_name: 'Nora F.' });
        expectNoLeak(text);
        const [petsAfter, bookingsAfter, paymentsAfter, requestsAfter, customersAfter] = await counts();
        expect([petsAfter, bookingsAfter, paymentsAfter, customersAfter]).toEqual([petsBefore, bookingsBefore, paymentsBefore, customersBefore]);
        expect(requestsAfter).toBe(requestsBefore + 1);
        expect(await isCustomerOf(app.db, a.principal.vendor_id!, nora.id)).toBe(false);
      });

      test('booking for customer with a price and no waiver: refused, nothing written', async () => {
        const before = await counts();
        const a = actors[who];
        const res = await payment(app, a.token, { vendor_listing_id: a.listingId, type: VIDEO, slot: await a.slot(), info: { summary: 'Check-up' }, user_id: nora.id, payment: CARD });
        expect(res.status).toBe(422);
        const text = await res.text();
        expect(JSON.parse(text)).toMatchObject({ result: 'error', field: 'waive' });
        expectNoLeak(text);
        expect(await counts()).toEqual(before);
      });

      test("records read: the rule the records feature calls answers 'Customer not found'", async () => {
        expect(await isCustomerOf(app.db, actors[who].principal.vendor_id!, nora.id)).toBe(false);
        await expect(customerOf(app.deps, actors[who].principal, nora.id)).rejects.toMatchObject({ status: 404, message: 'Customer not found' });
      });
    });
  }

  for (const who of HER_PRACTICE) {
    describe(`${who}: Nora booked with the practice`, () => {
      test('customer lookup: her full details', async () => {
        const res = await app.request(`/api/booking/customers?email=${encodeURIComponent(nora.email)}`, { headers: bearer(actors[who].token) });
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ customer: true, id: nora.id, first_name: 'Nora', last_name: 'Fairweather', display_name: 'Nora F.', email: nora.email, phone: nora.phone });
      });

      test('pets read: her pets', async () => {
        const res = await app.request(`/api/pets?user_id=${nora.id}`, { headers: bearer(actors[who].token) });
        expect(res.status).toBe(200);
        expect(((await res.json()) as { name: string }[]).map((p) => p.name)).toContain(noraPet);
      });

      test('pet add: written to her account, and she is told by e-mail', async () => {
        const [petsBefore] = await counts();
        const name = `Added by ${who}`;
        const res = await app.request('/api/pets', { method: 'POST', headers: bearer(actors[who].token), json: { user_id: nora.id, name, type: 2 } });
        expect(res.status).toBe(201);
        expect(await countRows(app, pets)).toBe(petsBefore + 1);
        const mail = await app.db.query.outbox.findFirst({ where: eq(outbox.to, nora.email), orderBy: (o, { desc }) => desc(o.id) });
        expect(mail!.subject).toBe(`Happy Paws Veterinary Clinic added ${name} to your pets`);
      });

      test('booking for customer: booked at once (payment waived)', async () => {
        const a = actors[who];
        const petId = (await app.db.query.pets.findFirst({ where: eq(pets.user_id, nora.id) }))!.id;
        const res = await payment(app, a.token, { vendor_listing_id: a.listingId, type: VIDEO, slot: await a.slot(), pet: petId, info: { summary: 'Follow-up' }, user_id: nora.id, waive: true });
        expect(res.status).toBe(200);
        const { id } = (await res.json()) as { id: number };
        expect((await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) }))!.user_id).toBe(nora.id);
      });

      test('records read: the rule lets the practice read her records', async () => {
        expect(await isCustomerOf(app.db, actors[who].principal.vendor_id!, nora.id)).toBe(true);
        expect((await customerOf(app.deps, actors[who].principal, nora.id)).id).toBe(nora.id);
      });
    });
  }

  test('a person the practice registered is its customer; an owner is refused the lookup', async () => {
    const vet = actors['own practice'];
    const res = await app.request('/api/booking/customers', { method: 'POST', headers: bearer(vet.token), json: { first_name: 'Reg', last_name: 'Istered', email: `reg.${Date.now()}@example.com`, phone: '6175550999' } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(await isCustomerOf(app.db, vet.principal.vendor_id!, id)).toBe(true);
    expect(await isCustomerOf(app.db, actors['other practice'].principal.vendor_id!, id)).toBe(false);
    const owner = await apiLogin(app, nora.email);
    expect((await app.request(`/api/booking/customers?email=${encodeURIComponent(nora.email)}`, { headers: bearer(owner) })).status).toBe(403);
  });
});
