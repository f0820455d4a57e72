import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin } from '../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../helpers/booking';
import { outbox, reminders, waitlist_entries, waitlist_offers, webhook_deliveries, webhook_endpoints } from '../../../db/schema';
import { writeTogether } from '../../../db/group-commit';
import { networkInterfaces } from 'node:os';

const TOKEN = 'metrics-token-long-enough-0123';
const VIDEO = 4000;

let app: TestApp;
let server: ReturnType<TestApp['app']['listen']>['server'];
let base: string;

beforeAll(async () => {
  // With a mail server configured the outbox waits for a sender (none runs in a test): its backlog is real.
  app = await createTestApp({ env: { METRICS_TOKEN: TOKEN, MAIL: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' } });
  // On every interface: a connection to the machine's own network address is not a loopback one.
  server = app.app.listen({ port: 0, hostname: '0.0.0.0' }).server;
  base = `http://127.0.0.1:${server!.port}`;
});
afterAll(async () => {
  await app.app.stop(true);
  app.close();
});

/** This machine's address on its network (not loopback), if it has one. */
const networkAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

/** The scrape, from this machine (a loopback connection). */
async function scrape(): Promise<string> {
  const res = await fetch(`${base}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
}

/** A sample's value in the text format ("name{labels} value"); 0 when the series is not there yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('/metrics access', () => {
  test('/metrics without the token from another address gets 401; with it 200; loopback 200', async () => {
    // Through app.handle there is no connection: the caller is not this machine.
    const anonymous = await app.request('/metrics');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const wrong = await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    const withToken = await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await withToken.text()).toContain('# TYPE http_requests_total counter');
    // A loopback connection is this machine...
    expect((await fetch(`${base}/metrics`)).status).toBe(200);
    // ...unless a proxy on this machine passed the request on from someone else.
    const proxied = await fetch(`${base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    // A real connection from another address: the network interface's.
    const address = networkAddress();
    if (address) {
      expect((await fetch(`http://${address}:${server!.port}/metrics`)).status).toBe(401);
      expect((await fetch(`http://${address}:${server!.port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    }
  });

  test('/metrics answers on every host: a practice site host gets the figures, never its page, and so does an unknown host', async () => {
    for (const host of ['happypaws.localhost', 'no-such-practice.localhost', `127.0.0.1:${server!.port}`]) {
      const res = await fetch(`${base}/metrics`, { headers: { host } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toContain('# TYPE http_requests_total counter');
    }
  });

  test('without METRICS_TOKEN configured another address gets 401 whatever it sends', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      expect((await bare.request('/metrics', { headers: { authorization: 'Bearer anything-at-all-here' } })).status).toBe(401);
    } finally {
      bare.close();
    }
  });
});

describe('request metrics', () => {
  test('request counts by route template and status', async () => {
    const listing = await listingByTitle(app, 'Dr. Maya Patel');
    const ok = `http_requests_total{method="GET",route="/api/public/listings/:id/slots",status="200"}`;
    const missing = `http_requests_total{method="GET",route="/api/pets/:id",status="401"}`;
    const unmatched = `http_requests_total{method="GET",route="unmatched",status="404"}`;
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/api/public/listings/${listing.id}/slots?type=${VIDEO}&date=2099-01-05&tz=UTC`)).status).toBe(200);
    for (const id of [1, 2]) expect((await fetch(`${base}/api/pets/${id}`)).status).toBe(401);
    expect((await fetch(`${base}/no/such/page/${crypto.randomUUID()}`)).status).toBe(404);
    const after = await scrape();
    expect(sample(after, ok) - sample(before, ok)).toBe(3);
    expect(sample(after, missing) - sample(before, missing)).toBe(2);
    expect(sample(after, unmatched) - sample(before, unmatched)).toBe(1);
    // No raw path (ids, query) is ever a label.
    expect(after).not.toContain(`/api/public/listings/${listing.id}/`);
    const count = `http_request_duration_seconds_count{method="GET",route="/api/public/listings/:id/slots",status="200"}`;
    expect(sample(after, count) - sample(before, count)).toBe(3);
  });
});

describe('business metrics', () => {
  test('a paid booking and a refused one move the booking, refusal and payment counters', async () => {
    const token = await apiLogin(app, 'owner@example.com');
    const listing = await listingByTitle(app, 'Dr. Maya Patel');
    const owner = await userByEmail(app, 'owner@example.com');
    const pet = await petOf(app, owner.id);
    const nextSlot = slotTaker(app, listing.id, VIDEO);
    const body = (slot: string, card = CARD) => ({ vendor_listing_id: listing.id, type: VIDEO, slot, userTZ: 'UTC', pet: pet.id, info: { summary: 'Itchy ears' }, payment: card });
    const before = await scrape();
    const slot = await nextSlot();
    expect((await payment(app, token, body(slot))).status).toBe(200);
    expect((await payment(app, token, body(slot))).status).toBe(409);
    expect((await payment(app, token, body(await nextSlot(), { ...CARD, cardNumber: '4000000000000002' }))).status).toBe(402);
    const after = await scrape();
    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect(moved('bookings_paid_total')).toBe(1);
    expect(moved('booking_refusals_total{reason="slot_taken"}')).toBe(1);
    expect(moved('booking_refusals_total{reason="payment_declined"}')).toBe(1);
    expect(moved('payments_total{provider="sandbox",result="succeeded"}')).toBe(1);
    expect(moved('payments_total{provider="sandbox",result="declined"}')).toBe(1);
    // The refusals are answered with their status, under the route's template.
    expect(moved('http_requests_total{method="POST",route="/api/payment",status="200"}')).toBe(1);
    expect(moved('http_requests_total{method="POST",route="/api/payment",status="409"}')).toBe(1);
    expect(moved('http_requests_total{method="POST",route="/api/payment",status="402"}')).toBe(1);
  });
});

describe('backlog and process metrics', () => {
  test('backlogs reflect rows: due reminders, pending webhooks, open waitlist offers, unsent e-mails', async () => {
    const listing = await listingByTitle(app, 'Dr. Maya Patel');
    const owner = await userByEmail(app, 'owner@example.com');
    const before = await scrape();
    const now = new Date().toISOString();
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await app.db.insert(reminders).values([
      { key: `metrics-test:${crypto.randomUUID()}`, kind: 'vaccine_due', user_id: owner.id, due_at: past },
      { key: `metrics-test:${crypto.randomUUID()}`, kind: 'vaccine_due', user_id: owner.id, due_at: future },
    ]);
    const [endpoint] = await app.db.insert(webhook_endpoints).values({ vendor_id: listing.vendor_id, url: 'https://hooks.example.com/in', secret: 'whsec_test', events: ['booking.created'] }).returning();
    await app.db.insert(webhook_deliveries).values(
      [1, 2].map((n) => ({ event_id: `evt_metrics_${n}_${crypto.randomUUID()}`, endpoint_id: endpoint!.id, vendor_id: listing.vendor_id, type: 'booking.created', payload: '{}', next_attempt_at: now })),
    );
    const [entry] = await app.db.insert(waitlist_entries).values({ user_id: owner.id, vendor_id: listing.vendor_id, vendor_listing_id: listing.id, type: VIDEO, date_from: '2099-01-01', date_to: '2099-01-31' }).returning();
    await app.db.insert(waitlist_offers).values({ entry_id: entry!.id, vendor_listing_id: listing.id, slot: '2099-01-05T10:00:00.000Z', slot_end: '2099-01-05T10:30:00.000Z', token: crypto.randomUUID(), expires_at: future });
    await app.db.insert(outbox).values([1, 2, 3].map(() => ({ channel: 'email' as const, to: 'someone@example.com', subject: 'Hi', body: 'Hello' })));
    const after = await scrape();
    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect(moved('reminders_due_unsent')).toBe(1);
    expect(moved('webhook_deliveries_pending')).toBe(2);
    expect(moved('waitlist_offers_open')).toBe(1);
    expect(moved('outbox_emails_unsent')).toBe(3);
    expect(after).toContain('# TYPE rooms_open gauge');
    expect(after).toContain('# TYPE room_sockets_open gauge');
  });

  test('write-queue metrics present: queued writes are counted and their wait observed', async () => {
    const before = await scrape();
    await Promise.all([1, 2, 3, 4].map(() => writeTogether(app.db, async (tx) => tx.run('SELECT 1'))));
    const after = await scrape();
    expect(after).toContain('# TYPE db_write_queue_depth gauge');
    expect(sample(after, 'db_write_queue_depth')).toBe(0);
    expect(sample(after, 'db_write_queue_wait_seconds_count') - sample(before, 'db_write_queue_wait_seconds_count')).toBe(4);
  });

  test('event-loop lag and RSS present and plausible', async () => {
    // Block the loop for 250 ms: the lag read next is at least most of that.
    const until = performance.now() + 250;
    while (performance.now() < until);
    await Bun.sleep(150);
    const text = await scrape();
    const lag = sample(text, 'nodejs_eventloop_lag_seconds');
    expect(lag).toBeGreaterThan(0.15);
    expect(lag).toBeLessThan(5);
    const rss = sample(text, 'process_resident_memory_bytes');
    const actual = process.memoryUsage().rss;
    expect(rss).toBeGreaterThan(actual / 2);
    expect(rss).toBeLessThan(actual * 2);
  });
});
