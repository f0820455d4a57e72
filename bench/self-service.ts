/**
 * `bun bench/self-service.ts [--duration N] [--connections N] [--bookings N]` (defaults 10 s, 20 connections, 2,000 bookings)
 *
 * The owner's self-service paths under load, on the sandbox provider: owner cancels with refunds
 * under a cancellation policy (half the bookings inside its 7-day window, refunded 50%, the rest in
 * full), the manage link's page, and joins to the waitlist. Seeds the demo data and the bench
 * listings (bench/lib/bench-listings.ts), books `--bookings` slots through `POST /api/payment`,
 * cancels every one of them at `--connections` at once, then checks that the sandbox's ledger and
 * the payments table agree: one refund per canceled payment, for the amount recorded.
 * Run on demand, never in npm test.
 */
import { join } from 'node:path';
import type { Request } from 'autocannon';
import { openDatabase } from '../db/client';
import { CONSULTATION_TYPES } from '../src/lib/constants/consultation-types';
import { readSandboxLedger, SANDBOX_LEDGER } from '../src/providers/payments/sandbox';
import { parseArgs } from './lib/args';
import { runBench, startApp, type Server } from './lib/serve';
import { measure, type LoadResult } from './lib/load';
import { printResult } from './lib/result';
import { HOST, api, freeSlots, seedBenchListings, type Slot } from './lib/bench-listings';

const CARD = { name: 'Pat Owner', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '9731' };
const POLICY = { notice_hours: 7 * 24, inside: 'partial', refund_percent: 50, reschedule_inside: true };

const argv = process.argv.slice(2);
const bookingsArg = argv.findIndex((arg) => arg === '--bookings');
const BOOKINGS = bookingsArg >= 0 ? Number(argv[bookingsArg + 1]) : 2000;
const options = parseArgs(bookingsArg >= 0 ? argv.filter((_, i) => i !== bookingsArg && i !== bookingsArg + 1) : argv, []);
if (!argv.some((arg) => arg.startsWith('--connections'))) options.connections = 20;

/** One request per send, built by `next`; answers tallied by status. */
function requests(method: 'POST' | 'GET', path: (i: number) => string, headers: Record<string, string>, body: (i: number) => string | undefined, statuses: Record<string, number>, onOk?: (text: string) => void): Request[] {
  let i = 0;
  return [
    {
      method,
      path: path(0),
      setupRequest: (request) => {
        const n = i++;
        return { ...request, path: path(n), headers: { host: HOST, ...headers }, body: body(n) };
      },
      onResponse: (status, text) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status < 300) onOk?.(text);
      },
    },
  ];
}

async function book(app: Server, token: string, petId: number, slots: Slot[]): Promise<number[]> {
  const ids: number[] = [];
  const statuses: Record<string, number> = {};
  const body = (i: number) => {
    const slot = slots[i]!;
    return JSON.stringify({ vendor_listing_id: slot.listingId, type: CONSULTATION_TYPES.VIDEO, slot: slot.start, userTZ: 'Europe/Paris', pet: petId, info: { summary: 'Bench: check-up' }, telehealth_consent: 1, payment: CARD });
  };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const target = { name: 'book', path: '/api/payment', method: 'POST' as const, requests: requests('POST', () => '/api/payment', headers, body, statuses, (text) => ids.push((JSON.parse(text) as { id: number }).id)) };
  await measure(target, app.origin, { ...options, warmup: 0, amount: slots.length });
  console.error(`booked ${ids.length} (${JSON.stringify(statuses)})`);
  return ids;
}

/** Every booking canceled once by its owner, as the appointment page's Cancel button does (JSON answer). */
async function cancelAll(app: Server, token: string, ids: number[]): Promise<{ result: LoadResult; statuses: Record<string, number>; seconds: number }> {
  const statuses: Record<string, number> = {};
  const headers = { cookie: `session=${token}`, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' };
  const target = { name: 'cancel', path: '/app/appointments/0/cancel', method: 'POST' as const, requests: requests('POST', (i) => `/app/appointments/${ids[i % ids.length]}/cancel`, headers, () => '', statuses) };
  const started = performance.now();
  const result = await measure(target, app.origin, { ...options, warmup: 0, amount: ids.length });
  return { result, statuses, seconds: (performance.now() - started) / 1000 };
}

/** What the sandbox refunded against what the payments table records. */
async function ledgerCheck(dbUrl: string, dir: string, listingIds: number[]) {
  const database = await openDatabase(dbUrl);
  // The bench listings' payments only: the demo data's refunded payments were never charged in this sandbox.
  const rows = (
    await database.client.execute(
      `SELECT p.reference, p.refunded_amount, p.cancel_fee, p.amount FROM payments p JOIN bookings b ON b.id = p.booking_id WHERE b.vendor_listing_id IN (${listingIds.join(',')}) AND (p.status = 'refunded' OR p.cancel_fee > 0)`,
    )
  ).rows;
  database.close();
  const refunds = new Map<string, number[]>();
  for (const line of readSandboxLedger(join(dir, SANDBOX_LEDGER))) if (line.kind === 'refund') refunds.set(line.charge, [...(refunds.get(line.charge) ?? []), line.amount]);
  let mismatched = 0;
  let partial = 0;
  for (const row of rows) {
    const onLedger = refunds.get(String(row.reference)) ?? [];
    const recorded = Number(row.refunded_amount);
    if (recorded > 0 && (onLedger.length !== 1 || onLedger[0] !== recorded)) mismatched++;
    if (recorded === 0 && onLedger.length > 0) mismatched++;
    if (recorded + Number(row.cancel_fee) !== Number(row.amount)) mismatched++;
    if (Number(row.cancel_fee) > 0) partial++;
  }
  return { canceledPayments: rows.length, mismatched, partial };
}

/** A manage link from the dev outbox: the first owner e-mail that carries one. */
async function manageLink(dbUrl: string): Promise<string | null> {
  const database = await openDatabase(dbUrl);
  const rows = (await database.client.execute("SELECT body FROM outbox WHERE body LIKE '%/m/%' ORDER BY id LIMIT 1")).rows;
  database.close();
  const match = rows[0] ? /\/m\/[A-Za-z0-9._-]+/.exec(String(rows[0].body)) : null;
  return match ? match[0] : null;
}

await runBench('vetconsult-bench-self-service-', async (dir) => {
  const dbUrl = `file:${dir}/bench.db`;
  const listingIds = await seedBenchListings(dbUrl);
  const setup = await openDatabase(dbUrl);
  await setup.client.execute({ sql: `UPDATE vendor_listings SET policy = ? WHERE id IN (${listingIds.join(',')})`, args: [JSON.stringify(POLICY)] });
  setup.close();
  const app = await startApp(dir);
  const { token } = await api<{ token: string }>(app.origin, '/api/account/login', { method: 'POST', body: JSON.stringify({ email: 'owner@example.com', password: 'password123', role: 'user' }) });
  const [pet] = await api<{ id: number }[]>(app.origin, '/api/pets', { headers: { authorization: `Bearer ${token}` } });
  const slots = (await freeSlots(app.origin, listingIds)).slice(0, BOOKINGS);
  const ids = await book(app, token, pet!.id, slots);

  const link = await manageLink(dbUrl);
  const canceled = await cancelAll(app, token, ids);
  const cancelsPerSecond = (canceled.statuses['200'] ?? 0) / canceled.seconds;

  const views: Record<string, number> = {};
  const manage = link
    ? await measure({ name: 'manage link', path: link, method: 'GET', requests: requests('GET', () => link, {}, () => undefined, views) }, app.origin, options)
    : null;

  const joins: Record<string, number> = {};
  const days = Array.from({ length: 14 }, (_, d) => new Date(Date.now() + (d + 1) * 86_400_000).toISOString().slice(0, 10));
  const joinBody = (i: number) => JSON.stringify({ listing_id: listingIds[i % listingIds.length], type: CONSULTATION_TYPES.VIDEO, from: days[i % days.length], to: days[i % days.length] });
  const joined = await measure(
    { name: 'waitlist join', path: '/api/waitlist', method: 'POST', requests: requests('POST', () => '/api/waitlist', { 'content-type': 'application/json', authorization: `Bearer ${token}` }, joinBody, joins) },
    app.origin,
    options,
  );
  await app.stop();
  const ledger = await ledgerCheck(dbUrl, dir, listingIds);

  console.log();
  console.log(`owner cancels with refunds: ${cancelsPerSecond.toFixed(0)}/s over ${ids.length} bookings (p99 ${canceled.result.latencyP99Ms} ms; answers ${JSON.stringify(canceled.statuses)})`);
  console.log(`ledger = payments table: ${ledger.canceledPayments} canceled payments, ${ledger.partial} refunded in part under the policy, ${ledger.mismatched} mismatches`);
  if (manage) console.log(`manage link page: ${manage.requestsPerSecond.toFixed(0)} req/s (p99 ${manage.latencyP99Ms} ms; answers ${JSON.stringify(views)})`);
  console.log(`waitlist joins: ${joined.requestsPerSecond.toFixed(0)} req/s (p99 ${joined.latencyP99Ms} ms; answers ${JSON.stringify(joins)})`);
  printResult({
    cancelsPerSecond,
    cancelP99Ms: canceled.result.latencyP99Ms,
    mismatched: ledger.mismatched,
    partial: ledger.partial,
    managePerSecond: manage?.requestsPerSecond ?? 0,
    joinsPerSecond: joined.requestsPerSecond,
  });
  const answeredWell = (byStatus: Record<string, number>) => Object.keys(byStatus).every((code) => Number(code) < 300);
  return ledger.mismatched === 0 && ids.length > 0 && answeredWell(canceled.statuses) && answeredWell(joins) && (!manage || answeredWell(views));
});
