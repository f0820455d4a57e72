import { useRef, useState } from 'react';
import { SOMETHING_WRONG, api } from './state';
import { trimmedCard, type CardForm } from './card';
import { useStripePaymentElement } from './stripe';
import { slotStillFree } from './slot-check';
import { customerFields, type WizardState } from './types';
import { useT } from '../lib/use-t';

export interface PaymentOptions {
  state: WizardState;
  listingId: number;
  paymentHidden: boolean;
  cardByIntent: boolean;
  publishableKey: string | null;
  onBooked: (id: number) => void;
  /** A person who is not yet the practice's customer was asked to accept: the server's words. */
  onPending: (message: string) => void;
  /** The slot went to someone else: back to the slot stage with the server's message. */
  onSlotGone: (message: string) => void;
  /** The owner ticked the no-show fee's consent (sent only when the listing has a fee). */
  noShowConsent?: boolean;
  /** More fields of the booking call: a remote consult's place and telehealth consent. */
  extra?: Record<string, unknown>;
}

type PaymentAnswer = { result: string; id?: number; status?: string; msg?: string; field?: string };

/**
 * Books and pays: with Stripe the card is authorised in Stripe's frame first and the
 * PaymentIntent named; otherwise the card goes with the booking; free or waived, nothing is paid.
 * One idempotency key per attempt, so a retried request charges once.
 */
export function usePayment({ state, listingId, paymentHidden, cardByIntent, publishableKey, onBooked, onPending, onSlotGone, noShowConsent, extra }: PaymentOptions) {
  const t = useT();
  const somethingWrong = t(SOMETHING_WRONG);
  const [message, setMessage] = useState<string | null>(null);
  /** The field the server's refusal names (`payment.cardNumber`), so it is shown beside that field. */
  const [messageField, setMessageField] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<string>('');
  const byStripe = cardByIntent && !paymentHidden;
  const paidIntent = useRef<string | null>(null);
  const [stripeRound, setStripeRound] = useState(0);
  const customer = customerFields(state.customer);
  const consent = noShowConsent === undefined ? {} : { no_show_consent: noShowConsent };
  const stripeForm = useStripePaymentElement(byStripe, { vendor_listing_id: listingId, type: state.type, slot: state.slot, userTZ: state.zone, ...customer, ...consent }, publishableKey, setMessage, stripeRound);

  /** The authorised PaymentIntent (an earlier one whose booking got no answer is named again), or null when Stripe refused. */
  const authorise = async (): Promise<string | null> => {
    if (paidIntent.current) return paidIntent.current;
    const confirmed = await stripeForm.confirm().catch(() => ({ error: somethingWrong }));
    if ('error' in confirmed) {
      setMessage(confirmed.error);
      return null;
    }
    return (paidIntent.current = confirmed.id);
  };

  const book = (paymentIntentId: string | null, card: CardForm | null) =>
    api<PaymentAnswer>('/api/payment', {
      method: 'POST',
      headers: { 'idempotency-key': attempt.current },
      json: {
        vendor_listing_id: listingId,
        type: state.type,
        slot: state.slot,
        userTZ: state.zone,
        ...(state.petId ? { pet: state.petId } : {}),
        info: { summary: state.summary },
        ...customer,
        ...(state.waive ? { waive: true } : {}),
        ...consent,
        ...extra,
        ...(paymentIntentId ? { paymentIntentId } : {}),
        ...(card ? { payment: trimmedCard(card) } : {}),
      },
    }).catch(() => ({ ok: false, status: 0, body: { result: 'error', status: somethingWrong } as PaymentAnswer }));

  /** `card` when the card is taken here; null with Stripe or when nothing is paid. */
  const pay = async (card: CardForm | null) => {
    if (busy || (byStripe && !stripeForm.ready)) return;
    setMessage(null);
    setMessageField(null);
    setBusy(true);
    const paymentIntentId = byStripe ? await authorise() : null;
    if (byStripe && !paymentIntentId) return setBusy(false);
    if (!attempt.current) attempt.current = `wiz-${crypto.randomUUID()}`;
    const { ok, status, body } = await book(paymentIntentId, card);
    // A conflict may be the slot taken meanwhile (or a payment still under way): the slots say which.
    const slotGone = status === 409 && (await slotStillFree({ listingId, type: state.type!, slot: state.slot!, zone: state.zone })) === false;
    setBusy(false);
    if (ok && body.result === 'success' && body.id) return onBooked(body.id);
    if (ok && body.result === 'pending') return onPending(body.status ?? '');
    attempt.current = '';
    if (slotGone) return onSlotGone(body.status ?? body.msg ?? somethingWrong);
    if (byStripe && status >= 400 && status < 500) {
      // The booking was refused, so the server gave the authorisation back: a new try needs a new payment.
      paidIntent.current = null;
      setStripeRound((round) => round + 1);
    }
    setMessage(body.status ?? body.msg ?? somethingWrong);
    setMessageField(body.field ?? null);
  };

  const clearMessage = () => (setMessage(null), setMessageField(null));
  return { message, messageField, clearMessage, busy, byStripe, stripeForm, pay };
}
