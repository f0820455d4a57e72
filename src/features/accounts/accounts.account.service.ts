import type { AppDeps } from '../../deps';
import type { Principal, SessionAccount } from '../../lib/principal';
import { badRequest, conflict, forbidden, unprocessable } from '../../lib/errors';
import { randomSecret, safeEqual } from '../../lib/crypto';
import { addMinutes } from '../../lib/time';
import { asReader } from '../../lib/i18n';
import { writeMails } from '../../providers/mail/outbox';
import { can, isPracticeLogin } from '../../lib/policy';
import { checkCurrentPassword } from './accounts.current-password';
import { codeHash, sendMobileCode, verifyMobileCode } from './accounts.otp.service';
import { findUserByEmail, findVendorLoginByEmail, findUserById, findVendorLoginById } from './accounts.repo';
import { useOpenResetLinks } from './accounts.one-time-codes.repo';
import { findEmailChangeById, insertEmailChange, setAccountEmail, setAccountPhone, useEmailChange, voidOpenEmailChanges, type AccountTable } from './accounts.account.repo';
import { confirmEmailMail, emailChangedMail } from './accounts.account.mail';
import { askerReader } from './accounts.readers';
import { ACCOUNT_MESSAGES } from './accounts.account.model';
import { MESSAGES } from './accounts.model';
import { changePassword } from './accounts.password.service';

/** A link to confirm a new e-mail works for a day, once. */
const EMAIL_LINK_TTL_MINUTES = 24 * 60;

const tableOf = (principal: Principal): AccountTable => (isPracticeLogin(principal) ? 'vendor_logins' : 'users');
const accountFacts = (principal: Principal) => ({ role: principal.role, id: principal.id });

function assertOwnSignIn(principal: Principal): void {
  if (!can(principal, 'account:change-sign-in', accountFacts(principal))) throw forbidden();
}

/** Whether another account of the same kind signs in with this address. */
async function addressTaken(deps: AppDeps, table: AccountTable, email: string): Promise<boolean> {
  const db = deps.database.db;
  return Boolean(table === 'vendor_logins' ? await findVendorLoginByEmail(db, email) : await findUserByEmail(db, email));
}

/** The confirmation link (on the configured public address; never the request's Host). */
export const emailConfirmLink = (publicUrl: string, id: number, secret: string) => `${publicUrl}/account/email/confirm?token=${id}.${secret}`;

/**
 * Asks to sign in with a new e-mail (current password first): nothing changes until the link sent
 * to the new address is opened. An address another account of the kind uses is refused by the field.
 */
export async function requestEmailChange(deps: AppDeps, principal: Principal, input: { email: string; currentPassword?: string }): Promise<string> {
  assertOwnSignIn(principal);
  const email = input.email.trim().toLowerCase();
  const account = await checkCurrentPassword(deps, principal, input.currentPassword);
  if (email === account.email.toLowerCase()) throw unprocessable(ACCOUNT_MESSAGES.sameEmail, 'email');
  const table = tableOf(principal);
  if (await addressTaken(deps, table, email)) throw conflict(MESSAGES.signupDuplicate, 'email');
  const secret = randomSecret();
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    await voidOpenEmailChanges(tx, table, principal.id, now.toISOString());
    const row = await insertEmailChange(tx, { account: table, account_id: principal.id, new_email: email, code_hash: codeHash(deps.config.jwtSecret, secret), expires_at: addMinutes(now, EMAIL_LINK_TTL_MINUTES).toISOString() });
    const link = emailConfirmLink(deps.config.publicUrl, row.id, secret);
    await writeMails(tx, [await asReader(askerReader(account), () => confirmEmailMail(account, email, link))]);
  });
  deps.log.info('email_change_asked', { account: table });
  return email;
}

/** The change a confirm link names, while it is open; else the "invalid or expired" refusal. */
async function openChange(deps: AppDeps, token: string) {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  const row = match ? await findEmailChangeById(deps.database.db, Number(match[1])) : undefined;
  const valid = row && !row.used_at && row.expires_at > deps.clock().toISOString() && safeEqual(row.code_hash, codeHash(deps.config.jwtSecret, match![2]!));
  if (!valid) throw badRequest(ACCOUNT_MESSAGES.emailLinkInvalid, 'token');
  return row;
}

/**
 * Opens a confirm link: the account signs in with the new address from now on, reset links sent to
 * the old one end, and the old address is told. The link is its own proof (no session needed).
 */
export async function confirmEmailChange(deps: AppDeps, token: string): Promise<{ email: string }> {
  const change = await openChange(deps, token);
  if (await addressTaken(deps, change.account, change.new_email)) throw conflict(MESSAGES.signupDuplicate, 'token');
  const db = deps.database.db;
  const person = change.account === 'vendor_logins' ? await findVendorLoginById(db, change.account_id) : await findUserById(db, change.account_id);
  if (!person) throw badRequest(ACCOUNT_MESSAGES.emailLinkInvalid, 'token');
  const now = deps.clock().toISOString();
  await db.transaction(async (tx) => {
    if (!(await useEmailChange(tx, change.id, now))) throw badRequest(ACCOUNT_MESSAGES.emailLinkInvalid, 'token');
    const old = await setAccountEmail(tx, change.account, change.account_id, change.new_email, now);
    if (!old) throw badRequest(ACCOUNT_MESSAGES.emailLinkInvalid, 'token');
    await voidOpenEmailChanges(tx, change.account, change.account_id, now);
    await useOpenResetLinks(tx, old.toLowerCase(), change.account === 'vendor_logins' ? 'vendor' : 'user', now);
    await writeMails(tx, [await asReader(askerReader(person), () => emailChangedMail(person, old, change.new_email))]);
  });
  deps.log.info('email_changed', { account: change.account });
  return { email: change.new_email };
}

/** Send Code to a new mobile (E.164, already read from the form): the spec's OTP flow, its limits included. */
export async function sendNewMobileCode(deps: AppDeps, principal: Principal, e164: string, ip: string): Promise<void> {
  assertOwnSignIn(principal);
  await sendMobileCode(deps, e164, ip);
}

/** Verify: a right code makes the number the account's mobile; a wrong one is 'Invalid OTP' by the code, nothing changed. */
export async function verifyNewMobile(deps: AppDeps, principal: Principal, e164: string, otp: string, ip: string): Promise<void> {
  assertOwnSignIn(principal);
  await verifyMobileCode(deps, e164, otp, ip);
  await setAccountPhone(deps.database.db, tableOf(principal), principal.id, e164, deps.clock().toISOString());
  deps.log.info('mobile_changed', { account: tableOf(principal) });
}

/**
 * A new password from inside the product (current one first): every session, manage link, calendar
 * feed and room socket of the account ends as with any password change; the account is answered so
 * the caller signs this browser in again, the only session kept.
 */
export async function changeOwnPassword(deps: AppDeps, principal: Principal, input: { currentPassword?: string; newPassword: string; confirmPassword: string }): Promise<SessionAccount> {
  assertOwnSignIn(principal);
  await changePassword(deps, input, principal);
  const db = deps.database.db;
  if (isPracticeLogin(principal)) {
    const login = (await findVendorLoginById(db, principal.id))!;
    return { ...login, role: 'vendor', vendor_id: login.vendor_id, subrole: login.subrole };
  }
  const user = (await findUserById(db, principal.id))!;
  return { ...user, role: principal.role, vendor_id: null, subrole: null };
}
