import type { AppDeps } from '../../deps';
import { conflict, constraintCode } from '../../lib/errors';
import { randomToken } from '../../lib/crypto';
import { stampedReads } from '../../lib/stamped-cache';
import type { Plan, User } from '../../../db/schema/index';
import { findCustomerByEmail, findCustomerById, findPlanById, findUserByEmail, insertUser, updateReminderSettings } from './accounts.repo';
import { hasMobileVerifiedSince } from './accounts.one-time-codes.repo';
import { MESSAGES } from './accounts.model';
import { signupSource } from './accounts.signup.service';
import { sendSetPasswordLink } from './accounts.password.service';

/** A pet owner's account (role user, never an admin) by id, kept while no account changes (frozen: read it, never change it). */
export function findOwnerById(deps: AppDeps, id: number): Promise<User | undefined> {
  const db = deps.database.db;
  return owners(db, String(id), () => findCustomerById(db, id));
}

const owners = stampedReads<User | undefined>(10_000, ['users']);

/** A pet owner's account by e-mail, exact match (case-insensitive). */
export function findOwnerByEmail(deps: AppDeps, email: string): Promise<User | undefined> {
  return findCustomerByEmail(deps.database.db, email);
}

/** The plan an owner signed up with (by promo code or plan id), if any: its offers apply at payment. */
export async function signupPlanOf(deps: AppDeps, owner: Pick<User, 'signup_plan'>): Promise<Plan | null> {
  return owner.signup_plan ? ((await findPlanById(deps.database.db, owner.signup_plan)) ?? null) : null;
}

export interface OwnerAccountInput {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/**
 * An owner account a practice opens for a person (names, e-mail, mobile) without a password;
 * the person gets an e-mail with a link to choose one.
 */
export async function createOwnerForPractice(deps: AppDeps, input: OwnerAccountInput, vendorId: number, practiceName: string, ip: string): Promise<User> {
  const db = deps.database.db;
  if (await findUserByEmail(db, input.email)) throw conflict(MESSAGES.signupDuplicate, 'email');
  let user: User;
  try {
    user = await insertUser(db, {
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email.toLowerCase(),
      phone: input.phone,
      role: 'user',
      source: signupSource(null, vendorId, 'Practice'),
      vendor_id: vendorId,
      hash: randomToken(),
      password_hash: null,
    });
  } catch (error) {
    if (constraintCode(error) === 'SQLITE_CONSTRAINT_UNIQUE') throw conflict(MESSAGES.signupDuplicate, 'email');
    throw error;
  }
  await sendSetPasswordLink(deps, user, practiceName, ip);
  return user;
}

/** Which reminders the owner wants (My Profile). */
export interface ReminderSettings {
  appointment_reminders: boolean;
  vaccine_reminders: boolean;
}

export async function reminderSettingsOf(deps: AppDeps, userId: number): Promise<ReminderSettings> {
  const user = await findOwnerById(deps, userId);
  return { appointment_reminders: user?.appointment_reminders ?? false, vaccine_reminders: user?.vaccine_reminders ?? false };
}

export async function saveReminderSettings(deps: AppDeps, userId: number, settings: ReminderSettings): Promise<void> {
  await updateReminderSettings(deps.database.db, userId, settings, deps.clock().toISOString());
}

/**
 * The owner's mobile number when it was verified with a one-time code (at signup, spec §4
 * "Mobile verification"); a number a practice typed in for its customer never was, and gets no SMS.
 */
export async function verifiedMobileOf(deps: AppDeps, user: Pick<User, 'phone'>): Promise<string | null> {
  if (!user.phone) return null;
  return (await hasMobileVerifiedSince(deps.database.db, user.phone, '')) ? user.phone : null;
}
