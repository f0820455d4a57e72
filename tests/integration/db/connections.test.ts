import { afterEach, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Libsql from 'libsql';
import { createFileClient, keepStatements, readFirstRow } from '../../../db/connections';

const dirs: string[] = [];
function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vetconsult-connections-'));
  dirs.push(dir);
  return join(dir, 'test.db');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test('a connection prepares a statement once and answers the same statement for the same text', () => {
  const connection = new Libsql(':memory:');
  keepStatements(connection);
  const first = connection.prepare('SELECT 1 AS one');
  expect(connection.prepare('SELECT 1 AS one')).toBe(first);
  expect(connection.prepare('SELECT 2 AS two')).not.toBe(first);
  connection.close();
});

test('past the limit the least recently used statement is dropped', () => {
  const connection = new Libsql(':memory:');
  keepStatements(connection, 2);
  const a = connection.prepare('SELECT 1');
  const b = connection.prepare('SELECT 2');
  expect(connection.prepare('SELECT 1')).toBe(a); // now b is the oldest
  connection.prepare('SELECT 3');
  expect(connection.prepare('SELECT 1')).toBe(a);
  expect(connection.prepare('SELECT 2')).not.toBe(b);
  connection.close();
});

test('a kept statement that failed runs again with other values, and reads see every write', async () => {
  const client = createFileClient(`file:${tempFile()}`, 5000);
  await client.execute('CREATE TABLE pets (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)');
  const insert = 'INSERT INTO pets (name) VALUES (?) RETURNING id, name';
  expect((await client.execute({ sql: insert, args: ['Rex'] })).rows[0]).toMatchObject({ id: 1, name: 'Rex' });
  await expect(client.execute({ sql: insert, args: ['Rex'] })).rejects.toThrow(/UNIQUE/);
  expect((await client.execute({ sql: insert, args: ['Tom'] })).rows[0]).toMatchObject({ id: 2, name: 'Tom' });
  const update = 'UPDATE pets SET name = ? WHERE id = ?';
  expect((await client.execute({ sql: update, args: ['Max', 1] })).rowsAffected).toBe(1);
  expect((await client.execute({ sql: update, args: ['Max', 9] })).rowsAffected).toBe(0);
  const names = async () => (await client.execute('SELECT name FROM pets ORDER BY id')).rows.map((row) => row.name);
  expect(await names()).toEqual(['Max', 'Tom']);
  // A transaction on another pooled connection, then the kept read again.
  const tx = await client.transaction('write');
  await tx.execute({ sql: insert, args: ['Bella'] });
  await tx.commit();
  expect(await names()).toEqual(['Max', 'Tom', 'Bella']);
  client.close();
});

test('a kept statement follows a change of schema', async () => {
  const client = createFileClient(`file:${tempFile()}`, 5000);
  await client.execute('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
  await client.execute("INSERT INTO notes (body) VALUES ('hello')");
  const read = 'SELECT id, body FROM notes';
  expect((await client.execute(read)).rows[0]).toMatchObject({ id: 1, body: 'hello' });
  await client.execute('ALTER TABLE notes ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0');
  await client.execute("INSERT INTO notes (body, pinned) VALUES ('again', 1)");
  expect((await client.execute(read)).rows.map((row) => row.body)).toEqual(['hello', 'again']);
  client.close();
});

test('an in-memory database keeps to one connection', async () => {
  const client = createFileClient('file::memory:', 5000);
  await client.execute('CREATE TABLE t (x INTEGER)');
  await client.execute('INSERT INTO t VALUES (7)');
  expect((await client.execute('SELECT x FROM t')).rows[0]).toMatchObject({ x: 7 });
  client.close();
});

test('readFirstRow answers the first row by column name, as the client would, and sees what another connection commits', async () => {
  const path = tempFile();
  const client = createFileClient(`file:${path}`, 5000);
  await client.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, n INTEGER, big INTEGER)');
  await client.execute({ sql: 'INSERT INTO t (id, name, n, big) VALUES (1, ?, 7, ?)', args: ['Bella', 2n ** 60n] });
  const sql = 'SELECT name, n FROM t WHERE id = ?';
  expect(await readFirstRow(client, sql, [1])).toEqual({ name: 'Bella', n: 7 });
  expect(await readFirstRow(client, sql, [2])).toBeUndefined();
  // The same statement through the client's execute and back: the settings both give it agree.
  expect((await client.execute({ sql, args: [1] })).rows[0]?.n).toBe(7);
  // Written by a connection of another process's kind, then read again through the kept statement.
  const other = new Libsql(path);
  other.prepare('UPDATE t SET n = 8 WHERE id = 1').run();
  other.close();
  expect(await readFirstRow(client, sql, [1])).toEqual({ name: 'Bella', n: 8 });
  // Past 2^53 an integer is refused, as the client's "number" mode refuses it.
  await expect(readFirstRow(client, 'SELECT big FROM t WHERE id = 1', [])).rejects.toThrow(RangeError);
  client.close();
});
