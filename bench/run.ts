/**
 * `npm run bench -- [--duration N] [--connections N] [target...]`
 *
 * Starts the real app (fresh database, demo data) and a bare Elysia hello route as
 * two child processes, drives each target with autocannon (warm-up, then the measured
 * run), prints req/s, p99 latency and the share of the bare figure, and writes the
 * results as JSON into the run's temp folder. Exits non-zero when any target answered
 * anything but 2xx.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { BASELINE, TARGETS } from './targets';
import { parseArgs, type BenchOptions } from './lib/args';
import { runBench, startApp, startBare, stopAll, type Server } from './lib/serve';
import { allSucceeded, measure, type LoadResult } from './lib/load';
import { formatFailure, formatGoals, formatShares, formatTable } from './lib/report';

let options: BenchOptions;
try {
  options = parseArgs(process.argv.slice(2), TARGETS.map((target) => target.name));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const selected = options.targets.length > 0 ? TARGETS.filter((target) => options.targets.includes(target.name)) : TARGETS;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    void stopAll().finally(() => process.exit(130));
  });
}

const results: LoadResult[] = [];
await runBench('vetconsult-bench-', async (dir) => {
  let failed = false;
  const byKind: Partial<Record<'app' | 'bare', Server>> = {};
  for (const kind of new Set(selected.map((target) => target.server ?? 'app'))) {
    console.error(`starting ${kind}...`);
    byKind[kind] = await (kind === 'app' ? startApp(dir) : startBare(dir));
  }

  for (const target of selected) {
    const server = byKind[target.server ?? 'app']!;
    console.error(`${target.name}: ${options.warmup} s warm-up, ${options.duration} s at ${options.connections} connections`);
    results.push(await measure(target, server.origin, options));
  }

  const baseline = results.find((result) => result.name === BASELINE);
  console.log();
  console.log(formatTable(results, baseline));
  console.log();
  for (const line of formatShares(results, baseline)) console.log(line);
  const goals = formatGoals(results, baseline, new Map(selected.flatMap((target) => (target.goal ? [[target.name, target.goal] as const] : []))));
  for (const line of goals.lines) console.log(line);
  for (const result of results.filter((result) => !allSucceeded(result))) {
    console.log(formatFailure(result));
    failed = true;
  }

  const file = join(dir, 'results.json');
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, platform: process.platform, bun: Bun.version };
  const settings = { duration: options.duration, connections: options.connections, warmup: options.warmup };
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), machine, settings, results }, null, 2));
  console.log(`\nresults: ${file}`);
  return !failed;
});
