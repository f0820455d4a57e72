import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, bearer, cookieHeader, countRows, createOwner, outboxTo, postForm } from '../../helpers/accounts';
import { createPracticeWithSite } from '../../helpers/settings';
import { outbox, phr, pets, users, vendor_listings, vendor_logins } from '../../../db/schema';

// Accounts are made with argon2id: slow on a busy machine.
setDefaultTimeout(60_000);

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

const key = () => crypto.randomUUID();
const formKeyIn = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];

/** Sends the same request three times at once, as three quick clicks on Save do. */
const thrice = (send: () => Promise<Response>) => Promise.all([send(), send(), send()]);

function listingForm(loginId: number, formKey: string): FormData {
  const data = new FormData();
  const fields: [string, string][] = [
    ['idempotencyKey', formKey],
    ['title', 'Dr. Ida Twice, DVM'],
    ['line1', 'Clicked Save three times'],
    ['timezone', 'America/New_York'],
    ['vendor_login_id', String(loginId)],
    ['consultations[0][type]', '4000'],
    ['consultations[0][duration]', '30'],
    ['consultations[0][price]', '50'],
    ['consultations[0][status]', 'on'],
    ['consultations[0][schedule][0][days][]', 'Tue'],
    ['consultations[0][schedule][0][from]', '09:00'],
    ['consultations[0][schedule][0][to]', '12:00'],
  ];
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe('plain forms submit twice: a resubmitted form key answers as the first submit and creates nothing', () => {
  test('New Listing: three submits of one form make one listing, each answered with the same redirect', async () => {
    const { token, login } = await createPracticeWithSite(app);
    const page = await (await app.request('/app/listings/item', { headers: cookieHeader(token) })).text();
    const formKey = formKeyIn(page)!;
    expect(formKey).toBeTruthy();
    const answers = await thrice(() => app.request('/app/listings/item', { method: 'POST', headers: cookieHeader(token), body: listingForm(login.id, formKey) }));
    expect(answers.map((r) => [r.status, r.headers.get('location')])).toEqual(Array(3).fill([303, '/app/listings']));
    expect(await app.db.select().from(vendor_listings).where(eq(vendor_listings.vendor_id, login.vendor_id))).toHaveLength(1);
    // A new form (a new key) makes a second listing.
    const next = await app.request('/app/listings/item', { method: 'POST', headers: cookieHeader(token), body: listingForm(login.id, key()) });
    expect(next.status).toBe(303);
    expect(await app.db.select().from(vendor_listings).where(eq(vendor_listings.vendor_id, login.vendor_id))).toHaveLength(2);
  });

  test('a first submit refused for a field frees its key: the corrected form is saved once', async () => {
    const { token, login } = await createPracticeWithSite(app);
    const formKey = key();
    const refused = listingForm(login.id, formKey);
    refused.set('title', '');
    expect((await app.request('/app/listings/item', { method: 'POST', headers: cookieHeader(token), body: refused })).status).toBe(422);
    const answers = await thrice(() => app.request('/app/listings/item', { method: 'POST', headers: cookieHeader(token), body: listingForm(login.id, formKey) }));
    expect(answers.map((r) => r.status)).toEqual([303, 303, 303]);
    expect(await app.db.select().from(vendor_listings).where(eq(vendor_listings.vendor_id, login.vendor_id))).toHaveLength(1);
  });

  test('Add team member (htmx and plain): one member, one e-mail, the same answer', async () => {
    const { token } = await createPracticeWithSite(app);
    const form = await (await app.request('/app/settings/team/new', { headers: { ...cookieHeader(token), 'hx-request': 'true' } })).text();
    const fields = { idempotencyKey: formKeyIn(form)!, first_name: 'Tess', last_name: 'Twice', email: `tess-${Date.now()}@example.com`, phone: '5550123499', subrole: 'user', password: '' };
    const before = await countRows(app, vendor_logins);
    const answers = await thrice(() => postForm(app, '/app/settings/team/new', fields, { htmx: true, headers: cookieHeader(token) }));
    expect(answers.map((r) => r.headers.get('hx-redirect'))).toEqual(Array(3).fill('/app/settings/team?done=added'));
    const plain = await postForm(app, '/app/settings/team/new', fields, { headers: cookieHeader(token) });
    expect([plain.status, plain.headers.get('location')]).toEqual([303, '/app/settings/team?done=added']);
    expect(await countRows(app, vendor_logins)).toBe(before + 1);
    expect(await app.db.select().from(outbox).where(eq(outbox.to, fields.email))).toHaveLength(1);
  });

  test('Add pet (form and API): one pet; the API answers the same pet again', async () => {
    const owner = await createOwner(app);
    const token = await apiLogin(app, owner.email);
    const page = await (await app.request('/app/my-pets/form', { headers: cookieHeader(token) })).text();
    const fields = { idempotencyKey: formKeyIn(page)!, name: 'Dotty', type: '1' };
    const answers = await thrice(() => postForm(app, '/app/my-pets/form', fields, { headers: cookieHeader(token) }));
    expect(answers.map((r) => r.status)).toEqual([303, 303, 303]);
    const apiKey = key();
    const api = await thrice(() => app.request('/api/pets', { method: 'POST', json: { name: 'Echo', type: 2 }, headers: { ...bearer(token), 'idempotency-key': apiKey } }));
    const bodies = (await Promise.all(api.map((r) => r.json()))) as { id: number }[];
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect((await app.db.select().from(pets).where(eq(pets.user_id, owner.id))).map((p) => p.name).sort()).toEqual(['Dotty', 'Echo']);
  });

  test('Add record (form and API): one record each', async () => {
    const owner = await createOwner(app);
    const token = await apiLogin(app, owner.email);
    const pet = (await (await app.request('/api/pets', { method: 'POST', json: { name: 'Fig', type: 1 }, headers: bearer(token) })).json()) as { id: number };
    const formKey = key();
    const path = `/app/medical-records/records?pet=${pet.id}&category=weight`;
    const headers = { ...cookieHeader(token), 'content-type': 'application/x-www-form-urlencoded' };
    const answers = await thrice(() => app.request(path, { method: 'POST', headers, body: `idempotencyKey=${formKey}&date=2026-11-01&lbs=20&oz=1` }));
    expect(answers.map((r) => r.status)).toEqual([303, 303, 303]);
    const apiKey = key();
    const api = await thrice(() =>
      app.request(`/api/pets/${pet.id}/records`, { method: 'POST', json: { category: 'weight', details: { date: '2026-11-02', lbs: 21, oz: 0 } }, headers: { ...bearer(token), 'idempotency-key': apiKey } }),
    );
    expect(api.map((r) => r.status)).toEqual([201, 201, 201]);
    const records = await app.db.select().from(phr).where(eq(phr.pet_id, pet.id));
    expect(records).toHaveLength(2);
    expect(records.every((r) => !('idempotencyKey' in r.details))).toBe(true);
  });

  test('Register customer: one account and one e-mail for three clicks', async () => {
    const { token } = await createPracticeWithSite(app);
    const email = `cora-${Date.now()}@example.com`;
    const apiKey = key();
    const answers = await thrice(() =>
      app.request('/api/booking/customers', { method: 'POST', json: { first_name: 'Cora', last_name: 'Click', email, phone: '5550123488' }, headers: { ...bearer(token), 'idempotency-key': apiKey } }),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    const ids = (await Promise.all(answers.map((r) => r.json()))) as { id: number }[];
    expect(new Set(ids.map((b) => b.id)).size).toBe(1);
    expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(await outboxTo(app, email)).toBeTruthy();
  });

  test('a form key that is not one is refused, naming the field, and nothing is written', async () => {
    const owner = await createOwner(app);
    const token = await apiLogin(app, owner.email);
    const res = await app.request('/api/pets', { method: 'POST', json: { name: 'Gus', type: 1 }, headers: { ...bearer(token), 'idempotency-key': 'no spaces!' } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { field: string }).field).toBe('idempotencyKey');
    expect(await app.db.select().from(pets).where(eq(pets.user_id, owner.id))).toHaveLength(0);
  });
});
