/**
 * Backups of the embedded database (`npm run backup`, docs/operations.md). `VACUUM INTO` copies
 * the database as one read transaction sees it: in WAL mode writers carry on meanwhile, and the
 * copy holds every transaction committed before it began and none after. The copy is written
 * under a temporary name, checked with `PRAGMA integrity_check`, then renamed, so a backup file
 * that exists is whole. Old copies are pruned by age; a restore puts a copy back in place.
 */
import { createClient } from '@libsql/client';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { systemClock } from '../src/lib/clock';
import { DAY_MS } from '../src/lib/time';

const NAME = /^app-(\d{8}T\d{6}Z)\.db$/;

/** The file behind a `file:` URL; a libSQL server (sqld, Turso) keeps its own backups. */
export function databaseFile(url: string): string {
  if (!url.startsWith('file:')) throw new Error('npm run backup copies an embedded database (DATABASE_URL=file:...); a libSQL server keeps its own backups');
  const path = url.slice('file:'.length).split('?')[0]!;
  if (path === ':memory:') throw new Error('an in-memory database has nothing to back up');
  return resolve(path);
}

/** `app-20261122T210955Z.db`: sorts by time, read back by pruneBackups. */
export const backupName = (at: Date) => `app-${at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}.db`;

async function integrity(file: string): Promise<string> {
  const client = createClient({ url: `file:${file}` });
  try {
    const rows = (await client.execute('PRAGMA integrity_check')).rows;
    return rows.map((r) => String(r[0])).join('; ');
  } finally {
    client.close();
  }
}

/** Copies the live database into `dir` and answers the copy's path; throws when the copy is not whole. */
export async function backupDatabase(url: string, dir: string, at = systemClock()): Promise<string> {
  const source = databaseFile(url);
  mkdirSync(dir, { recursive: true });
  const target = join(resolve(dir), backupName(at));
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const client = createClient({ url: `file:${source}` });
  try {
    await client.execute('PRAGMA busy_timeout = 5000');
    await client.execute({ sql: 'VACUUM INTO ?', args: [partial] });
  } finally {
    client.close();
  }
  const check = await integrity(partial);
  if (check !== 'ok') {
    rmSync(partial, { force: true });
    throw new Error(`the copy failed its integrity check: ${check}`);
  }
  renameSync(partial, target);
  return target;
}

/** Deletes the backups in `dir` older than `keepDays` days; answers the names deleted. */
export function pruneBackups(dir: string, keepDays: number, now = systemClock()): string[] {
  if (!existsSync(dir)) return [];
  const cutoff = now.getTime() - keepDays * DAY_MS;
  const pruned: string[] = [];
  for (const name of readdirSync(dir)) {
    const stamp = NAME.exec(name)?.[1];
    if (!stamp) continue;
    const at = Date.parse(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    if (at < cutoff) {
      rmSync(join(dir, name));
      pruned.push(name);
    }
  }
  return pruned;
}

/**
 * Puts a backup in place of the database (the server must be stopped): checks the copy, keeps
 * the current file beside it as `<db>.before-restore-<time>`, copies the backup in, and removes
 * the old write-ahead log so it cannot be replayed over the restored file.
 */
export async function restoreDatabase(backup: string, url: string, at = systemClock()): Promise<{ restored: string; keptAs: string | null }> {
  const target = databaseFile(url);
  if (!existsSync(backup) || statSync(backup).size === 0) throw new Error(`no backup at ${backup}`);
  const check = await integrity(backup);
  if (check !== 'ok') throw new Error(`the backup failed its integrity check: ${check}`);
  let keptAs: string | null = null;
  if (existsSync(target)) {
    keptAs = `${target}.before-restore-${backupName(at).slice(4, -3)}`;
    renameSync(target, keptAs);
    for (const suffix of ['-wal', '-shm']) if (existsSync(target + suffix)) renameSync(target + suffix, keptAs + suffix);
  }
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(backup, target);
  return { restored: target, keptAs };
}
