/**
 * The cost of one request inside the process (app.handle, no socket, no load generator): the
 * signed-out home page, a practice's site and /healthz, in µs a request, median of 5 rounds of
 * 5,000 after 2,000 to warm up. Socket benchmarks on a 2-core machine drift by a third between
 * rounds; this figure moves far less, so two checkouts compare well run one after the other.
 * Usage: bun bench/in-process.ts
 */
import { createTestApp } from '../tests/helpers/app';

const ROUNDS = 5;
const PER_ROUND = 5_000;
const TARGETS = [
  { name: 'healthz', url: 'http://localhost/healthz', host: 'localhost' },
  { name: 'home', url: 'http://localhost/', host: 'localhost' },
  { name: 'practice', url: 'http://happypaws.localhost/', host: 'happypaws.localhost' },
];

const { app } = await createTestApp();
const ask = async (url: string, host: string) => (await app.handle(new Request(url, { headers: { host } }))).arrayBuffer();

for (const { name, url, host } of TARGETS) {
  for (let i = 0; i < 2_000; i++) await ask(url, host);
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const started = performance.now();
    for (let i = 0; i < PER_ROUND; i++) await ask(url, host);
    rounds.push(((performance.now() - started) / PER_ROUND) * 1000);
  }
  rounds.sort((a, b) => a - b);
  console.log(`${name}: ${rounds[2]!.toFixed(1)} µs a request (rounds ${rounds.map((x) => x.toFixed(1)).join(', ')})`);
}
process.exit(0);
