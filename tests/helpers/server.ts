/**
 * The real server as a child process (src/main.ts), for what app.handle cannot show: Bun's
 * own HTTP parsing (no Host, HTTP/1.0), its error pages, and a crash (`kill -9`) and restart.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../bench/lib/ports';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface RunningServer {
  port: number;
  /** The server's process id (for /proc/<pid>: memory, open files). */
  pid: number;
  origin: string;
  log: string;
  /** Stops it (SIGTERM, or SIGKILL when `hard`) and waits until it has exited. */
  stop(hard?: boolean): Promise<void>;
  /** The output so far. */
  output(): string;
}

/** Starts the app on a fresh port (or `env.PORT`) over `dataDir` (its database lives there), ready once /healthz answers 200. */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : freePort();
  const log = `${dataDir}/server-${port}.log`;
  // A test that pauses a booking runs the server through its own entry; production code has no pause.
  const entry = env.TEST_PAUSE ? 'tests/helpers/pausing-main.ts' : 'src/main.ts';
  const child = Bun.spawn([process.execPath, entry], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      DATABASE_URL: `file:${dataDir}/app.db`,
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'error',
      // Reminders of the demo bookings would land in the outbox the tests read; a test that wants them turns them on.
      REMINDERS_EVERY_SECONDS: '0',
      ...env,
    },
    stdout: Bun.file(log),
    stderr: Bun.file(log),
  });
  const output = () => {
    try {
      return readFileSync(log, 'utf8');
    } catch {
      return '';
    }
  };
  const server: RunningServer = {
    port,
    pid: child.pid,
    origin: `http://127.0.0.1:${port}`,
    log,
    output,
    async stop(hard = false) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(hard ? 'SIGKILL' : 'SIGTERM');
      await child.exited;
    },
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    const ok = await fetch(`${server.origin}/healthz`).then((r) => r.status === 200, () => false);
    if (ok) return server;
    await Bun.sleep(100);
  }
  await server.stop(true);
  throw new Error(`server did not start:\n${output()}`);
}

/** Sends bytes exactly as given over a TCP socket and answers everything the server sent back. */
export function rawRequest(port: number, text: string, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    const timer = setTimeout(() => resolve(received), timeoutMs);
    Bun.connect({
      hostname: '127.0.0.1',
      port,
      socket: {
        open(socket) {
          socket.write(text);
        },
        data(_socket, data) {
          received += data.toString();
        },
        close() {
          clearTimeout(timer);
          resolve(received);
        },
        error() {
          clearTimeout(timer);
          resolve(received);
        },
      },
    });
  });
}

/** The status code of a raw HTTP answer. */
export const statusOf = (answer: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
