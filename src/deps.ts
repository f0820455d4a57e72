import type { Config } from './config';
import type { Database } from '../db/client';
import type { Logger } from './lib/log';
import type { Providers } from './providers';
import type { MovableClock } from './lib/clock';
import type { RequestTracer } from './lib/tracing';

/** Everything the app needs from outside, built by main.ts or by a test. */
export interface AppDeps {
  config: Config;
  database: Database;
  providers: Providers;
  log: Logger;
  /** The current instant; tests pass a fixed clock. */
  clock: () => Date;
  /** Outside production, the same clock as `clock`, movable by POST /dev/clock; absent where a test fixes the clock. */
  devClock?: MovableClock;
  /** With OTEL_EXPORTER_OTLP_ENDPOINT set, a span per request (lib/tracing); absent otherwise. */
  tracer?: RequestTracer | null;
  /** DNS lookups (the Domains tab's check); node:dns when absent, a stub in tests. */
  dns?: { resolveCname: (host: string) => Promise<string[]> };
  /** Test only: where a booking waits so a crash test can kill the server there; production passes none. */
  pauses?: { atHold(): Promise<void>; atCharge(): Promise<void> };
}

const seeds = new WeakMap<AppDeps, number>();
let nextSeed = 1;

/** A stable plugin seed per set of dependencies, so Elysia dedupes named plugins within one app only. */
export function seedOf(deps: AppDeps): number {
  let seed = seeds.get(deps);
  if (seed === undefined) {
    seed = nextSeed++;
    seeds.set(deps, seed);
  }
  return seed;
}
