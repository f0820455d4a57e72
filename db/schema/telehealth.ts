import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { id, ref, timestamps, createdAt } from './columns';
import { users, vendors } from './accounts';
import { pets } from './pets';

/**
 * Where a team member may practise (owned by `telehealth`): a country (ISO 3166-1 alpha-2) and
 * a region (ISO 3166-2 subdivision such as `US-CA`), or the whole country when `region` is ''.
 */
export const vet_licences = sqliteTable(
  'vet_licences',
  {
    id: id(),
    vendor_id: ref('vendor_id', () => vendors.id),
    /** No reference (as the other login columns here): a removed team member leaves; the join with vendor_logins drops their licences. */
    login_id: integer('login_id').notNull(),
    country: text('country').notNull(),
    /** '' for the whole country: a plain string keeps the unique index meaningful (NULLs never collide). */
    region: text('region').notNull().default(''),
    number: text('number'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('vet_licences_login_place').on(t.login_id, t.country, t.region), index('vet_licences_vendor').on(t.vendor_id)],
);

/** An in-person exam of a pet entered by hand by a practice; arrived Clinic bookings count too, read from bookings. */
export const pet_exams = sqliteTable(
  'pet_exams',
  {
    id: id(),
    vendor_id: ref('vendor_id', () => vendors.id),
    pet_id: ref('pet_id', () => pets.id),
    /** ISO 8601 UTC instant of the exam. */
    examined_at: text('examined_at').notNull(),
    by_login_id: integer('by_login_id').notNull(),
    /** Set when the practice marks the exam entered in error: kept for the record, no longer counted for the VCPR. */
    error_reason: text('error_reason'),
    error_at: text('error_at'),
    error_by_login_id: integer('error_by_login_id'),
    ...timestamps(),
  },
  (t) => [index('pet_exams_vendor_pet').on(t.vendor_id, t.pet_id, t.examined_at)],
);

/** A practice's telehealth settings: the VCPR window in months (1–36). One row per practice, absent: 12. */
export const telehealth_settings = sqliteTable('telehealth_settings', {
  vendor_id: integer('vendor_id')
    .primaryKey()
    .references(() => vendors.id),
  vcpr_months: integer('vcpr_months').notNull().default(12),
  ...timestamps(),
});

/** Each edit of a practice's telehealth consent text is a new version; old versions are kept as accepted. */
export const telehealth_consent_versions = sqliteTable(
  'telehealth_consent_versions',
  {
    id: id(),
    vendor_id: ref('vendor_id', () => vendors.id),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    by_login_id: integer('by_login_id'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('telehealth_consent_versions_vendor_version').on(t.vendor_id, t.version)],
);

/**
 * What telehealth keeps with a remote booking (one row per booking): where the owner said the pet
 * is for the consult, the kind worked out when booked, and the consent accepted (version, time, IP, account).
 */
export const booking_telehealth = sqliteTable(
  'booking_telehealth',
  {
    /** No reference: a hold whose payment is declined is deleted, and the owner's acceptance stays a fact. */
    booking_id: integer('booking_id').primaryKey(),
    vendor_id: ref('vendor_id', () => vendors.id),
    user_id: ref('user_id', () => users.id),
    country: text('country'),
    region: text('region'),
    kind: text('kind', { enum: ['clinic', 'telemedicine', 'teletriage'] }),
    /** The vet who last opened the session: from then on the kind follows that vet's licences. */
    vet_login_id: integer('vet_login_id'),
    consent_version: integer('consent_version'),
    consent_at: text('consent_at'),
    consent_ip: text('consent_ip'),
    consent_user_id: integer('consent_user_id').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    index('booking_telehealth_user').on(t.user_id, t.booking_id),
    index('booking_telehealth_consent').on(t.user_id, t.vendor_id, t.consent_version).where(sql`consent_version IS NOT NULL`),
  ],
);

export type VetLicence = typeof vet_licences.$inferSelect;
export type PetExam = typeof pet_exams.$inferSelect;
export type ConsentVersion = typeof telehealth_consent_versions.$inferSelect;
export type BookingTelehealth = typeof booking_telehealth.$inferSelect;
