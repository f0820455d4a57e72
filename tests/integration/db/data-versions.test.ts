import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../helpers/app';
import { dataVersions, stampOf, type DataVersions, type VersionedTable } from '../../../db/data-versions';

const TABLES: VersionedTable[] = ['users', 'vendors', 'vendor_logins', 'vendor_listings', 'bookings', 'pets', 'practice_customers'];

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  // Every counted table has a row to update.
  await run("INSERT OR IGNORE INTO practice_customers (vendor_id, user_id, source) VALUES ((SELECT min(id) FROM vendors), (SELECT min(id) FROM users), 'registered')");
});
afterAll(() => app.close());

const versions = async () => (await dataVersions(app.db))!;
const run = (sql: string) => app.deps.database.client.execute(sql);

/** Which counts moved between two reads, by how much. */
function moved(before: DataVersions, after: DataVersions): Partial<Record<VersionedTable, number>> {
  const changes: Partial<Record<VersionedTable, number>> = {};
  for (const table of TABLES) if (after[table] !== before[table]) changes[table] = after[table] - before[table];
  return changes;
}

describe('the write counts kept by the database (data_versions)', () => {
  test.each(TABLES)('an update of one %s row adds one to its count and to no other', async (table) => {
    const before = await versions();
    await run(`UPDATE ${table} SET rowid = rowid WHERE rowid = (SELECT min(rowid) FROM ${table})`);
    expect(moved(before, await versions())).toEqual({ [table]: 1 });
  });

  test('an insert and a delete each count; a write that changes no row does not', async () => {
    const before = await versions();
    const pet = await run("INSERT INTO pets (name, type, user_id) VALUES ('Counted', 'dog', (SELECT min(id) FROM users)) RETURNING id");
    await run(`DELETE FROM pets WHERE id = ${Number(pet.rows[0]!.id)}`);
    await run('UPDATE pets SET name = name WHERE id = -1');
    expect(moved(before, await versions())).toEqual({ pets: 2 });
  });

  test('an update of many rows counts each one', async () => {
    const before = await versions();
    const count = Number((await run('SELECT count(*) AS n FROM vendor_listings')).rows[0]!.n);
    await run('UPDATE vendor_listings SET title = title');
    expect(moved(before, await versions())).toEqual({ vendor_listings: count });
  });

  test('a table no kept page reads from is not counted', async () => {
    const before = await versions();
    await run("INSERT INTO outbox (channel, \"to\", body) VALUES ('email', 'x@example.com', 'not counted')");
    expect(moved(before, await versions())).toEqual({});
  });

  test('a write by another process is counted too: the triggers are in the database file', async () => {
    const before = await versions();
    const path = app.deps.config.databaseUrl.slice('file:'.length);
    const script = `const { Database } = require('bun:sqlite'); const db = new Database(${JSON.stringify(path)}); db.run('PRAGMA busy_timeout = 5000'); db.run("UPDATE users SET first_name = first_name WHERE id = (SELECT min(id) FROM users)"); db.close();`;
    const child = Bun.spawnSync([process.execPath, '-e', script]);
    expect(child.exitCode).toBe(0);
    expect(moved(before, await versions())).toEqual({ users: 1 });
  });

  test('a stamp names the counts of the tables asked, in order', () => {
    const counts = { users: 1, vendors: 2, vendor_logins: 3, vendor_listings: 4, bookings: 5, pets: 6, practice_customers: 7 };
    expect(stampOf(counts, ['bookings', 'vendors'])).toBe('5.2.');
    expect(stampOf(counts, ['vendors', 'bookings'])).not.toBe(stampOf(counts, ['bookings', 'vendors']));
  });
});
