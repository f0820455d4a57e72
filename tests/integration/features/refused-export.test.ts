import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, cookieHeader } from '../../helpers/accounts';
import { petOf, userByEmail } from '../../helpers/booking';

/** A refused export must be an answer the browser shows, never a downloaded file holding an error. */
describe('a refused export downloads no file', () => {
  let app: TestApp;
  let owner: Record<string, string>;
  let owner2: Record<string, string>;
  let vet: Record<string, string>;
  let petId: number;
  beforeAll(async () => {
    app = await createTestApp();
    owner = cookieHeader(await apiLogin(app, 'owner@example.com'));
    owner2 = cookieHeader(await apiLogin(app, 'owner2@example.com'));
    vet = cookieHeader(await apiLogin(app, 'vet@example.com', 'vendor'));
    petId = (await petOf(app, (await userByEmail(app, 'owner@example.com')).id)).id;
  });
  afterAll(() => app.close());

  test('a refused records export answers 404 with no attachment; the granted one is the file', async () => {
    const refused = await app.request(`/api/pets/${petId}/export`, { headers: { ...owner2, accept: 'text/html' } });
    expect(refused.status).toBe(404);
    expect(refused.headers.get('content-disposition')).toBeNull();
    const granted = await app.request(`/api/pets/${petId}/export`, { headers: owner });
    expect(granted.status).toBe(200);
    expect(granted.headers.get('content-disposition')).toBe(`attachment; filename="pet-${petId}-records.json"`);
  });

  test('a refused report CSV is an error page, not a CSV attachment', async () => {
    const refused = await app.request('/app/reports/csv?table=nonsense', { headers: { ...vet, accept: 'text/html' } });
    expect(refused.status).toBe(422);
    expect(refused.headers.get('content-disposition')).toBeNull();
    expect(refused.headers.get('content-type')).toContain('text/html');
    const team = cookieHeader(await apiLogin(app, 'staff@example.com', 'vendor'));
    const hidden = await app.request('/app/reports/csv?table=listings', { headers: { ...team, accept: 'text/html' } });
    expect(hidden.status).toBe(404);
    expect(hidden.headers.get('content-disposition')).toBeNull();
  });

  test('the export links let the server decide: no download attribute that would save an error as a file', async () => {
    const reports = await (await app.request('/app/reports', { headers: vet })).text();
    expect(reports).toContain('Download CSV');
    expect(reports).not.toMatch(/<a [^>]*href="\/app\/reports\/csv[^"]*"[^>]* download=/);
    const records = await (await app.request(`/app/medical-records?pet=${petId}`, { headers: owner })).text();
    expect(records).toContain(`href="/api/pets/${petId}/export"`);
    expect(records).not.toMatch(/href="\/api\/pets\/\d+\/export"[^>]* download=/);
  });
});
