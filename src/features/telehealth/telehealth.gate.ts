import type { AppDeps } from '../../deps';
import type { Tx } from '../../../db/client';
import { CONSULTATION_TYPES } from '../../lib/constants/consultation-types';
import { CLIENT_IP, type RemoteConsult, type TelehealthGate } from '../booking/booking.telehealth-port';
import { acceptanceFor } from './telehealth.consent';
import { kindFor } from './telehealth.kind';
import { checkedPlace } from './telehealth.places';
import { saveBookingTelehealth, type BookingFacts } from './telehealth.repo';

type Kept = { vendor_id: number; user_id: number; facts: BookingFacts };

/** The owner's place for the consult as sent; none given: null (the consult is then teletriage). */
function placeOf(input: RemoteConsult['input']) {
  const given = input.owner_country !== undefined && input.owner_country !== '';
  return given ? checkedPlace(input.owner_country, input.owner_region ?? '', { country: 'owner_country', region: 'owner_region' }) : null;
}

/**
 * Before a video, phone or chat booking is held: the owner's place is checked, the consent
 * accepted (or accepted before), and the kind worked out for the slot; all kept with the booking.
 */
async function check(deps: AppDeps, consult: RemoteConsult): Promise<Kept | null> {
  if (consult.type === CONSULTATION_TYPES.CLINIC) return null;
  const place = placeOf(consult.input);
  const ip = consult.input[CLIENT_IP] ?? null;
  const acceptance = await acceptanceFor(deps, consult.principal, { userId: consult.customerId, vendorId: consult.vendorId, given: consult.input.telehealth_consent, ip });
  const kind = await kindFor(deps, { type: consult.type, vendorId: consult.vendorId, petId: consult.petId, at: consult.slot, place });
  return { vendor_id: consult.vendorId, user_id: consult.customerId, facts: { country: place?.country ?? null, region: place?.region ?? null, kind, ...(acceptance ?? {}) } };
}

async function keep(tx: Tx, bookingId: number, kept: object, now: string): Promise<void> {
  const { vendor_id, user_id, facts } = kept as Kept;
  await saveBookingTelehealth(tx, { booking_id: bookingId, vendor_id, user_id }, facts, now);
}

/** The gate `createApp` hands the booking feature. */
export function telehealthGate(deps: AppDeps): TelehealthGate {
  return {
    check,
    keep: (tx, bookingId, kept) => keep(tx, bookingId, kept, deps.clock().toISOString()),
    place: (input) => {
      const place = placeOf(input);
      return place && { owner_country: place.country, owner_region: place.region };
    },
  };
}
