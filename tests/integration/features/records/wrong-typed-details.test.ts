import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, countRows, createOwner } from '../../../helpers/accounts';
import { phr } from '../../../../db/schema';

/**
 * A record's details field of the wrong type (a list, a number, an object where text goes; text
 * where a number goes that is no number) is refused with 422 naming the field, on add and on
 * edit, through the API and the form; it is never dropped or converted, and nothing is written.
 * (`details.comment` sent as [] used to be dropped and the record saved without it.)
 */
let app: TestApp;
let owner = '';
let petId = 0;

const api = (method: string, path: string, json: unknown) => app.request(path, { method, headers: bearer(owner), json });
const add = (category: string, details: Record<string, unknown>) => api('POST', `/api/pets/${petId}/records`, { category, details });

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  owner = await apiLogin(app, (await createOwner(app)).email);
  petId = ((await (await api('POST', '/api/pets', { name: 'Rex', type: 1 })).json()) as { id: number }).id;
}, 30_000);
afterAll(() => app.close());

async function expectRefused(res: Promise<Response>, field: string, msg: string) {
  const before = await countRows(app, phr);
  const answer = await res;
  expect([answer.status, await answer.json()]).toEqual([422, { msg, field }]);
  expect(await countRows(app, phr)).toBe(before);
}

describe('a record field of the wrong type is refused on its field, never dropped', () => {
  test('a comment sent as a list, a number, an object or true: 422 "Comment must be text", no record', async () => {
    for (const comment of [[], ['Itchy'], 5, { text: 'Itchy' }, true]) {
      await expectRefused(add('allergies', { name: 'Pollen', reaction: 'Sneezing', comment }), 'comment', 'Comment must be text');
    }
  });

  test('a required text field sent as a number or a list: 422 naming it', async () => {
    await expectRefused(add('allergies', { name: 12, reaction: 'Sneezing' }), 'name', 'Name must be text');
    await expectRefused(add('allergies', { name: 'Pollen', reaction: ['Sneezing'] }), 'reaction', 'Reaction must be text');
  });

  test('a number field sent as a list, true, or text that is no plain number: 422, never converted', async () => {
    const text = 'Pounds must be a number from 0 to 5000';
    for (const lbs of [[12], true, { value: 12 }, '0x10', 'Infinity', '12 kg']) {
      await expectRefused(add('weight', { date: '2026-09-01', lbs }), 'lbs', text);
    }
  });

  test('a choice, a date and a file field of the wrong type: 422 naming each', async () => {
    await expectRefused(add('food_plan', { name: 'Kibble', recommended: true }), 'recommended', 'Recommended must be one of: yes, no');
    await expectRefused(add('allergies', { name: 'Pollen', reaction: 'Sneezing', start_date: 20260901 }), 'start_date', 'Start date must be a date (YYYY-MM-DD)');
    await expectRefused(add('surgeries', { name: 'Spay', date: '2026-09-01', reason: 'Routine', doc: { url: 'x' } }), 'doc', 'Document must be uploaded files');
  });

  test('empty values still mean "not given": null, "" and no files; a number as text is read as the form posts it', async () => {
    const res = await add('weight', { date: '2026-09-01', lbs: '12.5', oz: null, comment: '' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { details: unknown }).details).toEqual({ date: '2026-09-01', lbs: 12.5 });
    const docs = await add('surgeries', { name: 'Spay', date: '2026-09-01', reason: 'Routine', doc: [] });
    expect(docs.status).toBe(201);
  });

  test('an edit with a comment sent as a list is refused and the entry keeps its comment', async () => {
    const created = await add('allergies', { name: 'Pollen', reaction: 'Sneezing', comment: 'Spring only' });
    const { id } = (await created.json()) as { id: number };
    await expectRefused(api('PUT', `/api/records/${id}`, { details: { name: 'Pollen', reaction: 'Sneezing', comment: [] } }), 'comment', 'Comment must be text');
    const row = await app.db.query.phr.findFirst({ where: eq(phr.id, id) });
    expect(row!.details).toEqual({ name: 'Pollen', reaction: 'Sneezing', comment: 'Spring only' });
  });

  test('the form: a comment posted twice (a list) is refused on comment, nothing written', async () => {
    const before = await countRows(app, phr);
    const res = await app.request(`/app/medical-records/records?pet=${petId}&category=allergies`, {
      method: 'POST',
      headers: { ...cookieHeader(owner), 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      body: 'name=Pollen&reaction=Sneezing&comment=One&comment=Two',
    });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('Comment must be text');
    expect(await countRows(app, phr)).toBe(before);
  });
});
