import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { booking_telehealth } from '../../../db/schema';

/** The owner's telehealth consents and where they said the pet was, per booking. */
export function findConsentsOfOwner(db: Db, userId: number) {
  return db
    .select({ booking_id: booking_telehealth.booking_id, practice_id: booking_telehealth.vendor_id, country: booking_telehealth.country, region: booking_telehealth.region, kind: booking_telehealth.kind, consent_version: booking_telehealth.consent_version, consent_at: booking_telehealth.consent_at })
    .from(booking_telehealth)
    .where(eq(booking_telehealth.user_id, userId))
    .orderBy(booking_telehealth.booking_id);
}

/** A consent stays the practice's proof (which text, when, for which booking); the address it was given from goes. */
export async function forgetConsentAddresses(tx: Tx, userId: number): Promise<void> {
  await tx.update(booking_telehealth).set({ consent_ip: null }).where(eq(booking_telehealth.user_id, userId));
}
