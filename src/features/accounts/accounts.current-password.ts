import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, tooManyRequests, unauthorized, unprocessable } from '../../lib/errors';
import { releasePlaces, takePlaces } from '../../lib/throttle';
import { findUserById, findVendorLoginById } from './accounts.repo';
import { MESSAGES } from './accounts.model';
import { isPracticeLogin } from '../../lib/policy';
import type { User, VendorLogin } from '../../../db/schema';

/** Wrong current passwords per account in 15 minutes, over every form that asks for it. */
const CURRENT_PASSWORD_TRIES = { windowMinutes: 15, max: 10 } as const;

/**
 * Checks the signed-in person's current password before a change that needs it (a new password,
 * e-mail, deleting the account): missing is 422, wrong is 400, both named `field`; the tries share
 * one limit per account. Answers the account row.
 */
export async function checkCurrentPassword(deps: AppDeps, principal: Principal | null, password: string | undefined, field = 'currentPassword'): Promise<User | VendorLogin> {
  if (!principal) throw unauthorized(MESSAGES.signInToChange);
  if (!password) throw unprocessable(MESSAGES.currentPasswordRequired, field);
  const db = deps.database.db;
  const kind = isPracticeLogin(principal) ? 'vendor' : 'user';
  const key = `password:current:${kind}:${principal.id}`;
  const places = await takePlaces(db, [{ key, max: CURRENT_PASSWORD_TRIES.max, windowMinutes: CURRENT_PASSWORD_TRIES.windowMinutes }], deps.clock());
  if (!places) throw tooManyRequests(MESSAGES.tooManyAttempts);
  const account = kind === 'vendor' ? await findVendorLoginById(db, principal.id) : await findUserById(db, principal.id);
  const ok = Boolean(account?.password_hash) && (await Bun.password.verify(password, account!.password_hash!));
  if (!account || !ok) throw new AppError(400, MESSAGES.currentPasswordWrong, field);
  await releasePlaces(db, places);
  return account;
}
