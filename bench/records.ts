/**
 * `bun bench/records.ts [--duration N] [--connections N]` (20 connections unless told)
 *
 * The Medical Records screen of a pet with 5,000 records across the 28 categories: seeds the demo
 * data plus the records, serves the real app, signs in as the owner, and drives the full page of
 * one tracker category (table, counts and chart data) with autocannon. Prints req/s as a ratio to
 * the bare Elysia route and p99, measured in one run. Run on demand, never in npm test.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemo } from '../db/seed';
import { parseArgs } from './lib/args';
import { runBench, startApp, startBare } from './lib/serve';
import { measure } from './lib/load';
import { printResult } from './lib/result';
import { RECORD_CATEGORIES } from '../src/lib/constants/record-categories';

const RECORDS = 5_000;
const argv = process.argv.slice(2);
const options = parseArgs(argv.includes('--connections') ? argv : [...argv, '--connections', '20'], []);

/** A plausible record of a category: every required field filled, numbers for trackers. */
function detailsFor(key: string, i: number): Record<string, unknown> {
  const category = RECORD_CATEGORIES.find((c) => c.key === key)!;
  const date = new Date(Date.UTC(2020, 0, 1) + i * 36e5 * 8).toISOString().slice(0, 10);
  const details: Record<string, unknown> = {};
  for (const field of category.fields) {
    if (field.type === 'date') details[field.key] = date;
    else if (field.type === 'number') details[field.key] = Math.round(((field.max ?? 100) / 4 + (i % 7)) * 10) / 10;
    else if (field.type === 'choice') details[field.key] = field.options![i % field.options!.length];
    else if (field.type === 'yesno') details[field.key] = i % 2 ? 'yes' : 'no';
    else if (field.type === 'text' || field.type === 'textarea') details[field.key] = `${field.label} ${i}`;
  }
  return details;
}

async function seedRecords(dataDir: string): Promise<number> {
  const db = await openDatabase(`file:${dataDir}/bench.db`);
  await migrateDatabase(db.db);
  await seedDemo(db.db);
  const pet = (await db.client.execute("SELECT p.id, p.user_id FROM pets p JOIN users u ON u.id = p.user_id WHERE u.email = 'owner@example.com' ORDER BY p.id LIMIT 1")).rows[0]!;
  const tx = await db.client.transaction('write');
  try {
    for (let i = 0; i < RECORDS; i++) {
      const category = RECORD_CATEGORIES[i % RECORD_CATEGORIES.length]!.key;
      const details = detailsFor(category, i);
      const created = `${(details.date ?? details.visit_date ?? '2024-01-01') as string}T12:00:00.000Z`;
      await tx.execute({ sql: 'INSERT INTO phr (category, details, user_id, pet_id, created_at) VALUES (?, ?, ?, ?, ?)', args: [category, JSON.stringify(details), pet.user_id, pet.id, created] });
    }
    await tx.commit();
  } finally {
    tx.close();
  }
  await db.client.execute('ANALYZE');
  db.close();
  return Number(pet.id);
}

await runBench('vetconsult-bench-records-', async (dir) => {
  const bareServer = await startBare(dir);
  const bare = await measure({ name: 'bare', path: '/' }, bareServer.origin, options);
  await bareServer.stop();
  const dataDir = join(dir, 'records');
  mkdirSync(dataDir);
  const petId = await seedRecords(dataDir);
  const app = await startApp(dataDir);
  const login = await fetch(`${app.origin}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json', host: 'localhost' }, body: JSON.stringify({ email: 'owner@example.com', password: 'password123', role: 'user' }) });
  const { token } = (await login.json()) as { token: string };
  const screen = await measure(
    { name: 'records screen', path: `/app/medical-records?pet=${petId}&category=weight`, host: 'localhost', headers: { cookie: `session=${token}` } },
    app.origin,
    options,
  );
  await app.stop();
  const ratio = screen.requestsPerSecond / bare.requestsPerSecond;
  console.log(`\nbare            ${bare.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${bare.latencyP99Ms} ms`);
  console.log(`records screen  ${screen.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${screen.latencyP99Ms} ms  mean ${screen.latencyMeanMs.toFixed(2)} ms  (non-2xx ${screen.non2xx}, errors ${screen.errors})`);
  console.log(`ratio to bare: ${(ratio * 100).toFixed(1)}%  (${RECORDS.toLocaleString('en-US')} records on the pet; ${options.duration} s, ${options.connections} connections)`);
  printResult({ bare: bare.requestsPerSecond, bareP99Ms: bare.latencyP99Ms, screen: screen.requestsPerSecond, p99Ms: screen.latencyP99Ms, records: RECORDS });
  return !screen.non2xx && !screen.errors && !screen.timeouts;
});
