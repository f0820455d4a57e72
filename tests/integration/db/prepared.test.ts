import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { openDatabase, type Database, type Db, type Tx } from '../../../db/client';
import { prepared } from '../../../db/prepared';

/** A table of the test's own, so the statements kept here are not the app's. */
const slots = sqliteTable('slots', { start: text('start').primaryKey(), who: text('who').notNull() });

let dir: string;
let database: Database;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vetconsult-prepared-'));
  database = await openDatabase(`file:${dir}/test.db`);
  await database.client.execute('CREATE TABLE slots (start TEXT PRIMARY KEY, who TEXT NOT NULL)');
});
afterEach(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

const whoHas = (conn: Db | Tx, start: string) =>
  prepared(conn, 'test.slots.who', (d) => d.select({ who: slots.who }).from(slots).where(eq(slots.start, sql.placeholder('start'))).prepare()).get({ start });
const take = (conn: Db | Tx, start: string, who: string) =>
  prepared(conn, 'test.slots.take', (d) => d.insert(slots).values({ start: sql.placeholder('start'), who: sql.placeholder('who') }).prepare()).run({ start, who });
const rows = async () => (await database.client.execute('SELECT start, who FROM slots ORDER BY start')).rows.map((r) => `${r.start}:${r.who}`);

describe('kept statements on a transaction', () => {
  test("a statement first built inside a transaction reads that transaction's own writes, and later runs on the database", async () => {
    await database.db.transaction(async (tx) => {
      await take(tx, '09:00', 'first');
      expect(await whoHas(tx, '09:00')).toEqual({ who: 'first' });
    });
    // The kept statement was built on the finished transaction's handle: it must not run there now.
    expect(await whoHas(database.db, '09:00')).toEqual({ who: 'first' });
    await take(database.db, '10:00', 'outside');
    expect(await rows()).toEqual(['09:00:first', '10:00:outside']);
  });

  test("a kept statement's write goes with its transaction's rollback", async () => {
    await take(database.db, '09:00', 'kept');
    await expect(
      database.db.transaction(async (tx) => {
        await take(tx, '11:00', 'rolled back');
        expect(await whoHas(tx, '11:00')).toEqual({ who: 'rolled back' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await rows()).toEqual(['09:00:kept']);
    expect(await whoHas(database.db, '11:00')).toBeUndefined();
  });

  test('each transaction runs the one kept statement on its own connection', async () => {
    for (const who of ['a', 'b', 'c']) {
      await database.db.transaction(async (tx) => {
        await take(tx, `12:0${who}`, who);
        expect(await whoHas(tx, `12:0${who}`)).toEqual({ who });
      });
    }
    expect(await rows()).toEqual(['12:0a:a', '12:0b:b', '12:0c:c']);
  });

  test('a write of a second connection is not seen inside a transaction begun before it (the statement is on the transaction, not the pool)', async () => {
    await database.db.transaction(async (tx) => {
      await take(tx, '13:00', 'inside');
      // Another connection of the pool reads the committed state: the transaction's row is not there yet.
      expect((await database.client.execute("SELECT count(*) AS n FROM slots WHERE start = '13:00'")).rows[0]!.n).toBe(0);
      expect(await whoHas(tx, '13:00')).toEqual({ who: 'inside' });
    });
    expect(await whoHas(database.db, '13:00')).toEqual({ who: 'inside' });
  });
});
