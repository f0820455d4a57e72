/**
 * `bun bench/payments.ts [--duration N] [--connections N]` (defaults 10 s, 20 connections)
 *
 * Paid bookings per second through `POST /api/payment` on the sandbox provider, and proof
 * that none of them double-books. Seeds the demo data plus bench listings at Happy Paws
 * (15-minute video consultations from 06:00 to 22:00 every day, so tens of thousands of free
 * slots), serves the real app, signs in as the demo owner and lists the free slots from the
 * public slots API. Phase 1 books a different slot with every request (warm-up, then the
 * measured run); phase 2 sends each of a fresh set of slots three times at once from different
 * connections, where exactly one of the three may win. Then the database is asked how many
 * bookings exist, whether every success answer's id is a confirmed booking, and how many
 * pairs of live bookings of one listing overlap in time (must be 0).
 * Run on demand, never in npm test.
 */
import type { Request } from 'autocannon';
import { openDatabase } from '../db/client';
import { HOST, api, freeSlots, seedBenchListings, type Slot } from './lib/bench-listings';
import { CONSULTATION_TYPES } from '../src/lib/constants/consultation-types';
import { parseArgs } from './lib/args';
import { runBench, startApp, type Server } from './lib/serve';
import { measure, type LoadResult } from './lib/load';
import { formatFailure } from './lib/report';
import { printResult } from './lib/result';
import { countCpu } from './lib/cpu';

const GOAL_PER_SECOND = 1500;
const DEFAULT_CONNECTIONS = 20;
/** How many slots phase 2 fights over, and how many requests each gets. */
const CONTESTED_SLOTS = 1000;
const COPIES = 3;
const CARD = { name: 'Pat Owner', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '9731' };

const argv = process.argv.slice(2);
const options = parseArgs(argv, []);
if (!argv.some((arg) => arg.startsWith('--connections'))) options.connections = DEFAULT_CONNECTIONS;

/** Tallies of one phase's answers, filled by autocannon's onResponse. */
interface Answers {
  successIds: number[];
  byStatus: Record<string, number>;
  /** The first answer of each refused kind, to print. */
  samples: Record<string, string>;
}

/**
 * One `POST /api/payment` per send: `nextSlot` picks the slot, every request gets its own
 * Idempotency-Key, and each answer is tallied.
 */
let sent = 0;
function paymentRequests(token: string, petId: number, nextSlot: () => Slot, answers: Answers): Request[] {
  return [
    {
      method: 'POST',
      path: '/api/payment',
      setupRequest: (request) => {
        const slot = nextSlot();
        return {
          ...request,
          headers: { 'content-type': 'application/json', host: HOST, authorization: `Bearer ${token}`, 'idempotency-key': `bench-${process.pid}-${++sent}` },
          body: JSON.stringify({ vendor_listing_id: slot.listingId, type: CONSULTATION_TYPES.VIDEO, slot: slot.start, userTZ: 'Europe/Paris', pet: petId, info: { summary: 'Bench: routine check-up' }, telehealth_consent: 1, payment: CARD }),
        };
      },
      onResponse: (status, body) => {
        answers.byStatus[status] = (answers.byStatus[status] ?? 0) + 1;
        if (status === 200) answers.successIds.push((JSON.parse(body) as { id: number }).id);
        else answers.samples[status] ??= body;
      },
    },
  ];
}

/** What the database says after a run: bookings made, success answers without a paid booking, double bookings, contested wins. */
async function databaseCheck(dbUrl: string, listingIds: number[], successIds: number[], contested: Slot[]) {
  const database = await openDatabase(dbUrl);
  const { client } = database;
  const inList = listingIds.join(',');
  // Only this run books the bench listings; a declined or failed payment leaves no booking behind.
  const created = Number((await client.execute(`SELECT count(*) AS n FROM bookings WHERE vendor_listing_id IN (${inList})`)).rows[0]!.n);
  const confirmed = new Set<number>();
  for (let i = 0; i < successIds.length; i += 500) {
    const chunk = successIds.slice(i, i + 500);
    const rows = await client.execute(
      `SELECT b.id FROM bookings b JOIN payments p ON p.id = b.payment_id WHERE b.id IN (${chunk.join(',')}) AND b.status IN (0, 1) AND b.hold_expires_at IS NULL AND p.status = 'succeeded'`,
    );
    for (const row of rows.rows) confirmed.add(Number(row.id));
  }
  const missing = new Set(successIds).size - confirmed.size + (successIds.length - new Set(successIds).size);
  // Two live, confirmed bookings of one listing whose times overlap (julianday, so any offset notation compares right).
  const doubles = Number(
    (
      await client.execute(`
        SELECT count(*) AS n FROM bookings a JOIN bookings b
          ON b.vendor_listing_id = a.vendor_listing_id AND b.id > a.id
         AND julianday(a.slot) < julianday(b.slot_end) AND julianday(b.slot) < julianday(a.slot_end)
        WHERE a.status IN (0, 1) AND b.status IN (0, 1) AND a.hold_expires_at IS NULL AND b.hold_expires_at IS NULL`)
    ).rows[0]!.n,
  );
  const contestedWins = Number(
    (
      await client.execute({
        sql: `SELECT count(*) AS n FROM bookings WHERE status IN (0, 1) AND hold_expires_at IS NULL AND (vendor_listing_id, slot) IN (SELECT value ->> '$[0]', value ->> '$[1]' FROM json_each(?))`,
        args: [JSON.stringify(contested.map((s) => [s.listingId, s.start]))],
      })
    ).rows[0]!.n,
  );
  database.close();
  return { created, missing, doubles, contestedWins };
}

/**
 * Phase 1: every request a different slot, after a warm-up. Counts the CPU of the measured run
 * only: while the code is still being compiled, a booking costs more.
 */
async function phaseOne(app: Server, token: string, petId: number, slots: Slot[]) {
  const distinct: Answers = { successIds: [], byStatus: {}, samples: {} };
  let next = 0;
  const takeSlot = () => {
    if (next >= slots.length) throw new Error('ran out of free slots: shorten --duration');
    return slots[next++]!;
  };
  console.error(`phase 1: ${options.warmup} s warm-up, ${options.duration} s at ${options.connections} connections, one slot per request`);
  let cpu: ReturnType<typeof countCpu> | undefined;
  const measured: LoadResult = await measure(
    { name: 'payments', path: '/api/payment', method: 'POST', requests: paymentRequests(token, petId, takeSlot, distinct) },
    app.origin,
    { ...options, onRunStart: () => (cpu = countCpu(app.pid)) },
  );
  return { distinct, measured, cpuShare: cpu?.per(measured.statusCodes['200'] ?? 0) };
}

await runBench('vetconsult-bench-payments-', async (dir) => {
  const dbUrl = `file:${dir}/bench.db`;
  let failed = false;
  const listingIds = await seedBenchListings(dbUrl);
  const app = await startApp(dir);
  const { token } = await api<{ token: string }>(app.origin, '/api/account/login', {
    method: 'POST',
    body: JSON.stringify({ email: 'owner@example.com', password: 'password123', role: 'user' }),
  });
  const auth = { authorization: `Bearer ${token}` };
  const [pet] = await api<{ id: number }[]>(app.origin, '/api/pets', { headers: auth });
  if (!pet) throw new Error('the demo owner has no pet');
  const slots = await freeSlots(app.origin, listingIds);
  const contested = slots.splice(0, CONTESTED_SLOTS);
  const needed = Math.ceil((options.duration + options.warmup) * GOAL_PER_SECOND * 1.5);
  console.error(`${slots.length.toLocaleString('en-US')} free slots for phase 1 (${needed.toLocaleString('en-US')} would last 1.5× the goal), ${contested.length} contested slots for phase 2`);

  const { distinct, measured, cpuShare } = await phaseOne(app, token, pet.id, slots);

  // Phase 2: each contested slot sent COPIES times back to back, so the copies are in flight together on different connections.
  const contest: Answers = { successIds: [], byStatus: {}, samples: {} };
  let sends = 0;
  const contestedSlot = () => contested[Math.floor(sends++ / COPIES) % contested.length]!;
  console.error(`phase 2: ${contested.length} slots × ${COPIES} requests at ${options.connections} connections`);
  const fought = await measure(
    { name: 'contested payments', path: '/api/payment', method: 'POST', requests: paymentRequests(token, pet.id, contestedSlot, contest) },
    app.origin,
    { ...options, warmup: 0, amount: contested.length * COPIES },
  );
  await app.stop();

  const successIds = [...distinct.successIds, ...contest.successIds];
  const { created, missing, doubles, contestedWins } = await databaseCheck(dbUrl, listingIds, successIds, contested);

  const successes = distinct.byStatus[200] ?? 0;
  const measuredSuccesses = measured.statusCodes['200'] ?? 0;
  const perSecond = measuredSuccesses / options.duration;
  const codes = (byStatus: Record<string, number>) => Object.entries(byStatus).map(([code, n]) => `${code}×${n}`).join(', ') || 'none';
  console.log();
  console.log(`phase 1 (one slot per request, ${options.duration} s measured after ${options.warmup} s warm-up):`);
  console.log(`  paid bookings/s ${perSecond.toFixed(0)} (goal ≥ ${GOAL_PER_SECOND})  answers/s ${measured.requestsPerSecond.toFixed(0)}  p50 ${measured.latencyP50Ms} ms  p99 ${measured.latencyP99Ms} ms`);
  console.log(`  answers by status, warm-up included: ${codes(distinct.byStatus)}; measured run: ${codes(measured.statusCodes)}, errors ${measured.errors}, timeouts ${measured.timeouts}`);
  if (cpuShare) {
    const { appMs, loadMs, cores, ceilingPerSecond } = cpuShare;
    console.log(`  CPU per paid booking: app ${appMs.toFixed(2)} ms, load generator ${loadMs.toFixed(2)} ms; at that cost this machine's ${cores} cores give at most ${ceilingPerSecond.toFixed(0)}/s with every core busy`);
  }
  console.log(`phase 2 (${contested.length} slots × ${COPIES} requests): ${codes(contest.byStatus)}; p99 ${fought.latencyP99Ms} ms; confirmed bookings on those slots ${contestedWins} (one per slot that had a winner)`);
  for (const [code, body] of Object.entries({ ...distinct.samples, ...contest.samples })) if (code !== '409') console.log(`  a ${code} answer: ${body}`);
  console.log(`database: ${created} bookings of the bench listings, ${successIds.length} success answers (the rest were in flight when a timed run stopped), ${missing} success ids without a confirmed paid booking`);
  console.log(`double bookings (overlapping live bookings of one listing): ${doubles}`);
  console.log(`payments: ${perSecond.toFixed(0)} bookings/s at ${options.connections} connections, ${doubles} double bookings`);
  console.log(`logs: ${dir}`);
  printResult({ perSecond, p99Ms: measured.latencyP99Ms, doubles, missing, connections: options.connections, duration: options.duration, cpu: cpuShare });

  if (measured.non2xx || measured.errors || measured.timeouts) {
    console.log(formatFailure(measured));
    failed = true;
  }
  // Every success of phase 2 is a booking of its own, and the losers were told the slot is taken (409).
  const contestOk = (contest.byStatus[200] ?? 0) === contestedWins && Object.keys(contest.byStatus).every((code) => code === '200' || code === '409');
  // autocannon drops the answers still in flight when a timed run stops (at most one per connection, after the warm-up and after the run).
  const unanswered = created - successIds.length;
  if (doubles > 0 || missing > 0 || unanswered < 0 || unanswered > 2 * options.connections || !contestOk || successes === 0) failed = true;
  return !failed;
});
