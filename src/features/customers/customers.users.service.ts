import type { AppDeps } from '../../deps';
import { DEFAULT_PHONE_COUNTRY } from '../../lib/phone';
import { practiceLocaleOf } from '../accounts/accounts.practices.service';
import type { Db } from '../../../db/client';
import type { Principal } from '../../lib/principal';
import { notFound } from '../../lib/errors';
import { LIMITS } from '../../lib/constants/limits';
import { can, ownPractice } from '../../lib/policy';
import { petsOf } from '../pets/pets.service';
import { customerOf } from './customers.service';
import { recordsReadPort } from './customers.ports';
import { findCustomerOfVendor, findCustomerOfVendorByHash, findCustomerSummaries, findCustomersPage, findRecordsOfUser, type CustomerRow } from './customers.repo';

/** The practice's Users screen (spec §2): its customers, searched and paged, and one customer's pets and records. */

type PetView = Awaited<ReturnType<typeof petsOf>>[number];

export interface CustomerListItem extends CustomerRow {
  pets: number;
  /** The start of their last appointment with this practice, or null. */
  last_appointment: string | null;
}

export interface CustomersPage {
  items: CustomerListItem[];
  q: string;
  page: number;
  /** The real number of pages (architecture §12: not the spec's hard-coded 72030). */
  pages: number;
  total: number;
}

/**
 * One page (10, spec §9) of a practice's customers, newest first, found by the start of
 * their first name, last name, e-mail or mobile number.
 */
export async function listCustomers(db: Db, vendorId: number, options: { q?: string; page?: number; country?: string }): Promise<CustomersPage> {
  const q = (options.q ?? '').trim().slice(0, 100);
  const size = LIMITS.USERS_PAGE_SIZE;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const { rows, total } = await findCustomersPage(db, vendorId, { q, country: options.country ?? DEFAULT_PHONE_COUNTRY }, size, (page - 1) * size);
  const { petCounts, lastSlots } = await findCustomerSummaries(db, vendorId, rows.map((r) => r.id));
  return {
    items: rows.map((r) => ({ ...r, pets: petCounts.get(r.id) ?? 0, last_appointment: lastSlots.get(r.id) ?? null })),
    q,
    page,
    pages: Math.max(1, Math.ceil(total / size)),
    total,
  };
}

/** Users is the top-level practice account's screen (spec §2, §6): its root admin; anyone else is told it does not exist. */
export function practiceForUsers(principal: Principal): number {
  if (!can(principal, 'practice:see-users', ownPractice(principal))) throw notFound();
  return principal.vendor_id!;
}

export async function customersFor(deps: AppDeps, principal: Principal, options: { q?: string; page?: number }): Promise<CustomersPage> {
  const vendorId = practiceForUsers(principal);
  // A number is searched as the practice's people type it: in its country.
  return listCustomers(deps.database.db, vendorId, { ...options, country: (await practiceLocaleOf(deps, vendorId)).country });
}

export interface CustomerDetail {
  customer: CustomerRow;
  pets: PetView[];
  records: Awaited<ReturnType<typeof findRecordsOfUser>>;
}

/** One customer of the practice with their pets and records, read-only; anyone else's is "not found". */
export async function customerDetail(deps: AppDeps, principal: Principal, id: number, channel: 'web' | 'api' = 'web'): Promise<CustomerDetail> {
  const customer = await findCustomerOfVendor(deps.database.db, practiceForUsers(principal), id);
  if (!customer) throw notFound('Customer not found');
  const [pets, records] = await Promise.all([petsOf(deps, principal, customer.id, (p, userId) => customerOf(deps, p, userId)), findRecordsOfUser(deps.database.db, customer.id)]);
  await recordsReadPort.of(deps)(principal, [...new Set(records.map((r) => r.pet_id))], channel);
  return { customer, pets, records };
}

/** spec §7 "users lookup by hash", limited to the practice's own customers. */
export async function customerByHash(deps: AppDeps, principal: Principal, hash: string): Promise<CustomerRow> {
  const customer = await findCustomerOfVendorByHash(deps.database.db, practiceForUsers(principal), hash);
  if (!customer) throw notFound('Customer not found');
  return customer;
}
