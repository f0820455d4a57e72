import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, createOwner, postForm } from '../../../helpers/accounts';
import { createPracticeWithSite } from '../../../helpers/settings';
import { bookings, payments, vendor_listings, vendor_logins, vendors } from '../../../../db/schema';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

const GB = { country: 'GB', currency: 'GBP', locale: 'en-GB', units: 'metric' };
const put = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/settings/practice', { method: 'PUT', headers: { ...bearer(token), 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** A listing of the practice with one booking of `slot` whose payment is `status`. */
async function bookingWithPayment(vendorId: number, slot: string, status: 'pending' | 'succeeded' | 'refunded' | 'waived', bookingStatus = 0) {
  const owner = await createOwner(app);
  const [listing] = await app.db.insert(vendor_listings).values({ vendor_id: vendorId, title: 'Dr. Test', line1: 'General', timezone: 'Europe/London', consultations: [] }).returning();
  const details = { type: 4000, slot, user: { id: owner.id, first_name: 'T', last_name: 'O', email: owner.email }, listing: { title: 'Dr. Test', line1: 'General', duration: 20, price: 4500 }, info: { summary: 'x' }, userTZ: 'UTC', listingTZ: 'UTC' };
  const slotEnd = new Date(Date.parse(slot) + 20 * 60_000).toISOString();
  const [b] = await app.db.insert(bookings).values({ slot, slot_end: slotEnd, status: bookingStatus, type: 4000, user_id: owner.id, vendor_id: vendorId, vendor_listing_id: listing!.id, details }).returning();
  await app.db.insert(payments).values({ booking_id: b!.id, user_id: owner.id, vendor_id: vendorId, provider: 'sandbox', idempotency_key: crypto.randomUUID(), amount: 4500, status });
  return b!;
}

describe('Settings → Practice', () => {
  test('the root admin sees the tab and a form with the practice’s country, currency, language and units; names in the reader’s language', async () => {
    const { token } = await createPracticeWithSite(app);
    const res = await app.request('/app/settings/practice', { headers: { ...cookieHeader(token), 'accept-language': 'es-ES' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<a href="/app/settings/practice" class="tab" aria-current="page"');
    expect(html).toMatch(/<option value="US" selected[^>]*>Estados Unidos<\/option>/);
    expect(html).toContain('<option value="GB">Reino Unido</option>');
    expect(html).toMatch(/<option value="USD" selected[^>]*>USD · dólar estadounidense<\/option>/);
    expect(html).toContain('<option value="JPY">');
    expect(html).toMatch(/<option value="en-US" selected/);
    expect(html).toContain('<option value="es-MX">');
    expect(html).toContain('Métrico (kg, cm, °C)');
  });

  test('the JSON API saves a country, currency, locale and units, and the practice’s site then prices in them', async () => {
    const { token, vendor, website } = await createPracticeWithSite(app);
    expect(await (await app.request('/api/settings/practice', { headers: bearer(token) })).json()).toEqual({ country: 'US', currency: 'USD', locale: 'en-US', units: 'us' });
    const res = await put(token, { country: 'gb', currency: 'gbp', locale: 'en-gb', units: 'metric' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(GB);
    const [row] = await app.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect({ country: row!.country, currency: row!.currency, locale: row!.locale, units: row!.units }).toEqual(GB);
    await app.db.insert(vendor_listings).values({ vendor_id: vendor.id, title: 'Dr. Price', line1: 'Cats', timezone: 'Europe/London', consultations: [{ status: true, type: 4000, duration: 20, price: 4000, schedule: [{ days: ['Mon'], from: '09:00', to: '17:00' }] }] });
    const api = (await (await app.request(`/api/public/listings?site=${website.sub_domain}`)).json()) as { currency: string; consultations: { price: number }[] }[];
    expect(api[0]).toMatchObject({ currency: 'GBP', consultations: [{ price: 40 }] });
    const site = await (await app.request('/', { host: `${website.sub_domain}.${app.deps.config.baseDomain}` })).text();
    expect(site).toContain('£40');
  });

  test('the form saves too, and answers htmx with its panel', async () => {
    const { token } = await createPracticeWithSite(app);
    const plain = await postForm(app, '/app/settings/practice', GB, { headers: cookieHeader(token) });
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toBe('/app/settings/practice?saved=1');
    const htmx = await postForm(app, '/app/settings/practice', { ...GB, units: 'us' }, { htmx: true, headers: cookieHeader(token) });
    expect(htmx.status).toBe(200);
    const panel = await htmx.text();
    expect(panel).toContain('Your practice settings have been saved.');
    expect(panel).toMatch(/<option value="us" selected/);
  });

  test.each([
    ['currency', { ...GB, currency: 'XYZ' }, 'Currency must be a currency code such as USD or GBP', 'La moneda debe ser un código de moneda como USD o GBP'],
    ['country', { ...GB, country: 'ZZ' }, 'Country must be a country code such as US or GB', 'El país debe ser un código de país como US o GB'],
    ['locale', { ...GB, locale: 'fr-FR' }, 'Language must be one the product speaks, such as en-US, en-GB or es-ES', 'El idioma debe ser uno que hable el producto, como en-US, en-GB o es-ES'],
    ['units', { ...GB, units: 'imperial' }, 'Units must be us or metric', 'Las unidades deben ser us o metric'],
  ])('an unknown %s is a 422 naming the field, in the reader’s language; nothing is saved', async (field, body, english, spanish) => {
    const { token, vendor } = await createPracticeWithSite(app);
    const res = await put(token, body);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ msg: english, field });
    const es = await put(token, body, { 'accept-language': 'es' });
    expect(await es.json()).toEqual({ msg: spanish, field });
    const form = await postForm(app, '/app/settings/practice', body as Record<string, string>, { htmx: true, headers: cookieHeader(token) });
    expect(form.status).toBe(422);
    expect(await form.text()).toContain(english);
    const [row] = await app.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(row!.currency).toBe('USD');
  });

  test('the currency cannot change while bookings are unpaid or paid and upcoming; the reason names how many', async () => {
    const { token, vendor } = await createPracticeWithSite(app);
    const later = (days: number) => new Date(app.deps.clock().getTime() + days * 86_400_000).toISOString();
    await bookingWithPayment(vendor.id, later(3), 'succeeded');
    await bookingWithPayment(vendor.id, later(4), 'pending');
    // Neither of these holds money: a past paid visit, and a canceled refunded one.
    await bookingWithPayment(vendor.id, later(-3), 'succeeded', 1);
    await bookingWithPayment(vendor.id, later(5), 'refunded', 3);
    const refused = await put(token, GB);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ msg: 'The currency cannot change while 2 bookings are unpaid or paid and still to come', field: 'currency' });
    const es = await put(token, GB, { 'accept-language': 'es' });
    expect(((await es.json()) as { msg: string }).msg).toBe('La moneda no puede cambiar mientras 2 citas estén sin pagar o pagadas y aún por venir');
    // The rest may change: the currency stays the same.
    const units = await put(token, { ...GB, currency: 'USD' });
    expect(units.status).toBe(200);
    const [row] = await app.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(row!.currency).toBe('USD');
    expect(row!.units).toBe('metric');
  });

  test('a team member and an owner find no such settings', async () => {
    const { vendor } = await createPracticeWithSite(app);
    const [member] = await app.db
      .insert(vendor_logins)
      .values({ vendor_id: vendor.id, first_name: 'Sam', last_name: 'Staff', email: `staff-pl-${Date.now()}@example.com`, subrole: 'user', password_hash: await Bun.password.hash('password123') })
      .returning();
    const staff = await apiLogin(app, member!.email, 'vendor');
    expect((await app.request('/app/settings/practice', { headers: cookieHeader(staff) })).status).toBe(404);
    expect((await put(staff, GB)).status).toBeGreaterThanOrEqual(403);
    const owner = await createOwner(app);
    const ownerToken = await apiLogin(app, owner.email, 'user');
    expect((await put(ownerToken, GB)).status).toBeGreaterThanOrEqual(401);
    const [row] = await app.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(row!.currency).toBe('USD');
  });
});
