/** @jsxImportSource react */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import type { PickerConsultation } from '../SlotPicker';
import { CARD_RULES, EMPTY_CARD, cardProblems, type CardField } from './card';
import { CardFields } from './CardFields';
import { usePayment, type PaymentOptions } from './payment';
import { ErrorAlert } from './Alerts';
import { NoShowConsent, type NoShow } from './NoShowConsent';
import { EMPTY_TELEHEALTH, TELEHEALTH_FIELDS, telehealthFields } from './telehealth-fields';

// Only remote consults show it: loaded when one does, so the wizard's first paint stays within its budget.
const TelehealthConsent = lazy(() => import('./TelehealthConsent'));
import type { MessageKey } from '../../src/lib/i18n';
import { useT } from '../lib/use-t';

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

/** A remote consult's place (and for an owner the consent), its form in a chunk of its own with a placeholder meanwhile. */
function TelehealthSection(props: ComponentProps<typeof TelehealthConsent>) {
  return (
    <Suspense fallback={<div className="wizard-telehealth" data-ready="false" />}>
      <TelehealthConsent {...props} />
    </Suspense>
  );
}

/**
 * Where the server's refusal is said: under the card field it names ("payment.cardNumber"), else
 * beside the Pay button. The answer comes after Pay was pressed, at the foot of the form, so the
 * refusal is brought into view there rather than left at the top of a long page.
 */
function useRefusalInView(message: string | null, field: string | null) {
  const form = useRef<HTMLFormElement>(null);
  const named = field?.replace(/^payment\./, '');
  const refusedField = message && named && Object.hasOwn(CARD_RULES, named) ? (named as CardField) : null;
  useEffect(() => {
    if (message) form.current?.querySelector('.alert-error, .card-payment [role="alert"], .wizard-telehealth [role="alert"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [message, refusedField]);
  return { form, refusedField };
}

/**
 * Stage 4: the price (worded by the server), then the card: in Stripe's own frame when the
 * provider is Stripe, in this form otherwise; nothing to pay when it is free or waived.
 */
export function PaymentStage({ consultation, policy, noShow, telehealth, onCardName, ...given }: PaymentOptions & { consultation: PickerConsultation; policy?: string[]; noShow: NoShow | null; telehealth: 'owner' | 'practice' | null; onCardName: (name: string) => void }) {
  const t = useT();
  const [consent, setConsent] = useState(false);
  const [tele, setTele] = useState(EMPTY_TELEHEALTH);
  const options = { ...given, noShowConsent: noShow ? consent : undefined, extra: telehealth ? telehealthFields(tele) : undefined };
  const { paymentHidden } = options;
  const { price, offer } = consultation;
  // The price to pay, worked out by the server (the owner's plan offer, when one applies).
  const priceLabel = offer ? offer.priceLabel : consultation.priceLabel;
  // The name typed before is kept when the person comes back from an earlier stage.
  const [card, setCard] = useState({ ...EMPTY_CARD, name: given.state.cardName ?? '' });
  const [errors, setErrors] = useState<Partial<Record<CardField, MessageKey>>>({});
  const [consentMissing, setConsentMissing] = useState(false);
  const { message, messageField, clearMessage, busy, byStripe, stripeForm, pay } = usePayment(options);
  const cardHere = !paymentHidden && !byStripe;
  const { form, refusedField } = useRefusalInView(message, cardHere ? messageField : null);
  const shownErrors = { ...Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)])), ...(refusedField ? { [refusedField]: message } : {}) };

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
    <form ref={form} className="wizard-payment" onSubmit={submit} noValidate>
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
      {cardHere ? <CardFields card={card} errors={shownErrors} onChange={(c) => (setCard(c), onCardName(c.name))} /> : null}
      {telehealth ? <TelehealthSection listingId={given.listingId} askConsent={telehealth === 'owner'} value={tele} refusal={{ field: messageField, message }} onChange={setTele} /> : null}
      {noShow ? <NoShowConsent noShow={noShow} consent={consent} missing={consentMissing} onChange={(c) => (setConsent(c), setConsentMissing(false))} /> : null}
      <ErrorAlert message={refusedField || (telehealth && TELEHEALTH_FIELDS.includes(messageField ?? '')) ? null : message} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy || (byStripe && !stripeForm.ready)}>
          {busy ? t('Please Wait...') : paymentHidden ? t('Book appointment') : t('Pay {price}', { price: priceLabel })}
        </button>
      </div>
    </form>
  );
}
