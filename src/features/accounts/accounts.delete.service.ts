import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import type { User } from '../../../db/schema';
import { conflict, forbidden } from '../../lib/errors';
import { accessChanged } from '../../lib/access-changes';
import { asReader } from '../../lib/i18n';
import { can, ownPractice } from '../../lib/policy';
import { writeMails } from '../../providers/mail/outbox';
import { deleteStoredFiles, forgetFilesOfUploader } from '../files/files.uploader';
import { checkCurrentPassword } from './accounts.current-password';
import { accountDataParts, practiceClosingPort, type AccountPerson } from './accounts.data';
import { personOf } from './accounts.export.archive';
import { deleteExportsOfUser } from './accounts.export.repo';
import { deleteEmailChanges } from './accounts.account.repo';
import { anonymiseUser, closeLogins, closeVendor, forgetCodesOf } from './accounts.delete.repo';
import { accountDeletedMail } from './accounts.account.mail';
import { askerReader } from './accounts.readers';
import { announceAccountChange } from './accounts.changes';
import { ACCOUNT_MESSAGES } from './accounts.account.model';

/** Asks every part first: a reason to wait (a room open now) refuses the deletion by the password field, nothing changed. */
async function refuseIfAny(deps: AppDeps, person: AccountPerson): Promise<void> {
  for (const part of accountDataParts(deps)) {
    const refusal = await part.refusal?.(deps, person);
    if (refusal) throw conflict(refusal.key, 'currentPassword', refusal.values);
  }
}

/** The one erasing transaction: every part's rows, the owner's files, archives and codes, the row anonymised, the last e-mail written. */
async function erase(deps: AppDeps, user: User, person: AccountPerson): Promise<string[]> {
  const now = deps.clock().toISOString();
  const goodbye = await asReader(askerReader(user), () => accountDeletedMail(user));
  return deps.database.db.transaction(async (tx) => {
    for (const part of accountDataParts(deps)) await part.erase?.(deps, tx, person);
    const keys = [...(await forgetFilesOfUploader(tx, { role: 'user', id: user.id })), ...(await deleteExportsOfUser(tx, user.id))];
    await deleteEmailChanges(tx, 'users', user.id);
    await forgetCodesOf(tx, [user.email], user.phone ? [user.phone] : []);
    await anonymiseUser(tx, user.id, now);
    await announceAccountChange(deps, tx, { what: 'password', account: 'users', id: user.id, at: now });
    await writeMails(tx, [goodbye]);
    return keys;
  });
}

/**
 * Deletes an owner's account (their password again): refused while a consultation room is open;
 * then each upcoming booking is canceled under its policy (refunds, the practices e-mailed, webhooks),
 * the owner leaves the waitlist, and one transaction erases or anonymises the rest. What a practice
 * keeps by law stays with it under "Former client" (decision 0051). The address is free again.
 */
export async function deleteOwnAccount(deps: AppDeps, principal: Principal, currentPassword: string | undefined): Promise<void> {
  if (!can(principal, 'account:delete', { role: principal.role, id: principal.id })) throw forbidden();
  const user = (await checkCurrentPassword(deps, principal, currentPassword)) as User;
  const person = personOf(user);
  await refuseIfAny(deps, person);
  for (const part of accountDataParts(deps)) await part.before?.(deps, person);
  const keys = await erase(deps, user, person);
  accessChanged(deps, { account: 'users', id: user.id });
  await deleteStoredFiles(deps, keys);
  deps.log.info('account_deleted', {});
}

/**
 * Closes the root admin's practice (their password again). Refused while bookings hold money (paid
 * and ahead, or a payment under way): their owners paid, so the practice cancels them first, which
 * refunds them. Otherwise the other upcoming bookings are canceled (owners e-mailed), the practice
 * stops taking bookings, and every login of its team is signed out for good, its e-mail free.
 */
export async function deletePractice(deps: AppDeps, principal: Principal, currentPassword: string | undefined): Promise<void> {
  if (!can(principal, 'practice:delete', ownPractice(principal))) throw forbidden();
  await checkCurrentPassword(deps, principal, currentPassword);
  const vendorId = principal.vendor_id!;
  const closing = practiceClosingPort.of(deps);
  const held = await closing.moneyHeld(deps, vendorId);
  if (held > 0) throw conflict(ACCOUNT_MESSAGES.practiceHoldsMoney, 'currentPassword', { count: held });
  await closing.cancelUpcoming(deps, vendorId);
  const now = deps.clock().toISOString();
  const logins = await deps.database.db.transaction(async (tx) => {
    await closeVendor(tx, vendorId, now);
    const ids = await closeLogins(tx, vendorId, now);
    for (const id of ids) await announceAccountChange(deps, tx, { what: 'removed', account: 'vendor_logins', id, at: now });
    return ids;
  });
  for (const id of logins) accessChanged(deps, { account: 'vendor_logins', id });
  deps.log.info('practice_closed', { vendor_id: vendorId });
}
