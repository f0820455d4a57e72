/**
 * Webhooks with the two worker processes of one server (WORKERS=2): both run the sender over one
 * database file, and each due delivery reaches the practice's receiver exactly once.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { inArray } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../../../db/client';
import { vendors, webhook_deliveries, webhook_endpoints } from '../../../../db/schema';
import { startServer, type RunningServer } from '../../../helpers/server';
import { startRedis } from '../../../helpers/redis-server';
import { until } from '../../../helpers/until';
import { startReceiver } from './fixtures';

const EVENTS = 24;

let dir: string;
let database: Database;
let server: RunningServer | undefined;
let redis: Awaited<ReturnType<typeof startRedis>>;
const receiver = startReceiver(() => 200, () => new Date());

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vetconsult-webhooks-'));
  redis = await startRedis();
  server = await startServer(dir, { WORKERS: '2', REDIS_URL: redis.url, WEBHOOKS_EVERY_SECONDS: '1', WEBHOOK_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${receiver.port}` });
  database = await openDatabase(`file:${dir}/app.db`);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await redis?.dispose();
  receiver.stop();
  database?.close();
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

test('each due webhook delivery is sent once by the two processes of one server (WORKERS=2)', async () => {
  const [vendor] = await database.db.select().from(vendors).limit(1);
  const now = new Date().toISOString();
  const [endpoint] = await database.db
    .insert(webhook_endpoints)
    .values({ vendor_id: vendor!.id, url: `http://127.0.0.1:${receiver.port}/hook`, secret: `whsec_${'a'.repeat(43)}`, events: ['booking.created'], created_at: now, updated_at: now })
    .returning();
  const ids = Array.from({ length: EVENTS }, (_, i) => `evt_workers_${i}`);
  await database.db.insert(webhook_deliveries).values(
    ids.map((event_id) => ({ event_id, endpoint_id: endpoint!.id, vendor_id: vendor!.id, type: 'booking.created', payload: JSON.stringify({ id: event_id, type: 'booking.created' }), next_attempt_at: now })),
  );
  await until('every delivery made', async () => {
    const rows = await database.db.select().from(webhook_deliveries).where(inArray(webhook_deliveries.event_id, ids));
    return rows.every((row) => row.delivered_at !== null);
  });
  await Bun.sleep(2_500); // a few more ticks of both workers: nothing more may go out
  const received = receiver.received.filter((r) => r.path === '/hook').map((r) => r.id);
  expect(received.toSorted()).toEqual(ids.toSorted());
  const rows = await database.db.select().from(webhook_deliveries).where(inArray(webhook_deliveries.event_id, ids));
  expect(rows.every((row) => row.attempts === 1 && row.last_status === 200)).toBe(true);
}, 90_000);
