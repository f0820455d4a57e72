import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
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
  if (principal.role === 'user') return principal.id === ownerId ? 'edit' : null;
  if (principal.role === 'vendor' && principal.vendor_id) return (await isCustomerOf(deps.database.db, principal.vendor_id, ownerId)) ? 'view' : null;
  return null;
}

/** Record documents (files of category phr) an owner uploaded open to whoever may see that owner's records. */
export const recordFileAccess: FileAccessCheck = {
  category: 'phr',
  mayRead: async (deps, principal, { uploader }) => uploader.role === 'user' && (await accessToRecordsOf(deps, principal, uploader.id)) !== null,
};
