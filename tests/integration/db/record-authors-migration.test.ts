import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { openDatabase, type Database } from '../../../db/client';
import { migrateDatabase } from '../../../db/migrate';

/** A database as it stood before entries named their writer (migrations up to 0040), holding old rows; then migrated. */
let dir: string;
let database: Database;
const rows = async (sql: string): Promise<Record<string, unknown>[]> => (await database.client.execute(sql)).rows.map((r) => ({ ...r }));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'record-authors-'));
  const before = join(dir, 'migrations');
  cpSync('migrations', before, { recursive: true });
  const journal = JSON.parse(readFileSync(join(before, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 40);
  writeFileSync(join(before, 'meta/_journal.json'), JSON.stringify(journal));
  database = await openDatabase(`file:${join(dir, 'old.db')}`);
  await migrate(database.db, { migrationsFolder: before });
  await database.client.executeMultiple(`
    INSERT INTO vendors (id, name) VALUES (1, 'Happy Paws'), (2, 'Other Practice');
    INSERT INTO vendor_logins (id, vendor_id, first_name, last_name, email, subrole) VALUES (10, 1, 'Team', 'Member', 'tm@example.com', 'user'), (11, 1, 'Root', 'Admin', 'root@example.com', 'root_admin'), (20, 2, 'Other', 'Root', 'other@example.com', 'root_admin');
    INSERT INTO users (id, first_name, last_name, email, hash) VALUES (1, 'Olive', 'Owner', 'olive@example.com', 'h');
    INSERT INTO vendor_listings (id, vendor_id, title, line1, timezone) VALUES (1, 1, 'Clinic', '1 Main St', 'America/New_York');
    INSERT INTO pets (id, name, type, user_id) VALUES (1, 'Rex', 1, 1);
    INSERT INTO bookings (id, slot, slot_end, type, user_id, vendor_id, vendor_listing_id, details) VALUES (5, '2026-11-01T14:00:00.000Z', '2026-11-01T14:30:00.000Z', 2, 1, 1, 1, '{}');
    INSERT INTO prescriptions (id, vendor_id, pet_id, user_id, vet_login_id, booking_id, drug, strength, dose, frequency, duration_days, quantity, issued_at) VALUES (7, 1, 1, 1, 10, 5, 'Carprofen', '25 mg', '1 tablet', 'daily', 7, 7, '2026-11-01T14:20:00.000Z');
    INSERT INTO requests (id, kind, user_id, vendor_id, details) VALUES (3, 'second_opinion', 1, 2, '{}');
    INSERT INTO phr (id, category, user_id, pet_id, details) VALUES
      (1, 'weight', 1, 1, '{"weight":20}'),
      (2, 'medications', 1, 1, '{"name":"Carprofen","prescription_id":7}'),
      (3, 'notes', 1, 1, '{"name":"Consultation note","booking_id":5}'),
      (4, 'notes', 1, 1, '{"name":"Second opinion report","request_id":3}'),
      (5, 'notes', 1, 1, '{"name":"Intake","intake_booking_id":5}');
    INSERT INTO calendar_feeds (id, kind, subject, vendor_id, token_hash) VALUES (1, 'practice', 'practice:1', 1, 'a');
    INSERT INTO calendar_feeds (id, kind, subject, vendor_id, vendor_login_id, token_hash) VALUES (2, 'vet', 'vet:10', 1, 10, 'b');
    INSERT INTO calendar_feeds (id, kind, subject, user_id, token_hash) VALUES (3, 'owner', 'owner:1', 1, 'c');
  `);
  await migrateDatabase(database.db);
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('migration 0041: entries name the practice that wrote them, a practice feed its maker', () => {
  test("a prescription's entry names its practice and vet, a consultation note and a second opinion's report their practice; the owner's own entries and intake answers name no one", async () => {
    expect(await rows('SELECT id, author_vendor_id, author_login_id FROM phr ORDER BY id')).toEqual([
      { id: 1, author_vendor_id: null, author_login_id: null },
      { id: 2, author_vendor_id: 1, author_login_id: 10 },
      { id: 3, author_vendor_id: 1, author_login_id: null },
      { id: 4, author_vendor_id: 2, author_login_id: null },
      { id: 5, author_vendor_id: null, author_login_id: null },
    ]);
  });

  test("a practice feed made before makers were kept is its practice's first root admin's; vet and owner feeds are unchanged", async () => {
    expect(await rows('SELECT id, vendor_login_id, user_id FROM calendar_feeds ORDER BY id')).toEqual([
      { id: 1, vendor_login_id: 11, user_id: null },
      { id: 2, vendor_login_id: 10, user_id: null },
      { id: 3, vendor_login_id: null, user_id: 1 },
    ]);
  });
});
