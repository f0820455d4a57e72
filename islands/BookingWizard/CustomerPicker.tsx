/** @jsxImportSource react */
import { useId, useState, type FormEvent } from 'react';
import { SOMETHING_WRONG, api } from './state';
import { isPending, type Customer } from './types';
import { FieldError, ErrorAlert } from './Alerts';
import { useT } from '../lib/use-t';

/** A practice books for a customer: found by e-mail, or registered here. */
export function CustomerPicker({ customer, onCustomer, error }: { customer: Customer | null; onCustomer: (c: Customer | null) => void; error?: string }) {
  const id = useId();
  const t = useT();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [registering, setRegistering] = useState(false);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const typed = email.trim();
    const { ok, body } = await api<Customer>(`/api/booking/customers?email=${encodeURIComponent(typed)}`);
    if (ok) onCustomer(body.customer ? body : { customer: false, display_name: body.display_name, email: typed });
    else setMessage(body.msg ?? t('Customer not found'));
  };

  if (isPending(customer)) {
    return (
      <div className="wizard-customer">
        <p>
          {t('{name} has an account but is not yet your customer. They will get an e-mail to accept this appointment; nothing is booked or charged until they do.', { name: customer.display_name })}{' '}
          <button type="button" className="button button-ghost button-small" onClick={() => onCustomer(null)}>
            {t('Change customer')}
          </button>
        </p>
      </div>
    );
  }
  if (customer) {
    return (
      <div className="wizard-customer">
        <p>
          {t('Customer:')} <strong>{`${customer.first_name} ${customer.last_name}`}</strong> ({customer.email}){' '}
          <button type="button" className="button button-ghost button-small" onClick={() => onCustomer(null)}>
            {t('Change customer')}
          </button>
        </p>
      </div>
    );
  }
  return (
    <div className="wizard-customer">
      <ErrorAlert message={message} />
      <FieldError message={error} id={`${id}-customer-error`} />
      {!registering ? (
        <form onSubmit={find} noValidate>
          <div className="field">
            <label htmlFor={`${id}-email`}>{t('Customer email')}</label>
            <input id={`${id}-email`} type="email" value={email} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-customer-error` : undefined} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div className="form-actions">
            <button type="submit" className="button">
              {t('Find customer')}
            </button>
            <button type="button" className="button button-ghost" onClick={() => setRegistering(true)}>
              {t('Register a new customer')}
            </button>
          </div>
        </form>
      ) : (
        <RegisterCustomer
          onRegistered={(registered) => {
            setRegistering(false);
            onCustomer(registered);
          }}
          onError={setMessage}
          onCancel={() => setRegistering(false)}
        />
      )}
    </div>
  );
}

const NEW_CUSTOMER_FIELDS = [
  ['first_name', 'First name', 'text'],
  ['last_name', 'Last name', 'text'],
  ['email', 'Email', 'email'],
  ['phone', 'Mobile', 'tel'],
] as const;

/** Registers a new customer of the practice (the server sends them an e-mail to choose a password). */
function RegisterCustomer({ onRegistered, onError, onCancel }: { onRegistered: (customer: Extract<Customer, { customer: true }>) => void; onError: (message: string | null) => void; onCancel: () => void }) {
  const id = useId();
  const t = useT();
  const [form, setForm] = useState({ first_name: '', last_name: '', email: '', phone: '' });
  // One key for this form: a second click, or a retry, registers (and e-mails) the customer once.
  const [key] = useState(() => globalThis.crypto?.randomUUID?.() ?? `k${Date.now()}${Math.random().toString(36).slice(2)}`);
  const [busy, setBusy] = useState(false);
  const register = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    onError(null);
    setBusy(true);
    try {
      const { ok, body } = await api<Extract<Customer, { customer: true }>>('/api/booking/customers', { method: 'POST', json: form, headers: { 'idempotency-key': key } });
      if (ok) onRegistered(body);
      else onError(body.msg ?? t(SOMETHING_WRONG));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={register} noValidate>
      {NEW_CUSTOMER_FIELDS.map(([key, label, kind]) => (
        <div className="field" key={key}>
          <label htmlFor={`${id}-${key}`}>{t(label)}</label>
          <input id={`${id}-${key}`} type={kind} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
        </div>
      ))}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {t('Register customer')}
        </button>
        <button type="button" className="button button-ghost" onClick={onCancel}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
