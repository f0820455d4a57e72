import { Type as t } from '@sinclair/typebox';
import { BODY, ROLE, answers, type ApiOperations } from '../../lib/api-docs';

/** A pet as the API shows it. */
export const PetJson = t.Object({
  id: t.Integer(),
  name: t.String(),
  type: t.Integer({ description: 'The species code (see the body of POST /api/pets)' }),
  species: t.String(),
  breed: t.Union([t.String(), t.Null()]),
  notes: t.Union([t.String(), t.Null()]),
  pic: t.Union([t.String(), t.Null()]),
});
const Done = t.Object({ result: t.Literal('success') });
const Shared = t.Object({ url: t.Union([t.String(), t.Null()], { description: "The pet's public profile address, null when sharing is off" }) });
const TAG = 'Pets';

/** An owner's pets (a practice reads its customers' through Users). */
export const petsApiDocs: ApiOperations = {
  'GET /api/pets': { tag: TAG, summary: "The signed-in owner's pets, or a customer's (user_id) for their practice", session: true, responses: answers({ 200: t.Array(PetJson) }, ROLE, 404, 422) },
  'POST /api/pets': { tag: TAG, summary: 'Adds a pet', session: true, responses: answers({ 201: PetJson }, ROLE, BODY, 404) },
  'GET /api/pets/{id}': { tag: TAG, summary: 'One of your pets', session: true, responses: answers({ 200: PetJson }, ROLE, 404) },
  'PUT /api/pets/{id}': { tag: TAG, summary: "Edits a pet's name, species, breed and notes", session: true, responses: answers({ 200: PetJson }, ROLE, BODY, 404) },
  'DELETE /api/pets/{id}': { tag: TAG, summary: 'Deletes a pet (past bookings keep it; its records can no longer be opened); 409 while it has upcoming appointments', session: true, responses: answers({ 200: Done }, ROLE, 404, 409, 422) },
  'POST /api/pets/{id}/share': { tag: TAG, summary: "Turns the pet's public profile link on or off, or renews it", session: true, responses: answers({ 200: Shared }, ROLE, BODY, 404) },
};
