import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type Tx } from '../../../db/client';
import { createGroupCommit, writeTogether } from '../../../db/group-commit';
import { constraintCode } from '../../../src/lib/errors';

let dir: string;
let database: Database;
/** How many transactions the database has begun, counted on the real client. */
let transactions: number;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vetconsult-group-commit-'));
  database = await openDatabase(`file:${dir}/test.db`);
  await database.client.execute('CREATE TABLE slots (start TEXT PRIMARY KEY, who TEXT NOT NULL)');
  transactions = 0;
  const begin = database.client.transaction.bind(database.client);
  database.client.transaction = ((mode) => {
    transactions++;
    return begin(mode);
  }) as typeof database.client.transaction;
});
afterEach(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

const book = (start: string, who: string) => (tx: Tx) => tx.run(sql`INSERT INTO slots (start, who) VALUES (${start}, ${who})`).then(() => who);
const rows = async () => (await database.client.execute('SELECT start, who FROM slots ORDER BY start')).rows.map((r) => `${r.start}:${r.who}`);

describe('group commit', () => {
  test('writes queued at the same moment are committed in one transaction, each answered with its own result', async () => {
    const queue = createGroupCommit<Tx>(database.db, { tickMs: 5 });
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((who, i) => queue.run(book(`09:0${i}`, who))));
    expect(answers).toEqual(['a', 'b', 'c', 'd']);
    expect(transactions).toBe(1);
    expect(await rows()).toEqual(['09:00:a', '09:01:b', '09:02:c', '09:03:d']);
  });

  test('a write that fails is rolled back alone: its caller gets its error, its neighbours are committed', async () => {
    const queue = createGroupCommit<Tx>(database.db, { tickMs: 5 });
    const results = await Promise.allSettled([
      queue.run(book('10:00', 'first')),
      queue.run(async (tx) => {
        await book('10:30', 'half-written')(tx);
        return book('10:00', 'second')(tx); // the same start: a unique conflict
      }),
      queue.run(book('11:00', 'third')),
    ]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 'first' });
    expect(results[1]!.status).toBe('rejected');
    expect(constraintCode((results[1] as PromiseRejectedResult).reason)).toBe('SQLITE_CONSTRAINT_PRIMARYKEY');
    expect(results[2]).toEqual({ status: 'fulfilled', value: 'third' });
    // Nothing of the failed write stays, not even its first statement.
    expect(await rows()).toEqual(['10:00:first', '11:00:third']);
    expect(transactions).toBe(1);
  });

  test('a later write in the batch sees what an earlier one wrote', async () => {
    const queue = createGroupCommit<Tx>(database.db, { tickMs: 5 });
    const seen = queue.run(async (tx) => (await tx.all<{ n: number }>(sql`SELECT count(*) AS n FROM slots`))[0]!.n);
    const [, count] = await Promise.all([queue.run(book('12:00', 'x')), seen]);
    expect(count).toBe(0);
    expect(await queue.run(async (tx) => (await tx.all<{ n: number }>(sql`SELECT count(*) AS n FROM slots`))[0]!.n)).toBe(1);
  });

  test('a full batch is written at once, without waiting for the tick', async () => {
    const queue = createGroupCommit<Tx>(database.db, { maxBatch: 3, tickMs: 60_000 });
    const started = performance.now();
    await Promise.all(['a', 'b', 'c'].map((who, i) => queue.run(book(`13:0${i}`, who))));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(transactions).toBe(1);
  });

  test('a lone write is written after the tick', async () => {
    const queue = createGroupCommit<Tx>(database.db, { maxBatch: 100, tickMs: 20 });
    const started = performance.now();
    expect(await queue.run(book('14:00', 'alone'))).toBe('alone');
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
    expect(await rows()).toEqual(['14:00:alone']);
  });

  test('more writes than a batch holds are split into batches, in order', async () => {
    const queue = createGroupCommit<Tx>(database.db, { maxBatch: 2, tickMs: 1 });
    const answers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((who, i) => queue.run(book(`15:0${i}`, who))));
    expect(answers).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(transactions).toBe(3);
  });

  test('no caller is answered before its batch has committed; when the commit fails every caller of the batch gets the error', async () => {
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    const order: string[] = [];
    // A database whose transaction commits only when the test says so, then fails.
    interface Savepoint {
      transaction<R>(run: (tx: Savepoint) => Promise<R>): Promise<R>;
    }
    const savepoint: Savepoint = { transaction: (run) => run(savepoint) };
    const fake = {
      async transaction<R>(run: (tx: Savepoint) => Promise<R>): Promise<R> {
        await run(savepoint);
        await committing;
        order.push('commit failed');
        throw new Error('disk I/O error');
      },
    };
    const queue = createGroupCommit<Savepoint>(fake, { tickMs: 1 });
    const a = queue.run(async () => 'a').then(() => order.push('a answered'), (error: Error) => order.push(`a: ${error.message}`));
    const b = queue.run(async () => 'b').then(() => order.push('b answered'), (error: Error) => order.push(`b: ${error.message}`));
    await Bun.sleep(20);
    expect(order).toEqual([]);
    commit();
    await Promise.all([a, b]);
    expect(order).toEqual(['commit failed', 'a: disk I/O error', 'b: disk I/O error']);
  });

  test('when a failed write cannot be rolled back to its savepoint, no write of the batch is acknowledged', async () => {
    interface Savepoint {
      transaction<R>(run: (tx: Savepoint) => Promise<R>): Promise<R>;
    }
    // Savepoints whose rollback fails, as after SQLite has rolled back the whole transaction by itself.
    const savepoint: Savepoint = {
      async transaction(run) {
        try {
          return await run(savepoint);
        } catch {
          throw new Error('no such savepoint');
        }
      },
    };
    const fake = { transaction: <R,>(run: (tx: Savepoint) => Promise<R>) => run(savepoint) };
    const queue = createGroupCommit<Savepoint>(fake, { tickMs: 1 });
    const results = await Promise.allSettled([queue.run(async () => 'first'), queue.run(async () => Promise.reject(new Error('disk full'))), queue.run(async () => 'third')]);
    expect(results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : r.value))).toEqual(['no such savepoint', 'no such savepoint', 'no such savepoint']);
  });

  test("writeTogether's own savepoints: a failed write is rolled back alone, and the next write of the batch is written whole", async () => {
    const results = await Promise.allSettled([
      writeTogether(database.db, book('17:00', 'first')),
      writeTogether(database.db, async (tx) => {
        await book('17:30', 'half-written')(tx);
        return book('17:00', 'second')(tx);
      }),
      writeTogether(database.db, async (tx) => {
        await book('18:00', 'third')(tx);
        return book('18:30', 'third again')(tx);
      }),
    ]);
    expect(results.map((r) => (r.status === 'rejected' ? constraintCode(r.reason) : r.value))).toEqual(['first', 'SQLITE_CONSTRAINT_PRIMARYKEY', 'third again']);
    expect(await rows()).toEqual(['17:00:first', '18:00:third', '18:30:third again']);
    expect(transactions).toBe(1);
  });

  test('writeTogether shares one queue per database, and drain waits for what is queued', async () => {
    const answers = await Promise.all([writeTogether(database.db, book('16:00', 'a')), writeTogether(database.db, book('16:01', 'b'))]);
    expect(answers).toEqual(['a', 'b']);
    expect(transactions).toBe(1);
  });
});
