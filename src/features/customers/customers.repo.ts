import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { phoneSearchPrefix } from '../../lib/phone';
import { nameMatches } from './customers.name-search';
import type { Db, Tx } from '../../../db/client';
import { hasRowWith } from '../../../db/prepared';
import { bookings, pets, phr, practice_customers, users, type PracticeCustomer } from '../../../db/schema';

export function hasPracticeCustomer(db: Db, vendorId: number, userId: number): Promise<boolean> {
  return hasRowWith(db, 'practice_customers.exists', practice_customers, [practice_customers.vendor_id, vendorId], [practice_customers.user_id, userId]);
}

/** Records the relation; a person already recorded keeps how they first became a customer. */
export async function insertPracticeCustomer(db: Db | Tx, vendorId: number, userId: number, source: PracticeCustomer['source']): Promise<void> {
  await db.insert(practice_customers).values({ vendor_id: vendorId, user_id: userId, source }).onConflictDoNothing();
}

/**
 * The practice↔customer rule as SQL over `users` (the one in customers.service): they booked
 * with the practice (any status), or it registered them, or they accepted its booking.
 */
const customerOf = (vendorId: number): SQL =>
  sql`(exists (select 1 from ${practice_customers} where ${practice_customers.vendor_id} = ${vendorId} and ${practice_customers.user_id} = ${users.id})
    or exists (select 1 from ${bookings} where ${bookings.vendor_id} = ${vendorId} and ${bookings.user_id} = ${users.id}))`;

/** `lower(column)` starts with `prefix`, as an index range (a LIKE on an expression would not use the index). */
function startsWith(column: SQL, prefix: string): SQL {
  return sql`(${column} >= ${prefix} and ${column} < ${`${prefix}\uffff`})`;
}

/** A search by the start of any word of the first or last name (accents and case aside), e-mail or mobile number (typed as dialled in `country`, or +…); each branch is index ranges. */
function matching(q: string, country: string): SQL | undefined {
  if (!q) return undefined;
  const lower = q.toLowerCase();
  const digits = q.replace(/\D/g, '');
  const names = nameMatches(q);
  const terms = [startsWith(sql`lower(${users.email})`, lower), ...(names ? [names] : [])];
  const prefix = digits.length >= 3 && digits.length === q.replace(/[\s()+-]/g, '').length ? phoneSearchPrefix(q, country) : undefined;
  if (prefix) terms.push(startsWith(sql`${users.phone}`, prefix));
  // Digits with their calling code but without the + ("44 7700…").
  if (prefix && !q.startsWith('+')) terms.push(startsWith(sql`${users.phone}`, `+${digits}`));
  return or(...terms);
}

export interface CustomerRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  hash: string;
}

const CUSTOMER_COLUMNS = { id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email, phone: users.phone, hash: users.hash };

/** One page of a practice's customers, newest first (id descending, so the order is stable), and how many match. */
export async function findCustomersPage(db: Db, vendorId: number, search: { q: string; country: string }, limit: number, offset: number): Promise<{ rows: CustomerRow[]; total: number }> {
  if (!search.q) return findAllCustomersPage(db, vendorId, limit, offset);
  const where = and(eq(users.role, 'user'), matching(search.q, search.country), customerOf(vendorId));
  const [rows, [counted]] = await Promise.all([
    db.select(CUSTOMER_COLUMNS).from(users).where(where).orderBy(desc(users.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)` }).from(users).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/**
 * Without a search: the page walks users newest first and stops after `limit` customers; the
 * count adds those the practice registered or who accepted its booking (its primary key) to those who only booked with
 * it (the bookings index by vendor and user), instead of testing every user of the platform.
 */
async function findAllCustomersPage(db: Db, vendorId: number, limit: number, offset: number): Promise<{ rows: CustomerRow[]; total: number }> {
  const [rows, registered, bookedOnly] = await Promise.all([
    db.select(CUSTOMER_COLUMNS).from(users).where(and(eq(users.role, 'user'), customerOf(vendorId))).orderBy(desc(users.id)).limit(limit).offset(offset),
    db.get<{ n: number }>(sql`select count(*) as n from ${practice_customers} where ${practice_customers.vendor_id} = ${vendorId}`),
    db.get<{ n: number }>(sql`select count(distinct b.user_id) as n from ${bookings} b
      where b.vendor_id = ${vendorId} and not exists (select 1 from ${practice_customers} pc where pc.vendor_id = ${vendorId} and pc.user_id = b.user_id)`),
  ]);
  return { rows, total: Number(registered?.n ?? 0) + Number(bookedOnly?.n ?? 0) };
}

async function findCustomerOfVendorWhere(db: Db, vendorId: number, which: SQL): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select(CUSTOMER_COLUMNS)
    .from(users)
    .where(and(which, eq(users.role, 'user'), customerOf(vendorId)))
    .limit(1);
  return row;
}

export const findCustomerOfVendorByHash = (db: Db, vendorId: number, hash: string) => findCustomerOfVendorWhere(db, vendorId, eq(users.hash, hash));

export const findCustomerOfVendor = (db: Db, vendorId: number, id: number) => findCustomerOfVendorWhere(db, vendorId, eq(users.id, id));

/** For a page of customers: how many active pets each has, and their last appointment with this practice. */
export async function findCustomerSummaries(db: Db, vendorId: number, userIds: number[]) {
  if (userIds.length === 0) return { petCounts: new Map<number, number>(), lastSlots: new Map<number, string>() };
  const [petRows, slotRows] = await Promise.all([
    db
      .select({ user_id: pets.user_id, n: sql<number>`count(*)` })
      .from(pets)
      .where(and(inArray(pets.user_id, userIds), sql`${pets.status} <> 0`))
      .groupBy(pets.user_id),
    db
      .select({ user_id: bookings.user_id, last: sql<string>`max(${bookings.slot})` })
      .from(bookings)
      .where(and(eq(bookings.vendor_id, vendorId), inArray(bookings.user_id, userIds)))
      .groupBy(bookings.user_id),
  ]);
  return {
    petCounts: new Map(petRows.map((r) => [r.user_id, Number(r.n)])),
    lastSlots: new Map(slotRows.map((r) => [r.user_id, r.last])),
  };
}

/**
 * A practice's customers' active pets with their owner's name, by pet name, at most `limit`:
 * read from the practice's own customer rows (registered or booked), not from every pet.
 */
export function findPetsOfCustomers(db: Db, vendorId: number, limit: number) {
  return db
    .select({ id: pets.id, name: pets.name, first_name: users.first_name, last_name: users.last_name })
    .from(pets)
    .innerJoin(users, eq(users.id, pets.user_id))
    .where(
      and(
        sql`${pets.status} <> 0`,
        eq(users.role, 'user'),
        sql`${pets.user_id} in (select ${practice_customers.user_id} from ${practice_customers} where ${practice_customers.vendor_id} = ${vendorId}
          union select ${bookings.user_id} from ${bookings} where ${bookings.vendor_id} = ${vendorId})`,
      ),
    )
    .orderBy(sql`lower(${pets.name})`, pets.id)
    .limit(limit);
}

/** A customer's records, newest first, read-only (until the records feature offers this read). */
export function findRecordsOfUser(db: Db, userId: number) {
  return db
    .select({ id: phr.id, pet_id: phr.pet_id, category: phr.category, details: phr.details, created_at: phr.created_at })
    .from(phr)
    .where(eq(phr.user_id, userId))
    .orderBy(desc(phr.created_at), desc(phr.id));
}
