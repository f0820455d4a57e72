import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { openDatabase, type Database } from '../../../db/client';
import { migrateDatabase } from '../../../db/migrate';

/** A database as it stood before phones became E.164 (migrations up to 0022), holding old rows; then migrated. */
let dir: string;
let database: Database;
const rows = async (sql: string): Promise<Record<string, unknown>[]> => (await database.client.execute(sql)).rows.map((r) => ({ ...r }));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'phones-e164-'));
  const before = join(dir, 'migrations');
  cpSync('migrations', before, { recursive: true });
  const journal = JSON.parse(readFileSync(join(before, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 22);
  writeFileSync(join(before, 'meta/_journal.json'), JSON.stringify(journal));
  database = await openDatabase(`file:${join(dir, 'old.db')}`);
  await migrate(database.db, { migrationsFolder: before });
  await database.client.executeMultiple(`
    INSERT INTO vendors (id, name, details) VALUES (1, 'Old Practice', '{"mobile":"6175550199","email":"a@example.com"}');
    INSERT INTO vendors (id, name, details) VALUES (2, 'New Practice', '{"mobile":"+442079460958"}');
    INSERT INTO vendors (id, name, details) VALUES (3, 'No Mobile', '{"email":"c@example.com"}');
    INSERT INTO users (id, first_name, last_name, email, phone, hash) VALUES (1, 'Old', 'Owner', 'old@example.com', '6175550142', 'h1');
    INSERT INTO users (id, first_name, last_name, email, phone, hash) VALUES (2, 'New', 'Owner', 'new@example.com', '+447700900123', 'h2');
    INSERT INTO users (id, first_name, last_name, email, phone, hash) VALUES (3, 'No', 'Phone', 'none@example.com', NULL, 'h3');
    INSERT INTO users (id, first_name, last_name, email, phone, hash) VALUES (4, 'Odd', 'Phone', 'odd@example.com', '555012', 'h4');
    INSERT INTO vendor_logins (id, vendor_id, first_name, last_name, email, phone) VALUES (1, 1, 'Maya', 'Patel', 'vet@example.com', '6175550123');
    INSERT INTO vendor_logins (id, vendor_id, first_name, last_name, email, phone) VALUES (2, 2, 'Ellie', 'Hughes', 'vet2@example.com', '+447700900959');
    INSERT INTO forgot_password (id, mobile, code_hash, expires_at) VALUES (1, '6175550142', 'x', '2030-01-01T00:00:00.000Z');
    INSERT INTO forgot_password (id, email, code_hash, expires_at) VALUES (2, 'old@example.com', 'y', '2030-01-01T00:00:00.000Z');
    INSERT INTO throttle_events (key, created_at) VALUES ('otp:send:mobile:6175550142', '2030-01-01T00:00:00.000Z');
    INSERT INTO throttle_events (key, created_at) VALUES ('otp:resend:mobile:6175550142', '2030-01-01T00:00:00.000Z');
    INSERT INTO throttle_events (key, created_at) VALUES ('otp:send:ip:1234567890', '2030-01-01T00:00:00.000Z');
  `);
  await migrateDatabase(database.db);
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('migration 0023: stored mobiles become E.164', () => {
  test("every 10-digit number gains +1; numbers already E.164, empty or odd ones are untouched", async () => {
    expect(await rows('SELECT id, phone FROM users ORDER BY id')).toEqual([
      { id: 1, phone: '+16175550142' },
      { id: 2, phone: '+447700900123' },
      { id: 3, phone: null },
      { id: 4, phone: '555012' },
    ]);
    expect(await rows('SELECT id, phone FROM vendor_logins ORDER BY id')).toEqual([
      { id: 1, phone: '+16175550123' },
      { id: 2, phone: '+447700900959' },
    ]);
    expect(await rows('SELECT id, mobile FROM forgot_password ORDER BY id')).toEqual([
      { id: 1, mobile: '+16175550142' },
      { id: 2, mobile: null },
    ]);
  });

  test("a practice's mobile in its details, and nothing else there", async () => {
    const details = (await rows('SELECT details FROM vendors ORDER BY id')).map((r) => JSON.parse(String(r.details)));
    expect(details).toEqual([{ mobile: '+16175550199', email: 'a@example.com' }, { mobile: '+442079460958' }, { email: 'c@example.com' }]);
  });

  test('the one-time-code limits follow the number; other keys stay', async () => {
    expect((await rows('SELECT key FROM throttle_events ORDER BY id')).map((r) => r.key)).toEqual([
      'otp:send:mobile:+16175550142',
      'otp:resend:mobile:+16175550142',
      'otp:send:ip:1234567890',
    ]);
  });
});
