import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, createPracticeLogin, postForm } from '../../../helpers/accounts';
import { pets, phr, users, vendor_logins, vendors } from '../../../../db/schema';
import { recordCustomer } from '../../../../src/features/customers/customers.service';
import { demoOwner } from './helpers';

let app: TestApp;
let token: string;
let petId: number;
let ownerId: number;

beforeAll(async () => {
  app = await createTestApp();
  const demo = await demoOwner(app);
  token = demo.token;
  ownerId = demo.owner.id;
  const [pet] = await app.db.insert(pets).values({ user_id: ownerId, name: 'Metrica', type: 1 }).returning();
  petId = pet!.id;
});
afterAll(() => app.close());

const setUnits = async (units: string | null) => {
  await app.db.update(users).set({ units }).where(eq(users.id, ownerId));
};
const screen = async (category: string, extra = '') => (await app.request(`/app/medical-records?pet=${petId}&category=${category}${extra}`, { headers: cookieHeader(token) })).text();
const post = (category: string, fields: Record<string, string>, id?: number) =>
  postForm(app, `/app/medical-records/records?pet=${petId}&category=${category}${id ? `&id=${id}` : ''}`, fields, { htmx: true, headers: cookieHeader(token) });
const latest = async (category: string) => (await app.db.select().from(phr).where(eq(phr.pet_id, petId))).filter((r) => r.category === category).sort((a, b) => b.id - a.id)[0]!;

describe('an owner who reads metric', () => {
  beforeAll(() => setUnits('metric'));
  afterAll(() => setUnits(null));

  test('types kg, cm and °C; the record keeps the spec’s lbs/oz, ft/in and °F', async () => {
    expect((await post('weight', { date: '2026-03-03', kg: '30.84' })).status).toBe(200);
    expect((await latest('weight')).details).toMatchObject({ date: '2026-03-03', lbs: 67, oz: 15.85 });
    expect((await post('height', { date: '2026-03-03', cm: '55.5' })).status).toBe(200);
    expect((await latest('height')).details).toMatchObject({ ft: 1, in: 9.85 });
    expect((await post('temperature', { date: '2026-03-03', celsius: '38.5' })).status).toBe(200);
    expect((await latest('temperature')).details).toMatchObject({ fahrenheit: 101.3 });
  });

  test('reads them back in metric: the form, the table and the chart', async () => {
    await post('weight', { date: '2026-03-04', kg: '31.2' });
    const page = await screen('weight');
    expect(page).toContain('<th scope="col">Weight (kg)</th>');
    expect(page).toContain('30.84 kg');
    expect(page).toContain('31.2 kg');
    expect(page).not.toContain('lbs');
    expect(page).toContain('&quot;key&quot;:&quot;kg&quot;');
    const form = await screen('weight', `&form=${(await latest('weight')).id}`);
    expect(form).toMatch(/name="kg"[^>]*value="31.2"/);
  });

  test('a metric value out of range is refused in metric, naming the field', async () => {
    const res = await post('temperature', { date: '2026-03-03', celsius: '50' });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('Temperature must be at most 46.1');
  });

  test('editing only the comment keeps a weight typed in pounds and ounces as it was', async () => {
    const [record] = await app.db.insert(phr).values({ category: 'weight', user_id: ownerId, pet_id: petId, details: { date: '2026-02-01', lbs: 20, oz: 3.3 }, created_at: '2026-02-01T12:00:00.000Z', made_at: new Date().toISOString() }).returning();
    const form = await screen('weight', `&form=${record!.id}`);
    const kg = form.match(/name="kg"[^>]*value="([^"]+)"/)![1]!;
    expect((await post('weight', { date: '2026-02-01', kg, comment: 'after dinner' }, record!.id)).status).toBe(200);
    expect((await latest('weight')).details).toEqual({ date: '2026-02-01', lbs: 20, oz: 3.3, comment: 'after dinner' });
  });

  test('the print page shows metric; the JSON API keeps the spec’s stored fields', async () => {
    const print = await (await app.request(`/app/medical-records/print?pet=${petId}`, { headers: cookieHeader(token) })).text();
    expect(print).toContain('30.84 kg');
    expect(print).toContain('38.5 °C');
    const res = await app.request(`/api/pets/${petId}/records`, { method: 'POST', headers: bearer(token), json: { category: 'weight', details: { date: '2026-03-05', lbs: 10, oz: 2 } } });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { details: unknown }).details).toEqual({ date: '2026-03-05', lbs: 10, oz: 2 });
  });
});

describe('an owner who reads US units (the default)', () => {
  test('sees pounds and Fahrenheit as stored', async () => {
    const page = await screen('weight');
    expect(page).toContain('Pounds (lbs)');
    expect(page).toContain('67 lbs');
    expect(page).not.toContain(' kg<');
  });

  test('units are named in the reader’s language (a screen kept for one language is not served in another)', async () => {
    expect(await screen('height')).toContain('1 ft');
    const page = await (await app.request(`/app/medical-records?pet=${petId}&category=height`, { headers: { ...cookieHeader(token), 'accept-language': 'es' } })).text();
    expect(page).toContain('1 pies');
    expect(page).toContain('9.85 pulg');
    expect(await screen('height')).toContain('9.85 in');
  });

  test('the shared page follows the reader: a metric reader sees kg', async () => {
    const share = await app.request(`/app/medical-records/share?pet=${petId}`, { method: 'POST', headers: { ...cookieHeader(token), 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=on' });
    expect(share.status).toBeLessThan(400);
    const [pet] = await app.db.select().from(pets).where(eq(pets.id, petId));
    const shared = (headers: Record<string, string> = {}) => app.request(`/3/records?id=${pet!.share_token}`, { headers }).then((res) => res.text());
    expect(await shared()).toContain('67 lbs');
    await setUnits('metric');
    expect(await shared(cookieHeader(token))).toContain('30.84 kg');
    await setUnits(null);
  });
});

describe('a practice that chose metric', () => {
  test('its team reads a customer’s trackers in kg unless a member chose US units for themselves', async () => {
    const practice = await createPracticeLogin(app);
    await recordCustomer(app.db, practice.vendor.id, ownerId, 'registered');
    await app.db.update(vendors).set({ units: 'metric' }).where(eq(vendors.id, practice.vendor.id));
    const vet = await apiLogin(app, practice.login.email, 'vendor');
    const read = async () => (await app.request(`/app/medical-records?pet=${petId}&category=weight`, { headers: cookieHeader(vet) })).text();
    expect(await read()).toContain('30.84 kg');
    await app.db.update(vendor_logins).set({ units: 'us' }).where(eq(vendor_logins.id, practice.login.id));
    expect(await read()).toContain('67 lbs');
  });
});
