import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A port that is free right now: the OS picks one, and it is released at once for a child to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface SecondApp {
  port: number;
  stop(): void;
}

/**
 * A second app instance beside the e2e one, with other providers (`env`), on the same database
 * (WAL lets two processes share it, so people, listings and bookings are the same). Ready once
 * /healthz answers.
 */
export async function startSecondApp(what: string, env: Record<string, string>): Promise<SecondApp> {
  const port = await freePort();
  const dataDir = process.env.E2E_DATA_DIR!;
  const app: ChildProcess = spawn(process.env.BUN ?? 'bun', ['src/main.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATABASE_URL: `file:${join(dataDir, 'e2e.db')}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
      ...env,
    },
    // Its errors show in the test output; its start-up line does not.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the ${what} app exited with ${app.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (ok) return { port, stop: () => app.kill('SIGTERM') };
    await new Promise((r) => setTimeout(r, 100));
  }
  app.kill('SIGKILL');
  throw new Error(`the ${what} app did not answer on /healthz`);
}
