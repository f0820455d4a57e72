/** @jsxImportSource react */
import { useId, useRef, useState, type FormEvent } from 'react';
import type { PickerConsultation } from '../SlotPicker';
import { SOMETHING_WRONG, api } from './state';
import { CARD_RULES, type CardField } from './card';
import { useStripePaymentElement } from './stripe';
import type { WizardState } from './types';

/**
 * Stage 4: the price (worded by the server), then the card: in Stripe's own frame when the
 * provider is Stripe, in this form otherwise; nothing to pay when it is free or waived.
 */
export function PaymentStage({
  state,
  listingId,
  consultation,
  paymentHidden,
  provider,
  publishableKey,
  onBooked,
}: {
  state: WizardState;
  listingId: number;
  consultation: PickerConsultation;
  paymentHidden: boolean;
  provider: string;
  publishableKey: string | null;
  onBooked: (id: number) => void;
}) {
  const id = useId();
  const { price, priceLabel } = consultation;
  const [card, setCard] = useState<Record<CardField, string>>({ name: '', cardNumber: '', expDt: '', ccv: '' });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per attempt: a retried request (double click, lost answer) charges once; a new card is a new attempt.
  const attempt = useRef<string>('');
  const byStripe = provider === 'stripe' && !paymentHidden;
  const paidIntent = useRef<string | null>(null);
  const [stripeRound, setStripeRound] = useState(0);
  const stripeForm = useStripePaymentElement(
    byStripe,
    { vendor_listing_id: listingId, type: state.type, slot: state.slot, userTZ: state.zone, ...(state.customer ? { user_id: state.customer.id } : {}) },
    publishableKey,
    setMessage,
    stripeRound,
  );

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    let paymentIntentId: string | null = null;
    if (byStripe) {
      if (!stripeForm.ready) return;
      // An authorised intent whose request got no answer is named again, not confirmed twice.
      if (!paidIntent.current) {
        setBusy(true);
        const confirmed = await stripeForm.confirm().catch(() => ({ error: SOMETHING_WRONG }));
        if ('error' in confirmed) {
          setBusy(false);
          setMessage(confirmed.error);
          return;
        }
        paidIntent.current = confirmed.id;
      }
      paymentIntentId = paidIntent.current;
    } else if (!paymentHidden) {
      const found: Partial<Record<CardField, string>> = {};
      for (const field of Object.keys(CARD_RULES) as CardField[]) {
        const problem = CARD_RULES[field](card[field].trim());
        if (problem) found[field] = problem;
      }
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    if (!attempt.current) attempt.current = `wiz-${crypto.randomUUID()}`;
    setBusy(true);
    const { ok, status, body } = await api<{ result: string; id?: number }>('/api/payment', {
      method: 'POST',
      headers: { 'idempotency-key': attempt.current },
      json: {
        vendor_listing_id: listingId,
        type: state.type,
        slot: state.slot,
        userTZ: state.zone,
        pet: state.petId,
        info: { summary: state.summary },
        ...(state.customer ? { user_id: state.customer.id } : {}),
        ...(state.waive ? { waive: true } : {}),
        ...(paymentIntentId ? { paymentIntentId } : {}),
        ...(paymentHidden || byStripe ? {} : { payment: { name: card.name.trim(), cardNumber: card.cardNumber.trim(), expDt: card.expDt.trim(), ccv: card.ccv.trim() } }),
      },
    }).catch(() => ({ ok: false, status: 0, body: { result: 'error', status: SOMETHING_WRONG } as { result: string; id?: number; status?: string; msg?: string } }));
    setBusy(false);
    if (ok && body.result === 'success' && body.id) {
      onBooked(body.id);
      return;
    }
    attempt.current = '';
    if (byStripe && status >= 400 && status < 500) {
      // The booking was refused, so the server gave the authorisation back: a new try needs a new payment.
      paidIntent.current = null;
      setStripeRound((round) => round + 1);
    }
    setMessage(body.status ?? body.msg ?? SOMETHING_WRONG);
  };

  const field = (name: CardField, label: string, extra: Record<string, string> = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        value={card[name]}
        aria-invalid={Boolean(errors[name])}
        onChange={(e) => setCard({ ...card, [name]: e.target.value })}
        {...extra}
      />
      {errors[name] ? (
        <p className="field-error" role="alert">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className="wizard-payment" onSubmit={pay} noValidate>
      {message ? (
        <p className="alert alert-error" role="alert">
          {message}
        </p>
      ) : null}
      <dl className="wizard-price">
        <div>
          <dt>Price</dt>
          <dd>{paymentHidden && price > 0 ? `${priceLabel} (waived)` : priceLabel}</dd>
        </div>
        <div>
          <dt>Taxes</dt>
          <dd>NA</dd>
        </div>
      </dl>
      {byStripe ? (
        <fieldset className="card-payment" aria-label="Card payment">
          <div ref={stripeForm.host} className="stripe-payment-element" />
          {!stripeForm.ready && !message ? <p className="loading">Loading the card form…</p> : null}
        </fieldset>
      ) : null}
      {!paymentHidden && !byStripe ? (
        <fieldset className="card-payment" aria-label="Card payment">
          {field('name', 'Name on card', { autoComplete: 'cc-name' })}
          {field('cardNumber', 'Card number', { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: '16' })}
          {field('expDt', 'Expiry (YYYY-MM)', { placeholder: 'YYYY-MM', autoComplete: 'cc-exp', maxLength: '7' })}
          {field('ccv', 'Security code', { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: '4' })}
        </fieldset>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy || (byStripe && !stripeForm.ready)}>
          {busy ? 'Please Wait...' : paymentHidden ? 'Book appointment' : `Pay ${priceLabel}`}
        </button>
      </div>
    </form>
  );
}
