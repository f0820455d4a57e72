import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DateTime } from 'luxon';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, bearer, cookieHeader } from '../../helpers/accounts';
import { CARD, payment, petOf, userByEmail } from '../../helpers/booking';
import { vendor_listings, vendor_logins } from '../../../db/schema';

const VIDEO = 4000;
const ZONE = 'America/New_York';
// The day whose slots are held: three days ahead; the clock starts the day before it, at noon.
const DAY = DateTime.now().setZone(ZONE).plus({ days: 3 }).startOf('day');
const DATE = DAY.toISODate()!;
let now = DAY.minus({ days: 1 }).set({ hour: 12 }).toJSDate();
const local = (hhmm: string) => DateTime.fromISO(`${DATE}T${hhmm}`, { zone: ZONE }).toUTC().toISO()!;
// 09:00–17:00 in 30 minutes is 16 slots; 25 % holds 4 of them, the middle of each quarter of the day.
const HELD = ['10:00', '12:00', '14:00', '16:00'];

let app: TestApp;
let vet: string;
let vet2: string;
let owner: string;
let ownerId: number;
let petId: number;
let listingId: number;
let vetId: number;

type Fields = Record<string, string | string[]>;
const listingFields = (overrides: Fields = {}): Fields => ({
  title: 'Dr. Ada Urgent, DVM — Same day',
  line1: 'Urgent cases every day',
  timezone: ZONE,
  vendor_login_id: String(vetId),
  'consultations[0][type]': String(VIDEO),
  'consultations[0][duration]': '30',
  'consultations[0][price]': '50',
  'consultations[0][status]': 'on',
  'consultations[0][schedule][0][days][]': ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  'consultations[0][schedule][0][from]': '09:00',
  'consultations[0][schedule][0][to]': '17:00',
  'urgent[share]': '25',
  'urgent[release]': 'hours',
  'urgent[hours]': '2',
  ...overrides,
});
function postListing(token: string, fields: Fields, id?: number) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(key, item);
  return app.request(`/app/listings/item${id ? `?id=${id}` : ''}`, { method: 'POST', headers: cookieHeader(token), body: data });
}

async function slots(token?: string) {
  const res = await app.request(`/api/public/listings/${listingId}/slots?type=${VIDEO}&date=${DATE}&tz=${encodeURIComponent(ZONE)}`, { headers: token ? bearer(token) : {} });
  expect(res.status).toBe(200);
  return ((await res.json()) as { slots: { start: string; label: string; urgent?: true }[] }).slots;
}
const shown = async (token?: string) => (await slots(token)).map((s) => (s.urgent ? `${s.label} urgent` : s.label));

function release(token: string, listing: number, date: string) {
  return app.request('/app/urgent/release', { method: 'POST', headers: { ...cookieHeader(token), 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ listing: String(listing), date }) });
}
const ownerBooks = (slot: string) => payment(app, owner, { vendor_listing_id: listingId, type: VIDEO, slot, userTZ: ZONE, pet: petId, info: { summary: 'Swallowed a sock' }, payment: CARD });

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  [vet, vet2, owner] = await Promise.all([apiLogin(app, 'vet@example.com', 'vendor'), apiLogin(app, 'vet2@example.com', 'vendor'), apiLogin(app, 'owner@example.com')]);
  ownerId = (await userByEmail(app, 'owner@example.com')).id;
  petId = (await petOf(app, ownerId)).id;
  vetId = (await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, 'vet@example.com') }))!.id;
  expect((await postListing(vet, listingFields())).status).toBe(303);
  listingId = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.title, 'Dr. Ada Urgent, DVM — Same day') }))!.id;
});
afterAll(() => app.close());

describe('a listing holds back a share of each day for urgent cases', () => {
  test('the listing form keeps the setting and shows it again', async () => {
    const row = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.id, listingId) }))!;
    expect(row.urgent).toEqual({ share: 25, release: 'hours', hours: 2 });
    const page = await (await app.request(`/app/listings/item?id=${listingId}`, { headers: cookieHeader(vet) })).text();
    expect(page).toContain('Same-day capacity');
    expect(page).toMatch(/name="urgent\[share\]"[^>]*value="25"/);
  });

  test('owners are not offered the held slots, and a booking of one is refused by the slot check', async () => {
    const anonymous = await shown();
    expect(anonymous).toHaveLength(12);
    for (const held of HELD) expect(anonymous).not.toContain(held);
    expect(await shown(owner)).toEqual(anonymous);
    const res = await ownerBooks(local('12:00'));
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toContain('This time slot is not available. Please choose another time.');
  });

  test('the practice sees every held slot labelled urgent and books one for its customer', async () => {
    const practice = await shown(vet);
    expect(practice).toHaveLength(16);
    expect(practice.filter((s) => s.endsWith('urgent'))).toEqual(HELD.map((h) => `${h} urgent`));
    // Another practice is an owner here: the held slots are not its to see.
    expect(await shown(vet2)).toEqual(await shown());
    const res = await payment(app, vet, { vendor_listing_id: listingId, type: VIDEO, slot: local('16:00'), pet: petId, info: { summary: 'Bleeding paw' }, user_id: ownerId, waive: true });
    expect(res.status).toBe(200);
    expect(await shown(vet)).not.toContain('16:00 urgent');
  });

  test('a held slot opens to everyone two hours before it, labelled urgent, and an owner books it', async () => {
    now = DateTime.fromISO(local('07:59')).toJSDate();
    expect(await shown()).not.toContain('10:00 urgent');
    now = DateTime.fromISO(local('08:00')).toJSDate();
    const open = await shown();
    expect(open).toContain('10:00 urgent');
    expect(open).not.toContain('12:00');
    expect(open).not.toContain('12:00 urgent');
    expect((await ownerBooks(local('10:00'))).status).toBe(200);
    expect(await shown()).not.toContain('10:00 urgent');
  });

  test('the practice releases the day by hand: every held slot opens at once, from the kept answer too', async () => {
    expect(await shown()).not.toContain('12:00 urgent');
    // An owner finds no such page; another practice no such listing; neither releases anything.
    const refused = await release(owner, listingId, DATE);
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/404');
    expect((await release(vet2, listingId, DATE)).status).toBe(404);
    expect(await shown()).not.toContain('12:00 urgent');
    const res = await release(vet, listingId, DATE);
    expect(res.status).toBe(303);
    // Same clock minute: only the listing's availability_version (raised by the release) can tell the cache.
    const open = await shown();
    expect(open).toContain('12:00 urgent');
    expect(open).toContain('14:00 urgent');
    const page = await (await app.request(res.headers.get('location')!, { headers: cookieHeader(vet) })).text();
    expect(page).toContain('are open to everyone.');
    expect(page).toContain('Dr. Ada Urgent, DVM — Same day');
    expect((await release(vet, listingId, DATE)).status).toBe(303);
  });

  test('a release written by any process (another app on the database) is seen on the next request', async () => {
    const next = DAY.plus({ days: 1 }).toISODate()!;
    const ask = async () => {
      const res = await app.request(`/api/public/listings/${listingId}/slots?type=${VIDEO}&date=${next}&tz=${encodeURIComponent(ZONE)}`);
      return ((await res.json()) as { slots: { urgent?: true }[] }).slots.filter((s) => s.urgent).length;
    };
    expect(await ask()).toBe(0);
    await app.db.run(sql`insert into urgent_releases (vendor_listing_id, date, created_at) values (${listingId}, ${next}, ${now.toISOString()})`);
    expect(await ask()).toBe(4);
  });

  test('the practice page offers the button for the day shown', async () => {
    const next = DAY.plus({ days: 2 }).toISODate()!;
    const page = await (await app.request(`/app/urgent?listing=${listingId}&date=${next}`, { headers: cookieHeader(vet) })).text();
    expect(page).toContain('Release urgent slots for ');
    expect(page).toContain(`name="date" value="${next}"`);
    const bad = await release(vet, listingId, DAY.plus({ days: 40 }).toISODate()!);
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('Choose a day from today to 15 days ahead');
  });
});

describe('bad urgent settings get a 422 naming the field, and nothing is written', () => {
  const cases: [string, Fields, string, string][] = [
    ['a share below 0', { 'urgent[share]': '-1' }, 'field-urgent-share', 'Urgent share must be 0 or more'],
    ['a share above 50', { 'urgent[share]': '51' }, 'field-urgent-share', 'Urgent share must be at most 50'],
    ['a share that is no number', { 'urgent[share]': 'half' }, 'field-urgent-share', 'Urgent share must be a whole number from 0 to 50'],
    ['hours below 0', { 'urgent[hours]': '-2' }, 'field-urgent-hours', 'Hours before must be 0 or more'],
    ['no hours when opening by time', { 'urgent[hours]': '' }, 'field-urgent-hours', 'Hours before must be a whole number from 0 to 168'],
  ];
  for (const [name, fields, id, message] of cases) {
    test(name, async () => {
      const before = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.id, listingId) }))!;
      const res = await postListing(vet, listingFields(fields), listingId);
      expect(res.status).toBe(422);
      const page = await res.text();
      expect(page).toContain(`id="${id}-error"`);
      expect(page).toContain(message);
      const after = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.id, listingId) }))!;
      expect(after.urgent).toEqual(before.urgent);
      expect(after.updated_at).toBe(before.updated_at);
    });
  }

  test('a share of 0 turns it off: every slot is offered to owners again', async () => {
    const next = DAY.plus({ days: 2 }).toISODate()!;
    expect((await postListing(vet, listingFields({ 'urgent[share]': '0' }), listingId)).status).toBe(303);
    const row = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.id, listingId) }))!;
    expect(row.urgent).toBeNull();
    const res = await app.request(`/api/public/listings/${listingId}/slots?type=${VIDEO}&date=${next}&tz=${encodeURIComponent(ZONE)}`);
    const body = (await res.json()) as { slots: { urgent?: true }[] };
    expect(body.slots).toHaveLength(16);
    expect(body.slots.some((s) => s.urgent)).toBe(false);
  });
});
