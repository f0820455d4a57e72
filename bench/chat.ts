/**
 * `bun bench/chat.ts [--duration N]`
 *
 * Chat rooms at load, measured twice in one run and printed side by side: on 1 process (rooms in
 * its memory, as without REDIS_URL) and on 2 processes over the same database and a Redis
 * (REDIS_URL; Debian's redis-server on loopback), the owner's socket on process A and the vet's on
 * process B, so every message crosses between processes. Each time: a fresh database with the
 * demo data, 200 chat bookings whose rooms are open now, both sides of each connected (400
 * WebSockets, signed in as the demo owner and the demo practice), and every socket sending
 * messages one after another (each waits for its own copy back, as the ChatRoom island does) for
 * N seconds or until it has sent 100 (within the per-sender burst; beyond it the rate limit, not
 * the server, sets the pace). Prints messages delivered per second and the p50/p99 time from send
 * to arrival on the other side, and checks every message arrived exactly once. Run on demand,
 * never in npm test.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { openDatabase } from '../db/client';
import { startRedis } from '../tests/helpers/redis-server';
import { parseArgs } from './lib/args';
import { runBench, startApp } from './lib/serve';

const ROOMS = 200;
const PER_SENDER = 100;
const CHAT = 6000;
const options = parseArgs(process.argv.slice(2), []);

async function login(origin: string, email: string, role: 'user' | 'vendor'): Promise<string> {
  const res = await fetch(`${origin}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json', host: 'localhost' }, body: JSON.stringify({ email, password: 'password123', role }) });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** 200 chat bookings of the demo owner with the demo practice, starting a few minutes from now. */
async function insertRooms(file: string): Promise<number[]> {
  const db = await openDatabase(`file:${file}`);
  try {
    const listing = (await db.client.execute("SELECT id, vendor_id FROM vendor_listings WHERE title LIKE 'Dr. Maya Patel%'")).rows[0]!;
    const user = (await db.client.execute("SELECT id, first_name, last_name, email FROM users WHERE email = 'owner@example.com'")).rows[0]!;
    const ids: number[] = [];
    const start = Date.now() + 3 * 60_000;
    for (let i = 0; i < ROOMS; i++) {
      const slot = new Date(start + i * 1000).toISOString();
      const details = { type: CHAT, slot, user, pet: null, listing: { title: 'Dr. Maya Patel', line1: '', duration: 30, price: 0 }, info: { summary: 'bench' }, userTZ: 'UTC', listingTZ: 'UTC' };
      const row = await db.client.execute({
        sql: 'INSERT INTO bookings (slot, slot_end, status, type, user_id, vendor_id, vendor_listing_id, details) VALUES (?, ?, 0, ?, ?, ?, ?, ?) RETURNING id',
        args: [slot, new Date(start + i * 1000 + 30 * 60_000).toISOString(), CHAT, user.id, listing.vendor_id, listing.id, JSON.stringify(details)],
      });
      ids.push(Number(row.rows[0]!.id));
    }
    return ids;
  } finally {
    db.close();
  }
}

interface Side {
  ws: WebSocket;
  name: string;
  sent: number;
  /** Texts received from the other side, by text, to check exactly-once. */
  seen: Map<string, number>;
}

/** Where the owners' and the vets' sockets connect, over which database file. */
interface Setup {
  owner: string;
  vet: string;
  database: string;
}

interface Measured {
  sent: number;
  received: number;
  doubled: number;
  refused: number;
  seconds: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function connect(origin: string, bookingId: number, token: string, name: string): Promise<Side> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${origin.replace('http', 'ws')}/appointments/${bookingId}/live`, { headers: { authorization: `Bearer ${token}`, host: 'localhost' } } as unknown as string[]);
    const side: Side = { ws, name, sent: 0, seen: new Map() };
    ws.onmessage = (event) => {
      if (JSON.parse(String(event.data)).t === 'history') resolve(side);
    };
    ws.onclose = () => reject(new Error(`room ${bookingId}: ${name} was refused`));
  });
}

/** One socket sending until it has sent PER_SENDER or time is up, each message after its own copy came back. */
function sender(me: Side, deadline: number, latencies: number[], refused: () => void): Promise<void> {
  return new Promise((resolve) => {
    const next = () => {
      if (me.sent >= PER_SENDER || performance.now() >= deadline) return resolve();
      me.ws.send(JSON.stringify({ t: 'chat', cid: `${me.name}-${me.sent}`, text: `${me.name} ${me.sent} ${performance.now()}` }));
      me.sent++;
    };
    me.ws.onmessage = (event) => {
      const frame = JSON.parse(String(event.data));
      if (frame.t === 'refused') return (refused(), resolve());
      if (frame.t !== 'message') return;
      const text = String(frame.message.text);
      if (text.startsWith(me.name)) return next();
      latencies.push(performance.now() - Number(text.split(' ')[2]));
      me.seen.set(text, (me.seen.get(text) ?? 0) + 1);
    };
    next();
  });
}

/** The 200 rooms of one setup: both sides connected, every socket sending, then the counts. */
async function measure(setup: Setup): Promise<Measured> {
  const rooms = await insertRooms(setup.database);
  const [ownerToken, vetToken] = await Promise.all([login(setup.owner, 'owner@example.com', 'user'), login(setup.vet, 'vet@example.com', 'vendor')]);
  const pairs: [Side, Side][] = [];
  for (const id of rooms) pairs.push([await connect(setup.owner, id, ownerToken, 'owner'), await connect(setup.vet, id, vetToken, 'vet')]);
  const latencies: number[] = [];
  let refused = 0;
  const began = performance.now();
  const deadline = began + options.duration * 1000;
  await Promise.all(pairs.flatMap((pair) => pair.map((me) => sender(me, deadline, latencies, () => refused++))));
  await Bun.sleep(200);
  const seconds = (performance.now() - began) / 1000;
  const sides = pairs.flat();
  const counts = sides.flatMap((side) => [...side.seen.values()]);
  for (const side of sides) side.ws.close();
  latencies.sort((x, y) => x - y);
  return {
    sent: sides.reduce((n, side) => n + side.sent, 0) - refused,
    received: counts.reduce((x, y) => x + y, 0),
    doubled: counts.filter((c) => c > 1).length,
    refused,
    seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

function printSideBySide(one: Measured, two: Measured): void {
  const row = (label: string, f: (m: Measured) => string) => console.log(`  ${label.padEnd(28)}${f(one).padStart(12)}${f(two).padStart(24)}`);
  console.log(`chat: ${ROOMS} rooms, ${ROOMS * 2} sockets, up to ${PER_SENDER} messages a socket or ${options.duration} s`);
  console.log(`  ${''.padEnd(28)}${'1 process'.padStart(12)}${'2 processes + Redis'.padStart(24)}`);
  row('messages sent', (m) => String(m.sent));
  row('seconds', (m) => m.seconds.toFixed(1));
  row('delivered messages/s', (m) => (m.received / m.seconds).toFixed(0));
  row('send-to-arrival p50 ms', (m) => m.p50.toFixed(1));
  row('send-to-arrival p99 ms', (m) => m.p99.toFixed(1));
  row('exactly once', (m) => (exactlyOnce(m) ? 'yes' : `no (${m.received}, ${m.doubled} doubled)`));
  row('refused (rate limit)', (m) => String(m.refused));
}

const exactlyOnce = (m: Measured) => m.received === m.sent && m.doubled === 0;

await runBench('vetconsult-chat-bench-', async (dir) => {
  mkdirSync(`${dir}/one`);
  mkdirSync(`${dir}/two`);
  mkdirSync(`${dir}/two-b`);
  const single = await startApp(`${dir}/one`);
  const one = await measure({ owner: single.origin, vet: single.origin, database: `${dir}/one/bench.db` });
  await single.stop();
  console.error(`1 process measured; now 2 processes and Redis`);
  const redis = await startRedis();
  try {
    // Both processes share the database, the Redis and the signing secret; A seeds, B starts after it.
    const shared = { JWT_SECRET: randomBytes(48).toString('base64url'), REDIS_URL: redis.url };
    const a = await startApp(`${dir}/two`, shared);
    // B's own folder holds only its log.
    const b = await startApp(`${dir}/two-b`, { ...shared, SEED_DEMO: '0', DATABASE_URL: `file:${dir}/two/bench.db`, DATA_DIR: `${dir}/two` });
    const two = await measure({ owner: a.origin, vet: b.origin, database: `${dir}/two/bench.db` });
    printSideBySide(one, two);
    return exactlyOnce(one) && exactlyOnce(two);
  } finally {
    await redis.dispose();
  }
});
