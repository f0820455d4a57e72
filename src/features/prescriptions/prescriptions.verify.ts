import type { AppDeps } from '../../deps';
import { issueDate } from './prescriptions.model';
import { practiceName } from '../accounts/accounts.practices.service';
import { bookingById } from '../booking/booking.queries';
import { findPrescription } from './prescriptions.repo';
import { signatureHolds } from './prescriptions.signing';

/** What the public verify page may say: valid (who issued it, when) or not; never the drug, the pet or the owner. */
export type Verdict = { valid: true; practice: string; date: string } | { valid: false };

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{86})$/;

/** Checks a verify link's token (`<id>.<signature>`): the prescription exists, is active, and the practice's signature holds. */
export async function verifyPrescription(deps: AppDeps, token: string): Promise<Verdict> {
  const match = TOKEN.exec(token);
  if (!match) return { valid: false };
  const rx = await findPrescription(deps.database.db, Number(match[1]));
  if (!rx || rx.status !== 'active' || rx.signature !== match[2] || !signatureHolds(deps, rx, match[2]!)) return { valid: false };
  const booking = await bookingById(deps, rx.booking_id);
  const zone = booking?.details.listingTZ ?? 'UTC';
  return { valid: true, practice: booking?.practice_name ?? (await practiceName(deps, rx.vendor_id)), date: issueDate(rx.issued_at, zone) };
}
