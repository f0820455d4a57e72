import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { storePublicImage } from '../files/files.service';
import { setUserPic, setVendorLoginPic } from './accounts.repo';
import { ownAccountAfter } from './accounts.service';
import type { SessionAccount } from '../../lib/principal';

/**
 * Saves the signed-in person's picture (the avatar editor's square output) through the storage
 * provider. Answers the account, so the caller re-issues the session with the new picture.
 */
export async function updateProfilePicture(deps: AppDeps, principal: Principal, file: File): Promise<SessionAccount> {
  const pic = await storePublicImage(deps, 'user_avatar', file, 'pic');
  const now = deps.clock().toISOString();
  const db = deps.database.db;
  return ownAccountAfter(principal, { vendor: () => setVendorLoginPic(db, principal.id, pic, now), user: () => setUserPic(db, principal.id, pic, now) });
}
