import type { AppDeps } from '../../deps';
import type { Preferences } from './accounts.preferences';
import { AppError, unauthorized } from '../../lib/errors';
import { releasePlaces, takePlaces } from '../../lib/throttle';
import type { Role } from '../../lib/constants/roles';
import type { Principal, SessionAccount } from '../../lib/principal';
import type { User, VendorLogin } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { currentStamp } from '../../../db/data-versions';
import { stampedCaches } from '../../lib/stamped-cache';
import {
  bumpUserTokenVersion,
  bumpVendorLoginTokenVersion,
  findUserByEmail,
  findUserById,
  findVendorLoginByEmail,
  findVendorLoginById,
  findUserSession,
  findVendorLoginSession,
  updateUserName,
  updateVendorLoginName,
} from './accounts.repo';
import { MESSAGES, type LoginInput, type ProfileInput } from './accounts.model';
import { accessChanged } from '../../lib/access-changes';
import { isAdminRole, isPracticeLogin, isPracticeRole, sameRole } from '../../lib/policy';


const THROTTLE_WINDOW_MINUTES = 15;
const MAX_FAILURES_PER_ACCOUNT = 10;
const MAX_FAILURES_PER_ADDRESS = 100;

/** A real argon2id hash of a random string, verified for unknown emails so both paths take similar time. */
let dummyHash: Promise<string> | undefined;
function timingDummy(): Promise<string> {
  dummyHash ??= Bun.password.hash(crypto.randomUUID(), { algorithm: 'argon2id' });
  return dummyHash;
}

export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, { algorithm: 'argon2id' });
}

/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeRedirect(target: string | undefined | null, fallback = '/app'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

/**
 * Checks an e-mail and password for a role: `vendor` against the practices' team members,
 * otherwise against owners and admins. Failures are counted per account and per address
 * in the database (the place taken before the check, so a burst at once cannot pass the
 * limit); past the limit the answer is 429 whatever the password.
 */
export async function login(deps: AppDeps, input: LoginInput, ip: string): Promise<SessionAccount> {
  const db = deps.database.db;
  const now = deps.clock();
  const email = input.email.toLowerCase();
  const accountKey = `login:acct:${isPracticeRole(input.role) ? 'vendor' : 'user'}:${email}`;
  const addressKey = `login:ip:${ip}`;
  // A place under both limits is taken before the password is checked, and given back when it is right.
  const places = await takePlaces(
    db,
    [
      { key: accountKey, max: MAX_FAILURES_PER_ACCOUNT, windowMinutes: THROTTLE_WINDOW_MINUTES },
      { key: addressKey, max: MAX_FAILURES_PER_ADDRESS, windowMinutes: THROTTLE_WINDOW_MINUTES },
    ],
    now,
  );
  if (!places) throw new AppError(429, MESSAGES.tooManyAttempts);

  const account = await findAccount(deps, email, input.role);
  // At the owners' login, an e-mail no owner has is checked against a practice's login instead of
  // a dummy hash: the same one password check either way, so its time tells nothing about the e-mail.
  const practiceLogin = !account && !isPracticeRole(input.role) && !isAdminRole(input.role);
  const hash = practiceLogin ? (await findVendorLoginByEmail(db, email))?.password_hash : account?.password_hash;
  const ok = await passwordMatches(input.password, hash);
  if (!account || !ok) {
    deps.log.info('login_failed', { role: input.role ?? 'user' });
    // A practice's own e-mail and password (only then) are told where to go instead.
    throw new AppError(401, practiceLogin && ok ? MESSAGES.practiceAccount : MESSAGES.loginFailed);
  }
  await releasePlaces(db, places);
  return account.session;
}

/** Whether the password checks against the hash; a missing hash is checked against a dummy so both take as long. */
async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  return (await Bun.password.verify(password, hash ?? (await timingDummy()))) && Boolean(hash);
}

async function findAccount(deps: AppDeps, email: string, role: LoginInput['role']) {
  const db = deps.database.db;
  if (isPracticeRole(role)) {
    const login = await findVendorLoginByEmail(db, email);
    if (!login) return null;
    return {
      password_hash: login.password_hash,
      session: { ...login, role: 'vendor' as Role, vendor_id: login.vendor_id, subrole: login.subrole } satisfies SessionAccount,
    };
  }
  const user = await findUserByEmail(db, email);
  if (!user || (isAdminRole(role) && !isAdminRole(user.role))) return null;
  return {
    password_hash: user.password_hash,
    session: { ...user, role: user.role as Role, vendor_id: null, subrole: null } satisfies SessionAccount,
  };
}

/**
 * The account a session token names (the session plugin's look-up): a practice login for
 * `vendor`, otherwise an owner or admin of exactly that role. Undefined when there is none.
 */
export async function sessionAccount(deps: AppDeps, role: Role, id: number): Promise<SessionAccount | undefined> {
  const db = deps.database.db;
  const stamp = await currentStamp(db, isPracticeRole(role) ? ['vendor_logins'] : ['users']);
  return sessionAccounts(db).through(`${role}:${id}`, stamp, () => readSessionAccount(db, role, id));
}

/** Accounts of recent sessions, each kept while its table is unchanged (most requests are signed in). */
const sessionAccounts = stampedCaches<SessionAccount | undefined>(10_000);

async function readSessionAccount(db: Db, role: Role, id: number): Promise<SessionAccount | undefined> {
  if (isPracticeRole(role)) {
    const login = await findVendorLoginSession(db, id);
    return login && { ...login, role: 'vendor' };
  }
  const user = await findUserSession(db, id);
  return user && sameRole(user.role, role) ? { ...user, role, vendor_id: null, subrole: null } : undefined;
}

export interface Profile {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  /** Chosen by the person; null: not chosen (the browser's language, the practice's units). */
  language: string | null;
  units: string | null;
}

/** The signed-in person's own profile (an owner's, or a practice team member's). */
export async function profileOf(deps: AppDeps, principal: Principal): Promise<Profile> {
  const db = deps.database.db;
  const account = isPracticeLogin(principal) ? await findVendorLoginById(db, principal.id) : await findUserById(db, principal.id);
  if (!account) throw unauthorized();
  return { first_name: account.first_name, last_name: account.last_name, email: account.email, phone: account.phone, language: account.language, units: account.units };
}

/**
 * Saves the names (spec §5 Profile: email and phone stay read-only) and the language and units chosen. Answers the account,
 * so the caller re-issues the session with the new name (architecture §12).
 */
export async function updateProfile(deps: AppDeps, principal: Principal, input: ProfileInput, preferences: Preferences = {}): Promise<SessionAccount> {
  const db = deps.database.db;
  const names = { first_name: input.first_name, last_name: input.last_name, ...preferences };
  const now = deps.clock().toISOString();
  return ownAccountAfter(principal, { vendor: () => updateVendorLoginName(db, principal.id, names, now), user: () => updateUserName(db, principal.id, names, now) });
}

/** The account the session holds, from the person's own row just written (a practice login or a user); no row: 401. */
export async function ownAccountAfter(principal: Principal, write: { vendor: () => Promise<VendorLogin | undefined>; user: () => Promise<User | undefined> }): Promise<SessionAccount> {
  if (isPracticeLogin(principal)) {
    const login = await write.vendor();
    if (!login) throw unauthorized();
    return { ...login, role: 'vendor', vendor_id: login.vendor_id, subrole: login.subrole };
  }
  const user = await write.user();
  if (!user) throw unauthorized();
  return { ...user, role: user.role as Role, vendor_id: null, subrole: null };
}

/** Logout ends every session of the account (its token version moves on) and what they had open. */
export async function signOutEverywhere(deps: AppDeps, principal: Principal): Promise<void> {
  const db = deps.database.db;
  await (isPracticeLogin(principal) ? bumpVendorLoginTokenVersion(db, principal.id) : bumpUserTokenVersion(db, principal.id));
  accessChanged(deps, { account: isPracticeLogin(principal) ? 'vendor_logins' : 'users', id: principal.id });
}
