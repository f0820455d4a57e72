/**
 * `npm run bench -- [--duration N] [--connections N] [--rounds N] [--workers 1,2] [name...]`
 *
 * Every goal of issue 18 as one line: its figure, its goal and PASS or FAIL (bench/goals.ts).
 * Starts the real app (fresh database, demo data) and a bare Elysia hello route as two child
 * processes, drives each load target with autocannon (warm-up, then the measured run; every
 * target in turn, `--rounds` times, 3 by default, each figure the median round) and
 * tables req/s, p99 and the share of bare; the goals measured by their own scripts (records,
 * appointment lists, payments, start-up) run those as child processes, each measuring bare
 * in the same run. Names choose what runs: a load target (bench/targets.ts) or a goal
 * (`npm run bench -- records`). Writes the results as JSON into the run's temp folder and
 * exits non-zero when any target answered anything but 2xx, any goal failed, or the app's /metrics
 * counted another number of requests for a target's route template than the bench sent.
 * `--workers 1,2` measures every load target again with the app on WORKERS=2 (and a Redis) and
 * tables the two side by side.
 * BENCH_CPU_PROF=dir writes a CPU profile of the app to dir (bench/lib/serve.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASELINE, TARGETS } from './targets';
import { GOALS, runScript, type Goal, type Verdict } from './goals';
import { parseArgs, type BenchOptions } from './lib/args';
import { runBench, startApp, startBare, stopAll, type Server } from './lib/serve';
import { allSucceeded, measure, type LoadResult } from './lib/load';
import { formatWorkers } from './lib/workers-table';
import { startRedis } from '../tests/helpers/redis-server';
import { formatCounts, formatFailure, formatGoal, formatShares, formatTable, lowerMedian } from './lib/report';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

let options: BenchOptions;
try {
  options = parseArgs(process.argv.slice(2), [...new Set([...TARGETS.map((target) => target.name), ...GOALS.map((goal) => goal.name)])]);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const named = (name: string) => options.targets.length === 0 || options.targets.includes(name);
const goals = GOALS.filter((goal) => named(goal.name));
const wanted = new Set([...TARGETS.filter((target) => named(target.name)).map((target) => target.name), ...goals.flatMap((goal) => goal.targets ?? [])]);
if (wanted.size > 0) wanted.add(BASELINE);
const selected = TARGETS.filter((target) => wanted.has(target.name));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    void stopAll().finally(() => process.exit(130));
  });
}

/** Every selected target, the app with `workers` processes (more than one beside a Redis of its own, as WORKERS needs). */
async function measureTargets(root: string, workers: number): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  const dir = join(root, `workers-${workers}`);
  mkdirSync(dir, { recursive: true });
  const redis = workers > 1 ? await startRedis() : null;
  const byKind: Partial<Record<'app' | 'bare', Server>> = {};
  for (const kind of new Set(selected.map((target) => target.server ?? 'app'))) {
    console.error(`starting ${kind}${kind === 'app' ? ` with WORKERS=${workers}` : ''}...`);
    byKind[kind] = await (kind === 'app' ? startApp(dir, redis ? { WORKERS: String(workers), REDIS_URL: redis.url } : {}) : startBare(dir));
  }
  // Every target in turn, `rounds` times: the machine's speed drifts by a quarter over minutes
  // (docs/scaling.md), and bare measured beside each round drifts with it.
  const rounds = new Map<string, LoadResult[]>();
  for (let round = 1; round <= options.rounds; round++) {
    for (const target of selected) {
      const server = byKind[target.server ?? 'app']!;
      console.error(`${target.name} (round ${round} of ${options.rounds}): ${options.warmup} s warm-up, ${options.duration} s at ${options.connections} connections`);
      const result = await measure(target, server.origin, options);
      rounds.set(target.name, [...(rounds.get(target.name) ?? []), result]);
    }
  }
  for (const target of selected) results.push(medianRun(rounds.get(target.name)!));
  // The scripts start servers of their own: these stop first, so they do not share the cores.
  await stopAll();
  await redis?.dispose();
  return results;
}

/** The round whose requests per second are the median (the middle one; of two, the slower), with every round's failures counted. */
function medianRun(runs: LoadResult[]): LoadResult {
  const median = lowerMedian(runs, (run) => run.requestsPerSecond);
  const sum = (key: 'non2xx' | 'errors' | 'timeouts') => runs.reduce((n, run) => n + run[key], 0);
  const counts = runs.flatMap((run) => run.counts ?? []);
  return { ...median, non2xx: sum('non2xx'), errors: sum('errors'), timeouts: sum('timeouts'), rounds: runs.map((run) => Math.round(run.requestsPerSecond)), ...(counts.length ? { counts } : {}) };
}

/** Each goal measured in turn; a script shared by two goals (start and memory) runs once. */
async function measureGoals(loads: Map<string, LoadResult>): Promise<{ goal: Goal; verdict: Verdict }[]> {
  const runs = new Map<string, ReturnType<typeof runScript>>();
  const verdicts: { goal: Goal; verdict: Verdict }[] = [];
  for (const goal of goals) {
    let scriptFailed = false;
    const script = async <T,>(name: string, args: string[] = []): Promise<T> => {
      const key = `${name} ${args.join(' ')}`;
      if (!runs.has(key)) {
        console.error(`${goal.name}: bun bench/${name}.ts ${args.join(' ')}`);
        runs.set(key, runScript(ROOT, name, args));
      }
      const { result, ok } = await runs.get(key)!;
      scriptFailed ||= !ok;
      return result as T;
    };
    let verdict: Verdict;
    try {
      verdict = await goal.measure({ loads, duration: options.duration, script });
      if (scriptFailed) verdict = { figure: `${verdict.figure}; its script reported a failure (see above)`, pass: false };
    } catch (error) {
      verdict = { figure: `not measured: ${(error as Error).message.split('\n')[0]}`, pass: false };
    }
    verdicts.push({ goal, verdict });
  }
  return verdicts;
}

await runBench('vetconsult-bench-', async (dir) => {
  const load = loadavg().map((n) => n.toFixed(2)).join(', ');
  const [first, ...more] = options.workers;
  const results = await measureTargets(dir, first!);
  const others: { workers: number; results: LoadResult[] }[] = [];
  for (const workers of more) others.push({ workers, results: await measureTargets(dir, workers) });
  const baseline = results.find((result) => result.name === BASELINE);
  const verdicts = await measureGoals(new Map(results.map((result) => [result.name, result])));

  let failed = false;
  console.log();
  if (results.length > 0) {
    console.log(formatTable(results, baseline));
    console.log();
    for (const line of formatShares(results, baseline)) console.log(line);
    console.log();
    // The app's own count (/metrics, scraped around each measured run) must equal the bench's.
    const counted = formatCounts(results);
    for (const line of counted.lines) console.log(line);
    if (counted.lines.length > 0) console.log();
    if (!counted.ok) failed = true;
    for (const other of others) {
      for (const line of formatWorkers(first!, results, other.workers, other.results)) console.log(line);
      console.log();
      const more = formatCounts(other.results);
      for (const line of more.lines) console.log(`WORKERS=${other.workers} ${line}`);
      if (!more.ok) failed = true;
      for (const result of other.results.filter((result) => !allSucceeded(result))) (console.log(formatFailure(result)), (failed = true));
    }
  }
  for (const { goal, verdict } of verdicts) console.log(formatGoal(goal, verdict));
  for (const result of results.filter((result) => !allSucceeded(result))) {
    console.log(formatFailure(result));
    failed = true;
  }
  if (verdicts.some(({ verdict }) => !verdict.pass)) failed = true;
  console.log(`\n${cpus().length} cores, load average before the run ${load}; ${options.duration} s per figure at ${options.connections} connections, the median of ${options.rounds} rounds (the scripts: 20, one round)`);

  const file = join(dir, 'results.json');
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, platform: process.platform, bun: Bun.version, loadBefore: load };
  const settings = { duration: options.duration, connections: options.connections, warmup: options.warmup, rounds: options.rounds, workers: options.workers };
  const goalsOut = verdicts.map(({ goal, verdict }) => ({ name: goal.name, title: goal.title, goal: goal.goal, ...verdict }));
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), machine, settings, results, others, goals: goalsOut }, null, 2));
  console.log(`results: ${file}`);
  return !failed;
});
