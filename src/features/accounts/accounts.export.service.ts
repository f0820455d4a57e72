import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { can } from '../../lib/policy';
import { findExportById, findExportsOfUser, findPendingExport, insertExport } from './accounts.export.repo';
import { ACCOUNT_MESSAGES } from './accounts.account.model';
import type { AccountExport } from '../../../db/schema';

/** How long a made archive is offered (decision 0051): a week, then its file is deleted. */
export const EXPORT_KEPT_DAYS = 7;

const self = (principal: Principal) => ({ role: principal.role, id: principal.id });

/** The owner's archives for the Account page (null for anyone who has none to take). */
export async function exportsOf(deps: AppDeps, principal: Principal): Promise<AccountExport[] | null> {
  if (!can(principal, 'account:export', self(principal))) return null;
  return findExportsOfUser(deps.database.db, principal.id);
}

/** Asks for an archive, made in the background; one still being made is answered instead of a second. */
export async function requestExport(deps: AppDeps, principal: Principal, zone: string): Promise<AccountExport> {
  if (!can(principal, 'account:export', self(principal))) throw forbidden();
  const db = deps.database.db;
  const pending = await findPendingExport(db, principal.id);
  if (pending) return pending;
  const row = await insertExport(db, { user_id: principal.id, requested_at: deps.clock().toISOString(), zone });
  deps.log.info('export_asked', {});
  return row;
}

/**
 * The archive to download: only its owner's, signed in, while it is offered. Another's or an
 * unknown id is 404; one past its time is 410 with the words the page shows.
 */
export async function openExport(deps: AppDeps, principal: Principal, id: number): Promise<{ content: Awaited<ReturnType<AppDeps['providers']['storage']['read']>>; name: string }> {
  const row = await findExportById(deps.database.db, id);
  if (!row || !can(principal, 'account:export', self(principal)) || row.user_id !== principal.id) throw notFound();
  const now = deps.clock().toISOString();
  if (row.status === 'expired' || (row.status === 'ready' && row.expires_at! <= now)) throw new AppError(410, ACCOUNT_MESSAGES.exportGone);
  if (row.status !== 'ready' || !row.storage_key) throw notFound();
  const content = await deps.providers.storage.read(row.storage_key);
  if (!content) throw new AppError(410, ACCOUNT_MESSAGES.exportGone);
  return { content, name: `vetconsult-data-${row.ready_at!.slice(0, 10)}.zip` };
}
