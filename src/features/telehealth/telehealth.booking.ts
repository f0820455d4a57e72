import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can, isPetOwner, isPracticeLogin } from '../../lib/policy';
import { forbidden, unprocessable } from '../../lib/errors';
import { CONSULTATION_TYPES } from '../../lib/constants/consultation-types';
import type { BookingDetailRow } from '../booking/booking.queries';
import { currentConsent, earlierAcceptance, type CurrentConsent } from './telehealth.consent';
import { kindFor, type ConsultKind } from './telehealth.kind';
import { TELEHEALTH_MESSAGES } from './telehealth.model';
import { findBookingTelehealth, findLastPlace, saveBookingTelehealth } from './telehealth.repo';
import { practiceLocaleOf } from '../accounts/accounts.practices.service';
import type { Place } from './telehealth.decide';

/* What a booking's pages and JSON say of telehealth, and the consent given at the session's door. */

export interface BookingTelehealthView {
  kind: ConsultKind;
  /** The kind worked out when it was booked (null before telehealth kept one). */
  bookedKind: ConsultKind | null;
  place: Place | null;
  consent: { version: number; at: string } | null;
  /** The owner must accept this before the session opens (a remote booking without an acceptance). */
  consentNeeded: CurrentConsent | null;
}

const isRemote = (type: number) => type !== CONSULTATION_TYPES.CLINIC;

/**
 * A booking's telehealth facts, the kind worked out afresh. `opening`: a practice login opening
 * the session: from then on the kind follows that vet's licences (kept with the booking).
 */
export async function telehealthOf(deps: AppDeps, principal: Principal, booking: BookingDetailRow, opening = false): Promise<BookingTelehealthView> {
  const facts = await findBookingTelehealth(deps.database.db, booking.id);
  const place = facts?.country ? { country: facts.country, region: facts.region ?? '' } : null;
  const vet = opening && isPracticeLogin(principal) ? principal.id : (facts?.vet_login_id ?? undefined);
  const consult = { type: booking.type, vendorId: booking.vendor_id, petId: booking.details.pet?.id ?? null, at: booking.slot, place, loginId: vet };
  const kind = await kindFor(deps, consult);
  if (opening && isRemote(booking.type) && vet !== undefined && (facts?.vet_login_id !== vet || facts?.kind !== kind)) {
    await saveBookingTelehealth(deps.database.db, { booking_id: booking.id, vendor_id: booking.vendor_id, user_id: booking.user_id }, { vet_login_id: vet, kind }, deps.clock().toISOString());
  }
  const consent = facts?.consent_version && facts.consent_at ? { version: facts.consent_version, at: facts.consent_at } : null;
  const consentNeeded = isRemote(booking.type) && !consent ? await consentStillNeeded(deps, booking) : null;
  return { kind, bookedKind: facts?.kind ?? (isRemote(booking.type) ? null : 'clinic'), place, consent, consentNeeded };
}

/** The current consent when the owner never accepted it with this practice; null when they did (then it is copied on). */
async function consentStillNeeded(deps: AppDeps, booking: BookingDetailRow): Promise<CurrentConsent | null> {
  const current = await currentConsent(deps, booking.vendor_id);
  const earlier = await earlierAcceptance(deps, booking.user_id, booking.vendor_id, current.version);
  if (!earlier) return current;
  await saveBookingTelehealth(deps.database.db, { booking_id: booking.id, vendor_id: booking.vendor_id, user_id: booking.user_id }, earlier, deps.clock().toISOString());
  return null;
}

/** The owner accepts the current consent for a booking that lacks it (at the session's door). */
export async function acceptAtDoor(deps: AppDeps, principal: Principal, booking: BookingDetailRow, version: unknown, ip: string | null): Promise<void> {
  if (!can(principal, 'booking:accept-telehealth-consent', booking)) throw forbidden();
  if (!isRemote(booking.type)) throw unprocessable(TELEHEALTH_MESSAGES.consentMissing, 'telehealth_consent');
  const current = await currentConsent(deps, booking.vendor_id);
  const given = typeof version === 'number' ? version : typeof version === 'string' && /^\d+$/.test(version) ? Number(version) : undefined;
  if (given === undefined) throw unprocessable(TELEHEALTH_MESSAGES.consentMissing, 'telehealth_consent');
  if (given !== current.version) throw unprocessable(TELEHEALTH_MESSAGES.consentStale, 'telehealth_consent');
  const acceptance = { consent_version: current.version, consent_at: deps.clock().toISOString(), consent_ip: ip, consent_user_id: principal.id };
  await saveBookingTelehealth(deps.database.db, { booking_id: booking.id, vendor_id: booking.vendor_id, user_id: booking.user_id }, acceptance, deps.clock().toISOString());
}

/** The JSON form (`GET /api/appointments/{id}/telehealth`). */
export function telehealthJson(bookingId: number, view: BookingTelehealthView) {
  return {
    id: bookingId,
    consult_kind: view.kind,
    booked_kind: view.bookedKind,
    location: view.place,
    consent: view.consent,
    consent_needed: view.consentNeeded ? { version: view.consentNeeded.version, text: view.consentNeeded.text } : null,
  };
}

/** What the wizard shows before booking a remote consult with a practice: the consent, whether it is accepted, the place given last, the practice's country (the pickers' first choice). */
export async function wizardTelehealth(deps: AppDeps, principal: Principal, vendorId: number) {
  const current = await currentConsent(deps, vendorId);
  const owner = isPetOwner(principal);
  const accepted = owner ? (await earlierAcceptance(deps, principal.id, vendorId, current.version)) !== null : false;
  const place = owner ? await findLastPlace(deps.database.db, principal.id) : undefined;
  const practiceCountry = (await practiceLocaleOf(deps, vendorId)).country;
  return { version: current.version, text: current.text, accepted, location: place?.country ? { country: place.country, region: place.region ?? '' } : null, practice_country: practiceCountry };
}
