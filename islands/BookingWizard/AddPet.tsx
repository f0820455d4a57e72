/** @jsxImportSource react */
import { useId, useState } from 'react';
import { SOMETHING_WRONG, api } from './state';
import type { Pet } from './types';
import { FieldError } from './Alerts';
import type { MessageKey } from '../../src/lib/i18n';
import { useT } from '../lib/use-t';

export const messages = ['Name is required', 'Type is required', 'Add a pet', 'Pet name', 'Pet type', 'Choose…', 'Please Wait...', 'Save pet', 'Cancel'] as const satisfies readonly MessageKey[];

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
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!name.trim()) return setError(t('Name is required'));
    if (!type) return setError(t('Type is required'));
    setBusy(true);
    const { ok, body } = await api<Pet>('/api/pets', { method: 'POST', json: { name: name.trim(), type: Number(type), ...(userId ? { user_id: userId } : {}) } });
    setBusy(false);
    if (!ok) return onError(body.msg ?? t(SOMETHING_WRONG));
    onError(null);
    onAdded(body);
  };
  return (
    <div className="inline-form" role="group" aria-label={t('Add a pet')}>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('Pet name')}</label>
        <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>{t('Pet type')}</label>
        <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">{t('Choose…')}</option>
          {species.map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <FieldError message={error} />
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
