import type { Principal } from '../../lib/principal';
import { unprocessable } from '../../lib/errors';
import { isPetOwner } from '../../lib/policy';
import type { Listing } from '../../../db/schema';
import type { MessageKey } from '../../lib/i18n';

/** The wording the owner agreed to (the wizard's checkbox); stored with the consent, so a later wording is told apart. */
export const NO_SHOW_CONSENT_VERSION = 'no-show-fee-v1';
const CONSENT_REQUIRED = 'Please agree to the no-show fee to book this consultation by card' satisfies MessageKey;

/**
 * The no-show fee (minor units) whose card is kept at this booking: an owner paying by card for a
 * listing that sets one. A practice booking for its customer keeps no card (the owner is not
 * there to agree), nor does a free or waived booking.
 */
export function noShowFeeToKeep(principal: Principal, listing: Pick<Listing, 'policy'>, charging: boolean): number | null {
  const fee = listing.policy?.no_show_fee;
  return isPetOwner(principal) && charging && typeof fee === 'number' && fee > 0 ? fee : null;
}

/** Such a booking needs the owner's consent to keep the card: without it, a 422 naming the checkbox. */
export function assertNoShowConsent(fee: number | null, consent: boolean | undefined): void {
  if (fee !== null && consent !== true) throw unprocessable(CONSENT_REQUIRED, 'no_show_consent');
}
