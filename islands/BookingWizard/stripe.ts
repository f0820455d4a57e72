import { useEffect, useRef, useState } from 'react';
import { SOMETHING_WRONG, api } from './state';
import { useIslandLocale, useT } from '../lib/use-t';
import type { StripeElementLocale } from '@stripe/stripe-js';

/** Stripe.js and the Payment Element it mounted: only on a site whose payments provider is Stripe. */
interface StripeForm {
  stripe: import('@stripe/stripe-js').Stripe;
  elements: import('@stripe/stripe-js').StripeElements;
}

/**
 * Stripe's Payment Element takes the card inside Stripe's own frame, so the card never
 * reaches this server: the server creates the payment for the listing's price, the browser
 * authorises it with Stripe, and `POST /api/payment` then names the PaymentIntent, which the
 * server captures once the slot is held. A new `round` asks for a new payment (the server gave
 * the last authorisation back because the booking could not be made).
 */
export function useStripePaymentElement(
  enabled: boolean,
  booking: { vendor_listing_id: number; type: number | null; slot: string | null; userTZ: string; user_id?: number; no_show_consent?: boolean },
  publishableKey: string | null,
  onError: (message: string) => void,
  round: number,
) {
  const t = useT();
  const somethingWrong = t(SOMETHING_WRONG);
  // Stripe's frame speaks the reader's language too ("es", "en"), which Stripe knows by the language alone.
  const language = useIslandLocale().split('-')[0] as StripeElementLocale;
  const host = useRef<HTMLDivElement>(null);
  const form = useRef<StripeForm | null>(null);
  const [ready, setReady] = useState(false);
  // One intent per visit to the payment stage: a double render or a retry asks Stripe once.
  const intentKey = useRef(`intent-${crypto.randomUUID()}`);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let element: { destroy(): void } | null = null;
    (async () => {
      const { ok, body } = await api<{ clientSecret: string; publishableKey: string | null }>('/api/payment/intent', {
        method: 'POST',
        // The consent changes what the intent keeps, so it is a new intent under its own key.
        json: { ...booking, idempotencyKey: `${intentKey.current}-${round}-${booking.no_show_consent ? 'kept' : 'not-kept'}` },
      });
      if (cancelled) return;
      if (!ok) return onError(body.msg ?? somethingWrong);
      const key = publishableKey ?? body.publishableKey;
      if (!key) return onError(t('Card payments are not set up for this practice yet.'));
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const stripe = await loadStripe(key);
      if (cancelled || !stripe || !host.current) return;
      const elements = stripe.elements({ clientSecret: body.clientSecret, locale: language });
      const payment = elements.create('payment');
      payment.mount(host.current);
      element = payment;
      form.current = { stripe, elements };
      setReady(true);
    })().catch(() => !cancelled && onError(somethingWrong));
    return () => {
      cancelled = true;
      element?.destroy();
      form.current = null;
      setReady(false);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, booking.vendor_listing_id, booking.type, booking.slot, booking.user_id, booking.no_show_consent, round]);

  /** Confirms the card with Stripe; the PaymentIntent id when it went through, or Stripe's message. */
  const confirm = async (): Promise<{ id: string } | { error: string }> => {
    const current = form.current;
    if (!current) return { error: somethingWrong };
    const result = await current.stripe.confirmPayment({ elements: current.elements, redirect: 'if_required' });
    if (result.error) return { error: result.error.message ?? somethingWrong };
    return { id: result.paymentIntent.id };
  };
  return { host, ready, confirm };
}
