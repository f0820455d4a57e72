/**
 * Debian's redis-server as a child process on loopback, for the tests and proofs that need one
 * (rooms across processes). No persistence: a restart starts empty, as a lost Redis would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../bench/lib/ports';

export interface RunningRedis {
  port: number;
  /** `redis://127.0.0.1:<port>` */
  url: string;
  /** Stops it and waits until it has exited (SIGKILL when `hard`, as a crash). */
  stop(hard?: boolean): Promise<void>;
  /** Starts it again on the same port after a stop. */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  dispose(): Promise<void>;
}

const REDIS_BIN = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

async function answers(port: number): Promise<boolean> {
  try {
    const socket = await Bun.connect({ hostname: '127.0.0.1', port, socket: { data() {} } });
    socket.end();
    return true;
  } catch {
    return false;
  }
}

/** Starts redis-server on a free loopback port (or `port`), ready once it accepts a connection. */
export async function startRedis(port = freePort()): Promise<RunningRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'vetconsult-redis-'));
  let child: ReturnType<typeof Bun.spawn> | null = null;
  const start = async () => {
    child = Bun.spawn([REDIS_BIN, '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
      stdout: Bun.file(join(dir, 'redis.log')),
      stderr: 'inherit',
    });
    for (let i = 0; i < 200; i++) {
      if (await answers(port)) return;
      await Bun.sleep(25);
    }
    throw new Error(`redis-server did not start on port ${port}`);
  };
  const stop = async (hard = false) => {
    const running = child;
    child = null;
    if (!running) return;
    running.kill(hard ? 'SIGKILL' : 'SIGTERM');
    await running.exited;
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    async dispose() {
      await stop(true);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
