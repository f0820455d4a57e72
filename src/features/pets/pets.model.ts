import { t } from 'elysia';
import { SPECIES } from '../../lib/constants/species';

const speciesCodes = Object.keys(SPECIES).map(Number);

/** spec §5 Pet: name and type required, breed and notes optional. */
export const PetBody = t.Object({
  name: t.String({ minLength: 1, maxLength: 80, requiredError: 'Name is required', error: 'Name is required' }),
  type: t.Union(
    speciesCodes.map((code) => t.Literal(code)),
    { requiredError: 'Type is required', error: 'Type is required' },
  ),
  breed: t.Optional(t.String({ maxLength: 80, error: 'Breed must be at most 80 characters' })),
  notes: t.Optional(t.String({ maxLength: 1000, error: 'Notes must be at most 1000 characters' })),
  /** A practice adding a pet for its customer (ignored for an owner). */
  user_id: t.Optional(t.Integer({ minimum: 1, error: 'user_id must be a customer id' })),
});
export type PetInput = typeof PetBody.static;

export const PetsQuery = t.Object({ user_id: t.Optional(t.Numeric({ minimum: 1, error: 'user_id must be a customer id' })) });
