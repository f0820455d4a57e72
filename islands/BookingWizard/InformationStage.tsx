/** @jsxImportSource react */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { api } from './state';
import { isPending, type Customer, type Pet, type WizardState } from './types';
import { PetChoice } from './PetChoice';
import { CustomerPicker } from './CustomerPicker';
import { FieldError, ErrorAlert } from './Alerts';
import { useT } from '../lib/use-t';

/**
 * Stage 3: the customer (a practice books for one), the pet, the reason for the consult, and for a
 * practice "Waive payment". Each change is handed up as it is made (`onDraft`), so going back a
 * stage and forward again keeps it.
 */
export function InformationStage({
  state,
  mode,
  species,
  onDraft,
  onDone,
}: {
  state: WizardState;
  mode: 'owner' | 'practice';
  species: [number, string][];
  onDraft: (patch: Partial<WizardState>) => void;
  onDone: (patch: Partial<WizardState>) => void;
}) {
  const id = useId();
  const t = useT();
  const [customer, setCustomer] = useState<Customer | null>(state.customer);
  const [pets, setPets] = useState<Pet[] | null>(null);
  const [petId, setPetId] = useState<number | null>(state.petId);
  const [summary, setSummary] = useState(state.summary);
  const [waive, setWaive] = useState(state.waive);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const needsCustomer = mode === 'practice';
  const pick = (chosen: number, list = pets) => (setPetId(chosen), onDraft({ petId: chosen, petName: list?.find((p) => p.id === chosen)?.name ?? null }));

  useEffect(() => {
    if (needsCustomer && (!customer || isPending(customer))) return;
    const query = needsCustomer && customer && !isPending(customer) ? `?user_id=${customer.id}` : '';
    api<Pet[]>(`/api/pets${query}`).then(({ ok, body }) => setPets(ok && Array.isArray(body) ? body : []));
  }, [customer, needsCustomer]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (needsCustomer && !customer) next.customer = t('Customer is required');
    if (!petId && !isPending(customer)) next.pet = t('Pet is required');
    if (!summary.trim()) next.summary = t('Reason for consult is required');
    setErrors(next);
    // Nothing is charged before a person who is not yet a customer accepts, so the practice waives.
    if (Object.keys(next).length > 0) return;
    const chosen = isPending(customer) ? null : petId;
    const petName = pets?.find((p) => p.id === chosen)?.name ?? null;
    onDone({ customer, petId: chosen, petName, summary: summary.trim(), waive: needsCustomer && (waive || isPending(customer)) });
  };

  return (
    <div className="wizard-information">
      {needsCustomer ? <CustomerPicker customer={customer} onCustomer={(c) => (setCustomer(c), setPetId(null), setPets(null), onDraft({ customer: c, petId: null, petName: null, waive: waive || isPending(c) }))} error={errors.customer} /> : null}
      <ErrorAlert message={message} />
      {!needsCustomer || customer ? (
        <form onSubmit={submit} noValidate>
          {isPending(customer) ? (
            <p className="muted">{t('{name} chooses the pet when they accept.', { name: customer.display_name })}</p>
          ) : (
          <PetChoice
            pets={pets}
            petId={petId}
            error={errors.pet}
            species={species}
            userId={needsCustomer && customer && !isPending(customer) ? customer.id : undefined}
            onPick={pick}
            onAdded={(pet) => {
              setPets((list) => [...(list ?? []), pet]);
              pick(pet.id, [pet]);
            }}
            onError={setMessage}
          />
          )}
          <div className="field">
            <label htmlFor={`${id}-summary`}>{t('Reason for consult')}</label>
            <textarea id={`${id}-summary`} rows={4} maxLength={2000} value={summary} aria-invalid={Boolean(errors.summary)} aria-describedby={errors.summary ? `${id}-summary-error` : undefined} onChange={(e) => (setSummary(e.target.value), onDraft({ summary: e.target.value }))} />
            <FieldError message={errors.summary} id={`${id}-summary-error`} />
          </div>
          {needsCustomer ? <WaivePayment waive={waive} forced={isPending(customer)} onChange={(w) => (setWaive(w), onDraft({ waive: w }))} /> : null}
          <div className="form-actions">
            <button type="submit" className="button">
              {t('Continue')}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

/** A practice may waive payment; it must for a person who is not yet its customer (nothing is charged before they accept). */
function WaivePayment({ waive, forced, onChange }: { waive: boolean; forced: boolean; onChange: (waive: boolean) => void }) {
  const t = useT();
  return (
    <label className="checkbox">
      <input type="checkbox" checked={waive || forced} disabled={forced} onChange={(e) => onChange(e.target.checked)} /> {t('Waive payment')}
    </label>
  );
}
