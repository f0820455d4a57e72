import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { webhook_deliveries, webhook_endpoints } from '../../../../db/schema';
import { createClockApp, type ClockApp } from '../../../helpers/clock';
import { apiLogin, bearer } from '../../../helpers/accounts';
import { documentedRecipe, startReceiver } from './fixtures';

/** Settings → Webhooks through the JSON API: the same endpoints, secret, test events and log the page has, for its root admin only. */
let app: ClockApp;
let receiver: ReturnType<typeof startReceiver>;
const as: Record<string, Record<string, string>> = {};
let url: string;

const call = (method: string, path: string, who: string, json?: unknown) => app.request(path, { method, headers: as[who], json });
const endpoints = async () => (await app.db.select().from(webhook_endpoints)).length;
const deliveries = async () => (await app.db.select().from(webhook_deliveries)).length;

beforeAll(async () => {
  let clockApp: ClockApp | undefined;
  // The receiver takes /ok and refuses /down.
  receiver = startReceiver((_n, path) => (path === '/down' ? 503 : 200), () => clockApp!.now());
  app = clockApp = await createClockApp('2027-03-08T14:00:00Z', { WEBHOOK_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${receiver.port}` });
  url = `http://127.0.0.1:${receiver.port}`;
  for (const [who, email, role] of [['vet', 'vet@example.com', 'vendor'], ['staff', 'staff@example.com', 'vendor'], ['vet2', 'vet2@example.com', 'vendor'], ['owner', 'owner@example.com', 'user']] as const) {
    as[who] = bearer(await apiLogin(app, email, role));
  }
}, 30_000);
afterAll(() => {
  receiver.stop();
  app.close();
});

describe('endpoints', () => {
  test('adding one answers its secret once: the list and the endpoint never show it again', async () => {
    const made = await call('POST', '/api/webhooks', 'vet', { url: `${url}/ok`, events: ['booking.created', 'booking.canceled'] });
    expect(made.status).toBe(201);
    const endpoint = (await made.json()) as { id: number; secret: string; url: string; events: string[]; enabled: boolean };
    expect(endpoint).toMatchObject({ url: `${url}/ok`, events: ['booking.created', 'booking.canceled'], enabled: true });
    expect(endpoint.secret).toMatch(/^whsec_/);
    const listed = await (await call('GET', '/api/webhooks', 'vet')).text();
    const one = await (await call('GET', `/api/webhooks/${endpoint.id}`, 'vet')).text();
    for (const text of [listed, one]) {
      expect(text).toContain(`${url}/ok`);
      expect(text).not.toContain(endpoint.secret);
      expect(text).not.toContain('secret');
    }
  });

  test('a private address or an unknown event is refused 422 naming its field, and nothing is added or changed', async () => {
    const before = await endpoints();
    const privateHost = await call('POST', '/api/webhooks', 'vet', { url: 'https://10.1.2.3/hook', events: ['booking.created'] });
    expect(privateHost.status).toBe(422);
    expect(await privateHost.json()).toEqual({ msg: 'This address leads to a private or local network and cannot receive webhooks', field: 'url' });
    const noEvent = await call('POST', '/api/webhooks', 'vet', { url: `${url}/ok`, events: ['booking.exploded'] });
    expect(noEvent.status).toBe(422);
    expect(await noEvent.json()).toEqual({ msg: 'Choose at least one event', field: 'events' });
    const notText = await call('POST', '/api/webhooks', 'vet', { url: 42, events: [] });
    expect(notText.status).toBe(422);
    expect(((await notText.json()) as { field: string }).field).toBe('url');
    expect(await endpoints()).toBe(before);

    const { id } = (await (await call('POST', '/api/webhooks', 'vet', { url: `${url}/ok`, events: ['booking.created'] })).json()) as { id: number };
    const changed = await call('PUT', `/api/webhooks/${id}`, 'vet', { url: 'https://10.1.2.3/hook', events: ['booking.canceled'], enabled: false });
    expect(changed.status).toBe(422);
    expect(await (await call('GET', `/api/webhooks/${id}`, 'vet')).json()).toMatchObject({ url: `${url}/ok`, events: ['booking.created'], enabled: true });
  });

  test('PUT changes the address and events and turns it off; DELETE removes it', async () => {
    const { id } = (await (await call('POST', '/api/webhooks', 'vet', { url: `${url}/ok`, events: ['booking.created'] })).json()) as { id: number };
    const res = await call('PUT', `/api/webhooks/${id}`, 'vet', { url: `${url}/ok`, events: ['record.added'], enabled: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, events: ['record.added'], enabled: false, disabled_reason: 'by_practice' });
    expect((await call('DELETE', `/api/webhooks/${id}`, 'vet')).status).toBe(200);
    expect((await call('GET', `/api/webhooks/${id}`, 'vet')).status).toBe(404);
  });

  test('only the practice’s root admin: its team member, another practice and an owner find nothing, and change nothing', async () => {
    const { id } = (await (await call('POST', '/api/webhooks', 'vet', { url: `${url}/ok`, events: ['booking.created'] })).json()) as { id: number };
    const before = await deliveries();
    for (const who of ['staff', 'vet2']) {
      expect((await call('GET', `/api/webhooks/${id}`, who)).status).toBe(404);
      expect((await call('PUT', `/api/webhooks/${id}`, who, { url: `${url}/down`, events: ['booking.created'] })).status).toBe(404);
      expect((await call('POST', `/api/webhooks/${id}/roll`, who)).status).toBe(404);
      expect((await call('POST', `/api/webhooks/${id}/test`, who)).status).toBe(404);
      expect((await call('DELETE', `/api/webhooks/${id}`, who)).status).toBe(404);
    }
    expect((await call('GET', '/api/webhooks', 'owner')).status).toBe(403);
    expect(await deliveries()).toBe(before);
    expect(await (await call('GET', `/api/webhooks/${id}`, 'vet')).json()).toMatchObject({ url: `${url}/ok` });
  });
});

describe('test events, the delivery log and redelivery', () => {
  test('a test event is signed with the endpoint’s secret, and its delivery says state, attempts, response code and time', async () => {
    const made = (await (await call('POST', '/api/webhooks', 'vet', { url: `${url}/ok`, events: ['booking.created'] })).json()) as { id: number; secret: string };
    const res = await call('POST', `/api/webhooks/${made.id}/test`, 'vet');
    expect(res.status).toBe(200);
    const delivery = (await res.json()) as Record<string, unknown>;
    expect(delivery).toMatchObject({ endpoint_id: made.id, type: 'webhook.test', state: 'delivered', attempts: 1, response_code: 200, error: null, created_at: expect.stringMatching(/^2027-03-08T14:/) });
    const got = receiver.received.find((r) => r.id === delivery.event_id)!;
    expect(JSON.parse(got.body)).toMatchObject({ id: delivery.event_id, type: 'webhook.test', practice_id: expect.any(Number), data: { object: 'test', endpoint_id: made.id } });
    const verify = await documentedRecipe();
    expect(verify(got.body, got.signature, made.secret, 300, got.at)).toBe(true);
    const log = (await (await call('GET', `/api/webhooks/${made.id}/deliveries`, 'vet')).json()) as { deliveries: { id: number }[]; next: boolean };
    expect(log.deliveries.map((d) => d.id)).toEqual([delivery.id as number]);
    expect(log.next).toBe(false);
  });

  test('a test event the receiver refuses is failed at once, never tried again; redelivering tries it now with the same event id', async () => {
    const { id } = (await (await call('POST', '/api/webhooks', 'vet', { url: `${url}/down`, events: ['booking.created'] })).json()) as { id: number };
    const failed = (await (await call('POST', `/api/webhooks/${id}/test`, 'vet')).json()) as { id: number; event_id: string };
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, response_code: 503, error: 'HTTP 503', next_attempt_at: null });
    expect(await (await call('GET', `/api/webhooks/${id}`, 'vet')).json()).toMatchObject({ enabled: true, failing_since: null });
    const again = await call('POST', `/api/webhooks/deliveries/${failed.id}/redeliver`, 'vet');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: failed.id, event_id: failed.event_id, attempts: 2, response_code: 503 });
    expect(receiver.received.filter((r) => r.id === failed.event_id)).toHaveLength(2);
    expect((await call('POST', `/api/webhooks/deliveries/${failed.id}/redeliver`, 'vet2')).status).toBe(404);
    expect((await call('GET', `/api/webhooks/${id}/deliveries?page=0`, 'vet')).status).toBe(422);
  });

  test('rolling the secret answers the new one once; bodies are signed with it from then on', async () => {
    const made = (await (await call('POST', '/api/webhooks', 'vet', { url: `${url}/ok`, events: ['booking.created'] })).json()) as { id: number; secret: string };
    const rolled = (await (await call('POST', `/api/webhooks/${made.id}/roll`, 'vet')).json()) as { id: number; secret: string };
    expect(rolled.id).toBe(made.id);
    expect(rolled.secret).toMatch(/^whsec_/);
    expect(rolled.secret).not.toBe(made.secret);
    const sent = (await (await call('POST', `/api/webhooks/${made.id}/test`, 'vet')).json()) as { event_id: string };
    const got = receiver.received.find((r) => r.id === sent.event_id)!;
    const verify = await documentedRecipe();
    expect(verify(got.body, got.signature, rolled.secret, 300, got.at)).toBe(true);
    expect(verify(got.body, got.signature, made.secret, 300, got.at)).toBe(false);
  });
});
