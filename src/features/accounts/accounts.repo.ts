import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { containsPattern } from '../../lib/like';
import { plans, users, vendor_logins, vendors, type Plan, type User, type VendorLogin } from '../../../db/schema';

type Conn = Db | Tx;

export function findUserById(db: Db, id: number): Promise<User | undefined> {
  return prepared(db, 'users.byId', (d) => d.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare()).get({ id });
}

/** The columns a session reads back on every signed-in request, and nothing else of the row (no hashes). */
const sessionColumns = <T extends typeof users | typeof vendor_logins>(table: T) => ({
  id: table.id,
  email: table.email,
  pic: table.pic,
  first_name: table.first_name,
  last_name: table.last_name,
  token_version: table.token_version,
  language: table.language,
  units: table.units,
});

/** An owner's or admin's session fields and role: read on every signed-in request (prepared, narrow). */
export function findUserSession(db: Db, id: number) {
  return prepared(db, 'users.session', (d) =>
    d
      .select({ ...sessionColumns(users), role: users.role })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare(),
  ).get({ id });
}

/** A practice login's session fields: read on every signed-in request (prepared, narrow). */
export function findVendorLoginSession(db: Db, id: number) {
  return prepared(db, 'vendor_logins.session', (d) =>
    d
      .select({ ...sessionColumns(vendor_logins), vendor_id: vendor_logins.vendor_id, subrole: vendor_logins.subrole })
      .from(vendor_logins)
      .where(eq(vendor_logins.id, sql.placeholder('id')))
      .limit(1)
      .prepare(),
  ).get({ id });
}

export function findUserByEmail(db: Conn, email: string): Promise<User | undefined> {
  return db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` });
}

/** A pet owner (role user), not an admin. */
export function findCustomerById(db: Db, id: number): Promise<User | undefined> {
  return prepared(db, 'users.customerById', (d) =>
    d
      .select()
      .from(users)
      .where(and(eq(users.id, sql.placeholder('id')), eq(users.role, 'user')))
      .limit(1)
      .prepare(),
  ).get({ id });
}

export function findCustomerByEmail(db: Conn, email: string): Promise<User | undefined> {
  return db.query.users.findFirst({ where: and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.role, 'user')) });
}

export function findVendorLoginById(db: Db, id: number): Promise<VendorLogin | undefined> {
  return prepared(db, 'vendor_logins.byId', (d) =>
    d.select().from(vendor_logins).where(eq(vendor_logins.id, sql.placeholder('id'))).limit(1).prepare(),
  ).get({ id });
}

export function findVendorLoginByEmail(db: Conn, email: string): Promise<VendorLogin | undefined> {
  return db.query.vendor_logins.findFirst({ where: sql`lower(${vendor_logins.email}) = ${email.toLowerCase()}` });
}

export async function bumpUserTokenVersion(db: Db, id: number): Promise<void> {
  await db.update(users).set({ token_version: sql`${users.token_version} + 1` }).where(eq(users.id, id));
}

export async function bumpVendorLoginTokenVersion(db: Db, id: number): Promise<void> {
  await db.update(vendor_logins).set({ token_version: sql`${vendor_logins.token_version} + 1` }).where(eq(vendor_logins.id, id));
}

export function findPlanByCode(db: Db, code: string): Promise<Plan | undefined> {
  return db.query.plans.findFirst({ where: sql`lower(${plans.code}) = ${code.toLowerCase()}` });
}

/** Kept prepared: an owner's plan is read on every booking they pay for (its offer, booking.promo). */
export function findPlanById(db: Db, id: number): Promise<Plan | undefined> {
  return prepared(db, 'plans.byId', (d) => d.select().from(plans).where(eq(plans.id, sql.placeholder('id'))).limit(1).prepare()).get({ id });
}

export async function insertUser(db: Conn, values: typeof users.$inferInsert): Promise<User> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUserName(db: Db, id: number, names: { first_name: string; last_name: string; language?: string; units?: string }, now: string): Promise<User | undefined> {
  const [row] = await db.update(users).set({ ...names, updated_at: now }).where(eq(users.id, id)).returning();
  return row;
}

export async function updateVendorLoginName(
  db: Db,
  id: number,
  names: { first_name: string; last_name: string; language?: string; units?: string },
  now: string,
): Promise<VendorLogin | undefined> {
  const [row] = await db.update(vendor_logins).set({ ...names, updated_at: now }).where(eq(vendor_logins.id, id)).returning();
  return row;
}

/** Sets a new password hash and raises the token version, so every older session stops working. */
export async function setUserPassword(db: Conn, id: number, passwordHash: string, now: string): Promise<void> {
  await db
    .update(users)
    .set({ password_hash: passwordHash, token_version: sql`${users.token_version} + 1`, updated_at: now })
    .where(eq(users.id, id));
}

export async function setVendorLoginPassword(db: Conn, id: number, passwordHash: string, now: string): Promise<void> {
  await db
    .update(vendor_logins)
    .set({ password_hash: passwordHash, token_version: sql`${vendor_logins.token_version} + 1`, updated_at: now })
    .where(eq(vendor_logins.id, id));
}

/* ---------- practices ---------- */

export async function insertVendor(tx: Tx, values: typeof vendors.$inferInsert) {
  const [row] = await tx.insert(vendors).values(values).returning();
  return row!;
}

export async function insertVendorLogin(tx: Tx, values: typeof vendor_logins.$inferInsert): Promise<VendorLogin> {
  const [row] = await tx.insert(vendor_logins).values(values).returning();
  return row!;
}

/** A practice's country, currency, locale and units. */
export function updateVendorLocale(db: Db, id: number, locale: { country: string; currency: string; locale: string; units: string }, now: string) {
  return db.update(vendors).set({ ...locale, updated_at: now }).where(eq(vendors.id, id));
}

export function findVendorById(db: Db, id: number) {
  return db.query.vendors.findFirst({ where: eq(vendors.id, id) });
}

/** A practice's team: its logins, in the order they joined. */
export function findTeam(db: Db, vendorId: number) {
  return db
    .select({ id: vendor_logins.id, first_name: vendor_logins.first_name, last_name: vendor_logins.last_name, subrole: vendor_logins.subrole })
    .from(vendor_logins)
    .where(eq(vendor_logins.vendor_id, vendorId))
    .orderBy(vendor_logins.id);
}

/** Who at a practice hears about a listing's bookings: the practice's name and address, and the listing owner's login. */
export function findPracticeContact(db: Db, vendorId: number, listingOwnerId: number | null) {
  return prepared(db, 'vendors.contact', (d) =>
    d
      .select({ name: vendors.name, details: vendors.details, locale: vendors.locale, ownerId: vendor_logins.id, ownerEmail: vendor_logins.email, ownerLanguage: vendor_logins.language, ownerPhone: vendor_logins.phone })
      .from(vendors)
      .leftJoin(vendor_logins, and(eq(vendor_logins.id, sql.placeholder('ownerId')), eq(vendor_logins.vendor_id, vendors.id)))
      .where(eq(vendors.id, sql.placeholder('vendorId')))
      .prepare(),
  ).get({ vendorId, ownerId: listingOwnerId ?? 0 });
}

/** spec §7: users and vendor_logins "update pic". */
export async function setUserPic(db: Db, id: number, pic: string, now: string): Promise<User | undefined> {
  const [row] = await db.update(users).set({ pic, updated_at: now }).where(eq(users.id, id)).returning();
  return row;
}

export async function setVendorLoginPic(db: Db, id: number, pic: string, now: string): Promise<VendorLogin | undefined> {
  const [row] = await db.update(vendor_logins).set({ pic, updated_at: now }).where(eq(vendor_logins.id, id)).returning();
  return row;
}

/* ---------- the platform admin: practices (with suspension) and owners ---------- */


/** Practices whose name contains `q` (any case), newest first. */
export function findPractices(db: Db, q: string, limit: number) {
  return db
    .select({ id: vendors.id, name: vendors.name, created_at: vendors.created_at, suspended_at: vendors.suspended_at, currency: vendors.currency })
    .from(vendors)
    .where(q ? sql`lower(${vendors.name}) like ${containsPattern(q)} escape '\\'` : undefined)
    .orderBy(desc(vendors.id))
    .limit(limit);
}

export function findVendorSuspension(db: Db, id: number) {
  return prepared(db, 'vendors.suspension', (d) =>
    d.select({ suspended_at: vendors.suspended_at }).from(vendors).where(eq(vendors.id, sql.placeholder('id'))).limit(1).prepare(),
  ).get({ id });
}

export async function setVendorSuspendedAt(db: Conn, id: number, at: string | null, now: string): Promise<boolean> {
  const rows = await db.update(vendors).set({ suspended_at: at, updated_at: now }).where(eq(vendors.id, id)).returning({ id: vendors.id });
  return rows.length === 1;
}

/** Pet owners whose name or e-mail contains `q`, newest first. */
export function findOwners(db: Db, q: string, limit: number) {
  const like = containsPattern(q);
  return db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email, created_at: users.created_at })
    .from(users)
    .where(
      and(
        eq(users.role, 'user'),
        // A deleted owner is no one to administer: their row stays only for what practices keep (decision 0051).
        isNull(users.deleted_at),
        q ? sql`(lower(${users.first_name} || ' ' || ${users.last_name}) like ${like} escape '\\' or lower(${users.email}) like ${like} escape '\\')` : undefined,
      ),
    )
    .orderBy(desc(users.id))
    .limit(limit);
}

/** My Profile's reminder switches. */
export async function updateReminderSettings(db: Db, id: number, values: { appointment_reminders: boolean; vaccine_reminders: boolean }, now: string): Promise<void> {
  await db.update(users).set({ ...values, updated_at: now }).where(eq(users.id, id));
}

/* ---------- finding a practice (the owners' search) ---------- */

/** Practices whose name, or the name of one of whose vets, contains `q` (any case): at most `limit` ids. */
export async function findVendorIdsMatching(db: Db, q: string, limit: number): Promise<number[]> {
  const like = containsPattern(q);
  const rows = await db.all<{ id: number }>(sql`
    select id from vendors where lower(name) like ${like} escape '\\'
    union
    select vendor_id as id from vendor_logins where lower(first_name || ' ' || last_name) like ${like} escape '\\'
    limit ${limit}`);
  return rows.map((r) => Number(r.id));
}

/** Names of these practices. */
export function findVendorNames(db: Db, ids: number[]) {
  return db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(inArray(vendors.id, ids));
}

/** The practices a platform admin suspended (few): they are left out of the search. */
export async function findSuspendedVendorIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: vendors.id }).from(vendors).where(isNotNull(vendors.suspended_at));
  return rows.map((r) => r.id);
}
