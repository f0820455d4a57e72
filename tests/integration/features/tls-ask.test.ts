import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../helpers/app';

let app: TestApp;
beforeAll(async () => void (app = await createTestApp({ env: { BASE_DOMAIN: 'vetconsult.example' } })), 30_000);
afterAll(() => app.close());

/** What the reverse proxy's on-demand TLS hears, asking by the app's internal address (Host: app:3000). */
const ask = async (domain: string) => (await app.request(`/tls/ask?domain=${encodeURIComponent(domain)}`, { headers: { host: 'app:3000' } })).status;

describe('the reverse proxy asks before it gets a certificate', () => {
  test('the platform’s own names, a practice’s sub-domain and a practice’s custom domain get a certificate', async () => {
    for (const domain of ['vetconsult.example', 'www.vetconsult.example', 'app.vetconsult.example', 'happypaws.vetconsult.example', 'happypaws-clinic.test', 'HappyPaws-Clinic.test']) {
      expect({ domain, status: await ask(domain) }).toEqual({ domain, status: 200 });
    }
  });

  test('any other name pointed at the server gets none: unknown sub-domains and domains, IP addresses, junk', async () => {
    for (const domain of ['nobody-here.vetconsult.example', 'attacker.example', 'vetconsult.example.attacker.example', '203.0.113.7', 'happypaws-clinic.test:443', 'a b', '', '%00']) {
      expect({ domain, status: await ask(domain) }).toEqual({ domain, status: 404 });
    }
    expect((await app.request('/tls/ask', { headers: { host: 'app:3000' } })).status).toBe(404);
  });
});
