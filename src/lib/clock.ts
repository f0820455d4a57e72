/**
 * The product's one clock, and the only module that reads the machine's time: everything decided by
 * time reads `deps.clock`, or `appNow()` where no deps reach. See docs/decisions/0008-one-settable-app-clock.md.
 */
import { Settings } from 'luxon';

export type Clock = () => Date;

/**
 * The machine's time in milliseconds, for what is real elapsed time and never the product's:
 * how long a cache entry lives, a log line's stamp, a backup file's age, a third party's token
 * expiry (checked by its servers against their own clocks).
 */
export const machineMs = (): number => Date.now();

/** The machine's clock, unmoved. */
export const systemClock: Clock = () => new Date(machineMs());

/** An instant with its zone designator (Z or ±hh:mm): a time without one would depend on the machine's zone. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** The milliseconds of an ISO 8601 instant such as 2027-03-13T09:00:00Z; NaN for anything else. */
export function isoInstantMs(text: unknown): number {
  return typeof text === 'string' && ISO_INSTANT.test(text) ? Date.parse(text) : Number.NaN;
}

/** A clock that runs at the machine's rate, `offset()` milliseconds ahead of it (behind when negative). */
export interface OffsetClock {
  now: Clock;
  offset(): number;
  setOffset(ms: number): void;
}

export function offsetClock(initialMs = 0): OffsetClock {
  let offsetMs = initialMs;
  return {
    now: () => new Date(machineMs() + offsetMs),
    offset: () => offsetMs,
    setOffset(ms) {
      offsetMs = ms;
    },
  };
}

/** The clock a development tool moves (POST /dev/clock): never in production. */
export interface MovableClock {
  now: Clock;
  /** Moves the clock to `at`; refuses (AppError) what it must not do. */
  moveTo(at: Date): Promise<void>;
}

let processClock: Clock = systemClock;

/** The app's current instant, for code no `deps` reach; the app's clock once `createApp` has installed it. */
export const appNow = (): Date => processClock();

/** Makes `clock` the one `appNow()` answers with (createApp, with its deps' clock). */
export function installProcessClock(clock: Clock): void {
  processClock = clock;
}

// luxon guesses a zone's offset from "now" when it turns a wall-clock time into an instant: the app's now.
Settings.now = () => processClock().getTime();
