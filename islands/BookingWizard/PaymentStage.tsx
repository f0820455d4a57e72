/** @jsxImportSource react */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { PickerConsultation } from '../SlotPicker';
import { EMPTY_CARD, cardProblems, type CardField } from './card';
import { CardFields } from './CardFields';
import { usePayment, type PaymentOptions } from './payment';
import { ErrorAlert } from './Alerts';
import { NoShowConsent, type NoShow } from './NoShowConsent';
import { EMPTY_TELEHEALTH, telehealthFields } from './telehealth-fields';

// Only remote consults show it: loaded when one does, so the wizard's first paint stays within its budget.
const TelehealthConsent = lazy(() => import('./TelehealthConsent'));
import type { MessageKey } from '../../src/lib/i18n';
import { useT } from '../lib/use-t';

export const messages = [
  'Price',
  '{price} (waived)',
  'Offer {code}',
  '{percent}% off',
  'Total',
  'Taxes',
  'NA',
  'Card payment',
  'Loading the card form…',
  'Please Wait...',
  'Book appointment',
  'Pay {price}',
  'Cancellation policy',
  'I agree that {practice} may charge a no-show fee of {amount} to this card if I miss the appointment.',
  'Please agree to the no-show fee to book this consultation by card',
] as const satisfies readonly MessageKey[];

/** The listing's cancellation policy, as the server worded it, shown before the owner pays. */
function PolicyNote({ policy }: { policy?: string[] }) {
  const t = useT();
  if (!policy || policy.length === 0) return null;
  return (
    <section className="wizard-policy" aria-label={t('Cancellation policy')}>
      <h3>{t('Cancellation policy')}</h3>
      <ul>
        {policy.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Stage 4: the price (worded by the server), then the card: in Stripe's own frame when the
 * provider is Stripe, in this form otherwise; nothing to pay when it is free or waived.
 */
export function PaymentStage({ consultation, policy, noShow, telehealth, ...given }: PaymentOptions & { consultation: PickerConsultation; policy?: string[]; noShow: NoShow | null; telehealth: boolean }) {
  const t = useT();
  const [consent, setConsent] = useState(false);
  const [tele, setTele] = useState(EMPTY_TELEHEALTH);
  const options = { ...given, noShowConsent: noShow ? consent : undefined, extra: telehealth ? telehealthFields(tele) : undefined };
  const { paymentHidden } = options;
  const { price, offer } = consultation;
  // The price to pay, worked out by the server (the owner's plan offer, when one applies).
  const priceLabel = offer ? offer.priceLabel : consultation.priceLabel;
  const [card, setCard] = useState(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<Record<CardField, MessageKey>>>({});
  const [consentMissing, setConsentMissing] = useState(false);
  const { message, clearMessage, busy, byStripe, stripeForm, pay } = usePayment(options);
  const cardHere = !paymentHidden && !byStripe;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    clearMessage();
    if (noShow && !consent) return setConsentMissing(true);
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
          <dt>{t('Price')}</dt>
          <dd>{paymentHidden && price > 0 ? t('{price} (waived)', { price: priceLabel }) : consultation.priceLabel}</dd>
        </div>
        {offer && !paymentHidden ? (
          <>
            <div className="wizard-discount">
              <dt>{t('Offer {code}', { code: offer.code })}</dt>
              <dd>{t('{percent}% off', { percent: String(offer.percent) })}</dd>
            </div>
            <div>
              <dt>{t('Total')}</dt>
              <dd>{offer.priceLabel}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{t('Taxes')}</dt>
          <dd>{t('NA')}</dd>
        </div>
      </dl>
      <PolicyNote policy={policy} />
      {byStripe ? (
        <fieldset className="card-payment" aria-label={t('Card payment')}>
          <div ref={stripeForm.host} className="stripe-payment-element" />
          {!stripeForm.ready && !message ? <p className="loading">{t('Loading the card form…')}</p> : null}
        </fieldset>
      ) : null}
      {cardHere ? <CardFields card={card} errors={errors} onChange={setCard} /> : null}
      {telehealth ? <Suspense fallback={<div className="wizard-telehealth" data-ready="false" />}><TelehealthConsent listingId={given.listingId} value={tele} onChange={setTele} /></Suspense> : null}
      {noShow ? <NoShowConsent noShow={noShow} consent={consent} missing={consentMissing} onChange={(c) => (setConsent(c), setConsentMissing(false))} /> : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy || (byStripe && !stripeForm.ready)}>
          {busy ? t('Please Wait...') : paymentHidden ? t('Book appointment') : t('Pay {price}', { price: priceLabel })}
        </button>
      </div>
    </form>
  );
}
