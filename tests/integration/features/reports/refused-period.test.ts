import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader } from '../../../helpers/accounts';

/* A report's period refused: in people's words, naming From or To; the screen shows the filters as typed with the message beside its field. */

let app: TestApp;
let vet: string;
beforeAll(async () => {
  app = await createTestApp();
  vet = await apiLogin(app, 'vet@example.com', 'vendor');
});
afterAll(() => app.close());

describe('a refused report period', () => {
  const cases: [string, string, { msg: string; field: string }][] = [
    ['From after To', 'from=2026-03-10&to=2026-03-01', { msg: 'From must not be after To', field: 'from' }],
    ['a From that is no date', 'from=2026-02-30&to=2026-03-01', { msg: 'From must be a date', field: 'from' }],
    ['a To that is no date', 'from=2026-03-01&to=March', { msg: 'To must be a date', field: 'to' }],
  ];
  for (const [what, query, refusal] of cases) {
    test(`${what}: the API says "${refusal.msg}" naming ${refusal.field}; the screen keeps both days with it beside ${refusal.field === 'from' ? 'From' : 'To'}`, async () => {
      const api = await app.request(`/api/reports?${query}`, { headers: bearer(vet) });
      expect(api.status).toBe(422);
      expect(await api.json()).toEqual(refusal);
      const page = await app.request(`/app/reports?${query}`, { headers: cookieHeader(vet) });
      expect(page.status).toBe(422);
      const html = await page.text();
      const params = new URLSearchParams(query);
      expect(html).toContain(`name="from" type="date" value="${params.get('from')}"`);
      expect(html).toContain(`name="to" type="date" value="${params.get('to')}"`);
      expect(html).toContain(`aria-describedby="field-${refusal.field}-error"`);
      expect(html).toContain(`<p class="field-error" id="field-${refusal.field}-error">${refusal.msg}</p>`);
      expect(html).not.toContain('Go Home');
    });
  }

  test('an emptied From is no From: the report of the 30 days to To', async () => {
    const res = await app.request('/api/reports?from=&to=2026-03-30', { headers: bearer(vet) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ from: '2026-03-01', to: '2026-03-30' });
  });
});
