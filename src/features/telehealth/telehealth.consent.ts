import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can, isPetOwner, ownPractice } from '../../lib/policy';
import { forbidden, unprocessable } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { TELEHEALTH_MESSAGES } from './telehealth.model';
import { bookingById } from '../booking/booking.queries';
import { findAcceptances, findConsentVersions, findLatestConsent, insertConsentVersion } from './telehealth.repo';

/* The practice's telehealth consent: versioned text, and who accepted which version. */

export const CONSENT_TEXT_MAX = 10_000;

/** The default text, version 1, until the practice writes its own. */
export const DEFAULT_CONSENT_KEY =
  'I agree to receive veterinary care remotely by video, phone or chat. I understand that the veterinarian cannot examine my pet in person, that a remote consultation may not be enough to diagnose or treat, and that the veterinarian may advise an in-person visit. Without a recent in-person exam by this practice, or where its veterinarians are not licensed, the consultation is general advice only: no diagnosis and no prescription. In an emergency I will go to the nearest veterinary clinic at once. My consultation and its records are kept private as the practice’s privacy notice says.' as const;

export interface CurrentConsent {
  version: number;
  text: string;
  /** The catalogue's text, in the reader's language: the practice has not written its own. */
  isDefault: boolean;
}

export async function currentConsent(deps: AppDeps, vendorId: number): Promise<CurrentConsent> {
  const latest = await findLatestConsent(deps.database.db, vendorId);
  return latest ? { version: latest.version, text: latest.text, isDefault: false } : { version: 1, text: t(DEFAULT_CONSENT_KEY), isDefault: true };
}

/** Every version the practice wrote, newest first (version 1 is the default text when none was written first). */
export function consentVersions(deps: AppDeps, vendorId: number) {
  return findConsentVersions(deps.database.db, vendorId);
}

/** Saves an edit of the consent text as a new version; the same text again writes nothing. */
export async function saveConsentText(deps: AppDeps, principal: Principal, text: unknown): Promise<CurrentConsent> {
  const practice = ownPractice(principal);
  if (!can(principal, 'telehealth:manage', practice)) throw forbidden();
  const value = typeof text === 'string' ? text.trim() : '';
  if (value.length === 0 || value.length > CONSENT_TEXT_MAX) throw unprocessable(TELEHEALTH_MESSAGES.consentText, 'text');
  const vendorId = practice.vendor_id!;
  const current = await currentConsent(deps, vendorId);
  if (!current.isDefault && current.text === value) return current;
  const now = deps.clock().toISOString();
  // Read and written in one transaction: two edits at once get two versions, not one number twice.
  const saved = await deps.database.db.transaction(async (tx) => {
    const latest = await findLatestConsent(tx, vendorId);
    return insertConsentVersion(tx, { vendor_id: vendorId, version: (latest?.version ?? 1) + 1, text: value, by_login_id: principal.id }, now);
  });
  return { version: saved.version, text: saved.text, isDefault: false };
}

export interface Acceptance {
  consent_version: number;
  consent_at: string;
  consent_ip: string | null;
  consent_user_id: number;
}

/** How many acceptances are looked through for one on a booking that was made (the others: declined cards). */
const ACCEPTANCES_READ = 20;

/**
 * The owner's earlier acceptance of this version with this practice, if any. One given with a
 * booking that was never made (its card declined, its hold released) is kept as a fact but does
 * not count: the owner is asked again, as the box they ticked is still on the form.
 */
export async function earlierAcceptance(deps: AppDeps, userId: number, vendorId: number, version: number): Promise<Acceptance | null> {
  for (const row of await findAcceptances(deps.database.db, userId, vendorId, version, ACCEPTANCES_READ)) {
    if (row.version === null || !row.at || row.user_id === null) continue;
    if (await bookingById(deps, row.booking_id)) return { consent_version: row.version, consent_at: row.at, consent_ip: row.ip, consent_user_id: row.user_id };
  }
  return null;
}

/**
 * The acceptance a remote booking keeps: an earlier one of the current version (never asked
 * again), else the one given now (`given` = the version the owner read); 422 on
 * `telehealth_consent` when neither. A practice booking for its customer is not asked (null):
 * the owner accepts at the session's door.
 */
export async function acceptanceFor(deps: AppDeps, principal: Principal, c: { userId: number; vendorId: number; given: number | undefined; ip: string | null }): Promise<Acceptance | null> {
  const current = await currentConsent(deps, c.vendorId);
  const earlier = await earlierAcceptance(deps, c.userId, c.vendorId, current.version);
  if (earlier) return earlier;
  if (!isPetOwner(principal)) return null;
  if (c.given === undefined) throw unprocessable(TELEHEALTH_MESSAGES.consentMissing, 'telehealth_consent');
  if (c.given !== current.version) throw unprocessable(TELEHEALTH_MESSAGES.consentStale, 'telehealth_consent');
  return { consent_version: current.version, consent_at: deps.clock().toISOString(), consent_ip: c.ip, consent_user_id: principal.id };
}
