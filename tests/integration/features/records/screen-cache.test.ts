import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, createOwner, createPracticeLogin } from '../../../helpers/accounts';
import { recordCustomer } from '../../../../src/features/customers/customers.service';
import { PDF, upload } from './helpers';
import { openDatabase } from '../../../../db/client';

/**
 * The Medical Records screen is kept rendered per reader (issue 18): a write is visible on the
 * next load, also one made by another process, and no reader is ever shown another's screen.
 */
let app: TestApp;
const tokens: Record<string, string> = {};
let petId = 0;
let ownerId = 0;

const screen = async (token: string, headers: Record<string, string> = {}) => {
  const res = await app.request(`/app/medical-records?pet=${petId}&category=laboratory`, { headers: { ...cookieHeader(token), ...headers } });
  return { status: res.status, html: await res.text() };
};
const lab = async (name: string) => ({ name, date: '2026-09-01', type: 'Panels', files: [await upload(app, tokens.owner!, PDF)] });
const addLab = async (name: string) => {
  const res = await app.request(`/api/pets/${petId}/records`, { method: 'POST', headers: bearer(tokens.owner!), json: { category: 'laboratory', details: await lab(name) } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
};

beforeAll(async () => {
  app = await createTestApp();
  const practice = await createPracticeLogin(app);
  const owner = await createOwner(app, { vendor_id: practice.vendor.id });
  ownerId = owner.id;
  await recordCustomer(app.db, practice.vendor.id, owner.id, 'registered');
  const other = await createOwner(app);
  tokens.owner = await apiLogin(app, owner.email);
  tokens.other = await apiLogin(app, other.email);
  tokens.practice = await apiLogin(app, practice.login.email, 'vendor');
  const res = await app.request('/api/pets', { method: 'POST', headers: bearer(tokens.owner), json: { name: 'Rex', type: 1 } });
  petId = ((await res.json()) as { id: number }).id;
  await addLab('First panel');
}, 30_000);
afterAll(() => app.close());

describe('records screen kept rendered per reader', () => {
  test('an added, edited or deleted record shows on the very next load, page and fragment alike', async () => {
    expect((await screen(tokens.owner!)).html).toContain('First panel');
    const id = await addLab('Second panel');
    for (const headers of [{}, { 'hx-request': 'true' }] as Record<string, string>[]) {
      const { html } = await screen(tokens.owner!, headers);
      expect(html).toContain('Second panel');
      expect(html).toContain('Laboratory (2)');
    }
    await app.request(`/api/records/${id}`, { method: 'PUT', headers: bearer(tokens.owner!), json: { details: await lab('Renamed panel') } });
    expect((await screen(tokens.owner!)).html).toContain('Renamed panel');
    await app.request(`/api/records/${id}`, { method: 'DELETE', headers: bearer(tokens.owner!) });
    const { html } = await screen(tokens.owner!);
    expect(html).not.toContain('Renamed panel');
    expect(html).toContain('Laboratory (1)');
  });

  test('the screen answered to the form that saved a record shows that record (htmx and plain post alike)', async () => {
    const headers = { ...cookieHeader(tokens.owner!), 'content-type': 'application/x-www-form-urlencoded' };
    const weights = `/app/medical-records?pet=${petId}&category=weight`;
    // The screen as htmx loaded it (the category link): the form's answer is that same fragment.
    expect(await (await app.request(weights, { headers: { ...cookieHeader(tokens.owner!), 'hx-request': 'true' } })).text()).not.toContain('67 lbs');
    const saved = await app.request(`/app/medical-records/records?pet=${petId}&category=weight`, { method: 'POST', headers: { ...headers, 'hx-request': 'true' }, body: 'date=2026-11-01&lbs=67&oz=9' });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain('67 lbs');
    const plain = await app.request(`/app/medical-records/records?pet=${petId}&category=weight`, { method: 'POST', headers, body: 'date=2026-11-02&lbs=68&oz=1' });
    expect(plain.status).toBe(303);
    const after = await (await app.request(plain.headers.get('location')!, { headers: cookieHeader(tokens.owner!) })).text();
    expect(after).toContain('68 lbs');
    expect(after).toContain('67 lbs');
  });

  test('a record written by another process shows on the next load (the version is read from the database)', async () => {
    expect((await screen(tokens.owner!)).html).not.toContain('Written elsewhere');
    await app.db.run(sql`INSERT INTO phr (category, details, user_id, pet_id, created_at) VALUES ('laboratory', ${JSON.stringify({ name: 'Written elsewhere', date: '2026-09-02', type: 'Panels' })}, ${ownerId}, ${petId}, '2026-09-02T10:00:00.000Z')`);
    await app.db.run(sql`UPDATE pets SET records_version = records_version + 1 WHERE id = ${petId}`);
    expect((await screen(tokens.owner!)).html).toContain('Written elsewhere');
  });

  test("the owner's screen is never shown to the practice, nor the practice's to the owner, nor either to another owner", async () => {
    const owner = await screen(tokens.owner!);
    expect(owner.html).toContain('/delete');
    const practice = await screen(tokens.practice!);
    expect(practice.html).toContain('Read-only');
    expect(practice.html).toContain('First panel');
    expect(practice.html).not.toContain('/delete');
    expect(practice.html).not.toContain('Turn on public link');
    expect((await screen(tokens.owner!)).html).toContain('/delete');
    const other = await screen(tokens.other!);
    expect(other.status).toBe(404);
    expect(other.html).not.toContain('First panel');
  });

  test('renaming the pet or turning its public link on shows on the next load', async () => {
    await app.request(`/api/pets/${petId}`, { method: 'PUT', headers: bearer(tokens.owner!), json: { name: 'Rexie', type: 1 } });
    expect((await screen(tokens.owner!)).html).toContain('Rexie');
    await app.request(`/app/medical-records/share?pet=${petId}`, { method: 'POST', headers: { ...cookieHeader(tokens.owner!), 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=on' });
    expect((await screen(tokens.owner!)).html).toContain('/3/records?id=');
  });

  test('a pet renamed, or a customer let go, by another connection shows on the next load (the reader is kept by the write counts)', async () => {
    const other = await openDatabase(app.deps.config.databaseUrl);
    try {
      expect((await screen(tokens.practice!)).status).toBe(200);
      await other.client.execute({ sql: "UPDATE pets SET name = 'Renamed elsewhere' WHERE id = ?", args: [petId] });
      expect((await screen(tokens.owner!)).html).toContain('Renamed elsewhere');
      expect((await screen(tokens.practice!)).html).toContain('Renamed elsewhere');
      await other.client.execute({ sql: 'DELETE FROM practice_customers WHERE user_id = ?', args: [ownerId] });
      const practice = await screen(tokens.practice!);
      expect(practice.status).not.toBe(200);
      expect(practice.html).not.toContain('First panel');
    } finally {
      other.close();
    }
  });
});
