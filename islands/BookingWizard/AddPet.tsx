/** @jsxImportSource react */
import { useId, useState } from 'react';
import { SOMETHING_WRONG, api } from './state';
import type { Pet } from './types';
import { FieldError } from './Alerts';
import { useT } from '../lib/use-t';

/** Adds a pet inline (for the customer when a practice books); the species list comes from the server. */
export function AddPet({
  species,
  userId,
  onAdded,
  onError,
  onCancel,
}: {
  species: [number, string][];
  userId?: number;
  onAdded: (pet: Pet) => void;
  onError: (m: string | null) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const t = useT();
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const [busy, setBusy] = useState(false);
  // One current problem per field: each try starts afresh, and the server's refusal of a field is said under it.
  const [errors, setErrors] = useState<{ name?: string; type?: string }>({});
  const save = async () => {
    onError(null);
    if (!name.trim() || !type) return setErrors({ name: name.trim() ? undefined : t('Name is required'), type: type ? undefined : t('Type is required') });
    setErrors({});
    setBusy(true);
    const { ok, body } = await api<Pet & { field?: string }>('/api/pets', { method: 'POST', json: { name: name.trim(), type: Number(type), ...(userId ? { user_id: userId } : {}) } });
    setBusy(false);
    if (ok) return onAdded(body);
    const message = body.msg ?? t(SOMETHING_WRONG);
    if (body.field === 'name' || body.field === 'type') return setErrors({ [body.field]: message });
    onError(message);
  };
  return (
    <div className="inline-form" role="group" aria-label={t('Add a pet')}>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('Pet name')}</label>
        <input id={`${id}-name`} value={name} aria-invalid={Boolean(errors.name)} aria-describedby={errors.name ? `${id}-name-error` : undefined} onChange={(e) => setName(e.target.value)} />
        <FieldError message={errors.name} id={`${id}-name-error`} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>{t('Pet type')}</label>
        <select id={`${id}-type`} value={type} aria-invalid={Boolean(errors.type)} aria-describedby={errors.type ? `${id}-type-error` : undefined} onChange={(e) => setType(e.target.value)}>
          <option value="">{t('Choose…')}</option>
          {species.map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
        <FieldError message={errors.type} id={`${id}-type-error`} />
      </div>
      <div className="form-actions">
        <button type="button" className="button" disabled={busy} onClick={save}>
          {busy ? t('Please Wait...') : t('Save pet')}
        </button>
        <button type="button" className="button button-ghost" onClick={onCancel}>
          {t('Cancel')}
        </button>
      </div>
    </div>
  );
}
