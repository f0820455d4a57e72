import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { openDatabase, type Database } from '../../../db/client';
import { migrateDatabase } from '../../../db/migrate';
import { namePhrase } from '../../../src/features/customers/customers.name-search';

/** A database as it stood before names had their search index (migrations up to 0043), holding people; then migrated. */
let dir: string;
let database: Database;
const found = async (q: string): Promise<number[]> =>
  (await database.client.execute({ sql: 'SELECT rowid FROM users_names WHERE users_names MATCH ? ORDER BY rowid', args: [namePhrase(q)!] })).rows.map((r) => Number(r.rowid));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'users-names-'));
  const before = join(dir, 'migrations');
  cpSync('migrations', before, { recursive: true });
  const journal = JSON.parse(readFileSync(join(before, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 43);
  writeFileSync(join(before, 'meta/_journal.json'), JSON.stringify(journal));
  database = await openDatabase(`file:${join(dir, 'old.db')}`);
  await migrate(database.db, { migrationsFolder: before });
  await database.client.executeMultiple(`
    INSERT INTO users (id, first_name, last_name, email, hash) VALUES (1, 'Lucía', 'Pérez', 'lucia@example.com', 'a'), (2, 'Ángela', 'Núñez', 'angela@example.com', 'b');
  `);
  await migrateDatabase(database.db);
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('migration 0044: names searched whatever their accents', () => {
  test('people who signed up before the index are found without their accents', async () => {
    expect(await found('lucia')).toEqual([1]);
    expect(await found('NUNEZ')).toEqual([2]);
  });

  test('people added, renamed or removed afterwards are kept in step by the triggers', async () => {
    await database.client.executeMultiple(`
      INSERT INTO users (id, first_name, last_name, email, hash) VALUES (3, 'Chloé', 'Müller', 'chloe@example.com', 'c');
      UPDATE users SET last_name = 'Ibáñez' WHERE id = 1;
      DELETE FROM users WHERE id = 2;
    `);
    expect(await found('chloe')).toEqual([3]);
    expect(await found('ibanez')).toEqual([1]);
    expect(await found('perez')).toEqual([]);
    expect(await found('angela')).toEqual([]);
  });
});
