/**
 * `bun bench/chat.ts [--duration N]`
 *
 * Chat rooms at load: starts the real app (fresh database, demo data), opens 200 chat bookings
 * whose rooms are open now, connects both sides of each (400 WebSockets on loopback, signed in
 * as the demo owner and the demo practice), and has every socket send messages one after another
 * (each waits for its own copy back, as the ChatRoom island does) for N seconds or until it has
 * sent 100 (within the per-sender burst; beyond it the rate limit, not the server, sets the pace).
 * Prints messages delivered per second and the p50/p99 time from send to arrival on the other
 * side, and checks every message arrived exactly once. Run on demand, never in npm test.
 */
import { openDatabase } from '../db/client';
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

await runBench('vetconsult-chat-bench-', async (dir) => {
  const app = await startApp(dir);
  const rooms = await insertRooms(`${dir}/bench.db`);
  const [ownerToken, vetToken] = await Promise.all([login(app.origin, 'owner@example.com', 'user'), login(app.origin, 'vet@example.com', 'vendor')]);
  const pairs: [Side, Side][] = [];
  for (const id of rooms) pairs.push([await connect(app.origin, id, ownerToken, 'owner'), await connect(app.origin, id, vetToken, 'vet')]);
  console.error(`${pairs.length * 2} sockets in ${pairs.length} rooms; sending for up to ${options.duration} s`);

  const latencies: number[] = [];
  const deadline = performance.now() + options.duration * 1000;
  const began = performance.now();
  const done: Promise<void>[] = [];
  let refused = 0;
  for (const [a, b] of pairs) {
    for (const me of [a, b]) {
      done.push(
        new Promise((resolve) => {
          const next = () => {
            if (me.sent >= PER_SENDER || performance.now() >= deadline) return resolve();
            me.ws.send(JSON.stringify({ t: 'chat', cid: `${me.name}-${me.sent}`, text: `${me.name} ${me.sent} ${performance.now()}` }));
            me.sent++;
          };
          me.ws.onmessage = (event) => {
            const frame = JSON.parse(String(event.data));
            if (frame.t === 'refused') {
              refused++;
              return resolve();
            }
            if (frame.t !== 'message') return;
            const text = String(frame.message.text);
            if (text.startsWith(me.name)) next();
            else {
              latencies.push(performance.now() - Number(text.split(' ')[2]));
              me.seen.set(text, (me.seen.get(text) ?? 0) + 1);
            }
          };
          next();
        }),
      );
    }
  }
  await Promise.all(done);
  await Bun.sleep(200);
  const seconds = (performance.now() - began) / 1000;
  const sent = pairs.reduce((n, [a, b]) => n + a.sent + b.sent, 0) - refused;
  const received = pairs.reduce((n, [a, b]) => n + [...a.seen.values(), ...b.seen.values()].reduce((x, y) => x + y, 0), 0);
  const doubled = pairs.reduce((n, [a, b]) => n + [...a.seen.values(), ...b.seen.values()].filter((c) => c > 1).length, 0);
  latencies.sort((x, y) => x - y);
  for (const [a, b] of pairs) (a.ws.close(), b.ws.close());
  console.log(`chat: ${ROOMS} rooms, ${pairs.length * 2} sockets, ${sent} messages in ${seconds.toFixed(1)} s`);
  console.log(`  delivered ${(received / seconds).toFixed(0)} messages/s; send-to-arrival p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`);
  console.log(`  exactly once: ${received === sent && doubled === 0 ? 'yes' : `no (sent ${sent}, received ${received}, doubled ${doubled})`}`);
  if (refused > 0) console.log(`  ${refused} senders were refused (rate limit) and stopped early`);
  return received === sent && doubled === 0;
});
