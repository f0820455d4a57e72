import { t } from 'elysia';
import { SPECIES } from '../../lib/constants/species';
import { noDefault } from '../../lib/no-default';
import type { MessageKey } from '../../lib/i18n';

const speciesCodes = Object.keys(SPECIES).map(Number);

const petFields = {
  name: t.String({ minLength: 1, maxLength: 80, requiredError: 'Name is required', error: 'Name is required' }),
  type: t.Union(
    speciesCodes.map((code) => t.Literal(code)),
    { requiredError: 'Type is required', error: 'Type is required' },
  ),
  breed: t.Optional(t.String({ maxLength: 80, error: 'Breed must be at most 80 characters' })),
  notes: t.Optional(t.String({ maxLength: 1000, error: 'Notes must be at most 1000 characters' })),
};

/** spec §5 Pet: name and type required, breed and notes optional. */
export const PetBody = t.Object({
  ...petFields,
  /** A practice adding a pet for its customer (ignored for an owner). */
  user_id: t.Optional(t.Integer({ minimum: 1, error: 'user_id must be a customer id' })),
});
export type PetInput = typeof PetBody.static;

/** Editing a pet: the same fields; the owner never changes. */
export const PetUpdateBody = t.Object(petFields);
export type PetUpdateInput = typeof PetUpdateBody.static;

export const PetsQuery = t.Object({ user_id: t.Optional(t.Numeric({ minimum: 1, error: 'user_id must be a customer id' })) });
export const PetIdParams = t.Object({ id: t.Numeric({ minimum: 1 }) });

export const ShareBody = t.Object({ action: noDefault(t.UnionEnum(['on', 'off', 'renew'], { requiredError: 'action is required (on, off or renew)', error: 'action must be on, off or renew' })) });
export type ShareAction = typeof ShareBody.static.action;

export const PetView = t.Object({
  id: t.Integer(),
  name: t.String(),
  type: t.Integer(),
  species: t.String(),
  breed: t.Union([t.String(), t.Null()]),
  notes: t.Union([t.String(), t.Null()]),
  pic: t.Union([t.String(), t.Null()]),
});

/** The texts of the pet screens (spec §4, §8). */
export const PET_TEXTS = {
  empty: 'You have not added any pets!',
  wait: 'Please Wait...',
  saved: 'Submitted successfully!',
  failedTitle: 'Error!',
  failed: 'Sorry! Something went wrong. Please try again later.',
} as const satisfies Record<string, MessageKey>;
