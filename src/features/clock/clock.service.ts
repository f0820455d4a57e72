/**
 * The product clock outside production (CLOCK_START, POST /dev/clock), its offset one database row
 * every process re-reads each OFFSET_REFRESH_MS: see docs/decisions/0008-one-settable-app-clock.md.
 */
import type { Config } from '../../config';
import type { Db } from '../../../db/client';
import { conflict } from '../../lib/errors';
import { MINUTE_MS } from '../../lib/time';
import { machineMs, offsetClock, systemClock, type Clock, type MovableClock } from '../../lib/clock';
import { SESSION_LIMITS } from '../sessions/sessions.model';
import { readOffset, timeBoundStateAt, writeOffset } from './clock.repo';

const OFFSET_REFRESH_MS = 1_000;

export interface ProcessClock {
  clock: Clock;
  /** Null in production: nothing may move it. */
  movable: MovableClock | null;
  stop(): void;
}

/**
 * The process's clock. With CLOCK_START it starts there, unless the database already runs at
 * that same CLOCK_START (a second process joining the first keeps the first's offset).
 */
export async function startClock(config: Config, db: Db, refreshMs = OFFSET_REFRESH_MS): Promise<ProcessClock> {
  if (config.production) return { clock: systemClock, movable: null, stop() {} };
  const stored = await readOffset(db);
  const clock = offsetClock(stored?.offset_ms ?? 0);
  if (config.clockStart && stored?.start !== config.clockStart) {
    clock.setOffset(Date.parse(config.clockStart) - machineMs());
    await writeOffset(db, clock.offset(), config.clockStart);
  }
  // A move by this process while a read is under way wins over that (older) read.
  let moves = 0;
  const timer = refreshMs > 0 ? setInterval(() => void refresh(), refreshMs) : null;
  timer?.unref?.();
  async function refresh() {
    const seen = moves;
    const row = await readOffset(db).catch(() => undefined);
    if (row && seen === moves) clock.setOffset(row.offset_ms);
  }
  const movable: MovableClock = {
    now: clock.now,
    async moveTo(at) {
      const now = clock.now();
      if (at.getTime() < now.getTime()) await refuseBackwardsWhileBound(db, now);
      moves++;
      clock.setOffset(at.getTime() - machineMs());
      await writeOffset(db, clock.offset(), null);
    },
  };
  return { clock: clock.now, movable, stop: () => timer && clearInterval(timer) };
}

/** Holds and open rooms were decided at the present instant; going back would run them twice. */
async function refuseBackwardsWhileBound(db: Db, now: Date): Promise<void> {
  const bound = await timeBoundStateAt(db, now, SESSION_LIMITS.OPENS_BEFORE_MIN * MINUTE_MS, SESSION_LIMITS.CLOSES_AFTER_MIN * MINUTE_MS);
  if (bound === 'hold') throw conflict('The clock cannot move backwards while a slot is held for a payment under way', 'at');
  if (bound === 'room') throw conflict('The clock cannot move backwards while a consultation room is open', 'at');
}
