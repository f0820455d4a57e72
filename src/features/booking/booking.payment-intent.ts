import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { isPetOwner, isPracticeLogin } from '../../lib/policy';
import { forbidden, notFound, unprocessable } from '../../lib/errors';
import { BOOKING_MESSAGES, type IntentInput } from './booking.model';
import { payerOf, requestedSlot, slotRefusal } from './booking.checks';
import { promoFor } from './booking.promo';
import { hasOwnOfferHold } from './booking.offer-hold.repo';
import { findOwnerById } from '../accounts/accounts.owners.service';
import { noShowFeeToKeep } from './booking.no-show-consent';

/**
 * A payment the browser completes with the provider's own card form (Stripe's Payment
 * Element), for providers that `createIntent`: checks the booking that is about to be paid for
 * (the listing, the type, the slot still free) and asks the provider for a payment of the
 * listing's price. The card never reaches this server; `createBooking` later checks the
 * payment the browser names.
 */
export async function createPaymentIntent(
  deps: AppDeps,
  principal: Principal,
  input: IntentInput,
): Promise<{ clientSecret: string; publishableKey: string | null; amount: number }> {
  const payments = deps.providers.payments;
  if (!payments.createIntent) throw notFound('This payment provider takes card details on the payment form');
  if (!isPetOwner(principal) && !isPracticeLogin(principal)) throw forbidden(BOOKING_MESSAGES.cannotBook);
  const requested = await requestedSlot(deps, principal, input);
  // The owner's own waitlist offer holds the slot for them: it is free to them (the hold gives way when they pay).
  const own = isPetOwner(principal) && (await hasOwnOfferHold(deps.database.db, requested.listing.id, requested.slot, principal.id, deps.clock().toISOString()));
  const refused = own ? null : await slotRefusal(deps.database.db, requested, deps.clock());
  if (refused) throw refused;
  // The price always comes from the listing, less the owner's plan offer (the booking works it out the same way).
  const listAmount = requested.consultation.price;
  const owner = isPetOwner(principal) ? await findOwnerById(deps, principal.id) : undefined;
  const amount = (owner ? await promoFor(deps, owner, requested.consultation.type, listAmount) : null)?.amount ?? listAmount;
  if (amount === 0) throw unprocessable(BOOKING_MESSAGES.nothingToPay, 'type');
  const attempt = input.idempotencyKey ?? crypto.randomUUID();
  const intent = await payments.createIntent({
    amount,
    currency: requested.currency.toLowerCase(),
    idempotencyKey: `intent:${payerOf(principal)}:${attempt}`,
    // Kept for the listing's no-show fee only when the owner ticked the consent (the booking then requires it).
    keepCard: input.no_show_consent === true && noShowFeeToKeep(principal, requested.listing, true) !== null,
    metadata: { vendor_listing_id: String(requested.listing.id), type: String(requested.consultation.type), slot: requested.slot, booked_by: payerOf(principal) },
  });
  return { clientSecret: intent.clientSecret, publishableKey: deps.config.payments.stripePublishableKey ?? null, amount };
}
