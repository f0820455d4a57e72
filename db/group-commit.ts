/**
 * Group commit: writes queued in this process at about the same moment share one transaction
 * and one COMMIT (one fsync), each in its own SAVEPOINT (a failure rolls back only its own write),
 * in queue order, every caller answered only after the commit: see docs/decisions/0002-group-commit-of-writes.md.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { writeQueueDepth, writeQueueWait } from '../src/lib/metrics/registry';

export interface GroupCommitOptions {
  /** A batch is written at once when this many writes wait. */
  maxBatch?: number;
  /** Otherwise the first waiting write waits at most this long (ms) for company. */
  tickMs?: number;
}

/** The part of a database the queue needs: a write transaction whose handle can open savepoints. */
export interface Transactional<T> {
  transaction<R>(run: (tx: T) => Promise<R>): Promise<R>;
}

interface Queued<T> {
  work: (tx: T) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** When it was queued (performance.now()), for the queue-wait histogram. */
  queuedAt: number;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export interface GroupCommit<T> {
  /** Runs `work` inside the next batch's transaction; resolves once that batch has committed. */
  run<R>(work: (tx: T) => Promise<R>): Promise<R>;
  /** Writes what is waiting now and resolves when every batch under way has finished. */
  drain(): Promise<void>;
}

const DEFAULTS = { maxBatch: 64, tickMs: 1 } as const;

/** Each write in its savepoint (the handle's nested transaction); what each one gave or threw. */
async function writeBatch<T extends Transactional<T>>(db: Transactional<T>, batch: Queued<T>[]): Promise<Outcome[]> {
  return db.transaction(async (tx) => {
    const outcomes: Outcome[] = [];
    for (const item of batch) {
      let failed: { error: unknown } | null = null;
      try {
        const value = await tx.transaction((savepoint) =>
          item.work(savepoint).catch((error: unknown) => {
            failed = { error };
            throw error;
          }),
        );
        outcomes.push({ ok: true, value });
      } catch (error) {
        // Only the write's own failure is its alone; a savepoint that could not be released or
        // rolled back leaves the transaction in doubt, and the whole batch fails with it.
        if (failed === null || (failed as { error: unknown }).error !== error) throw error;
        outcomes.push({ ok: false, error });
      }
    }
    return outcomes;
  });
}

/** The batch leaves the queue: how long each of its writes waited, and the queue is shorter by it. */
function batchStarts(batch: { queuedAt: number }[]): void {
  const now = performance.now();
  writeQueueDepth.dec(batch.length);
  for (const item of batch) writeQueueWait.observe((now - item.queuedAt) / 1000);
}

export function createGroupCommit<T extends Transactional<T>>(db: Transactional<T>, options: GroupCommitOptions = {}): GroupCommit<T> {
  const { maxBatch, tickMs } = { ...DEFAULTS, ...options };
  let waiting: Queued<T>[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> | null = null;

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(batch.length);
      batchStarts(batch);
      let outcomes: Outcome[];
      try {
        outcomes = await writeBatch(db, batch);
      } catch (error) {
        // The commit (or a savepoint's rollback) failed: nothing of the batch was written.
        for (const item of batch) item.reject(error);
        continue;
      }
      batch.forEach((item, i) => {
        const outcome = outcomes[i]!;
        if (outcome.ok) item.resolve(outcome.value);
        else item.reject(outcome.error);
      });
    }
  }

  function startWriting(): void {
    if (writing) return;
    writing = flush().finally(() => {
      writing = null;
      // Writes queued while the last batch committed are the next batch.
      if (waiting.length > 0) schedule();
    });
  }

  function schedule(): void {
    if (writing) return;
    if (waiting.length >= maxBatch) startWriting();
    else timer ??= setTimeout(startWriting, tickMs);
  }

  return {
    run<R>(work: (tx: T) => Promise<R>): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        waiting.push({ work, resolve: resolve as (value: unknown) => void, reject, queuedAt: performance.now() });
        writeQueueDepth.inc();
        schedule();
      });
    },
    async drain() {
      while (writing || waiting.length > 0) {
        if (!writing) startWriting();
        await writing;
      }
    },
  };
}

const perDatabase = new WeakMap<Db, GroupCommit<Tx>>();

const SAVEPOINT = sql.raw('SAVEPOINT queued_write');
const RELEASE = sql.raw('RELEASE queued_write');
const ROLLBACK_TO = sql.raw('ROLLBACK TO queued_write');

/**
 * The batch's savepoints as three statements on the batch's own handle: drizzle's nested
 * transaction cost a new handle per savepoint (docs/decisions/0002-group-commit-of-writes.md).
 */
async function inSavepoint<R>(tx: Tx, run: (tx: Tx) => Promise<R>): Promise<R> {
  await tx.run(SAVEPOINT);
  let value: R;
  try {
    value = await run(tx);
  } catch (error) {
    await tx.run(ROLLBACK_TO);
    await tx.run(RELEASE);
    throw error;
  }
  await tx.run(RELEASE);
  return value;
}

/** The database as the queue sees it: one write transaction per batch, whose handle opens savepoints with `inSavepoint`. */
const batchesOf = (db: Db): Transactional<Tx> => ({
  transaction: (run) => db.transaction((tx) => run(Object.create(tx, { transaction: { value: (work: (tx: Tx) => Promise<unknown>) => inSavepoint(tx, work) } }))),
});

/**
 * Runs `work` in the database's shared group commit: answered once its batch has committed.
 * For short writes that must be durable before they are acknowledged (a booking's hold and
 * its settling); `work` must not wait on anything but the database.
 */
export function writeTogether<R>(db: Db, work: (tx: Tx) => Promise<R>): Promise<R> {
  let queue = perDatabase.get(db);
  if (!queue) {
    queue = createGroupCommit<Tx>(batchesOf(db));
    perDatabase.set(db, queue);
  }
  return queue.run(work);
}
