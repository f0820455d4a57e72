import { Elysia } from 'elysia';
import { seedOf, type AppDeps } from '../../deps';
import { setup } from '../../plugins/setup';
import { PetBody, PetsQuery } from './pets.model';
import { addPet, petsOf } from './pets.service';

/** The signed-in owner's pets (or a customer's, for a practice), as the booking wizard needs them. */
export const petsRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'pets-routes', seed: seedOf(deps) })
    .use(setup(deps))
    .get('/api/pets', ({ user, query }) => petsOf(deps, user, query.user_id), {
      auth: true,
      query: PetsQuery,
      detail: { summary: "The owner's pets (a practice passes user_id of its own customer, else 'Customer not found')", tags: ['pets'] },
    })
    .post(
      '/api/pets',
      async ({ user, body, set }) => {
        set.status = 201;
        return addPet(deps, user, body);
      },
      { auth: true, body: PetBody, detail: { summary: 'Adds a pet: the owner their own; a practice for its own customer, who is told by e-mail', tags: ['pets'] } },
    );
