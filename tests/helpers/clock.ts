import { createTestApp, type TestApp } from './app';
import { seedDemo } from '../../db/seed';
import { rebuildRollup } from '../../src/features/reports/reports.service';
import { startClock, type ProcessClock } from '../../src/features/clock/clock.service';
import { installProcessClock, systemClock } from '../../src/lib/clock';

export interface ClockApp extends TestApp {
  /** Where the app's clock is now. */
  now(): Date;
  /** POST /dev/clock as a client on this machine: `{ at }` or `{ advance }`; answers the response. */
  moveClock(body: { at?: string; advance?: string }): Promise<Response>;
  /** The connection address /dev/* sees (loopback by default). */
  peer: string;
}

/**
 * A test app whose clock starts at `at` (CLOCK_START) and is moved through POST /dev/clock, the
 * way a tester moves it: the demo data is seeded at that instant, so the test passes on any day.
 */
export async function createClockApp(at: string, env: Record<string, string> = {}): Promise<ClockApp> {
  let time: ProcessClock | undefined;
  const app = await createTestApp({ seed: false, env: { CLOCK_START: at, ...env }, clock: () => time!.clock() });
  time = await startClock(app.deps.config, app.db, 0);
  app.deps.devClock = time.movable ?? undefined;
  if (await seedDemo(app.db, time.clock(), app.deps.providers.storage)) await rebuildRollup(app.db);
  const clockApp = app as ClockApp;
  clockApp.peer = '127.0.0.1';
  (app.app as unknown as { server: unknown }).server = { requestIP: () => ({ address: clockApp.peer, family: 'IPv4', port: 50000 }) };
  clockApp.now = () => time!.clock();
  clockApp.moveClock = (body) => app.request('/dev/clock', { method: 'POST', json: body });
  const close = app.close;
  clockApp.close = () => {
    time!.stop();
    // The next test file's app tells real time again (luxon's "now" included).
    installProcessClock(systemClock);
    close();
  };
  return clockApp;
}
