/** @jsxImportSource react */
import { useState, type FormEvent } from 'react';
import type { PickerConsultation } from '../SlotPicker';
import { EMPTY_CARD, cardProblems, type CardField } from './card';
import { CardFields } from './CardFields';
import { usePayment, type PaymentOptions } from './payment';
import { ErrorAlert } from './Alerts';

/**
 * Stage 4: the price (worded by the server), then the card: in Stripe's own frame when the
 * provider is Stripe, in this form otherwise; nothing to pay when it is free or waived.
 */
export function PaymentStage({ consultation, ...options }: PaymentOptions & { consultation: PickerConsultation }) {
  const { paymentHidden } = options;
  const { price, offer } = consultation;
  // The price to pay, worked out by the server (the owner's plan offer, when one applies).
  const priceLabel = offer ? offer.priceLabel : consultation.priceLabel;
  const [card, setCard] = useState(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const { message, clearMessage, busy, byStripe, stripeForm, pay } = usePayment(options);
  const cardHere = !paymentHidden && !byStripe;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    clearMessage();
    if (cardHere) {
      const found = cardProblems(card);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    void pay(cardHere ? card : null);
  };

  return (
    <form className="wizard-payment" onSubmit={submit} noValidate>
      <ErrorAlert message={message} />
      <dl className="wizard-price">
        <div>
          <dt>Price</dt>
          <dd>{paymentHidden && price > 0 ? `${priceLabel} (waived)` : consultation.priceLabel}</dd>
        </div>
        {offer && !paymentHidden ? (
          <>
            <div className="wizard-discount">
              <dt>{`Offer ${offer.code}`}</dt>
              <dd>{`${offer.percent}% off`}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>{offer.priceLabel}</dd>
            </div>
          </>
        ) : null}
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
      {cardHere ? <CardFields card={card} errors={errors} onChange={setCard} /> : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy || (byStripe && !stripeForm.ready)}>
          {busy ? 'Please Wait...' : paymentHidden ? 'Book appointment' : `Pay ${priceLabel}`}
        </button>
      </div>
    </form>
  );
}
