import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, cookieHeader, createPracticeLogin } from '../../../helpers/accounts';
import { CARD, freeSlots, listingByTitle, payment, petOf, userByEmail } from '../../../helpers/booking';
import { vendor_listings, vendor_logins, vendors } from '../../../../db/schema';

/** Issue 15.1: owners find a practice on the main host and book it from there. */
const NOW = DateTime.now().setZone('America/New_York').plus({ days: 1 }).set({ hour: 8, minute: 0, second: 0, millisecond: 0 }).toJSDate();
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ clock: () => NOW });
}, 30_000);
afterAll(() => app.close());

const find = (query: string, headers: Record<string, string> = {}) => app.request(`/vet-appointments/${query}`, { headers });
const fragment = async (query: string) => {
  const res = await find(query, { 'hx-request': 'true' });
  expect(res.status).toBe(200);
  return res.text();
};
const practicesIn = (html: string) => [...html.matchAll(/<h3 id="practice-(\d+)">([^<]*)<\/h3>/g)].map((m) => m[2]!.replace(/&amp;/g, '&'));

/** A practice with one listing whose consultations are all enabled and scheduled every day. */
async function practiceWithListing(name: string, title: string, address = '1 Main Street, Springfield') {
  const [vendor] = await app.db.insert(vendors).values({ name }).returning();
  const schedule = [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '09:00', to: '17:00' }];
  await app.db.insert(vendor_listings).values({
    vendor_id: vendor!.id,
    title,
    line1: 'General practice',
    address,
    timezone: 'America/Chicago',
    consultations: [{ status: true, type: 2000, duration: 30, price: 4000, schedule }],
  });
  return vendor!.id;
}

describe('finding a practice', () => {
  test('the page keeps its own text, holds the search in its form, and answers the fragment to htmx (Vary: HX-Request)', async () => {
    const page = await find('?q=happy');
    expect(page.status).toBe(200);
    expect(page.headers.get('vary')).toContain('HX-Request');
    const html = await page.text();
    expect(html).toContain('Vet appointments that fit your day');
    expect(html).toContain('Four ways to see a vet');
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/vet-appointments\/"/);
    expect(html).toContain('value="happy"');
    const part = await find('?q=happy', { 'hx-request': 'true' });
    expect(part.headers.get('vary')).toContain('HX-Request');
    const text = await part.text();
    expect(text).not.toContain('<html');
    expect(practicesIn(text)).toEqual(['Happy Paws Veterinary Clinic']);
  });

  test('the home page has the search box, a plain GET form to /vet-appointments/', async () => {
    const html = await (await app.request('/')).text();
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/vet-appointments\/"[^>]*role="search"/);
    expect(html).toContain('name="q"');
    expect(html).toContain('name="where"');
  });

  test('by keyword: a practice name, a vet name or a listing title', async () => {
    const vet = (await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, 'vet2@example.com') }))!;
    expect(practicesIn(await fragment('?q=CITY+cat'))).toEqual(['City Cat Clinic']);
    expect(practicesIn(await fragment(`?q=${encodeURIComponent(vet.last_name)}`))).toContain('City Cat Clinic');
    expect(practicesIn(await fragment('?q=Feline+%26+Exotics'))).toEqual(['Happy Paws Veterinary Clinic']);
    const html = await fragment('?q=Feline+%26+Exotics');
    expect(html).toContain('Dr. Luis Romero');
    expect(html).not.toContain('Dr. Maya Patel');
    // like's wildcards are taken literally.
    expect(await fragment('?q=%25')).toContain('No practices match your search.');
  });

  test('by location over the address lines, and by consultation type', async () => {
    const hughes = await listingByTitle(app, 'Dr. Eleanor Hughes');
    const city = (hughes.address ?? hughes.line1).split(',').at(-1)!.trim().split(' ')[0]!;
    expect(practicesIn(await fragment(`?where=${encodeURIComponent(city.toLowerCase())}`))).toContain('City Cat Clinic');
    expect(practicesIn(await fragment('?where=Brookline'))).toEqual(['Happy Paws Veterinary Clinic']);
    const chat = await fragment('?q=happy&type=6000');
    expect([...chat.matchAll(/data-consultation-type="(\d+)"/g)].map((m) => m[1])).toEqual(['6000', '6000']);
    expect(chat).toContain('/book?practice=');
    expect(chat).toContain('type=6000');
  });

  test('each consultation shows its price and the next free slot the slot engine gives', async () => {
    const romero = await listingByTitle(app, 'Dr. Luis Romero');
    const html = await fragment('?q=Romero&type=4000');
    expect(html).toContain('$55');
    let first: string | undefined;
    for (let day = 0; day <= 15 && !first; day++) first = (await freeSlots(app, romero.id, 4000, day))[0];
    expect(html).toContain(`datetime="${first}"`);
    expect(html).toContain(`href="/book?practice=${romero.vendor_id}&amp;listing=${romero.id}&amp;type=4000"`);
  });

  test('results are paged, ten practices a page, the URL keeps the search', async () => {
    for (let i = 0; i < 11; i++) await practiceWithListing(`Zebra Vets ${String(i).padStart(2, '0')}`, 'Zebra crossing clinic');
    const first = await fragment('?q=zebra&where=springfield');
    expect(practicesIn(first)).toHaveLength(10);
    expect(first).toContain('href="/vet-appointments/?q=zebra&amp;where=springfield&amp;page=2"');
    const second = await fragment('?q=zebra&where=springfield&page=2');
    expect(practicesIn(second)).toEqual(['Zebra Vets 10']);
    expect(second).toContain('Previous page');
    expect(second).not.toContain('Next page');
  });

  test('a suspended practice, a disabled consultation and a practice without listings are not found', async () => {
    const suspended = await practiceWithListing('Quokka Suspended Vets', 'Quokka clinic');
    await app.db.update(vendors).set({ suspended_at: NOW.toISOString() }).where(eq(vendors.id, suspended));
    const disabled = await practiceWithListing('Quokka Disabled Vets', 'Quokka clinic');
    const listing = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.vendor_id, disabled) }))!;
    await app.db.update(vendor_listings).set({ consultations: listing.consultations.map((c) => ({ ...c, status: false })) }).where(eq(vendor_listings.id, listing.id));
    const { vendor } = await createPracticeLogin(app);
    await app.db.update(vendors).set({ name: 'Quokka Empty Vets' }).where(eq(vendors.id, vendor.id));
    await practiceWithListing('Quokka Open Vets', 'Quokka clinic');
    expect(practicesIn(await fragment('?q=quokka'))).toEqual(['Quokka Open Vets']);
  });

  test('bad input answers 422 naming the field: on the form, or {msg, field} to a JSON client; nothing is searched', async () => {
    const cases: [string, string, string][] = [
      ['q', `?q=${'a'.repeat(101)}`, 'Keyword must be at most 100 characters'],
      ['where', `?where=${'b'.repeat(101)}`, 'Location must be at most 100 characters'],
      ['type', '?type=9', 'Consultation type must be one of Clinic, Video, Telephonic, Chat'],
      ['page', '?page=0', 'Page must be a whole number from 1 to 1000'],
      ['page', '?page=abc', 'Page must be a whole number from 1 to 1000'],
      ['tz', '?tz=Mars%2FBase', 'Timezone must be an IANA timezone such as America/New_York'],
    ];
    for (const [field, query, msg] of cases) {
      const json = await find(query, { accept: 'application/json' });
      expect({ field, status: json.status, body: await json.json() }).toEqual({ field, status: 422, body: { msg, field } });
      const page = await find(query);
      expect(page.status).toBe(422);
      const html = await page.text();
      expect(html).toContain(msg);
      expect(html).not.toContain('found-practice');
    }
    const page = await (await find('?type=9')).text();
    expect(page).toContain('aria-invalid="true" aria-describedby="field-type-error"');
    expect((await find('?q=x', { accept: 'application/json', 'hx-request': 'true' })).status).toBe(200);
  });

  test('the search is the main host’s: a practice site answers not found', async () => {
    expect((await app.request('/vet-appointments/', { host: 'happypaws.localhost' })).status).toBe(404);
  });
});

describe('booking a practice found in the search, from the main host', () => {
  test('signed out, Book leads to the owner login and back (the redirect kept)', async () => {
    const res = await app.request('/book?practice=2&listing=3');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/login/?redirect=${encodeURIComponent('/book?practice=2&listing=3')}`);
    // Without a practice chosen, the main host's /book stays the practices' (spec §6).
    expect((await app.request('/book')).headers.get('location')).toStartWith('/vendor/login?redirect=');
  });

  test('signed in, the wizard opens for that practice with its listings only; without one it points to the search', async () => {
    const owner = cookieHeader(await apiLogin(app, 'owner2@example.com'));
    const romero = await listingByTitle(app, 'Dr. Luis Romero');
    const html = await (await app.request(`/book?practice=${romero.vendor_id}&listing=${romero.id}`, { headers: owner })).text();
    expect(html).toContain('data-island="BookingWizard"');
    expect(html).toContain('Dr. Luis Romero');
    expect(html).toContain('Dr. Maya Patel');
    expect(html).not.toContain('Dr. Eleanor Hughes');
    // The listing alone names its practice (the wizard's address after a reload).
    expect(await (await app.request(`/book?listing=${romero.id}`, { headers: owner })).text()).toContain('data-island="BookingWizard"');
    const none = await (await app.request('/book', { headers: owner })).text();
    expect(none).toContain('Choose a practice to book with first.');
    expect(none).toContain('href="/vet-appointments/"');
  });

  test('bad or unknown practice answers 422 naming the field; a suspended one says it takes no bookings', async () => {
    const owner = { ...cookieHeader(await apiLogin(app, 'owner2@example.com')), accept: 'application/json' };
    for (const [query, field] of [
      ['?practice=abc', 'practice'],
      ['?practice=0', 'practice'],
      ['?practice=999999', 'practice'],
      ['?listing=999999', 'listing'],
    ]) {
      const res = await app.request(`/book${query}`, { headers: owner });
      expect({ query, status: res.status, field: ((await res.json()) as { field?: string }).field }).toEqual({ query, status: 422, field });
    }
    const { vendor } = await createPracticeLogin(app);
    await app.db.update(vendors).set({ suspended_at: NOW.toISOString() }).where(eq(vendors.id, vendor.id));
    const html = await (await app.request(`/book?practice=${vendor.id}`, { headers: cookieHeader(await apiLogin(app, 'owner2@example.com')) })).text();
    expect(html).toContain('This practice is not taking bookings');
  });

  test('the owner books and pays on the main host', async () => {
    const token = await apiLogin(app, 'owner2@example.com');
    const owner = await userByEmail(app, 'owner2@example.com');
    const hughes = await listingByTitle(app, 'Dr. Eleanor Hughes');
    const consultation = hughes.consultations.find((c) => c.price > 0)!;
    const [slot] = await freeSlots(app, hughes.id, consultation.type, 3, hughes.timezone);
    const res = await payment(app, token, { vendor_listing_id: hughes.id, type: consultation.type, slot, pet: (await petOf(app, owner.id)).id, info: { summary: 'Found you in the search' }, payment: CARD });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: string }).result).toBe('success');
  });
});
