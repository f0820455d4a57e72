import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { isAccount } from '../../lib/policy';
import { AppError } from '../../lib/errors';
import { claimFiles, type AttachedFile, type Uploader } from '../files/files.service';
import type { FileAccessCheck } from '../files/files.access';
import { SESSION_TEXTS, type Side } from './sessions.model';
import { findBookingsWithFile } from './sessions.repo';
import { sessionFor } from './sessions.service';

/** The files feature's role name for each side of a consultation (who uploaded a file). */
const uploaderOf = (side: Side, personId: number): Uploader => ({ role: side === 'owner' ? 'user' : 'vendor', id: personId });

/**
 * A chat attachment: a file this sender uploaded (POST /api/files/private, serviceType chat).
 * Only its address is kept with the message; anything else is refused with the reason.
 */
export async function claimChatFile(deps: AppDeps, sender: { side: Side; personId: number }, url: string): Promise<AttachedFile | { refused: string }> {
  try {
    const [file] = await claimFiles(deps, 'chat', uploaderOf(sender.side, sender.personId), [url], 'file');
    return file!;
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { refused: error.status === 422 && error.key === 'Upload the files again' ? SESSION_TEXTS.ATTACH_AGAIN : error.message };
    throw error;
  }
}

/**
 * Who may open a chat attachment: the person who uploaded it, and the two sides of a booking
 * whose chat it was sent in (the booking's owner, the practice's people who may see the
 * booking). Anyone else, the platform admin included, is refused.
 */
export async function mayReadChatFile(deps: AppDeps, principal: Principal | null, key: string, uploader: Uploader): Promise<boolean> {
  if (!principal) return false;
  if (isAccount(principal, uploader)) return true;
  for (const bookingId of await findBookingsWithFile(deps.database.db, key)) {
    const seen = await sessionFor(deps, principal, bookingId).then(
      () => true,
      (error) => (error instanceof AppError && error.status < 500 ? false : Promise.reject(error)),
    );
    if (seen) return true;
  }
  return false;
}

/** Chat attachments (files of category chat) open to their uploader and the two sides of the booking they were sent in. */
export const chatFileAccess: FileAccessCheck = {
  category: 'chat',
  mayRead: (deps, principal, { key, uploader }) => mayReadChatFile(deps, principal, key, uploader),
};
