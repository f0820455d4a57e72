import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, bearer, cookieHeader, countRows } from '../../helpers/accounts';
import { phr } from '../../../db/schema';

let app: TestApp;
let owner: string;
beforeAll(async () => {
  app = await createTestApp({ seed: true, env: { LOG_LEVEL: 'silent' } });
  owner = await apiLogin(app, 'owner@example.com');
}, 60_000);
afterAll(() => app.close());

const post = (path: string, method: string, body: unknown) =>
  app.request(path, { method, headers: { ...bearer(owner), 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('an object field sent as text or a list is refused by name, at once, and nothing is written', () => {
  for (const [label, details] of [['short text', 'abc'], ['200,000 characters of text', 'x'.repeat(200_000)], ['a list', ['a', 'b']]] as const) {
    test(`a record whose details are ${label} gets 422 naming "details"`, async () => {
      const before = await countRows(app, phr);
      const started = performance.now();
      const res = await post('/api/pets/1/records', 'POST', { category: 'conditions', details });
      const took = performance.now() - started;
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ msg: 'details must be an object of fields', field: 'details' });
      expect(took).toBeLessThan(500);
      expect(await countRows(app, phr)).toBe(before);
    });
  }

  test('an edit whose details are text gets 422 naming "details"', async () => {
    const res = await post('/api/records/1', 'PUT', { details: 'y'.repeat(50_000) });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { field: string }).field).toBe('details');
  });
});

describe('a field named after a built-in of every object is plain input, never a 500', () => {
  for (const name of ['valueOf', 'hasOwnProperty', 'toString', 'constructor']) {
    test(`?${name}= on a page, a form post and the API answers below 500`, async () => {
      const cookie = cookieHeader(owner);
      const answers = [
        await app.request(`/app/my-appointments?${name}=1`, { headers: cookie }),
        await app.request(`/app/requests/1/pay?${name}=1`, { method: 'POST', headers: cookie }),
        await app.request(`/api/pets?${name}=1`, { headers: bearer(owner) }),
        await post('/api/pets', 'POST', { name: 'Valu', type: 1, [name]: 'x' }),
      ];
      for (const res of answers) expect(res.status).toBeLessThan(500);
    });
  }
});

describe('a refused value that cannot be written as text', () => {
  test('a field sent as {"toString": true} gets a 422 naming a field, not a 500 from the error message', async () => {
    const res = await post('/api/pets', 'POST', { name: { toString: true }, type: 1 });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { field?: string }).field).toBe('name');
  });
});
