import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, bearer, cookieHeader, countRows, postForm, uniquePhone, verifyPhone } from '../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../helpers/booking';
import { bookings, pets, users, vendor_logins, vendors, websites } from '../../../db/schema';
import { INPUT_MESSAGES } from '../../../src/lib/input-limits';

/**
 * Real names are refused, and quietly wrong input is accepted: what a person or a client sends is
 * either taken as typed or refused with a 4xx naming the field, never stored as something else.
 */
let app: TestApp;
let owner: string;
let vet: string;
let ownerId: number;

beforeAll(async () => {
  app = await createTestApp();
  [owner, vet] = await Promise.all([apiLogin(app, 'owner@example.com'), apiLogin(app, 'vet@example.com', 'vendor')]);
  ownerId = (await userByEmail(app, 'owner@example.com')).id;
}, 60_000);
afterAll(() => app.close());

/** First and last name pairs a newcomer reported refused, and one that always passed. */
const REAL_NAMES: [string, string][] = [
  ['Anne-Marie', "O'Brien"],
  ['Mary Ann', 'Ωmega'],
  ['李', 'José'],
  ['Zoë', 'O’Neil'],
];
const NOT_NAMES = ['R2D2', 'Anne--Marie', 'Mary  Ann', '-Anne', "O'", 'a.b'];

let counter = 0;
const email = (what: string) => `${what}-${++counter}-${Date.now()}@example.com`;

describe('real names are refused: letters of any script with single spaces, hyphens and apostrophes pass everywhere a name is typed', () => {
  for (const [first, last] of REAL_NAMES) {
    test(`owner signup takes "${first} ${last}" and stores it as typed`, async () => {
      const phone = uniquePhone();
      await verifyPhone(app, phone);
      const address = email('owner');
      const res = await app.request('/api/account/register', { method: 'POST', json: { first_name: first, last_name: last, email: address, phone, password: 'password123' } });
      expect(res.status).toBe(200);
      const row = await app.db.query.users.findFirst({ where: eq(users.email, address) });
      expect({ first: row?.first_name, last: row?.last_name }).toEqual({ first, last });
    }, 30_000);

    test(`practice signup takes "${first} ${last}"`, async () => {
      const address = email('practice');
      const res = await postForm(app, '/auth/signup', {
        practice_name: `Practice of ${first}`,
        first_name: first,
        last_name: last,
        email: address,
        phone: uniquePhone(),
        password: 'password123',
        role: 'vendor',
      });
      expect(res.status).toBe(303);
      const row = await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, address) });
      expect({ first: row?.first_name, last: row?.last_name }).toEqual({ first, last });
    }, 30_000);

    test(`a team member "${first} ${last}" is added`, async () => {
      const address = email('member');
      const res = await app.request('/api/settings/team', {
        method: 'POST',
        headers: bearer(vet),
        json: { first_name: first, last_name: last, email: address, phone: uniquePhone(), subrole: 'user' },
      });
      expect(res.status).toBeLessThan(300);
      const row = await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, address) });
      expect({ first: row?.first_name, last: row?.last_name }).toEqual({ first, last });
    });

    test(`the profile saves "${first} ${last}"`, async () => {
      const res = await postForm(app, '/app/my-profile', { first_name: first, last_name: last }, { headers: cookieHeader(owner) });
      expect(res.status).toBe(303);
      const row = await app.db.query.users.findFirst({ where: eq(users.id, ownerId) });
      expect({ first: row?.first_name, last: row?.last_name }).toEqual({ first, last });
    });

    test(`a practice registers the customer "${first} ${last}"`, async () => {
      const address = email('customer');
      const res = await app.request('/api/booking/customers', {
        method: 'POST',
        headers: bearer(vet),
        json: { first_name: first, last_name: last, email: address, phone: uniquePhone() },
      });
      expect(res.status).toBe(201);
      const row = await app.db.query.users.findFirst({ where: eq(users.email, address) });
      expect({ first: row?.first_name, last: row?.last_name }).toEqual({ first, last });
    });
  }

  for (const name of NOT_NAMES) {
    test(`"${name}" is still refused, with the rule in words, on the profile and the customer form`, async () => {
      const rule = 'First name may contain letters only, with single spaces, hyphens or apostrophes between them';
      const profile = await postForm(app, '/app/my-profile', { first_name: name, last_name: 'Smith' }, { headers: cookieHeader(owner) });
      expect(profile.status).toBe(422);
      expect(await profile.text()).toContain(rule);
      const customer = await app.request('/api/booking/customers', {
        method: 'POST',
        headers: bearer(vet),
        json: { first_name: name, last_name: 'Smith', email: email('refused'), phone: uniquePhone() },
      });
      expect(customer.status).toBe(422);
      expect(await customer.json()).toEqual({ msg: rule, field: 'first_name' });
    });
  }
});

describe('quietly wrong input is accepted: each is now refused with a 4xx naming the field, nothing written', () => {
  test('a booking with userTZ "America/Nowhere" is refused (422 naming userTZ), not stored as another zone', async () => {
    const listing = await listingByTitle(app, 'Dr. Maya Patel');
    const slot = await slotTaker(app, listing.id, 4000)();
    const pet = await petOf(app, ownerId);
    const before = await countRows(app, bookings);
    const res = await payment(app, owner, { vendor_listing_id: listing.id, type: 4000, slot, userTZ: 'America/Nowhere', pet: pet.id, info: { summary: 'Limping' }, payment: CARD });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ result: 'error', status: 'userTZ must be an IANA timezone such as America/New_York', field: 'userTZ' });
    expect(await countRows(app, bookings)).toBe(before);
  });

  test('an id in a path written as hex, exponent, with a sign or spaces names nothing (404), the plain id still works', async () => {
    const member = await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, 'staff@example.com') });
    expect((await app.request(`/api/settings/team/${member!.id}`, { headers: bearer(vet) })).status).toBe(200);
    for (const id of [`0x${member!.id.toString(16)}`, `${member!.id}e0`, `+${member!.id}`, `%20${member!.id}`, '0b10', 'Infinity']) {
      const res = await app.request(`/api/settings/team/${id}`, { headers: bearer(vet) });
      expect({ id, status: res.status }).toEqual({ id, status: 404 });
    }
    const pet = await petOf(app, ownerId);
    expect((await app.request(`/api/pets/0x${pet.id.toString(16)}`, { headers: bearer(owner) })).status).toBe(404);
  });

  test('an id sent as text in a JSON body ("5", "0x5") is refused with 422 naming the field, nothing written', async () => {
    const listing = await listingByTitle(app, 'Dr. Maya Patel');
    const pet = await petOf(app, ownerId);
    const slot = await slotTaker(app, listing.id, 4000)(3);
    const before = await countRows(app, bookings);
    const good = { vendor_listing_id: listing.id, type: 4000, slot, pet: pet.id, info: { summary: 'Limping' }, payment: CARD };
    for (const [field, patch] of [
      ['vendor_listing_id', { vendor_listing_id: String(listing.id) }],
      ['vendor_listing_id', { vendor_listing_id: `0x${listing.id.toString(16)}` }],
      ['pet', { pet: String(pet.id) }],
      ['pet.id', { pet: { id: String(pet.id) } }],
      ['type', { type: '4000' }],
    ] as const) {
      const res = await payment(app, owner, { ...good, ...patch });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { field: string }).field).toBe(field);
    }
    expect(await countRows(app, bookings)).toBe(before);
    const pets0 = await countRows(app, pets);
    const res = await app.request('/api/pets', { method: 'POST', headers: bearer(vet), json: { name: 'Rex', type: 1, user_id: String(ownerId) } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ msg: 'user_id must be a number, sent without quotes', field: 'user_id' });
    expect(await countRows(app, pets)).toBe(pets0);
  });

  test('a NUL byte does not cut a string short: refused with 422 naming the field', async () => {
    const login = await app.request('/api/account/login', { method: 'POST', json: { email: 'owner@example.com', password: 'password123\u0000anything', role: 'user' } });
    expect(login.status).toBe(422);
    expect(((await login.json()) as { field: string }).field).toBe('password');
    const before = await countRows(app, pets);
    const pet = await app.request('/api/pets', { method: 'POST', headers: bearer(owner), json: { name: 'Rex\u0000<script>', type: 1 } });
    expect(pet.status).toBe(422);
    expect(await pet.json()).toEqual({ msg: 'This text contains an invisible control or text-direction character; please type it again without it', field: 'name' });
    expect(await countRows(app, pets)).toBe(before);
  });

  test('bidi overrides and control characters in names and brand names are refused, never stored to spoof a display', async () => {
    const saved = (await app.db.query.users.findFirst({ where: eq(users.id, ownerId) }))!;
    for (const spoof of ['Sarah\u202Egpj.exe', 'Sarah\u2066x', 'Sa\u0007rah', 'Sa\u009Brah']) {
      const profile = await postForm(app, '/app/my-profile', { first_name: spoof, last_name: 'Mitchell' }, { headers: cookieHeader(owner) });
      expect(profile.status).toBe(422);
      expect(await profile.text()).toContain('This text contains an invisible control or text-direction character');
    }
    expect((await app.db.query.users.findFirst({ where: eq(users.id, ownerId) }))!.first_name).toBe(saved.first_name);

    const vendorId = (await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, 'vet@example.com') }))!.vendor_id;
    const brand = (await app.db.query.websites.findFirst({ where: eq(websites.vendor_id, vendorId) }))?.name;
    const res = await app.request('/api/settings/website', { method: 'PUT', headers: bearer(vet), json: { name: 'Happy \u202ESwaP' } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { field: string }).field).toBe('name');
    expect((await app.db.query.websites.findFirst({ where: eq(websites.vendor_id, vendorId) }))?.name).toBe(brand);
    expect((await app.db.query.vendors.findFirst({ where: eq(vendors.id, vendorId) }))?.name).not.toContain('\u202E');
  });

  test('line breaks and tabs in a multi-line field are still taken', async () => {
    const res = await app.request('/api/pets', { method: 'POST', headers: bearer(owner), json: { name: 'Tabby', type: 1, notes: 'Line one\r\nLine\ttwo' } });
    expect(res.status).toBeLessThan(300);
  });

  const JSON_BODY = JSON.stringify({ email: 'owner@example.com', password: 'password123', role: 'user' });
  const NOT_JSON: [string, Record<string, string>, BodyInit][] = [
    ['a url-encoded form', { 'content-type': 'application/x-www-form-urlencoded' }, 'email=owner%40example.com&password=password123&role=user'],
    ['text/plain', { 'content-type': 'text/plain' }, JSON_BODY],
    ['no content type', {}, new Blob([JSON_BODY])],
    ['a multipart form', {}, (() => { const f = new FormData(); f.set('email', 'owner@example.com'); f.set('password', 'password123'); return f; })()],
  ];
  for (const [what, headers, body] of NOT_JSON) {
    test(`the JSON API refuses ${what} with 415, and writes nothing`, async () => {
      const login = await app.request('/api/account/login', { method: 'POST', headers, body });
      expect(login.status).toBe(415);
      expect(await login.json()).toEqual({ msg: INPUT_MESSAGES.notJson });
      const before = await countRows(app, pets);
      const form = what === 'a url-encoded form' ? 'name=Rex&type=1' : what === 'a multipart form' ? body : JSON.stringify({ name: 'Rex', type: 1 });
      const pet = await app.request('/api/pets', { method: 'POST', headers: { ...headers, ...bearer(owner) }, body: form });
      expect(pet.status).toBe(415);
      expect(await countRows(app, pets)).toBe(before);
    });
  }

  test('a JSON body with a charset, and a body-less POST, still reach the API', async () => {
    const res = await app.request('/api/account/login', { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON_BODY });
    expect(res.status).toBe(200);
    const empty = await app.request('/api/account/login', { method: 'POST' });
    expect(empty.status).toBe(422);
  }, 30_000);
});
