/**
 * WORKERS: several processes serve one port over one database file. Start-up refuses a WORKERS
 * that is not a count and a REDIS_URL that is not a redis URL; two workers both serve, one that
 * dies is replaced without the port going quiet, and SIGTERM stops them all.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, TEST_JWT_SECRET, type RunningServer } from '../../helpers/server';
import { startRedis, type RunningRedis } from '../../helpers/redis-server';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Starts src/main.ts with `env` and answers how it ended (start-up refusals end at once). */
async function refusal(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'vetconsult-workers-'));
  const child = Bun.spawn([process.execPath, 'src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: '0', DATA_DIR: dir, DATABASE_URL: `file:${dir}/app.db`, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'error', ...env },
    stdout: 'ignore',
    stderr: 'pipe',
  });
  const stderr = await new Response(child.stderr).text();
  const code = await child.exited;
  rmSync(dir, { recursive: true, force: true });
  return { code, stderr };
}

/** The pids of a process's children (its workers). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
/** How many sockets listen on the port (from /proc/net/tcp: state 0A is LISTEN). */
function listeners(port: number): number {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return readFileSync('/proc/net/tcp', 'utf8').split('\n').filter((line) => line.split(/\s+/)[2]?.endsWith(hex) && line.split(/\s+/)[4] === '0A').length;
}
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await Bun.sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('start-up refuses bad settings for several processes', () => {
  test('WORKERS that is not a positive integer or auto stops start-up naming it', async () => {
    for (const value of ['0', '-2', 'two', '1.5']) {
      const { code, stderr } = await refusal({ WORKERS: value, REDIS_URL: 'redis://127.0.0.1:6379' });
      expect(code).toBe(1);
      expect(stderr).toContain('Configuration error: Invalid environment variable WORKERS');
    }
  }, 60_000);

  test('a REDIS_URL that is not a redis URL stops start-up', async () => {
    for (const value of ['http://127.0.0.1:6379', 'localhost:6379', 'not a url']) {
      const { code, stderr } = await refusal({ REDIS_URL: value });
      expect(code).toBe(1);
      expect(stderr).toContain('Configuration error: Invalid environment variable REDIS_URL');
    }
  }, 60_000);

  test('WORKERS=2 without REDIS_URL stops start-up and says why', async () => {
    const { code, stderr } = await refusal({ WORKERS: '2' });
    expect(code).toBe(1);
    expect(stderr).toContain('Configuration error: WORKERS=2 needs the environment variable REDIS_URL');
    expect(stderr).toContain('only Redis carries the room');
  }, 30_000);
});

describe('two worker processes on one port', () => {
  let dir: string;
  let redis: RunningRedis;
  let server: RunningServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vetconsult-workers-'));
    redis = await startRedis();
    server = await startServer(dir, { WORKERS: '2', REDIS_URL: redis.url, SEED_DEMO: '1' });
  }, 90_000);
  afterAll(async () => {
    await server?.stop(true);
    await redis?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  test('two workers serve one port', async () => {
    await until('two workers listening', () => childrenOf(server.pid).length === 2 && listeners(server.port) === 2);
    const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(`${server.origin}/healthz`).then((r) => r.status)));
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(server.output()).toContain('with 2 worker processes');
  }, 30_000);

  test('a worker that dies is replaced, and the port keeps answering meanwhile', async () => {
    const [victim, survivor] = childrenOf(server.pid);
    process.kill(victim!, 'SIGKILL');
    await until('the dead worker gone', () => !alive(victim!));
    // A connection the kernel handed the dying socket at that instant is refused; from then on the other worker holds the port alone.
    await until('the port answering', () => fetch(`${server.origin}/healthz`).then((r) => r.ok, () => false));
    for (let i = 0; i < 20; i++) expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    await until('a replacement worker', () => childrenOf(server.pid).length === 2 && !childrenOf(server.pid).includes(victim!));
    await until('the replacement listening', () => listeners(server.port) === 2);
    expect(childrenOf(server.pid)).toContain(survivor!);
    expect((await fetch(`${server.origin}/`, { headers: { host: 'localhost' } })).status).toBe(200);
  }, 30_000);

  test('SIGTERM stops the primary and every worker', async () => {
    const workers = childrenOf(server.pid);
    expect(workers.length).toBe(2);
    await server.stop();
    await until('every worker stopped', () => workers.every((pid) => !alive(pid)), 15_000);
    expect(server.output()).toContain('VetConsult stopped');
  }, 30_000);
});
