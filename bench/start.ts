/**
 * `bun bench/start.ts [--runs N]` (3 unless told)
 *
 * Start-up and memory (issue 18, goal 6) on an installed checkout: the database is created,
 * migrated and seeded by a first start that is not measured; then the app is started again
 * `runs` times, each time timing from the spawn of `bun src/main.ts` to the first 200 of
 * /healthz, and once through `npm start` (scripts/run.sh start: the dependency check and the
 * build step included). After each start the app serves a few pages, rests, and its resident
 * memory (VmRSS) is read. Prints the median start and the largest idle RSS.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/ports';
import { runBench } from './lib/serve';
import { printResult } from './lib/result';
import { lowerMedian } from './lib/report';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const RUNS = runsAt === -1 ? 3 : Number(argv[runsAt + 1]);
const READY_TIMEOUT_MS = 30_000;
/** How long the app rests after its first pages before its memory is read. */
const IDLE_MS = 2_000;
const PAGES = ['/', '/login/', '/healthz'];

interface Started {
  ms: number;
  rssMb: number;
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? NaN) / 1024;
}

async function startOnce(cmd: string[], dataDir: string, env: Record<string, string>): Promise<Started> {
  const port = freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = Bun.spawn(cmd, {
    cwd: ROOT,
    stdout: Bun.file(`${dataDir}/start.log`),
    stderr: Bun.file(`${dataDir}/start.err.log`),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port) },
  });
  try {
    let ms = NaN;
    while (performance.now() - started < READY_TIMEOUT_MS) {
      if (child.exitCode !== null) throw new Error(`it exited with code ${child.exitCode} (logs in ${dataDir})`);
      const ok = await fetch(`${origin}/healthz`).then((r) => r.status === 200, () => false);
      if (ok) {
        ms = performance.now() - started;
        break;
      }
      await Bun.sleep(5);
    }
    if (Number.isNaN(ms)) throw new Error(`/healthz did not answer 200 within ${READY_TIMEOUT_MS / 1000} s`);
    for (const page of PAGES) await fetch(`${origin}${page}`, { headers: { host: 'localhost' } }).then((r) => r.arrayBuffer());
    await Bun.sleep(IDLE_MS);
    return { ms, rssMb: rssMb(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await child.exited;
  }
}

const median = (values: number[]) => lowerMedian(values, (value) => value);

await runBench('vetconsult-bench-start-', async (dir) => {
  const env = { DATABASE_URL: `file:${dir}/app.db`, DATA_DIR: dir, SEED_DEMO: '1', LOG_LEVEL: 'error', JWT_SECRET: randomBytes(48).toString('base64url'), NODE_ENV: 'production' };
  const bun = [process.execPath, 'src/main.ts'];
  const npm = ['bash', 'scripts/run.sh', 'start'];
  // The installation's first start, through npm start: installs, builds the browser files, creates,
  // migrates and seeds the database (not measured).
  await startOnce(npm, dir, env);
  const direct: Started[] = [];
  for (let i = 0; i < RUNS; i++) direct.push(await startOnce(bun, dir, env));
  const npmStart = await startOnce(npm, dir, env);
  const startMs = median(direct.map((s) => s.ms));
  const rss = Math.max(...direct.map((s) => s.rssMb), npmStart.rssMb);
  console.log(`bun src/main.ts to a healthy /healthz: ${direct.map((s) => `${s.ms.toFixed(0)} ms`).join(', ')} (median ${startMs.toFixed(0)} ms)`);
  console.log(`npm start (run.sh start: dependency check, build, start) to a healthy /healthz: ${npmStart.ms.toFixed(0)} ms`);
  console.log(`idle RSS after ${PAGES.join(', ')} and ${IDLE_MS / 1000} s at rest: ${[...direct, npmStart].map((s) => `${s.rssMb.toFixed(0)} MB`).join(', ')}`);
  printResult({ startMs, npmStartMs: npmStart.ms, rssMb: rss });
  return true;
});
