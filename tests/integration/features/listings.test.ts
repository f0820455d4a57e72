import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, cookieHeader } from '../../helpers/accounts';
import { vendor_listings, vendor_logins } from '../../../db/schema';

let app: TestApp;
let vet: string;
let staff: string;
let vet2: string;
let owner: string;
let vetId: number;
let staffId: number;
let patelId: number;

beforeAll(async () => {
  app = await createTestApp();
  [vet, staff, vet2] = await Promise.all([apiLogin(app, 'vet@example.com', 'vendor'), apiLogin(app, 'staff@example.com', 'vendor'), apiLogin(app, 'vet2@example.com', 'vendor')]);
  owner = await apiLogin(app, 'owner@example.com');
  vetId = (await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, 'vet@example.com') }))!.id;
  staffId = (await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, 'staff@example.com') }))!.id;
  patelId = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.title, 'Dr. Maya Patel, DVM — General Practice') }))!.id;
});
afterAll(() => app.close());

type Fields = Record<string, string | string[] | File>;

function validListing(overrides: Fields = {}): Fields {
  return {
    title: 'Dr. Nora Quinn, DVM — Dermatology',
    line1: 'Skin, ears and allergies',
    line2: 'Tuesdays and Thursdays',
    address: '12 Harbor Street, Boston, MA',
    timezone: 'America/New_York',
    vendor_login_id: String(vetId),
    'consultations[0][type]': '4000',
    'consultations[0][duration]': '30',
    'consultations[0][price]': '50',
    'consultations[0][status]': 'on',
    'consultations[0][schedule][0][days][]': ['Tue', 'Thu'],
    'consultations[0][schedule][0][from]': '09:00',
    'consultations[0][schedule][0][to]': '12:00',
    ...overrides,
  };
}

function form(fields: Fields): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(key, item);
  }
  return data;
}

function post(token: string, fields: Fields, id?: number) {
  return app.request(`/app/listings/item${id ? `?id=${id}` : ''}`, { method: 'POST', headers: cookieHeader(token), body: form(fields) });
}

const countListings = async () => (await app.db.select().from(vendor_listings)).length;

describe('creating and editing listings', () => {
  test('a practice creates a listing; the owner is among its managers and it shows on the practice site', async () => {
    const res = await post(vet, validListing({ managers: [] as string[] }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app/listings');
    const created = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.title, 'Dr. Nora Quinn, DVM — Dermatology') }))!;
    expect(created.managers).toContain(vetId);
    expect(created.consultations).toEqual([{ status: true, type: 4000, duration: 30, price: 5000, schedule: [{ days: ['Tue', 'Thu'], from: '09:00', to: '12:00' }] }]);
    const page = await (await app.request('/app/listings', { headers: cookieHeader(vet) })).text();
    expect(page).toContain('Dr. Nora Quinn, DVM — Dermatology');
    expect(page).toContain('$50');
    const site = (await (await app.request('/api/public/listings?site=happypaws')).json()) as { title: string }[];
    expect(site.map((l) => l.title)).toContain('Dr. Nora Quinn, DVM — Dermatology');
  });

  test('a listing whose consultations are all disabled is not visible to owners', async () => {
    const res = await post(vet, validListing({ title: 'Dr. Off Duty', 'consultations[0][status]': [] as string[] }));
    expect(res.status).toBe(303);
    const site = (await (await app.request('/api/public/listings?site=happypaws')).json()) as { title: string }[];
    expect(site.map((l) => l.title)).not.toContain('Dr. Off Duty');
    const page = await (await app.request('/app/listings', { headers: cookieHeader(vet) })).text();
    expect(page).toContain('Dr. Off Duty');
  });

  test('rows carry any index htmx gave them and keep their order', async () => {
    const res = await post(
      vet,
      validListing({
        title: 'Dr. Many Rows',
        'consultations[0][schedule][48213][days][]': ['Sat'],
        'consultations[0][schedule][48213][from]': '13:00',
        'consultations[0][schedule][48213][to]': '15:30',
        'consultations[77001][type]': '2000',
        'consultations[77001][duration]': '45',
        'consultations[77001][price]': '80',
        'consultations[77001][schedule][0][days][]': ['Mon'],
        'consultations[77001][schedule][0][from]': '08:00',
        'consultations[77001][schedule][0][to]': '24:00',
      }),
    );
    expect(res.status).toBe(303);
    const created = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.title, 'Dr. Many Rows') }))!;
    expect(created.consultations.map((c) => c.type)).toEqual([4000, 2000]);
    expect(created.consultations[0]!.schedule.map((r) => r.from)).toEqual(['09:00', '13:00']);
    expect(created.consultations[1]!.status).toBe(false);
  });

  test('an avatar is stored through the storage provider and served back', async () => {
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
    const res = await post(vet, validListing({ title: 'Dr. With Avatar', avatar: new File([png], 'me.png', { type: 'image/png' }) }));
    expect(res.status).toBe(303);
    const created = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.title, 'Dr. With Avatar') }))!;
    expect(created.avatar).toMatch(/^\/files\/public\/vendor_services_avatar\/[0-9a-f-]+\.png$/);
    const served = await app.request(created.avatar!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  test('a file that is not an image is refused, whatever its name', async () => {
    const before = await countListings();
    const res = await post(vet, validListing({ title: 'Dr. Fake Avatar', avatar: new File(['<script>alert(1)</script>'], 'me.png', { type: 'image/png' }) }));
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('The image must be a PNG, JPEG or WebP file');
    expect(await countListings()).toBe(before);
  });

  test('the listing form saves whether owners may book repeat visits themselves, and a refused form keeps the box as ticked', async () => {
    const box = /<input type="checkbox" name="owner_series"[^>]*>/;
    const refused = await post(vet, validListing({ title: '', owner_series: 'on' }));
    expect(refused.status).toBe(422);
    expect((await refused.text()).match(box)?.[0]).toContain('checked');

    expect((await post(vet, validListing({ title: 'Dr. Repeat Visits', owner_series: 'on' }))).status).toBe(303);
    const created = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.title, 'Dr. Repeat Visits') }))!;
    expect(created.owner_series).toBe(true);
    const edit = await (await app.request(`/app/listings/item?id=${created.id}`, { headers: cookieHeader(vet) })).text();
    expect(edit).toContain('Owners may book repeat visits themselves');
    expect(edit.match(box)?.[0]).toContain('checked');

    // Unticked, the box sends nothing: the setting is turned off.
    expect((await post(vet, validListing({ title: 'Dr. Repeat Visits' }), created.id)).status).toBe(303);
    expect((await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.id, created.id) }))!.owner_series).toBe(false);
    const unticked = await post(vet, validListing({ title: '' }), created.id);
    expect(unticked.status).toBe(422);
    expect((await unticked.text()).match(box)?.[0]).not.toContain('checked');
  });
});

describe('listing validation: each rule with its message, nothing written', () => {
  const cases: [string, Fields, string][] = [
    ['title required', { title: '' }, 'Title is required'],
    ['line 1 required', { line1: '   ' }, 'Line 1 is required'],
    ['a consultation type is required', { 'consultations[0][type]': '' }, 'Consultation type is required'],
    ['duration must be numeric', { 'consultations[0][duration]': 'half an hour' }, 'Duration is required and must be a number of minutes (5–480)'],
    ['duration is required', { 'consultations[0][duration]': '' }, 'Duration is required and must be a number of minutes (5–480)'],
    ['price must be numeric', { 'consultations[0][price]': 'fifty' }, 'Price is required and must be a number'],
    ['price is required', { 'consultations[0][price]': '' }, 'Price is required and must be a number'],
    ['a price has at most the currency’s decimals', { 'consultations[0][price]': '4.555' }, 'Price can have at most 2 decimals'],
    ['days are required per row', { 'consultations[0][schedule][0][days][]': [] as string[] }, 'Choose at least one day'],
    ['times are on 15-minute steps', { 'consultations[0][schedule][0][from]': '09:10' }, 'From must be a time on a 15-minute step'],
    ['to after from', { 'consultations[0][schedule][0][from]': '12:00', 'consultations[0][schedule][0][to]': '09:00' }, 'To must be after From'],
    ['a real timezone', { timezone: 'Mars/Olympus' }, 'Timezone must be an IANA timezone such as America/New_York'],
    ['the owner is required when the practice has more than one team member', { vendor_login_id: '' }, 'Listing owner is required'],
    ['the owner must be on the team', { vendor_login_id: '999999' }, 'Listing owner must be a team member'],
  ];
  for (const [name, overrides, message] of cases) {
    test(name, async () => {
      const before = await countListings();
      const res = await post(vet, validListing(overrides));
      expect(res.status).toBe(422);
      expect(await res.text()).toContain(message);
      expect(await countListings()).toBe(before);
    });
  }

  test('at least one consultation', async () => {
    const fields = Object.fromEntries(Object.entries(validListing()).filter(([key]) => !key.startsWith('consultations')));
    const res = await post(vet, fields);
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('Add at least one consultation');
  });

  test('a single-member practice needs no owner field: its only member owns the listing', async () => {
    const res = await post(vet2, validListing({ vendor_login_id: '', title: 'Dr. Solo' }));
    expect(res.status).toBe(303);
    const created = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.title, 'Dr. Solo') }))!;
    expect(created.vendor_login_id).not.toBeNull();
    expect(created.managers).toEqual([created.vendor_login_id!]);
  });
});

describe('who may see and edit a listing', () => {
  test('a team member sees only the listings they manage', async () => {
    const page = await (await app.request('/app/listings', { headers: cookieHeader(staff) })).text();
    expect(page).toContain('Dr. Luis Romero, DVM — Feline &amp; Exotics');
    expect(page).not.toContain('Dr. Maya Patel');
  });

  test("a team member cannot open or change a listing they don't manage", async () => {
    const open = await app.request(`/app/listings/item?id=${patelId}`, { headers: cookieHeader(staff) });
    expect(open.status).toBe(404);
    const change = await post(staff, validListing({ title: 'Hijacked' }), patelId);
    expect(change.status).toBe(404);
    const patel = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.id, patelId) }))!;
    expect(patel.title).toBe('Dr. Maya Patel, DVM — General Practice');
  });

  test("another practice can neither open nor change it", async () => {
    expect((await app.request(`/app/listings/item?id=${patelId}`, { headers: cookieHeader(vet2) })).status).toBe(404);
    expect((await post(vet2, validListing({ title: 'Hijacked' }), patelId)).status).toBe(404);
    const page = await (await app.request('/app/listings', { headers: cookieHeader(vet2) })).text();
    expect(page).not.toContain('Dr. Maya Patel');
  });

  test('a pet owner and a signed-out visitor are kept out', async () => {
    const asOwner = await app.request('/app/listings', { headers: cookieHeader(owner) });
    expect(asOwner.status).toBe(303);
    expect(asOwner.headers.get('location')).toBe('/404');
    const anonymous = await app.request('/app/listings');
    expect(anonymous.headers.get('location')).toStartWith('/login/');
  });

  test('a team member who edits a listing stays among its managers', async () => {
    const romero = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.title, 'Dr. Luis Romero, DVM — Feline & Exotics') }))!;
    // Its own consultations (prices in dollars, as typed): the edit takes nothing away from its upcoming bookings.
    const own: Fields = {};
    romero.consultations.forEach((c, i) => {
      Object.assign(own, { [`consultations[${i}][type]`]: String(c.type), [`consultations[${i}][duration]`]: String(c.duration), [`consultations[${i}][price]`]: String(c.price / 100) });
      if (c.status) own[`consultations[${i}][status]`] = 'on';
      c.schedule.forEach((r, j) => Object.assign(own, { [`consultations[${i}][schedule][${j}][days][]`]: r.days, [`consultations[${i}][schedule][${j}][from]`]: r.from, [`consultations[${i}][schedule][${j}][to]`]: r.to }));
    });
    const res = await post(staff, { ...validListing({ title: romero.title, vendor_login_id: String(vetId), managers: [String(vetId)] }), ...own }, romero.id);
    expect(res.status).toBe(303);
    const after = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.id, romero.id) }))!;
    expect(after.managers.sort()).toEqual([vetId, staffId].sort());
  });

  test('the add-row and add-consultation fragments come back for htmx', async () => {
    const row = await (await app.request('/app/listings/item/schedule-row?c=0', { headers: { ...cookieHeader(vet), 'hx-request': 'true' } })).text();
    expect(row).toContain('class="schedule-row"');
    expect(row).toContain('Remove row');
    const consultation = await (await app.request('/app/listings/item/consultation', { headers: { ...cookieHeader(vet), 'hx-request': 'true' } })).text();
    expect(consultation).toContain('Add schedule row');
    expect(consultation).toContain('Remove consultation');
  });
});

describe('when the listings cannot be loaded', () => {
  test('My Listings says so instead of failing', async () => {
    const broken = await createTestApp();
    const token = await apiLogin(broken, 'vet@example.com', 'vendor');
    await broken.deps.database.client.execute('ALTER TABLE vendor_listings RENAME TO vendor_listings_gone');
    const res = await broken.request('/app/listings', { headers: cookieHeader(token) });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Sorry something went wrong. Please try again later');
    broken.close();
  });
});
