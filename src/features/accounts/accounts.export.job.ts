import { hostname } from 'node:os';
import type { AppDeps } from '../../deps';
import { addMinutes, DAY_MS } from '../../lib/time';
import { asReader } from '../../lib/i18n';
import { writeMails } from '../../providers/mail/outbox';
import { deleteStoredFiles } from '../files/files.uploader';
import { findUserById } from './accounts.repo';
import { claimPendingExport, findExpiredExports, markExportFailed, markExportReady, markExportsExpired } from './accounts.export.repo';
import { archiveEntries, zipOf } from './accounts.export.archive';
import { exportReadyMail } from './accounts.account.mail';
import { askerReader } from './accounts.readers';
import { EXPORT_KEPT_DAYS } from './accounts.export.service';
import type { AccountExport } from '../../../db/schema';

/** A claim older than this belongs to a maker that died: another process takes the archive over. */
const CLAIM_MINUTES = 10;
/** Tries before an archive is marked failed (the page asks the owner to ask again). */
const MAX_ATTEMPTS = 3;

/** Makes one archive: the ZIP stored privately, the row ready until a week from now, the owner e-mailed its link. */
async function makeArchive(deps: AppDeps, row: AccountExport): Promise<void> {
  const db = deps.database.db;
  const user = await findUserById(db, row.user_id);
  if (!user || user.deleted_at) return markExportFailed(db, row.id);
  const reader = askerReader(user);
  const zip = await asReader(reader, async () => zipOf(await archiveEntries(deps, user, row.zone)));
  const key = `private/account_export/${crypto.randomUUID()}.zip`;
  await deps.providers.storage.put(key, zip, 'application/zip');
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + EXPORT_KEPT_DAYS * DAY_MS).toISOString();
  await markExportReady(db, row.id, { storage_key: key, size: zip.byteLength, ready_at: now.toISOString(), expires_at: expiresAt });
  const link = `${deps.config.publicUrl}/app/account/exports/${row.id}/download`;
  const mail = await asReader(reader, () => exportReadyMail(user, link, expiresAt, row.zone));
  await db.transaction((tx) => writeMails(tx, [mail]));
  deps.log.info('export_made', { bytes: zip.byteLength });
}

/** Archives past their week: their files deleted, their rows kept as "expired". */
async function expireArchives(deps: AppDeps): Promise<void> {
  const rows = await findExpiredExports(deps.database.db, deps.clock().toISOString(), 50);
  await deleteStoredFiles(deps, rows.map((r) => r.storage_key!).filter(Boolean));
  await markExportsExpired(deps.database.db, rows.map((r) => r.id));
}

/** One round: expires old archives, then makes the oldest one waiting (any process may run it; a claim makes each once). */
export async function exportRound(deps: AppDeps): Promise<boolean> {
  await expireArchives(deps);
  const now = deps.clock();
  const mark = `${now.toISOString()} ${hostname()}:${process.pid}`;
  const row = await claimPendingExport(deps.database.db, mark, now.toISOString(), addMinutes(now, -CLAIM_MINUTES).toISOString(), MAX_ATTEMPTS);
  if (!row) return false;
  try {
    await makeArchive(deps, row);
  } catch (error) {
    deps.log.error('export_failed', { error });
    if (row.attempts >= MAX_ATTEMPTS) await markExportFailed(deps.database.db, row.id);
  }
  return true;
}

/** Runs a round every `everyMs` until stopped (start-loops.ts starts it in every serving process). */
export function startExportMaker(deps: AppDeps, everyMs: number): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => exportRound(deps)).catch((error) => deps.log.error('export_round_failed', { error }));
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
