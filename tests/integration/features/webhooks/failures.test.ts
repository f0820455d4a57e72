import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createClockApp, type ClockApp } from '../../../helpers/clock';
import { apiLogin, bearer, cookieHeader } from '../../../helpers/accounts';
import { petOf, userByEmail } from '../../../helpers/booking';
import { outbox, webhook_deliveries, webhook_endpoints } from '../../../../db/schema';
import { openDatabase } from '../../../../db/client';
import { deliverWebhooks } from '../../../../src/features/webhooks/webhooks.sender';
import { addEndpoint, startReceiver } from './fixtures';

/** What goes wrong: private addresses, a receiver down for a day, two senders at once, another practice's rows. */
let app: ClockApp;
let receiver: ReturnType<typeof startReceiver>;
let vet: string;
let owner: string;
let petId: number;

const endpointRows = () => app.db.select().from(webhook_endpoints);
const deliveriesOf = (endpointId: number) => app.db.select().from(webhook_deliveries).where(eq(webhook_deliveries.endpoint_id, endpointId));
const addRecord = (name: string) => app.request(`/api/pets/${petId}/records`, { method: 'POST', headers: bearer(owner), json: { category: 'allergies', details: { name, reaction: 'None' } } });
const post = (path: string, token = vet) => app.request(path, { method: 'POST', headers: cookieHeader(token) });

beforeAll(async () => {
  let clockApp: ClockApp | undefined;
  receiver = startReceiver((_n, path) => (path === '/down' ? 503 : 200), () => clockApp!.now());
  app = clockApp = await createClockApp('2027-03-08T14:00:00Z', { WEBHOOK_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${receiver.port}` });
  vet = await apiLogin(app, 'vet@example.com', 'vendor');
  owner = await apiLogin(app, 'owner@example.com');
  petId = (await petOf(app, (await userByEmail(app, 'owner@example.com')).id)).id;
}, 30_000);
afterAll(() => {
  receiver.stop();
  app.close();
});

describe('a private address is refused', () => {
  test.each(['http://127.0.0.1:9/x', 'http://10.0.0.8/x', 'http://[::1]/x', 'http://169.254.169.254/latest', 'http://[::ffff:127.0.0.1]/x', 'http://100.64.0.1/x'])('on save: %s → 422 on url, nothing kept', async (url) => {
    const before = (await endpointRows()).length;
    const res = await addEndpoint(app, vet, url);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('This address leads to a private or local network and cannot receive webhooks');
    expect(html).toMatch(/id="field-url-error"/);
    expect((await endpointRows()).length).toBe(before);
  });

  test('in Spanish for a Spanish reader', async () => {
    const res = await addEndpoint(app, vet, 'http://192.168.1.10/x', undefined, { 'accept-language': 'es' });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('Esta dirección lleva a una red privada o local y no puede recibir webhooks');
  });

  test('no events chosen → 422 on events', async () => {
    const res = await addEndpoint(app, vet, `http://127.0.0.1:${receiver.port}/ok`, []);
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('Choose at least one event');
  });

  test('on delivery: an address that leads somewhere private since it was saved is not sent to, and the delivery fails', async () => {
    expect((await addEndpoint(app, vet, `http://127.0.0.1:${receiver.port}/moved`, ['record.added'])).status).toBe(303);
    const endpoint = (await endpointRows()).at(-1)!;
    // As if its host now resolved to a private address (DNS changed): the row is what the sender reads.
    await app.db.update(webhook_endpoints).set({ url: 'http://10.1.2.3/moved' }).where(eq(webhook_endpoints.id, endpoint.id));
    expect((await addRecord('Moved')).status).toBe(201);
    await deliverWebhooks(app.deps);
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ attempts: 1, delivered_at: null, last_status: null });
    expect(row!.failed_at).not.toBeNull();
    expect(row!.last_error).toContain('address refused: private 10.1.2.3');
    expect(receiver.received.filter((r) => r.path === '/moved')).toHaveLength(0);
    expect((await post(`/app/settings/webhooks/${endpoint.id}/delete`)).status).toBe(303);
  });
});

describe('two senders on one database', () => {
  test('racing, they deliver each row once', async () => {
    expect((await addEndpoint(app, vet, `http://127.0.0.1:${receiver.port}/race`, ['record.added'])).status).toBe(303);
    for (let i = 0; i < 15; i++) expect((await addRecord(`Race ${i}`)).status).toBe(201);
    const second = await openDatabase(app.deps.config.databaseUrl);
    try {
      const other = { ...app.deps, database: second };
      await Promise.all([deliverWebhooks(app.deps), deliverWebhooks(other), deliverWebhooks(app.deps), deliverWebhooks(other)]);
    } finally {
      second.close();
    }
    const got = receiver.received.filter((r) => r.path === '/race').map((r) => r.id);
    expect(got).toHaveLength(15);
    expect(new Set(got).size).toBe(15);
  });
});

describe('a receiver down for 24 hours', () => {
  test('the delivery fails at 24 hours, the endpoint is disabled and the practice e-mailed; Enable turns it back on', async () => {
    expect((await addEndpoint(app, vet, `http://127.0.0.1:${receiver.port}/down`, ['record.added'])).status).toBe(303);
    const endpoint = (await endpointRows()).at(-1)!;
    expect((await addRecord('Down')).status).toBe(201);
    for (let hour = 0; hour <= 26; hour++) {
      await deliverWebhooks(app.deps);
      await app.moveClock({ advance: 'PT1H' });
    }
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ delivered_at: null, last_status: 503, last_error: 'HTTP 503' });
    expect(row!.failed_at).not.toBeNull();
    expect(Date.parse(row!.failed_at!) - Date.parse(row!.created_at)).toBeGreaterThanOrEqual(24 * 3_600_000);
    const [disabled] = await app.db.select().from(webhook_endpoints).where(eq(webhook_endpoints.id, endpoint.id));
    expect(disabled).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    const mails = await app.db.select().from(outbox).where(eq(outbox.subject, 'Webhook endpoint disabled'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(`/down was disabled: its deliveries kept failing for 24 hours.`);
    const page = await (await app.request('/app/settings/webhooks', { headers: cookieHeader(vet) })).text();
    expect(page).toContain('Disabled: failing for 24 hours');

    expect((await post(`/app/settings/webhooks/${endpoint.id}/enable`)).status).toBe(303);
    const [enabled] = await app.db.select().from(webhook_endpoints).where(eq(webhook_endpoints.id, endpoint.id));
    expect(enabled).toMatchObject({ enabled: true, disabled_at: null, disabled_reason: null, failing_since: null });
  }, 60_000);
});

describe('a sender that died holding a claim', () => {
  test('its fresh claim is left alone; two minutes on, another sender takes the row over', async () => {
    expect((await addEndpoint(app, vet, `http://127.0.0.1:${receiver.port}/crash`, ['record.added'])).status).toBe(303);
    const endpoint = (await endpointRows()).at(-1)!;
    expect((await addRecord('Crash')).status).toBe(201);
    const [row] = await deliveriesOf(endpoint.id);
    await app.db.update(webhook_deliveries).set({ claimed_at: `${app.now().toISOString()} dead-host:1` }).where(eq(webhook_deliveries.id, row!.id));
    await deliverWebhooks(app.deps);
    expect(receiver.received.filter((r) => r.path === '/crash')).toHaveLength(0);
    await app.moveClock({ advance: 'PT3M' });
    await deliverWebhooks(app.deps);
    expect(receiver.received.filter((r) => r.path === '/crash').map((r) => r.id)).toEqual([row!.event_id]);
  });
});

describe('another practice, and those who may not', () => {
  test('another practice’s endpoint and delivery are not found; a team member has no Webhooks tab', async () => {
    const vet2 = await apiLogin(app, 'vet2@example.com', 'vendor');
    const [endpoint] = await endpointRows();
    const [delivery] = await app.db.select().from(webhook_deliveries);
    expect((await app.request(`/app/settings/webhooks/${endpoint!.id}`, { headers: cookieHeader(vet2) })).status).toBe(404);
    for (const path of [`/app/settings/webhooks/${endpoint!.id}/roll`, `/app/settings/webhooks/${endpoint!.id}/delete`, `/app/settings/webhooks/deliveries/${delivery!.id}/resend`]) {
      expect((await post(path, vet2)).status).toBe(404);
    }
    expect(await (await app.request('/app/settings/webhooks', { headers: cookieHeader(vet2) })).text()).not.toContain(endpoint!.url);
    const staff = await apiLogin(app, 'staff@example.com', 'vendor');
    expect((await app.request('/app/settings/webhooks', { headers: cookieHeader(staff) })).status).toBe(404);
    expect(await (await app.request('/app/settings/profile', { headers: cookieHeader(staff) })).text()).not.toContain('/app/settings/webhooks');
  });
});
