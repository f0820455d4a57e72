/** @jsxImportSource react */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DateTime } from 'luxon';
import { browserZone } from './TimezonePicker';
import { SlotPicker, TYPE_LABELS } from './SlotPicker';

/** A listing as the wizard shows it (the server builds these from the practice's visible listings). */
export interface WizardListing {
  id: number;
  title: string;
  line1: string;
  line2: string | null;
  address: string | null;
  timezone: string;
  consultations: { type: number; duration: number; price: number }[];
}

export interface BookingWizardProps {
  mode: 'owner' | 'practice';
  practiceName: string;
  listings: WizardListing[];
  daysAhead: number;
  provider: string;
  stripePublishableKey: string | null;
  initial: { listing?: number; type?: number; slot?: string; tz?: string; stage?: number };
}

/**
 * The person a practice books for: its customer in full, or (issue 19) someone who is not yet
 * its customer, known only by "First L." and the e-mail the practice typed; they accept by e-mail.
 */
type Customer =
  | { customer: true; id: number; first_name: string; last_name: string; email: string }
  | { customer: false; display_name: string; email: string };

const isPending = (customer: Customer | null): customer is Extract<Customer, { customer: false }> => customer !== null && customer.customer === false;
const customerFields = (customer: Customer | null) =>
  !customer ? {} : isPending(customer) ? { customer_email: customer.email } : { user_id: customer.id };

interface Pet {
  id: number;
  name: string;
  type: number;
}

type Stage = 1 | 2 | 3 | 4 | 5;

/** Everything the wizard remembers across a reload (session storage and the address). */
interface WizardState {
  stage: Stage;
  listingId: number | null;
  type: number | null;
  zone: string;
  date: string;
  slot: string | null;
  slotLabel: string;
  customer: Customer | null;
  petId: number | null;
  summary: string;
  waive: boolean;
  bookingId: number | null;
  /** Sent to a person who is not yet the practice's customer: what the server answered. */
  pendingMessage?: string | null;
}

const STORAGE_KEY = 'vetconsult:booking-wizard';
const STAGE_TITLES: Record<Stage, string> = {
  1: 'Choose practice',
  2: 'Consultation type and time',
  3: 'Information',
  4: 'Payment',
  5: 'Confirmation',
};
const SPECIES: [number, string][] = [
  [1, 'Dog'],
  [2, 'Cat'],
  [6, 'Rabbit'],
  [7, 'Guinea Pig'],
  [8, 'Hamster'],
  [13, 'Bird'],
  [54, 'Reptile'],
  [11, 'Other'],
];

function initialState(props: BookingWizardProps): WizardState {
  const { initial, listings } = props;
  const only = listings.length === 1 ? listings[0]! : null;
  const listing = listings.find((l) => l.id === initial.listing) ?? only;
  const type = listing?.consultations.some((c) => c.type === initial.type) ? initial.type! : null;
  const slot = listing && type !== null && initial.slot ? initial.slot : null;
  const zone = initial.tz || listing?.timezone || 'UTC';
  const stage: Stage = slot ? 3 : listing ? 2 : 1;
  return {
    stage,
    listingId: listing?.id ?? null,
    type,
    zone,
    date: slot ? DateTime.fromISO(slot, { zone }).toISODate()! : '',
    slot,
    slotLabel: slot ? DateTime.fromISO(slot, { zone }).toFormat('HH:mm') : '',
    customer: null,
    petId: null,
    summary: '',
    waive: false,
    bookingId: null,
  };
}

async function api<T>(path: string, init?: RequestInit & { json?: unknown }): Promise<{ ok: boolean; status: number; body: T & { msg?: string; status?: string } }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init?.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, { ...init, headers: { ...headers, ...(init?.headers as Record<string, string>) }, body: init?.json !== undefined ? JSON.stringify(init.json) : init?.body });
  const body = await res.json().catch(() => ({}));
  return { ok: res.ok, status: res.status, body };
}

const money = (price: number) => (price === 0 ? 'Free' : `$${Math.round(price)}`);

/**
 * The five-stage booking wizard (spec §2, §4): practice, type and slot, information, payment,
 * confirmation. A summary above lists what is chosen; each row goes back to its stage, and
 * changing the practice or the type clears the slot and the information.
 */
export default function BookingWizard(props: BookingWizardProps) {
  const { listings, mode } = props;
  const id = useId();
  const [state, setState] = useState<WizardState>(() => initialState(props));
  const [restored, setRestored] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStage = useRef(true);

  const listing = listings.find((l) => l.id === state.listingId) ?? null;
  const consultation = listing?.consultations.find((c) => c.type === state.type) ?? null;
  const price = consultation?.price ?? 0;
  const paymentHidden = price === 0 || (mode === 'practice' && state.waive);

  // Restore after a reload: the stored state wins when it is about the same choice as the address.
  useEffect(() => {
    try {
      const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as WizardState | null;
      const fromUrl = initialState(props);
      if (stored && stored.stage !== 5 && listings.some((l) => l.id === stored.listingId) && (!fromUrl.slot || (fromUrl.slot === stored.slot && fromUrl.listingId === stored.listingId))) {
        setState(stored);
      } else if (!props.initial.tz) {
        const own = browserZone();
        if (own) setState((s) => ({ ...s, zone: own }));
      }
    } catch {
      // Storage may be unavailable (private mode): the address alone carries the choice.
    }
    setRestored(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!restored) return;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      /* no storage: nothing to keep */
    }
    const params = new URLSearchParams();
    if (state.listingId) params.set('listing', String(state.listingId));
    if (state.type !== null) params.set('type', String(state.type));
    if (state.slot) params.set('slot', state.slot);
    params.set('tz', state.zone);
    params.set('stage', String(state.stage));
    window.history.replaceState(null, '', `${window.location.pathname}?${params}`);
  }, [state, restored]);

  useEffect(() => {
    if (firstStage.current) {
      firstStage.current = false;
      return;
    }
    heading.current?.focus();
  }, [state.stage]);

  if (listings.length === 0) return <p className="empty-state">No listing found!</p>;

  const update = (patch: Partial<WizardState>) => setState((s) => ({ ...s, ...patch }));
  const clearSlotAndInfo = { slot: null, slotLabel: '', petId: null, summary: '', bookingId: null } as const;
  const slotText = state.slot ? DateTime.fromISO(state.slot, { zone: state.zone }).toFormat("ccc, LLL d, yyyy 'at' HH:mm") : '';

  const summaryRows: { label: string; value: string; stage: Stage; clear: boolean; show: boolean }[] = [
    { label: 'Practice', value: listing?.title ?? '', stage: 1, clear: true, show: listings.length > 1 },
    {
      label: 'Type',
      value: consultation ? `${TYPE_LABELS[consultation.type] ?? 'Consultation'}${state.slot ? `, ${slotText}` : ''}` : '',
      stage: 2,
      clear: true,
      show: true,
    },
    { label: 'Information', value: state.summary, stage: 3, clear: false, show: true },
  ];

  return (
    <div className="booking-wizard">
      <ol className="wizard-steps" aria-label="Booking steps">
        {([1, 2, 3, 4, 5] as Stage[]).map((n) => (
          <li key={n} aria-current={state.stage === n ? 'step' : undefined} className={state.stage === n ? 'is-current' : ''}>
            {STAGE_TITLES[n]}
          </li>
        ))}
      </ol>
      {state.stage < 5 ? (
        <dl className="wizard-summary" aria-label="Booking summary">
          {summaryRows
            .filter((row) => row.show && row.value && row.stage < state.stage)
            .map((row) => (
              <div key={row.label} className="wizard-summary-row">
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
                <dd>
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    aria-label={`Edit ${row.label.toLowerCase()}`}
                    onClick={() => update({ stage: row.stage, ...(row.clear ? clearSlotAndInfo : {}) })}
                  >
                    Edit
                  </button>
                </dd>
              </div>
            ))}
        </dl>
      ) : null}
      <section className="wizard-stage" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
          {STAGE_TITLES[state.stage]}
        </h2>
        {state.stage === 1 ? (
          <ul className="card-grid wizard-listings">
            {listings.map((l) => (
              <li key={l.id} className="card listing-card">
                <h3>{l.title}</h3>
                <p>{l.line1}</p>
                {l.address ? <p className="muted">{l.address}</p> : null}
                <button
                  type="button"
                  className="button"
                  aria-label={`Choose ${l.title}`}
                  onClick={() => update({ listingId: l.id, type: state.listingId === l.id ? state.type : null, date: '', ...clearSlotAndInfo, stage: 2 })}
                >
                  Choose
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {state.stage === 2 && listing ? (
          <SlotPicker
            listingId={listing.id}
            consultations={listing.consultations}
            daysAhead={props.daysAhead}
            type={state.type}
            zone={state.zone}
            date={state.date}
            selected={state.slot}
            onTypeChange={(type) => update({ type, date: '', ...clearSlotAndInfo })}
            onZoneChange={(zone) => update({ zone })}
            onDateChange={(date) => update({ date, slot: null })}
            onPick={(slot) => update({ slot: slot.start, slotLabel: slot.label, stage: 3 })}
          />
        ) : null}
        {state.stage === 3 ? <InformationStage state={state} mode={mode} onDone={(patch) => update({ ...patch, stage: 4 })} /> : null}
        {state.stage === 4 && listing && consultation && state.slot ? (
          <PaymentStage
            state={state}
            listingId={listing.id}
            price={price}
            paymentHidden={paymentHidden}
            provider={props.provider}
            publishableKey={props.stripePublishableKey}
            onBooked={(bookingId) => {
              update({ bookingId, pendingMessage: null, stage: 5 });
            }}
            onPending={(pendingMessage) => update({ bookingId: null, pendingMessage, stage: 5 })}
          />
        ) : null}
        {state.stage === 5 && state.pendingMessage ? (
          <div className="wizard-confirmation">
            <p className="alert alert-success" role="status">
              {state.pendingMessage}
            </p>
            <p>
              {listing?.title} · {consultation ? TYPE_LABELS[consultation.type] : ''} · {slotText}
            </p>
            <a className="button" href="/app">
              Go to my appointments
            </a>
          </div>
        ) : null}
        {state.stage === 5 && !state.pendingMessage ? (
          <div className="wizard-confirmation">
            <p className="alert alert-success" role="status">
              Your appointment is booked. Booking id: <strong data-booking-id={state.bookingId ?? ''}>{state.bookingId}</strong>
            </p>
            <p>
              {listing?.title} · {consultation ? TYPE_LABELS[consultation.type] : ''} · {slotText}
            </p>
            <p>A confirmation e-mail with a calendar invitation is on its way.</p>
            <a className="button" href="/app">
              Go to my appointments
            </a>
          </div>
        ) : null}
      </section>
    </div>
  );
}

function InformationStage({ state, mode, onDone }: { state: WizardState; mode: 'owner' | 'practice'; onDone: (patch: Partial<WizardState>) => void }) {
  const id = useId();
  const [customer, setCustomer] = useState<Customer | null>(state.customer);
  const [pets, setPets] = useState<Pet[] | null>(null);
  const [petId, setPetId] = useState<number | null>(state.petId);
  const [summary, setSummary] = useState(state.summary);
  const [waive, setWaive] = useState(state.waive);
  const [adding, setAdding] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const needsCustomer = mode === 'practice';

  useEffect(() => {
    if (needsCustomer && (!customer || isPending(customer))) return;
    const query = needsCustomer && customer && !isPending(customer) ? `?user_id=${customer.id}` : '';
    api<Pet[]>(`/api/pets${query}`).then(({ ok, body }) => setPets(ok && Array.isArray(body) ? body : []));
  }, [customer, needsCustomer]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (needsCustomer && !customer) next.customer = 'Customer is required';
    if (!petId && !isPending(customer)) next.pet = 'Pet is required';
    if (!summary.trim()) next.summary = 'Reason for consult is required';
    setErrors(next);
    // Nothing is charged before a person who is not yet a customer accepts, so the practice waives.
    if (Object.keys(next).length === 0) onDone({ customer, petId: isPending(customer) ? null : petId, summary: summary.trim(), waive: needsCustomer && (waive || isPending(customer)) });
  };

  return (
    <div className="wizard-information">
      {needsCustomer ? <CustomerPicker customer={customer} onCustomer={(c) => (setCustomer(c), setPetId(null), setPets(null))} error={errors.customer} /> : null}
      {message ? (
        <p className="alert alert-error" role="alert">
          {message}
        </p>
      ) : null}
      {!needsCustomer || customer ? (
        <form onSubmit={submit} noValidate>
          {isPending(customer) ? (
            <p className="muted">{`${customer.display_name} chooses the pet when they accept.`}</p>
          ) : (
          <fieldset className="field">
            <legend>Pet</legend>
            {pets === null ? <p className="loading">Loading pets…</p> : null}
            {pets && pets.length === 0 ? <p className="empty-state">You have not added any pets!</p> : null}
            {pets && pets.length > 0 ? (
              <div className="choice-row">
                {pets.map((pet) => (
                  <label key={pet.id} className={`choice${petId === pet.id ? ' is-selected' : ''}`}>
                    <input type="radio" name={`${id}-pet`} value={pet.id} checked={petId === pet.id} onChange={() => setPetId(pet.id)} />
                    <span>{pet.name}</span>
                  </label>
                ))}
              </div>
            ) : null}
            {errors.pet ? (
              <p className="field-error" role="alert">
                {errors.pet}
              </p>
            ) : null}
            {adding ? (
              <AddPet
                userId={needsCustomer && customer && !isPending(customer) ? customer.id : undefined}
                onAdded={(pet) => {
                  setPets((list) => [...(list ?? []), pet]);
                  setPetId(pet.id);
                  setAdding(false);
                }}
                onError={setMessage}
                onCancel={() => setAdding(false)}
              />
            ) : (
              <button type="button" className="button button-ghost" onClick={() => setAdding(true)}>
                Add a pet
              </button>
            )}
          </fieldset>
          )}
          <div className="field">
            <label htmlFor={`${id}-summary`}>Reason for consult</label>
            <textarea id={`${id}-summary`} rows={4} maxLength={2000} value={summary} aria-invalid={Boolean(errors.summary)} onChange={(e) => setSummary(e.target.value)} />
            {errors.summary ? (
              <p className="field-error" role="alert">
                {errors.summary}
              </p>
            ) : null}
          </div>
          {needsCustomer ? (
            <label className="checkbox">
              <input type="checkbox" checked={waive || isPending(customer)} disabled={isPending(customer)} onChange={(e) => setWaive(e.target.checked)} /> Waive payment
            </label>
          ) : null}
          <div className="form-actions">
            <button type="submit" className="button">
              Continue
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

function AddPet({ userId, onAdded, onError, onCancel }: { userId?: number; onAdded: (pet: Pet) => void; onError: (m: string | null) => void; onCancel: () => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!name.trim()) return setError('Name is required');
    if (!type) return setError('Type is required');
    setBusy(true);
    const { ok, body } = await api<Pet>('/api/pets', { method: 'POST', json: { name: name.trim(), type: Number(type), ...(userId ? { user_id: userId } : {}) } });
    setBusy(false);
    if (!ok) return onError(body.msg ?? 'Sorry! Something went wrong. Please try again later.');
    onError(null);
    onAdded(body);
  };
  return (
    <div className="inline-form" role="group" aria-label="Add a pet">
      <div className="field">
        <label htmlFor={`${id}-name`}>Pet name</label>
        <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>Pet type</label>
        <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">Choose…</option>
          {SPECIES.map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="button" className="button" disabled={busy} onClick={save}>
          {busy ? 'Please Wait...' : 'Save pet'}
        </button>
        <button type="button" className="button button-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}

function CustomerPicker({ customer, onCustomer, error }: { customer: Customer | null; onCustomer: (c: Customer | null) => void; error?: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [registering, setRegistering] = useState(false);
  const [form, setForm] = useState({ first_name: '', last_name: '', email: '', phone: '' });

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const typed = email.trim();
    const { ok, body } = await api<Customer>(`/api/booking/customers?email=${encodeURIComponent(typed)}`);
    if (ok) onCustomer(body.customer ? body : { customer: false, display_name: body.display_name, email: typed });
    else setMessage(body.msg ?? 'Customer not found');
  };
  const register = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const { ok, body } = await api<Extract<Customer, { customer: true }>>('/api/booking/customers', { method: 'POST', json: form });
    if (ok) {
      setRegistering(false);
      onCustomer(body);
    } else setMessage(body.msg ?? 'Sorry! Something went wrong. Please try again later.');
  };

  if (isPending(customer)) {
    return (
      <div className="wizard-customer">
        <p>
          <strong>{customer.display_name}</strong> has an account but is not yet your customer. They will get an e-mail to accept this appointment; nothing is
          booked or charged until they do.{' '}
          <button type="button" className="button button-ghost button-small" onClick={() => onCustomer(null)}>
            Change customer
          </button>
        </p>
      </div>
    );
  }
  if (customer) {
    return (
      <div className="wizard-customer">
        <p>
          Customer: <strong>{`${customer.first_name} ${customer.last_name}`}</strong> ({customer.email}){' '}
          <button type="button" className="button button-ghost button-small" onClick={() => onCustomer(null)}>
            Change customer
          </button>
        </p>
      </div>
    );
  }
  return (
    <div className="wizard-customer">
      {message ? (
        <p className="alert alert-error" role="alert">
          {message}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {!registering ? (
        <form onSubmit={find} noValidate>
          <div className="field">
            <label htmlFor={`${id}-email`}>Customer email</label>
            <input id={`${id}-email`} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div className="form-actions">
            <button type="submit" className="button">
              Find customer
            </button>
            <button type="button" className="button button-ghost" onClick={() => setRegistering(true)}>
              Register a new customer
            </button>
          </div>
        </form>
      ) : (
        <form onSubmit={register} noValidate>
          {(
            [
              ['first_name', 'First name', 'text'],
              ['last_name', 'Last name', 'text'],
              ['email', 'Email', 'email'],
              ['phone', 'Mobile', 'tel'],
            ] as const
          ).map(([key, label, kind]) => (
            <div className="field" key={key}>
              <label htmlFor={`${id}-${key}`}>{label}</label>
              <input id={`${id}-${key}`} type={kind} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
            </div>
          ))}
          <div className="form-actions">
            <button type="submit" className="button">
              Register customer
            </button>
            <button type="button" className="button button-ghost" onClick={() => setRegistering(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

const CARD_RULES = {
  name: (v: string) => (v.trim() ? null : 'Name on card is required'),
  cardNumber: (v: string) => (!v ? 'Card number is required' : /^[0-9]{13,16}$/.test(v) ? null : 'Card number must be 13 to 16 digits'),
  expDt: (v: string) => {
    if (!v) return 'Expiry is required';
    if (!/^[0-9]{4}-(0[1-9]|1[0-2])$/.test(v)) return 'Expiry must be a month as YYYY-MM';
    return v < DateTime.now().toFormat('yyyy-MM') ? 'Expiry must not be in the past' : null;
  },
  ccv: (v: string) => (!v ? 'Security code is required' : /^[0-9]{3,4}$/.test(v) ? null : 'Security code must be 3 to 4 digits'),
};
type CardField = keyof typeof CARD_RULES;

const SOMETHING_WRONG = 'Sorry! Something went wrong. Please try again later.';

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
function useStripePaymentElement(
  enabled: boolean,
  booking: { vendor_listing_id: number; type: number | null; slot: string | null; userTZ: string; user_id?: number },
  publishableKey: string | null,
  onError: (message: string) => void,
  round: number,
) {
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
        json: { ...booking, idempotencyKey: `${intentKey.current}-${round}` },
      });
      if (cancelled) return;
      if (!ok) return onError(body.msg ?? SOMETHING_WRONG);
      const key = publishableKey ?? body.publishableKey;
      if (!key) return onError('Card payments are not set up for this practice yet.');
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const stripe = await loadStripe(key);
      if (cancelled || !stripe || !host.current) return;
      const elements = stripe.elements({ clientSecret: body.clientSecret });
      const payment = elements.create('payment');
      payment.mount(host.current);
      element = payment;
      form.current = { stripe, elements };
      setReady(true);
    })().catch(() => !cancelled && onError(SOMETHING_WRONG));
    return () => {
      cancelled = true;
      element?.destroy();
      form.current = null;
      setReady(false);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, booking.vendor_listing_id, booking.type, booking.slot, booking.user_id, round]);

  /** Confirms the card with Stripe; the PaymentIntent id when it went through, or Stripe's message. */
  const confirm = async (): Promise<{ id: string } | { error: string }> => {
    const current = form.current;
    if (!current) return { error: SOMETHING_WRONG };
    const result = await current.stripe.confirmPayment({ elements: current.elements, redirect: 'if_required' });
    if (result.error) return { error: result.error.message ?? SOMETHING_WRONG };
    return { id: result.paymentIntent.id };
  };
  return { host, ready, confirm };
}

function PaymentStage({
  state,
  listingId,
  price,
  paymentHidden,
  provider,
  publishableKey,
  onBooked,
  onPending,
}: {
  state: WizardState;
  listingId: number;
  price: number;
  paymentHidden: boolean;
  provider: string;
  publishableKey: string | null;
  onBooked: (id: number) => void;
  onPending: (message: string) => void;
}) {
  const id = useId();
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
    { vendor_listing_id: listingId, type: state.type, slot: state.slot, userTZ: state.zone, ...customerFields(state.customer) },
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
        ...(state.petId ? { pet: state.petId } : {}),
        info: { summary: state.summary },
        ...customerFields(state.customer),
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
    if (ok && body.result === 'pending') {
      onPending(body.status ?? '');
      return;
    }
    attempt.current = '';
    if (byStripe && status >= 400 && status < 500) {
      // The booking was refused, so the server gave the authorisation back: a new try needs a new payment.
      paidIntent.current = null;
      setStripeRound((round) => round + 1);
    }
    setMessage(body.status ?? body.msg ?? 'Sorry! Something went wrong. Please try again later.');
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
          <dd>{paymentHidden && price > 0 ? `${money(price)} (waived)` : money(price)}</dd>
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
          {busy ? 'Please Wait...' : paymentHidden ? 'Book appointment' : `Pay ${money(price)}`}
        </button>
      </div>
    </form>
  );
}
