/**
 * Two app processes over one database file and one Redis (rooms across processes): process A
 * migrates and seeds the demo data, B starts once A is healthy; both share the JWT secret, so a
 * session made on one is good on the other. Redis is Debian's redis-server on loopback.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../../db/client';
import { startRedis, type RunningRedis } from '../../helpers/redis-server';
import { startServer, type RunningServer } from '../../helpers/server';
import { PASSWORD, proofPort } from './live';

export interface TwoProcesses {
  dir: string;
  redis: RunningRedis;
  a: RunningServer;
  b: RunningServer;
  database: Database;
  close(): Promise<void>;
}

export async function startTwoProcesses(env: Record<string, string> = {}): Promise<TwoProcesses> {
  const dir = mkdtempSync(join(tmpdir(), 'vetconsult-r11-'));
  const redis = await startRedis();
  const base = { NODE_ENV: 'test', REDIS_URL: redis.url, ...env };
  const on = (): Record<string, string> => {
    const port = proofPort();
    return port ? { PORT: port } : {};
  };
  const a = await startServer(dir, { ...base, SEED_DEMO: '1', ...on() });
  const b = await startServer(dir, { ...base, SEED_DEMO: '0', ...on() });
  const database = await openDatabase(`file:${dir}/app.db`);
  return {
    dir,
    redis,
    a,
    b,
    database,
    async close() {
      await Promise.all([a.stop(true), b.stop(true)]);
      database.close();
      await redis.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A session token of a demo person, signed in through one process's JSON API. */
export async function tokenOf(origin: string, email: string, role: 'user' | 'vendor'): Promise<string> {
  const res = await fetch(`${origin}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost' },
    body: JSON.stringify({ email, password: PASSWORD, role }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Signs a session out on one process (POST /app/logout, as the Logout button): every session of the account ends. */
export async function signOut(origin: string, token: string): Promise<number> {
  const res = await fetch(`${origin}/app/logout`, { method: 'POST', redirect: 'manual', headers: { cookie: `session=${token}`, host: 'localhost' } });
  await res.arrayBuffer();
  return res.status;
}

/**
 * A booking of the demo owner with Dr. Maya Patel whose room is open now (it starts in 3
 * minutes), written straight into the shared database: `type` 4000 video, 6000 chat.
 */
export async function insertRoomBooking(database: Database, type: number): Promise<number> {
  const { client } = database;
  const listing = (await client.execute("SELECT id, vendor_id, title FROM vendor_listings WHERE title LIKE 'Dr. Maya Patel%'")).rows[0]!;
  const user = (await client.execute("SELECT id, first_name, last_name, email, phone FROM users WHERE email = 'owner@example.com'")).rows[0]!;
  const pet = (await client.execute({ sql: 'SELECT id, name, type, breed FROM pets WHERE user_id = ? ORDER BY id LIMIT 1', args: [user.id] })).rows[0] ?? null;
  // Random seconds keep two bookings of one listing from sharing a start.
  const start = new Date(Date.now() + 3 * 60_000 + Math.floor(Math.random() * 59_000));
  const details = { type, slot: start.toISOString(), user, pet, listing: { title: listing.title, line1: '', duration: 30, price: 0 }, info: { summary: 'R11' }, userTZ: 'UTC', listingTZ: 'UTC' };
  const row = await client.execute({
    sql: 'INSERT INTO bookings (slot, slot_end, status, type, user_id, vendor_id, vendor_listing_id, details) VALUES (?, ?, 0, ?, ?, ?, ?, ?) RETURNING id',
    args: [start.toISOString(), new Date(start.getTime() + 30 * 60_000).toISOString(), type, user.id, listing.vendor_id, listing.id, JSON.stringify(details)],
  });
  return Number(row.rows[0]!.id);
}
