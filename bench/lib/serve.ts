/**
 * The servers under test, each a child process with its output in a log file,
 * ready once its readiness URL answers 200, and stopped with SIGTERM (then SIGKILL).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

/** Every child started and not yet stopped, from the moment it is spawned (so Ctrl-C during start-up stops it too). */
const running = new Set<Server>();

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

/**
 * A bench's whole run: a fresh directory (named from `prefix`) for its databases and logs, every
 * server stopped at the end whatever happened, and the process's exit code: 1 when `body`
 * answers false (something it measured failed) or throws.
 */
export async function runBench(prefix: string, body: (dir: string) => Promise<boolean>): Promise<never> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  let ok = false;
  try {
    ok = await body(dir);
  } catch (error) {
    console.error(`bench failed: ${(error as Error).message}\nlogs: ${dir}`);
  } finally {
    await stopAll();
  }
  process.exit(ok ? 0 : 1);
}

export interface Server {
  name: string;
  /** The server's process id. */
  pid: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  log: string;
  /** SIGTERM, then SIGKILL after 5 s; the exit code (null when it had to be killed). */
  stop(): Promise<number | null>;
}

/** The real app on a fresh database in `dataDir`, with the demo data seeded and only errors logged; `env` adds to or overrides its settings. */
export function startApp(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const port = freePort();
  // BENCH_CPU_PROF=dir writes a CPU profile of the app (markdown and .cpuprofile) there when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-md', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  return start('app', [process.execPath, ...profile, 'src/main.ts'], port, '/healthz', `${dataDir}/app.log`, {
    PORT: String(port),
    DATABASE_URL: `file:${dataDir}/bench.db`,
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'error',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    // As it runs in production (React's production build, errors-only logging); the demo data is seeded on purpose.
    NODE_ENV: 'production',
    ...env,
  });
}

/** The bare Elysia hello route (bench/bare.ts). */
export function startBare(dataDir: string): Promise<Server> {
  const port = freePort();
  return start('bare', [process.execPath, 'bench/bare.ts', String(port)], port, '/', `${dataDir}/bare.log`, {});
}

async function start(name: string, cmd: string[], port: number, readyPath: string, log: string, env: Record<string, string>): Promise<Server> {
  const origin = `http://127.0.0.1:${port}`;
  const output = Bun.file(log);
  // A clean environment, so a variable set in the caller's shell cannot change what is measured.
  const child = Bun.spawn(cmd, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdout: output,
    stderr: output,
  });
  const server: Server = {
    name,
    pid: child.pid,
    origin,
    log,
    async stop() {
      running.delete(server);
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const stopped = await Promise.race([child.exited.then(() => true), Bun.sleep(STOP_TIMEOUT_MS).then(() => false)]);
      if (stopped) return child.exitCode;
      child.kill('SIGKILL');
      return null;
    },
  };
  running.add(server);
  try {
    await waitUntilReady(`${origin}${readyPath}`, () => child.exitCode);
  } catch (error) {
    await server.stop();
    throw new Error(`${name} did not start: ${(error as Error).message}\n${tail(log)}`);
  }
  return server;
}

async function waitUntilReady(url: string, exitCode: () => number | null): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const code = exitCode();
    if (code !== null) throw new Error(`it exited with code ${code}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await Bun.sleep(100);
  }
  throw new Error(`${url} did not answer 200 within ${READY_TIMEOUT_MS / 1000} s`);
}

function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
