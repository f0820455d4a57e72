import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import type { Role } from '../../lib/constants/roles';
import { unauthorized } from '../../lib/errors';
import { storePublicImage } from '../files/files.service';
import { setUserPic, setVendorLoginPic } from './accounts.repo';
import type { SessionAccount } from '../../lib/principal';

/**
 * Saves the signed-in person's picture (the avatar editor's square output) through the storage
 * provider. Answers the account, so the caller re-issues the session with the new picture.
 */
export async function updateProfilePicture(deps: AppDeps, principal: Principal, file: File): Promise<SessionAccount> {
  const pic = await storePublicImage(deps, 'user_avatar', file, 'pic');
  const now = deps.clock().toISOString();
  const db = deps.database.db;
  if (principal.role === 'vendor') {
    const login = await setVendorLoginPic(db, principal.id, pic, now);
    if (!login) throw unauthorized();
    return { ...login, role: 'vendor', vendor_id: login.vendor_id, subrole: login.subrole };
  }
  const user = await setUserPic(db, principal.id, pic, now);
  if (!user) throw unauthorized();
  return { ...user, role: user.role as Role, vendor_id: null, subrole: null };
}
