import type { AppDeps } from '../../deps';
import { mobileE164 } from '../accounts/accounts.mobile';
import { practiceLocaleOf } from '../accounts/accounts.practices.service';
import type { Db, Tx } from '../../../db/client';
import type { Principal } from '../../lib/principal';
import { forbidden, notFound, unprocessable } from '../../lib/errors';
import type { PracticeCustomer, User } from '../../../db/schema';
import { createOwnerForPractice, findOwnerByEmail, findOwnerById } from '../accounts/accounts.owners.service';
import { bookedWithPort } from './customers.ports';
import { findPetsOfCustomers, hasPracticeCustomer, insertPracticeCustomer } from './customers.repo';
import { CUSTOMER_NAMED_TWICE, CUSTOMER_NOT_FOUND, type AccountExistsView, type CustomerInput, type CustomerView } from './customers.model';
import { isPracticeLogin } from '../../lib/policy';

/**
 * The practice↔customer rule (docs/decisions/0007-privacy-between-practices.md): a
 * person is a practice's customer iff they booked with it (any status) or it registered them
 * (or they accepted a booking it made for them, which registers them).
 */
export async function isCustomerOf(db: Db, vendorId: number, userId: number): Promise<boolean> {
  return (await hasPracticeCustomer(db, vendorId, userId)) || (await bookedWithPort.of(db)(db, vendorId, userId));
}

/** Records that the practice registered the person, or that they accepted its booking. */
export function recordCustomer(db: Db | Tx, vendorId: number, userId: number, source: PracticeCustomer['source']): Promise<void> {
  return insertPracticeCustomer(db, vendorId, userId, source);
}

/** "Nora F.": all a practice is shown of a person who is not (yet) its customer. */
export function displayName(person: Pick<User, 'first_name' | 'last_name'>): string {
  const initial = person.last_name.trim().charAt(0).toUpperCase();
  return initial ? `${person.first_name} ${initial}.` : person.first_name;
}

const fullView = (user: User): CustomerView => ({
  customer: true,
  id: user.id,
  first_name: user.first_name,
  last_name: user.last_name,
  display_name: displayName(user),
  email: user.email,
  phone: user.phone,
});

/** The practice a principal acts for (any of its people, team members included); others are refused. */
export function practiceOf(principal: Principal): number {
  if (!isPracticeLogin(principal) || !principal.vendor_id) throw forbidden('unauthorized');
  return principal.vendor_id;
}

/**
 * The person, when the principal's practice may work with them (its customer); otherwise
 * 'Customer not found', exactly as for an id that does not exist, so ids cannot be walked.
 * Pets, records and bookings for a customer all go through here.
 */
export async function customerOf(deps: AppDeps, principal: Principal, userId: number): Promise<User> {
  const vendorId = practiceOf(principal);
  const person = await findOwnerById(deps, userId);
  if (!person || !(await isCustomerOf(deps.database.db, vendorId, person.id))) throw notFound(CUSTOMER_NOT_FOUND);
  return person;
}

/**
 * The person a practice names by id or by e-mail, or 'Customer not found' naming the field that
 * named nobody. Both at once are refused rather than one dropped for the other. Whether it may
 * work with them is `customerOf`'s to say.
 */
export async function personNamedBy(deps: AppDeps, userId: number | undefined, email: string | undefined): Promise<User> {
  if (!userId && !email) throw unprocessable('Customer is required', 'user_id');
  if (userId && email) throw unprocessable(CUSTOMER_NAMED_TWICE, 'customer_email');
  const person = userId ? await findOwnerById(deps, userId) : await findOwnerByEmail(deps, email!);
  if (!person) throw notFound(CUSTOMER_NOT_FOUND, userId ? 'user_id' : 'customer_email');
  return person;
}

/**
 * A practice finds a person by e-mail (spec §6, §8 'Customer not found'): its customer in full;
 * anyone else only as "an account exists" and "First L." (no e-mail, phone, id or pets).
 */
export async function findCustomer(deps: AppDeps, principal: Principal, email: string): Promise<CustomerView | AccountExistsView> {
  const vendorId = practiceOf(principal);
  const person = await findOwnerByEmail(deps, email);
  if (!person) throw notFound(CUSTOMER_NOT_FOUND);
  if (await isCustomerOf(deps.database.db, vendorId, person.id)) return fullView(person);
  return { customer: false, exists: true, display_name: displayName(person) };
}

/** A practice registers a customer; they become its customer and get a set-password e-mail. */
export async function registerCustomer(deps: AppDeps, principal: Principal, input: CustomerInput, practiceName: string, ip: string): Promise<CustomerView> {
  const vendorId = practiceOf(principal);
  // The mobile is read in the practice's country unless the body names another (or it starts with +).
  const fallback = (await practiceLocaleOf(deps, vendorId)).country;
  const phone = mobileE164({ mobile: input.phone, country: input.country, field: 'phone' }, fallback);
  const user = await createOwnerForPractice(deps, { ...input, phone }, vendorId, practiceName, ip);
  await recordCustomer(deps.database.db, vendorId, user.id, 'registered');
  deps.log.info('customer_registered', { user_id: user.id, vendor_id: vendorId });
  return fullView(user);
}

/** The most pets a picker of the practice's customers' pets lists. */
export const CUSTOMER_PETS_LISTED = 500;

/** The practice's customers' pets with their owner's name, by pet name, for a picker; who may see them is the caller's rule. */
export async function petsOfCustomers(deps: AppDeps, vendorId: number): Promise<{ id: number; name: string; owner: string }[]> {
  const rows = await findPetsOfCustomers(deps.database.db, vendorId, CUSTOMER_PETS_LISTED);
  return rows.map((r) => ({ id: r.id, name: r.name, owner: [r.first_name, r.last_name].filter(Boolean).join(' ') }));
}
