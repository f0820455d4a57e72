import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { throttle_events } from '../../db/schema';
import { addMinutes } from './time';

/**
 * Counts events (failed logins, code sends) per key in the database, so a limit holds
 * across instances. `key` names what is limited, e.g. "login:acct:owner@example.com".
 */
export async function recentCount(db: Db, key: string, windowMinutes: number, now: Date): Promise<number> {
  const since = addMinutes(now, -windowMinutes).toISOString();
  const [row] = await db
    .select({ n: count() })
    .from(throttle_events)
    .where(and(eq(throttle_events.key, key), gte(throttle_events.created_at, since)));
  return row?.n ?? 0;
}

/** Events older than this are never counted again, so they are dropped as new ones come in. */
const KEEP_MS = 24 * 3600 * 1000;

export async function recordEvent(db: Db, keys: string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  const stale = new Date(now.getTime() - KEEP_MS).toISOString();
  await db.transaction(async (tx) => {
    await tx.delete(throttle_events).where(and(inArray(throttle_events.key, keys), lt(throttle_events.created_at, stale)));
    await tx.insert(throttle_events).values(keys.map((key) => ({ key, created_at: now.toISOString() })));
  });
}

/**
 * Records an event under `key` unless one was recorded in the last `windowSeconds`; true when it
 * recorded one. One statement (SQLite runs it under the write lock), so of two requests at the
 * same instant only one passes, and no transaction is held open across awaits.
 */
export async function recordUnlessRecent(db: Db, key: string, windowSeconds: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  const result = await db.run(
    sql`insert into ${throttle_events} (${sql.identifier('key')}, ${sql.identifier('created_at')})
        select ${key}, ${now.toISOString()}
        where not exists (select 1 from ${throttle_events} where ${throttle_events.key} = ${key} and ${throttle_events.created_at} >= ${since})`,
  );
  return result.rowsAffected === 1;
}

/** A limit on one key: at most `max` events in the last `windowMinutes`. */
export interface Limit {
  key: string;
  max: number;
  windowMinutes: number;
}

/**
 * Takes one place under each limit, or none: records an event under every key whose count in its
 * window is below its `max`, each in one statement (SQLite runs it under the write lock, so of
 * many requests at once no more than `max` pass), and gives the places back when one key is
 * full. Answers the recorded events' ids (to give back with `releasePlaces`, e.g. after a right
 * password), or null when a limit was reached. Checking a count and recording later would let
 * a burst of concurrent requests through (R6: 40 concurrent wrong passwords all checked).
 */
export async function takePlaces(db: Db, limits: Limit[], now: Date): Promise<number[] | null> {
  const at = now.toISOString();
  const stale = new Date(now.getTime() - KEEP_MS).toISOString();
  await db.delete(throttle_events).where(and(inArray(throttle_events.key, limits.map((l) => l.key)), lt(throttle_events.created_at, stale)));
  const ids: number[] = [];
  for (const limit of limits) {
    const since = addMinutes(now, -limit.windowMinutes).toISOString();
    const rows = await db.all<{ id: number }>(
      sql`insert into ${throttle_events} (${sql.identifier('key')}, ${sql.identifier('created_at')})
          select ${limit.key}, ${at}
          where (select count(*) from ${throttle_events} where ${throttle_events.key} = ${limit.key} and ${throttle_events.created_at} >= ${since}) < ${limit.max}
          returning ${sql.identifier('id')}`,
    );
    if (rows.length === 0) {
      await releasePlaces(db, ids);
      return null;
    }
    ids.push(rows[0]!.id);
  }
  return ids;
}

/** Gives back places `takePlaces` took (the attempt turned out not to count, e.g. the password was right). */
export async function releasePlaces(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(throttle_events).where(inArray(throttle_events.id, ids));
}
