import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { bearer, cookieHeader, countRows, postForm } from '../../../helpers/accounts';
import { bookings, pets, phr } from '../../../../db/schema';
import { demoOwner } from './helpers';

let app: TestApp;
let token: string;
let ownerId: number;

beforeAll(async () => {
  app = await createTestApp();
  const demo = await demoOwner(app);
  token = demo.token;
  ownerId = demo.owner.id;
});
afterAll(() => app.close());

describe('My Pets', () => {
  test('the form refuses a missing name or type naming the field, and writes nothing', async () => {
    const before = await countRows(app, pets);
    const noName = await postForm(app, '/app/my-pets/form', { name: '', type: '1' }, { htmx: true, headers: cookieHeader(token) });
    expect(noName.status).toBe(422);
    expect(await noName.text()).toContain('Name is required');
    const noType = await app.request('/api/pets', { method: 'POST', headers: bearer(token), json: { name: 'Rex' } });
    expect(noType.status).toBe(422);
    expect(((await noType.json()) as { field: string }).field).toBe('type');
    expect(await countRows(app, pets)).toBe(before);
  });

  test('a saved pet answers "Submitted successfully!" and the fresh list; editing keeps the owner', async () => {
    const res = await postForm(app, '/app/my-pets/form', { name: 'Nugget', type: '7', breed: 'Abyssinian', notes: 'Loves parsley' }, { htmx: true, headers: cookieHeader(token) });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('Submitted successfully!');
    expect(html).toContain('Nugget');
    const [pet] = await app.db.select().from(pets).where(eq(pets.name, 'Nugget'));
    const edit = await app.request(`/api/pets/${pet!.id}`, { method: 'PUT', headers: bearer(token), json: { name: 'Nugget II', type: 7 } });
    expect(((await edit.json()) as { name: string }).name).toBe('Nugget II');
  });

  test('an owner with no pets sees "You have not added any pets!"', async () => {
    const { apiLogin, createOwner } = await import('../../../helpers/accounts');
    const owner = await createOwner(app);
    const res = await app.request('/app/my-pets', { headers: cookieHeader(await apiLogin(app, owner.email)) });
    expect(await res.text()).toContain('You have not added any pets!');
  });
});

describe('soft delete', () => {
  test('a deleted pet leaves the wizard list, My Pets and Medical Records, but its past bookings stay readable', async () => {
    const [biscuit] = await app.db.select().from(pets).where(and(eq(pets.user_id, ownerId), eq(pets.name, 'Biscuit')));
    const ofBiscuit = (b: { details: unknown }) => (b.details as { pet?: { id: number } }).pet?.id === biscuit!.id;
    const past = (await app.db.select().from(bookings).where(and(eq(bookings.user_id, ownerId), lt(bookings.slot, new Date().toISOString())))).find(ofBiscuit)!;
    // A pet with upcoming appointments cannot be deleted: the owner cancels them first.
    const upcoming = (await app.db.select().from(bookings).where(and(eq(bookings.user_id, ownerId), gt(bookings.slot, new Date().toISOString()), inArray(bookings.status, [0, 1])))).filter(ofBiscuit);
    for (const booking of upcoming) expect((await app.request(`/app/appointments/${booking.id}/cancel`, { method: 'POST', headers: { ...bearer(token), accept: 'application/json' } })).status).toBe(200);
    const del = await app.request(`/api/pets/${biscuit!.id}`, { method: 'DELETE', headers: bearer(token) });
    expect(del.status).toBe(200);
    const [row] = await app.db.select().from(pets).where(eq(pets.id, biscuit!.id));
    expect(row!.status).toBe(0);
    const wizard = (await (await app.request('/api/pets', { headers: bearer(token) })).json()) as { name: string }[];
    expect(wizard.map((p) => p.name)).not.toContain('Biscuit');
    expect(await (await app.request('/app/my-pets', { headers: cookieHeader(token) })).text()).not.toContain('Biscuit');
    const records = await (await app.request('/app/medical-records', { headers: cookieHeader(token) })).text();
    expect(records).not.toContain('Biscuit (Dog)');
    expect((await app.request(`/app/medical-records?pet=${biscuit!.id}`, { headers: cookieHeader(token) })).status).toBe(404);
    const detail = await app.request(`/app/my-appointments/${past.id}`, { headers: cookieHeader(token) });
    expect(detail.status).toBe(200);
    expect(await detail.text()).toContain('Biscuit');
    // The records themselves are kept (soft delete), only hidden.
    expect((await app.db.select().from(phr).where(eq(phr.pet_id, biscuit!.id))).length).toBeGreaterThan(0);
  });
});

describe('the public records link', () => {
  test('on: readable signed out, noindex, no files; renew: the old link dies; off: plain not-found', async () => {
    const [miso] = await app.db.select().from(pets).where(and(eq(pets.user_id, ownerId), eq(pets.name, 'Miso')));
    const share = (action: string) => app.request(`/api/pets/${miso!.id}/share`, { method: 'POST', headers: bearer(token), json: { action } });
    const { url } = (await (await share('on')).json()) as { url: string };
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    expect(path).toMatch(/^\/3\/records\?id=[\w-]{32,}$/);
    const page = await app.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const html = await page.text();
    expect(html).toContain('Miso');
    expect(html).toContain('Hairball-related vomiting');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).not.toContain('/files/private');

    const { url: renewed } = (await (await share('renew')).json()) as { url: string };
    expect(renewed).not.toBe(url);
    const stale = await app.request(path);
    expect(stale.status).toBe(404);
    await share('off');
    const off = await app.request(renewed.replace(/^https?:\/\/[^/]+/, ''));
    const unknown = await app.request('/3/records?id=not-a-real-token');
    expect(off.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await off.text()).toBe(await unknown.text());
  });

  test('only the owner may turn the link on', async () => {
    const [miso] = await app.db.select().from(pets).where(and(eq(pets.user_id, ownerId), eq(pets.name, 'Miso')));
    const { apiLogin } = await import('../../../helpers/accounts');
    const other = await apiLogin(app, 'owner2@example.com');
    const res = await app.request(`/api/pets/${miso!.id}/share`, { method: 'POST', headers: bearer(other), json: { action: 'on' } });
    expect(res.status).toBe(404);
  });
});

describe('export and seed', () => {
  test('the JSON export lists every category with the pet’s records; the printable page has its print stylesheet', async () => {
    const [miso] = await app.db.select().from(pets).where(and(eq(pets.user_id, ownerId), eq(pets.name, 'Miso')));
    const res = await app.request(`/api/pets/${miso!.id}/export`, { headers: bearer(token) });
    const body = (await res.json()) as { format: string; pet: { name: string }; categories: { key: string; records: unknown[] }[] };
    expect(body.format).toBe('vetconsult.records/1');
    expect(body.pet.name).toBe('Miso');
    expect(body.categories).toHaveLength(28);
    expect(body.categories.find((c) => c.key === 'conditions')!.records.length).toBeGreaterThan(0);
    const print = await (await app.request(`/app/medical-records/print?pet=${miso!.id}`, { headers: cookieHeader(token) })).text();
    expect(print).toContain('records-print.css');
    expect(print).toContain('Hairball-related vomiting');
  });

  test('the demo owner has records in at least 10 categories, a weight series for a chart and a document whose file opens', async () => {
    const fresh = await createTestApp();
    try {
      const demo = await demoOwner(fresh);
      const rows = await fresh.db.select().from(phr).where(eq(phr.user_id, demo.owner.id));
      expect(new Set(rows.map((r) => r.category)).size).toBeGreaterThanOrEqual(10);
      expect(rows.filter((r) => r.category === 'weight').length).toBeGreaterThanOrEqual(10);
      const lab = rows.find((r) => r.category === 'laboratory')!;
      const [file] = lab.details.files as { url: string }[];
      const res = await fresh.request(file!.url, { headers: bearer(demo.token) });
      expect(res.status).toBe(200);
      expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    } finally {
      fresh.close();
    }
  });
});
