import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, ref, timestamps } from './columns';
import { users, vendor_logins, vendors } from './accounts';
import { pets } from './pets';
import { bookings } from './bookings';

/**
 * A prescription a practice's vet wrote in (or after) a telemedicine consultation (owned by
 * `prescriptions`). `signature` is the practice's Ed25519 signature over its canonical payload.
 */
export const prescriptions = sqliteTable(
  'prescriptions',
  {
    id: id(),
    vendor_id: ref('vendor_id', () => vendors.id),
    pet_id: ref('pet_id', () => pets.id),
    /** The pet's owner when it was written. */
    user_id: ref('user_id', () => users.id),
    vet_login_id: ref('vet_login_id', () => vendor_logins.id),
    booking_id: ref('booking_id', () => bookings.id),
    drug: text('drug').notNull(),
    strength: text('strength').notNull(),
    dose: text('dose').notNull(),
    frequency: text('frequency').notNull(),
    duration_days: integer('duration_days').notNull(),
    quantity: text('quantity').notNull(),
    refills_allowed: integer('refills_allowed').notNull().default(0),
    refills_used: integer('refills_used').notNull().default(0),
    instructions: text('instructions').notNull().default(''),
    issued_at: text('issued_at').notNull(),
    /** 'active' or 'ended'; an ended prescription no longer verifies. */
    status: text('status').notNull().default('active'),
    /** The prescription this one renews (an approved refill past its refills), if any. */
    refill_of: integer('refill_of'),
    signature: text('signature').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('prescriptions_pet').on(t.pet_id, t.issued_at), index('prescriptions_vendor').on(t.vendor_id, t.issued_at)],
);

/** An owner's request to refill a prescribed medication, and the practice's answer. */
export const refill_requests = sqliteTable(
  'refill_requests',
  {
    id: id(),
    prescription_id: ref('prescription_id', () => prescriptions.id),
    vendor_id: ref('vendor_id', () => vendors.id),
    user_id: ref('user_id', () => users.id),
    /** The Medications entry it was asked from. */
    record_id: integer('record_id').notNull(),
    note: text('note').notNull().default(''),
    /** 'pending', 'approved', 'visit' (needs a visit) or 'declined'. */
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    decided_by: integer('decided_by').references(() => vendor_logins.id),
    decided_at: text('decided_at'),
    /** The prescription an approval issued. */
    issued_id: integer('issued_id'),
    ...timestamps(),
  },
  (t) => [index('refill_requests_vendor').on(t.vendor_id, t.status, t.created_at), index('refill_requests_user').on(t.user_id, t.created_at)],
);

export type Prescription = typeof prescriptions.$inferSelect;
export type RefillRequest = typeof refill_requests.$inferSelect;
