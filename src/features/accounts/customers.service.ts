import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { conflict, constraintCode, forbidden, notFound } from '../../lib/errors';
import { randomToken } from '../../lib/crypto';
import type { User } from '../../../db/schema';
import { findCustomerByEmail, findCustomerById, findUserByEmail, insertUser } from './accounts.repo';
import { MESSAGES, type CustomerInput } from './accounts.model';
import { signupSource } from './signup.service';
import { sendSetPasswordLink } from './password.service';

const CUSTOMER_NOT_FOUND = 'Customer not found';

interface CustomerView {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
}

const view = (user: User): CustomerView => ({ id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email, phone: user.phone });

function practiceOf(principal: Principal): number {
  if (principal.role !== 'vendor' || !principal.vendor_id) throw forbidden('unauthorized');
  return principal.vendor_id;
}

/** A pet owner (role user, not an admin) by id, for the features that act for one. */
export function customerById(deps: AppDeps, id: number): Promise<User | undefined> {
  return findCustomerById(deps.database.db, id);
}

/** A practice finds a customer by e-mail (spec §6, §8 'Customer not found'). */
export async function findCustomer(deps: AppDeps, principal: Principal, email: string): Promise<CustomerView> {
  practiceOf(principal);
  const customer = await findCustomerByEmail(deps.database.db, email);
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  return view(customer);
}

/**
 * A practice registers a customer (names, e-mail, mobile) without a password; the customer
 * gets an e-mail with a link to choose one.
 */
export async function registerCustomer(deps: AppDeps, principal: Principal, input: CustomerInput, practiceName: string, ip: string): Promise<CustomerView> {
  const vendorId = practiceOf(principal);
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
  deps.log.info('customer_registered', { user_id: user.id, vendor_id: vendorId });
  await sendSetPasswordLink(deps, user, practiceName, ip);
  return view(user);
}
