import { UAParser } from 'ua-parser-js';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../../db/client';
import type { Plan, SignupSource } from '../../../db/schema/index';
import { AppError, conflict, constraintCode, unprocessable } from '../../lib/errors';
import { randomToken } from '../../lib/crypto';
import { SUBROLES } from '../../lib/constants/roles';
import { VENDOR_PAGE_TYPE } from '../../lib/constants/consultation-types';
import {
  findPlanByCode,
  findPlanById,
  findUserByEmail,
  findVendorLoginByEmail,
  insertUser,
  insertVendor,
  insertVendorLogin,
} from './accounts.repo';
import { MESSAGES, MESSAGES_ZONE, type PracticeSignupInput, type RegisterInput } from './accounts.model';
import { DEFAULT_PRACTICE_ZONE, isZone } from '../../lib/time';
import { hashPassword } from './accounts.service';
import type { SessionAccount } from '../../lib/principal';
import { checkCaptcha } from './accounts.captcha.service';
import { isMobileVerified } from './accounts.otp.service';
import { currentReader } from '../../lib/i18n';

/**
 * What a feature above accounts adds when a practice signs up, inside the signup's transaction
 * (settings creates its website); handed in by `createApp`, so accounts imports no such feature.
 */
export type OnPracticeCreated = (tx: Tx, practice: { id: number; name: string }) => Promise<unknown>;

/** Where a signup comes from: the browser's User-Agent and the practice site it was made on, if any. */
export interface SignupContext {
  userAgent: string | null;
  /** The practice whose site the signup happened on (never taken from the body). */
  vendorId: number | null;
}

/** spec §3 source: medium 'Web' and the browser, its major version and the OS read from the User-Agent. */
export function signupSource(userAgent: string | null, vendorId: number | null, medium = 'Web'): SignupSource {
  const { browser, os } = new UAParser(userAgent ?? '').getResult();
  const source: SignupSource = { medium };
  if (browser.name) source.browser = browser.name;
  if (browser.major) source.version = browser.major;
  if (os.name) source.os = os.name;
  source.vendor_id = vendorId;
  return source;
}

/** "Feline, Dentistry,, feline" → ["Feline", "Dentistry"] */
export function parseCategories(text: string | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of (text ?? '').split(',')) {
    const category = part.trim();
    if (category && !seen.has(category.toLowerCase())) {
      seen.add(category.toLowerCase());
      out.push(category);
    }
  }
  return out.slice(0, 20);
}

/** A promo code is looked up case-insensitively against the plans' codes (spec §5). */
export async function findPromoPlan(deps: AppDeps, code: string | undefined): Promise<Plan | null> {
  const trimmed = code?.trim();
  if (!trimmed) return null;
  return (await findPlanByCode(deps.database.db, trimmed)) ?? null;
}

/** Anything unexpected in a signup becomes the spec's general failure (and is logged without the body). */
async function guarded<T>(deps: AppDeps, event: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (constraintCode(error) === 'SQLITE_CONSTRAINT_UNIQUE') throw conflict(MESSAGES.signupDuplicate, 'email');
    deps.log.error(event, { error });
    throw new AppError(500, MESSAGES.signupFailed);
  }
}

/**
 * An owner signs up (spec §3–§5): the captcha when it is on, a number verified in the last
 * 30 minutes, a free e-mail, a known plan or promo code. Answers the account to sign in.
 */
export async function registerOwner(deps: AppDeps, input: RegisterInput, context: SignupContext): Promise<SessionAccount> {
  await checkCaptcha(deps, input.altcha);
  const db = deps.database.db;
  const email = input.email.toLowerCase();
  return guarded(deps, 'signup_failed', async () => {
    if (!(await isMobileVerified(deps, input.phone))) throw unprocessable(MESSAGES.mobileNotVerified, 'phone');
    let plan: Plan | null = null;
    if (input.promocode) {
      plan = await findPromoPlan(deps, input.promocode);
      if (!plan) throw unprocessable(MESSAGES.promoInvalid, 'promocode');
    } else if (input.plan_id !== undefined && input.plan_id !== null) {
      plan = (await findPlanById(db, input.plan_id)) ?? null;
      if (!plan) throw unprocessable('plan_id must be a plan id', 'plan_id');
    }
    if (await findUserByEmail(db, email)) throw conflict(MESSAGES.signupDuplicate, 'email');
    const user = await insertUser(db, {
      first_name: input.first_name,
      last_name: input.last_name,
      email,
      phone: input.phone,
      role: 'user',
      signup_plan: plan?.id ?? null,
      promocode: input.promocode ? plan!.code : null,
      source: signupSource(context.userAgent, context.vendorId, input.source?.medium),
      vendor_id: context.vendorId,
      hash: randomToken(),
      password_hash: await hashPassword(input.password),
      // The language the owner signed up in stays theirs: their e-mails and next sessions speak it.
      language: currentReader().language,
    });
    deps.log.info('signed_up', { role: 'user', user_id: user.id, vendor_id: context.vendorId });
    return { ...user, role: 'user', vendor_id: null, subrole: null } satisfies SessionAccount;
  });
}

/**
 * A practice signs up (spec §3 vendor creation): the vendor (type 1000), its root admin and
 * its website with a unique sub-domain derived from the name (`onPracticeCreated`), in one write transaction.
 */
export async function registerPractice(deps: AppDeps, input: PracticeSignupInput, onPracticeCreated: OnPracticeCreated): Promise<SessionAccount> {
  await checkCaptcha(deps, input.altcha);
  const db = deps.database.db;
  const email = input.email.toLowerCase();
  return guarded(deps, 'practice_signup_failed', async () => {
    if (await findVendorLoginByEmail(db, email)) throw conflict(MESSAGES.signupDuplicate, 'email');
    const timezone = input.timezone || DEFAULT_PRACTICE_ZONE;
    if (!isZone(timezone)) throw unprocessable(MESSAGES_ZONE, 'timezone');
    const passwordHash = await hashPassword(input.password);
    const login = await db.transaction(async (tx) => {
      const vendor = await insertVendor(tx, {
        name: input.practice_name,
        type: VENDOR_PAGE_TYPE,
        categories: parseCategories(input.categories),
        details: { mobile: input.phone, email, summary: input.summary ?? '', timezone },
      });
      const created = await insertVendorLogin(tx, {
        vendor_id: vendor.id,
        first_name: input.first_name,
        last_name: input.last_name,
        email,
        phone: input.phone,
        password_hash: passwordHash,
        subrole: SUBROLES.ROOT_ADMIN,
      });
      await onPracticeCreated(tx, { id: vendor.id, name: input.practice_name });
      return created;
    });
    deps.log.info('signed_up', { role: 'vendor', vendor_id: login.vendor_id });
    return { ...login, role: 'vendor', vendor_id: login.vendor_id, subrole: login.subrole } satisfies SessionAccount;
  });
}
