/** @jsxImportSource react */
import { useId, useState } from 'react';
import { AddPet } from './AddPet';
import type { Pet } from './types';
import { FieldError } from './Alerts';
import { useT } from '../lib/use-t';

/** The pet the consult is for: one of the person's pets (null while they load), or one added here. */
export function PetChoice({
  pets,
  petId,
  error,
  species,
  userId,
  onPick,
  onAdded,
  onError,
}: {
  pets: Pet[] | null;
  petId: number | null;
  error?: string;
  species: [number, string][];
  /** The customer's id when a practice books for one. */
  userId?: number;
  onPick: (petId: number) => void;
  onAdded: (pet: Pet) => void;
  onError: (message: string | null) => void;
}) {
  const id = useId();
  const t = useT();
  const [adding, setAdding] = useState(false);
  return (
    <fieldset className="field">
      <legend>{t('Pet')}</legend>
      {pets === null ? <p className="loading">{t('Loading pets…')}</p> : null}
      {pets && pets.length === 0 ? <p className="empty-state">{t('You have not added any pets!')}</p> : null}
      {pets && pets.length > 0 ? (
        <div className="choice-row">
          {pets.map((pet) => (
            <label key={pet.id} className={`choice${petId === pet.id ? ' is-selected' : ''}`}>
              <input type="radio" name={`${id}-pet`} value={pet.id} checked={petId === pet.id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-pet-error` : undefined} onChange={() => onPick(pet.id)} />
              <span>{pet.name}</span>
            </label>
          ))}
        </div>
      ) : null}
      <FieldError message={error} id={`${id}-pet-error`} />
      {adding ? (
        <AddPet
          species={species}
          userId={userId}
          onAdded={(pet) => {
            onAdded(pet);
            setAdding(false);
          }}
          onError={onError}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button type="button" className="button button-ghost" onClick={() => setAdding(true)}>
          {t('Add a pet')}
        </button>
      )}
    </fieldset>
  );
}
