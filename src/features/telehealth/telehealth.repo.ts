import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { booking_telehealth, pet_exams, telehealth_consent_versions, telehealth_settings, vendor_logins, vet_licences, type BookingTelehealth, type PetExam } from '../../../db/schema';

export type { PetExam };

/* The telehealth tables (telehealth owns them): licences, hand-entered exams, settings, consent versions, per-booking facts. */
type Conn = Db | Tx;

export type NewLicence = { vendor_id: number; login_id: number; country: string; region: string; number: string | null };

/** Adds a licence; an existing one for the same member and place is updated (its number) instead. */
export async function upsertLicence(conn: Conn, licence: NewLicence, now: string) {
  const [row] = await conn
    .insert(vet_licences)
    .values({ ...licence, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: [vet_licences.login_id, vet_licences.country, vet_licences.region], set: { number: licence.number, updated_at: now } })
    .returning();
  return row!;
}

export async function findLicencesOfPractice(conn: Conn, vendorId: number) {
  return conn
    .select({ id: vet_licences.id, login_id: vet_licences.login_id, country: vet_licences.country, region: vet_licences.region, number: vet_licences.number, first_name: vendor_logins.first_name, last_name: vendor_logins.last_name })
    .from(vet_licences)
    .innerJoin(vendor_logins, eq(vendor_logins.id, vet_licences.login_id))
    .where(eq(vet_licences.vendor_id, vendorId))
    .orderBy(asc(vendor_logins.last_name), asc(vet_licences.country), asc(vet_licences.region));
}

export async function findLicence(conn: Conn, id: number) {
  const [row] = await conn.select().from(vet_licences).where(eq(vet_licences.id, id));
  return row;
}

export async function deleteLicence(conn: Conn, id: number): Promise<void> {
  await conn.delete(vet_licences).where(eq(vet_licences.id, id));
}

export async function insertExam(conn: Conn, exam: { vendor_id: number; pet_id: number; examined_at: string; by_login_id: number }, now: string) {
  const [row] = await conn.insert(pet_exams).values({ ...exam, created_at: now, updated_at: now }).returning();
  return row!;
}

export async function findExams(conn: Conn, vendorId: number, petId: number) {
  return conn
    .select()
    .from(pet_exams)
    .where(and(eq(pet_exams.vendor_id, vendorId), eq(pet_exams.pet_id, petId)))
    .orderBy(desc(pet_exams.examined_at));
}

export async function findExam(conn: Conn, id: number) {
  const [row] = await conn.select().from(pet_exams).where(eq(pet_exams.id, id));
  return row;
}

/** Marks an exam entered in error; undefined when it already was (two marks at once: the first stands). */
export async function markExamInError(conn: Conn, id: number, mark: { reason: string; at: string; by: number }) {
  const [row] = await conn
    .update(pet_exams)
    .set({ error_reason: mark.reason, error_at: mark.at, error_by_login_id: mark.by, updated_at: mark.at })
    .where(and(eq(pet_exams.id, id), isNull(pet_exams.error_reason)))
    .returning();
  return row;
}

export async function findWindowMonths(conn: Conn, vendorId: number): Promise<number | undefined> {
  const [row] = await conn.select({ months: telehealth_settings.vcpr_months }).from(telehealth_settings).where(eq(telehealth_settings.vendor_id, vendorId));
  return row?.months;
}

export async function saveWindowMonths(conn: Conn, vendorId: number, months: number, now: string): Promise<void> {
  await conn
    .insert(telehealth_settings)
    .values({ vendor_id: vendorId, vcpr_months: months, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: telehealth_settings.vendor_id, set: { vcpr_months: months, updated_at: now } });
}

export async function findLatestConsent(conn: Conn, vendorId: number) {
  const [row] = await conn
    .select()
    .from(telehealth_consent_versions)
    .where(eq(telehealth_consent_versions.vendor_id, vendorId))
    .orderBy(desc(telehealth_consent_versions.version))
    .limit(1);
  return row;
}

export async function findConsentVersions(conn: Conn, vendorId: number) {
  return conn.select().from(telehealth_consent_versions).where(eq(telehealth_consent_versions.vendor_id, vendorId)).orderBy(desc(telehealth_consent_versions.version));
}

export async function insertConsentVersion(tx: Tx, row: { vendor_id: number; version: number; text: string; by_login_id: number }, now: string) {
  const [saved] = await tx.insert(telehealth_consent_versions).values({ ...row, created_at: now }).returning();
  return saved!;
}

export async function findBookingTelehealth(conn: Conn, bookingId: number): Promise<BookingTelehealth | undefined> {
  const [row] = await conn.select().from(booking_telehealth).where(eq(booking_telehealth.booking_id, bookingId));
  return row;
}

export type BookingFacts = Partial<Pick<BookingTelehealth, 'country' | 'region' | 'kind' | 'vet_login_id' | 'consent_version' | 'consent_at' | 'consent_ip' | 'consent_user_id'>>;

/** Writes what telehealth keeps with a booking, keeping the fields not given. */
export async function saveBookingTelehealth(conn: Conn, key: { booking_id: number; vendor_id: number; user_id: number }, facts: BookingFacts, now: string): Promise<void> {
  await conn
    .insert(booking_telehealth)
    .values({ ...key, ...facts, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: booking_telehealth.booking_id, set: { ...facts, updated_at: now } });
}

/** This owner's acceptances of this version of this practice's consent (on any booking, made or not), the first first. */
export async function findAcceptances(conn: Conn, userId: number, vendorId: number, version: number, limit: number) {
  return conn
    .select({ booking_id: booking_telehealth.booking_id, version: booking_telehealth.consent_version, at: booking_telehealth.consent_at, ip: booking_telehealth.consent_ip, user_id: booking_telehealth.consent_user_id })
    .from(booking_telehealth)
    .where(and(eq(booking_telehealth.user_id, userId), eq(booking_telehealth.vendor_id, vendorId), eq(booking_telehealth.consent_version, version)))
    .orderBy(asc(booking_telehealth.consent_at))
    .limit(limit);
}

/** The place this owner gave last (any practice), to prefill the wizard. */
export async function findLastPlace(conn: Conn, userId: number) {
  const [row] = await conn
    .select({ country: booking_telehealth.country, region: booking_telehealth.region })
    .from(booking_telehealth)
    .where(and(eq(booking_telehealth.user_id, userId), isNotNull(booking_telehealth.country)))
    .orderBy(desc(booking_telehealth.updated_at), desc(booking_telehealth.booking_id))
    .limit(1);
  return row;
}
