import { afterAll, beforeAll, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { apiLogin, cookieHeader } from '../helpers/accounts';
import { pets, phr, users } from '../../db/schema';

/** What a person reads on pages and answers the layout pass fixed (the smaller defects of the newcomer's list). */
let app: TestApp;
let ownerToken: string;
let ownerId: number;
let petId: number;

beforeAll(async () => {
  app = await createTestApp();
  ownerToken = await apiLogin(app, 'owner@example.com');
  const [owner] = await app.db.select().from(users).where(eq(users.email, 'owner@example.com'));
  ownerId = owner!.id;
  const [pet] = await app.db.insert(pets).values({ user_id: ownerId, name: 'Newtie', type: 57 }).returning();
  petId = pet!.id;
});
afterAll(() => app.close());

const page = async (path: string, token?: string, host?: string) => {
  const res = await app.request(path, { headers: token ? cookieHeader(token) : {}, host });
  expect(res.status).toBe(200);
  return res.text();
};

test('Manage Pets names a species in people’s words: "Amphibian (wildlife)", never "Amphibianwildlife"', async () => {
  const html = await page('/app/my-pets', ownerToken);
  expect(html).toContain('Amphibian (wildlife)');
  expect(html).not.toMatch(/Amphibianwildlife|InsectArachnid|Birdwildlife|PlacentalMammals|NonNative/);
  const form = await page('/app/my-pets/form', ownerToken);
  expect(form).toContain('>Insect or arachnid</option>');
});

test('the practice’s view of a customer’s records names each category and record: no raw keys, no empty Name cells', async () => {
  await app.db.insert(phr).values([
    { category: 'conditions', user_id: ownerId, pet_id: petId, details: { name: 'Dry skin', visit_date: '2026-10-01' } },
    { category: 'weight', user_id: ownerId, pet_id: petId, details: { date: '2026-10-02', lbs: 1, oz: 4 } },
    { category: 'hospitalizations', user_id: ownerId, pet_id: petId, details: { hospital: 'Riverside Animal Hospital', reason: 'Fall' } },
  ]);
  const vet = await apiLogin(app, 'vet@example.com', 'vendor');
  const html = await page(`/app/users/${ownerId}`, vet);
  const table = html.slice(html.indexOf('Medical records'));
  const cells = [...table.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]);
  expect(cells).not.toContain('');
  expect(cells).not.toContain('conditions');
  expect(cells).not.toContain('food_plan');
  for (const text of ['Conditions', 'Dry skin', 'Weight', '1 lbs · 4 oz', 'Hospitalizations', 'Riverside Animal Hospital']) expect(cells).toContain(text);
});

test('the home page shows no fake appointment and no fake "Join video call" button: its card links to a real page', async () => {
  const html = await page('/');
  expect(html).not.toContain('Join video call');
  expect(html).not.toContain('Next appointment');
  expect(html).not.toContain('pointer-events');
  const hero = html.slice(html.indexOf('class="hero-visual"'), html.indexOf('</aside>'));
  const href = /href="([^"]+)"/.exec(hero)?.[1];
  expect(href).toBe('/e-consultation/');
  expect((await app.request(href!)).status).toBe(200);
});

test('the weight chart plots one weight in pounds (lbs + oz/16), not ounces as a line of their own', async () => {
  await app.db.insert(phr).values([
    { category: 'weight', user_id: ownerId, pet_id: petId, details: { date: '2026-01-10', lbs: 10, oz: 8 } },
    { category: 'weight', user_id: ownerId, pet_id: petId, details: { date: '2026-02-10', lbs: 11 } },
  ]);
  const html = await page(`/app/medical-records?pet=${petId}&category=weight`, ownerToken);
  const attribute = /data-chart="([^"]*)"/.exec(html)![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  const chart = JSON.parse(attribute) as { series: { key: string; label: string; unit: string }[]; points: { date: string; values: Record<string, number | null> }[] };
  expect(chart.series).toEqual([{ key: 'weight', label: 'Weight', unit: 'lbs' }]);
  expect(chart.points.map((p) => p.values.weight)).toEqual([10.5, 11, 1.25]);
});

test('/favicon.ico answers the site’s icon on the platform and on a practice’s site', async () => {
  for (const host of ['localhost', 'happypaws.localhost']) {
    const res = await app.request('/favicon.ico', { host });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('<svg');
  }
});

test('the practice site and the pet form each have one h1', async () => {
  const site = await page('/', undefined, 'happypaws.localhost');
  expect(site.match(/<h1[\s>]/g)).toHaveLength(1);
  const form = await page('/app/my-pets/form', ownerToken);
  expect(form.match(/<h1[\s>]/g)).toHaveLength(1);
});
