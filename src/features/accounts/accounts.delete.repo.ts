import { eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { forgot_password, throttle_events, users, vendor_logins, vendors } from '../../../db/schema';
import { randomToken } from '../../lib/crypto';
import { FORMER_CLIENT } from '../../lib/person-name';

/** The address a deleted account's row keeps: unique, never deliverable (.invalid), so the real one is free again. */
export const erasedEmail = (kind: 'client' | 'staff', id: number) => `former-${kind}-${id}@erased.invalid`;

/**
 * A deleted owner's row stays (practices' entries, payments and bookings point to it) as "Former
 * client": no e-mail, mobile, picture, password, share hash, signup details or choices; every
 * session ends with the raised token version, and nothing is reminded of.
 */
export async function anonymiseUser(tx: Tx, id: number, now: string): Promise<void> {
  await tx
    .update(users)
    .set({
      ...FORMER_CLIENT,
      email: erasedEmail('client', id),
      phone: null,
      pic: null,
      source: null,
      promocode: null,
      hash: randomToken(),
      password_hash: null,
      token_version: sql`${users.token_version} + 1`,
      appointment_reminders: false,
      vaccine_reminders: false,
      language: null,
      units: null,
      deleted_at: now,
      updated_at: now,
    })
    .where(eq(users.id, id));
}

/** A closed practice's logins: signed out and unable to sign in, their e-mails free; names stay on the clinical entries they signed. */
export async function closeLogins(tx: Tx, vendorId: number, now: string): Promise<number[]> {
  const logins = await tx.select({ id: vendor_logins.id }).from(vendor_logins).where(eq(vendor_logins.vendor_id, vendorId));
  for (const { id } of logins) {
    await tx
      .update(vendor_logins)
      .set({ email: erasedEmail('staff', id), phone: null, pic: null, password_hash: null, token_version: sql`${vendor_logins.token_version} + 1`, updated_at: now })
      .where(eq(vendor_logins.id, id));
  }
  return logins.map((l) => l.id);
}

/** A closed practice takes no bookings (suspended) and is marked closed. */
export async function closeVendor(tx: Tx, vendorId: number, now: string): Promise<void> {
  await tx.update(vendors).set({ closed_at: now, suspended_at: now, updated_at: now }).where(eq(vendors.id, vendorId));
}

/** One-time codes and reset links sent to these addresses, and the counters keyed by them. */
export async function forgetCodesOf(tx: Tx, emails: string[], mobiles: string[]): Promise<void> {
  const lower = emails.map((e) => e.toLowerCase());
  const sent = [...(lower.length ? [inArray(forgot_password.email, lower)] : []), ...(mobiles.length ? [inArray(forgot_password.mobile, mobiles)] : [])];
  if (sent.length) await tx.delete(forgot_password).where(or(...sent));
  const keys = [...lower, ...mobiles].map((address) => like(throttle_events.key, `%:${address.replace(/[%_\\]/g, '')}`));
  if (keys.length) await tx.delete(throttle_events).where(or(...keys));
}
