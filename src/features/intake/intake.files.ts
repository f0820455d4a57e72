import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can, isAccount } from '../../lib/policy';
import type { FileAccessCheck } from '../files/files.access';
import { listingById } from '../listings/listings.service';
import { findAnswersWithFile } from './intake.repo';

/**
 * Who may open an intake photo or video: the owner who uploaded it, and the practice's people
 * who may read the intake it was answered in. Anyone else, the platform admin included, is refused.
 */
export async function mayReadIntakeFile(deps: AppDeps, principal: Principal | null, url: string, uploader: { role: string; id: number }): Promise<boolean> {
  if (!principal) return false;
  if (isAccount(principal, uploader)) return true;
  const answers = await findAnswersWithFile(deps.database.db, url);
  if (!answers || answers.user_id !== uploader.id) return false;
  const listing = await listingById(deps, answers.vendor_listing_id);
  const facts = { user_id: answers.user_id, vendor_id: answers.vendor_id, listing_managers: listing?.managers ?? [], status: 1, slot: answers.answered_at };
  return can(principal, 'intake:read', facts);
}

/** Intake files (category intake) open to their uploader and the people who read the booking's intake. */
export const intakeFileAccess: FileAccessCheck = {
  category: 'intake',
  mayRead: (deps, principal, { url, uploader }) => mayReadIntakeFile(deps, principal, url, uploader),
};
