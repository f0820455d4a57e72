import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, badRequest, tooManyRequests, unauthorized, unprocessable } from '../../lib/errors';
import { randomSecret, safeEqual } from '../../lib/crypto';
import type { SiteOrigin } from '../../lib/site-url';
import { releasePlaces, takePlaces } from '../../lib/throttle';
import type { Role } from '../../lib/constants/roles';
import { findUserByEmail, findUserById, findVendorLoginByEmail, findVendorLoginById, setUserPassword, setVendorLoginPassword } from './accounts.repo';
import { findForgotPasswordById, insertForgotPassword, markCodeUsed, useOpenResetLinks } from './accounts.one-time-codes.repo';
import { MESSAGES, type ChangePasswordInput, type ForgotPasswordInput } from './accounts.model';
import { hashPassword } from './accounts.service';
import { codeHash, sendMobileCode } from './accounts.otp.service';
import { addMinutes } from '../../lib/time';
import { accessChanged } from '../../lib/access-changes';
import { announceAccountChange } from './accounts.changes';
import { checkCurrentPassword } from './accounts.current-password';
import type { Tx } from '../../../db/client';
import type { MailMessage } from '../../providers/mail/mail';
import { writeMails } from '../../providers/mail/outbox';
import { asReader } from '../../lib/i18n';
import { accountReader, askerReader, practiceLocaleTag } from './accounts.readers';
import { resetMail, setPasswordMail } from './accounts.password.mail';
import { isOwnerRole, isPracticeRole, sameRole } from '../../lib/policy';
import { t } from '../../lib/i18n';

/** A reset link works for one hour, once (issue: forgot and change password). */
const RESET_TTL_MINUTES = 60;
/** Reset links sent per account and per address in an hour. */
const SENDS = { windowMinutes: 60, perAccount: 5, perAddress: 20 } as const;

/** Which table an account lives in: practices' team members, or owners and admins. */
type AccountKind = 'vendor' | 'user';
const kindOf = (role: Role | undefined): AccountKind => (isPracticeRole(role) ? 'vendor' : 'user');

/**
 * The link a reset e-mail carries: on the configured public address, or on the practice's
 * site when asked there (lib/site-url; never the request's Host, which a caller controls),
 * to the login page of the account's kind.
 */
export function resetLink(publicUrl: string, kind: AccountKind, code: string, site?: SiteOrigin | null): string {
  const path = kind === 'vendor' ? '/vendor/login' : site ? '/login' : '/login/';
  return `${site ? site.url : publicUrl}${path}?forgot=${encodeURIComponent(code)}`;
}

async function findAccount(deps: AppDeps, kind: AccountKind, email: string) {
  const db = deps.database.db;
  return kind === 'vendor' ? findVendorLoginByEmail(db, email) : findUserByEmail(db, email);
}

/**
 * Writes a reset link's row and its e-mail in one transaction (the e-mail is kept or lost with
 * the link it carries); `compose` makes the e-mail from the link.
 */
async function mailResetLink(deps: AppDeps, kind: AccountKind, email: string, ip: string, ttlMinutes: number, site: SiteOrigin | null | undefined, compose: (link: string) => Promise<MailMessage>): Promise<void> {
  const secret = randomSecret();
  await deps.database.db.transaction(async (tx) => {
    const row = await insertForgotPassword(tx, {
      email: email.toLowerCase(),
      role: kind,
      code_hash: codeHash(deps.config.jwtSecret, secret),
      expires_at: addMinutes(deps.clock(), ttlMinutes).toISOString(),
      ip,
    });
    // The row id lets the link be found without a scan; the secret is what proves it.
    await writeMails(tx, [await compose(resetLink(deps.config.publicUrl, kind, `${row.id}.${secret}`, site))]);
  });
}

/** A customer registered by a practice has no password yet: this link lets them choose one (valid 7 days). */
const SET_PASSWORD_TTL_MINUTES = 7 * 24 * 60;

/**
 * The e-mail of an account a practice made: a link to choose a password (valid 7 days). A team member
 * the root admin gave a password is told they may sign in with it too, so the e-mail is true either way.
 */
export async function sendSetPasswordLink(
  deps: AppDeps,
  account: { email: string; first_name: string; language?: string | null; vendor_id?: number | null },
  practiceName: string,
  ip: string,
  kind: AccountKind = 'user',
  options: { passwordGiven?: boolean } = {},
): Promise<void> {
  // Written for the new account's person, in their language, else their practice's locale.
  const reader = accountReader(account, await practiceLocaleTag(deps, account.vendor_id));
  await mailResetLink(deps, kind, account.email, ip, SET_PASSWORD_TTL_MINUTES, undefined, (link) => asReader(reader, () => setPasswordMail(account, practiceName, link, kind, options.passwordGiven)));
  deps.log.info('set_password_link_sent', { kind });
}

/**
 * Sends a reset e-mail when the address belongs to an account of that kind. The caller
 * answers the same whether or not it does (no account probing), and the limits count
 * requests for unknown addresses too. Asked on a practice's site, the e-mail carries the
 * practice's name and links to its site.
 */
export async function sendResetLink(deps: AppDeps, email: string, role: Role | undefined, ip: string, site?: SiteOrigin | null): Promise<void> {
  const db = deps.database.db;
  const now = deps.clock();
  const kind = kindOf(role);
  const accountKey = `reset:send:${kind}:${email}`;
  const addressKey = `reset:send:ip:${ip}`;
  const limits = [
    { key: accountKey, max: SENDS.perAccount, windowMinutes: SENDS.windowMinutes },
    { key: addressKey, max: SENDS.perAddress, windowMinutes: SENDS.windowMinutes },
  ];
  if (!(await takePlaces(db, limits, now))) throw tooManyRequests(MESSAGES.tooManyCodes);

  const account = await findAccount(deps, kind, email);
  if (!account) return;
  const brand = site?.name ?? 'VetConsult';
  const reader = askerReader(account);
  await mailResetLink(deps, kind, account.email, ip, RESET_TTL_MINUTES, site, (link) => asReader(reader, () => resetMail(account, brand, link)));
  deps.log.info('reset_link_sent', { kind });
}

/**
 * spec §7 "Insert forgot_password": `{mobile}` sends a one-time code by SMS, `{email, role}`
 * a reset e-mail. Answers the message to show.
 */
export async function requestForgotPassword(deps: AppDeps, input: ForgotPasswordInput, ip: string, site?: SiteOrigin | null): Promise<string> {
  if (input.mobile) {
    await sendMobileCode(deps, input.mobile, ip);
    return t(MESSAGES.codeSent);
  }
  if (!input.email) throw unprocessable(MESSAGES.emailOrMobileRequired, 'email');
  await sendResetLink(deps, input.email, input.role, ip, site);
  return t(MESSAGES.forgotSent);
}

/** The open reset request a forgot code names, or an error; optional email/role must agree with it. */
async function openResetRequest(deps: AppDeps, code: string, email?: string, role?: Role) {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/.exec(code);
  const row = match ? await findForgotPasswordById(deps.database.db, Number(match[1])) : undefined;
  const now = deps.clock().toISOString();
  const valid =
    row &&
    row.email &&
    (isPracticeRole(row.role) || isOwnerRole(row.role)) &&
    !row.used_at &&
    row.expires_at > now &&
    safeEqual(row.code_hash, codeHash(deps.config.jwtSecret, match![2]!)) &&
    (email === undefined || email === row.email) &&
    (!role || sameRole(kindOf(role), row.role));
  if (!valid) throw badRequest(MESSAGES.resetLinkInvalid, 'forgotCode');
  return { id: row.id, email: row.email!, kind: row.role as AccountKind };
}

/** Sets a new password (older sessions end with it) and tells the features above what it ends, in the caller's transaction. */
async function savePassword(deps: AppDeps, tx: Tx, kind: AccountKind, id: number, passwordHash: string, at: string): Promise<void> {
  if (kind === 'vendor') await setVendorLoginPassword(tx, id, passwordHash, at);
  else await setUserPassword(tx, id, passwordHash, at);
  await announceAccountChange(deps, tx, { what: 'password', account: kind === 'vendor' ? 'vendor_logins' : 'users', id, at });
}

/**
 * Changes a password (spec §5, §7): with a valid forgot code for anyone, otherwise for the
 * signed-in person after checking their current password. Raising the token version ends
 * every session issued before, the caller's included.
 */
export async function changePassword(deps: AppDeps, input: ChangePasswordInput, principal: Principal | null): Promise<void> {
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword) {
    throw unprocessable(MESSAGES.passwordMismatch, 'confirmPassword');
  }
  const db = deps.database.db;
  const now = deps.clock();

  if (input.forgotCode) {
    const request = await openResetRequest(deps, input.forgotCode, input.email, input.role);
    const account = await findAccount(deps, request.kind, request.email);
    if (!account) throw badRequest(MESSAGES.resetLinkInvalid, 'forgotCode');
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      if (!(await markCodeUsed(tx, request.id, now.toISOString(), false))) throw badRequest(MESSAGES.resetLinkInvalid, 'forgotCode');
      await savePassword(deps, tx, request.kind, account.id, passwordHash, now.toISOString());
      await useOpenResetLinks(tx, request.email, request.kind, now.toISOString());
    });
    accessChanged(deps, { account: request.kind === 'vendor' ? 'vendor_logins' : 'users', id: account.id });
    deps.log.info('password_reset', { kind: request.kind });
    return;
  }

  const account = await checkCurrentPassword(deps, principal, input.currentPassword);
  const kind = kindOf(principal!.role);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction((tx) => savePassword(deps, tx, kind, account.id, passwordHash, now.toISOString()));
  accessChanged(deps, { account: kind === 'vendor' ? 'vendor_logins' : 'users', id: account.id });
  deps.log.info('password_changed', { kind });
}
