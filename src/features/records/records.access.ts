import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can, practiceOf } from '../../lib/policy';
import { isCustomerOf } from '../customers/customers.service';
import type { FileAccessCheck } from '../files/files.access';

export type RecordAccess = 'edit' | 'view';

/**
 * Who may see a person's pets' records (spec §6 read for privacy, architecture §5): the owner
 * manages them; a practice, any of its team, sees them read-only when the owner is its
 * customer (booked with it or was registered by it); nobody else, the platform admin included.
 */
export async function accessToRecordsOf(deps: AppDeps, principal: Principal | null, ownerId: number): Promise<RecordAccess | null> {
  if (!principal) return null;
  const practice = practiceOf(principal);
  const customer = practice !== null && (await isCustomerOf(deps.database.db, practice, ownerId));
  const facts = { owner_id: ownerId, customer_of: customer ? [practice] : [] };
  if (can(principal, 'records:write', facts)) return 'edit';
  return can(principal, 'records:read', facts) ? 'view' : null;
}

/** Record documents (files of category phr) an owner uploaded open to whoever may see that owner's records. */
export const recordFileAccess: FileAccessCheck = {
  category: 'phr',
  mayRead: async (deps, principal, { uploader }) =>
    can(principal, 'record-file:read', { uploader_role: uploader.role, records_readable: (await accessToRecordsOf(deps, principal, uploader.id)) !== null, shared_with_practice: false }),
};
