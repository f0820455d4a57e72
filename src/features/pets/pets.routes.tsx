import type { MessageKey } from '../../lib/i18n';
import { Elysia, t } from 'elysia';
import { seedOf, type AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { respond } from '../../plugins/htmx';
import { redirectTo } from '../../plugins/redirects';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { AppError } from '../../lib/errors';
import { fieldErrors } from '../../lib/form-errors';
import { PetBody, PetIdParams, PetUpdateBody, PetView, PetsQuery, ShareBody, type PetUpdateInput } from './pets.model';
import { addPet, editPet, myPets, ownPet, petDeletion, petView, petsOf, removePet, setShareLink, type CustomerRule } from './pets.service';
import type { PetLeftovers } from './pets.ports';
import { PetDeleteConfirm, PetDeletePage, PetDeleted } from './views/PetDelete';
import { PetForm, PetFormPage, PetList, PetsPage, type PetFormProps } from './views/PetsScreen';
import { succeeded } from '../../lib/succeeded';
import { FORM_KEY_FIELD, formKeyOf, once } from '../../lib/form-once';

const OWNER = { auth: { role: 'user' as const } };
const FormQuery = t.Object({ id: t.Optional(t.Numeric({ minimum: 1 })) });
const TAGS = ['pets'];

interface Ctx {
  tenant: Tenant;
  user: Principal;
  isHtmx: boolean;
  set: { status?: number | string; headers: Record<string, string | number> };
}

/** A form's fields as the pet schema reads them: the species code as a number. */
function petFromForm(body: Record<string, unknown>) {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const type = text(body.type);
  const values = { name: text(body.name) ?? '', type: type && /^\d+$/.test(type) ? Number(type) : type, breed: text(body.breed) || undefined, notes: text(body.notes) || undefined };
  const photos = [body.photo].flat().filter((f): f is File => f instanceof File && f.size > 0);
  return { values, photo: photos[0] ?? null, photos: photos.length };
}

/**
 * My Pets (spec §2, §4, §5) and the pets API; `customerOf` says whose pets a practice may work with,
 * `leftovers` what deleting one would leave behind (booking's and records', handed in by `createApp`).
 */
export const petsRoutes = (deps: AppDeps, customerOf: CustomerRule, leftovers: PetLeftovers) =>
  new Elysia({ name: 'pets-routes', seed: seedOf(deps) }).use(petsPages(deps, customerOf, leftovers)).use(petsApi(deps, customerOf, leftovers));

/** The My Pets screen, its dialog form and delete (asked first: what it would do). */
const petsPages = (deps: AppDeps, customerOf: CustomerRule, leftovers: PetLeftovers) => {
  const formAnswer = (ctx: Ctx, form: PetFormProps, status: number) => {
    ctx.set.status = status;
    return respond(ctx, () => <PetFormPage tenant={ctx.tenant} principal={ctx.user} form={form} />, () => <PetForm {...form} />);
  };

  return (
    featureRoutes('pets-pages', deps)
      .get(
        '/app/my-pets',
        async (ctx) => {
          const pets = await myPets(deps, ctx.user);
          ctx.set.headers.vary = 'HX-Request';
          return respond(ctx, () => <PetsPage tenant={ctx.tenant} principal={ctx.user} pets={pets} />, () => <PetList pets={pets} />);
        },
        OWNER,
      )
      .get(
        '/app/my-pets/form',
        async (ctx) => {
          const pet = ctx.query.id ? await ownPet(deps, ctx.user, ctx.query.id) : null;
          ctx.set.headers.vary = 'HX-Request';
          return formAnswer(ctx, { petId: pet?.id ?? null, values: pet ?? {} }, 200);
        },
        { ...OWNER, query: FormQuery },
      )
      .post(
        '/app/my-pets/form',
        async (ctx) => {
          const petId = ctx.query.id ?? null;
          const { values, photo, photos } = petFromForm((ctx.body ?? {}) as Record<string, unknown>);
          const errors = fieldErrors(PetUpdateBody, values);
          // The form has one photo input: several images are refused, not silently dropped.
          if (photos > 1) errors.photo = 'Choose one image for the photo' satisfies MessageKey;
          if (Object.keys(errors).length > 0) return formAnswer(ctx, { petId, values, errors }, 422);
          try {
            const input = values as PetUpdateInput;
            if (petId) await editPet(deps, ctx.user, petId, input, photo);
            // The add form carries a one-use key: Save clicked twice adds the pet once.
            else await once(deps.database.db, formKeyOf(ctx.user, 'pet', (ctx.body as Record<string, unknown> | null)?.[FORM_KEY_FIELD]), () => addPet(deps, ctx.user, input, customerOf, photo));
          } catch (error) {
            if (error instanceof AppError && error.status === 422) return formAnswer(ctx, { petId, values, errors: { [error.field ?? 'name']: error.message } }, 422);
            if (error instanceof AppError) throw error;
            deps.log.error('pet_save_failed', { error });
            return formAnswer(ctx, { petId, values, failed: true }, 500);
          }
          return respond(
            ctx,
            () => redirectTo(ctx.set, '/app/my-pets'),
            async () => (
              <>
                <PetForm petId={petId} values={values} saved />
                <PetList pets={await myPets(deps, ctx.user)} oob />
              </>
            ),
          );
        },
        { ...OWNER, query: FormQuery },
      )
      .get(
        '/app/my-pets/:id/delete',
        async (ctx) => {
          const deletion = await petDeletion(deps, ctx.user, ctx.params.id, leftovers);
          ctx.set.headers.vary = 'HX-Request';
          ctx.set.headers['cache-control'] = 'no-store';
          return respond(ctx, () => <PetDeletePage tenant={ctx.tenant} principal={ctx.user} deletion={deletion} />, () => <PetDeleteConfirm deletion={deletion} principal={ctx.user} />);
        },
        { ...OWNER, params: PetIdParams },
      )
      .post(
        '/app/my-pets/:id/delete',
        async (ctx) => {
          const pet = await ownPet(deps, ctx.user, ctx.params.id);
          try {
            await removePet(deps, ctx.user, pet.id, leftovers);
          } catch (error) {
            // An appointment booked since the question was shown: the question again, with it.
            if (!(error instanceof AppError && error.status === 409)) throw error;
            ctx.set.status = 409;
            const deletion = await petDeletion(deps, ctx.user, pet.id, leftovers);
            return respond(ctx, () => <PetDeletePage tenant={ctx.tenant} principal={ctx.user} deletion={deletion} />, () => <PetDeleteConfirm deletion={deletion} principal={ctx.user} />);
          }
          return respond(
            ctx,
            () => redirectTo(ctx.set, '/app/my-pets'),
            async () => (
              <>
                <PetDeleted name={pet.name} />
                <PetList pets={await myPets(deps, ctx.user)} oob />
              </>
            ),
          );
        },
        { ...OWNER, params: PetIdParams },
      )
  );
};

/** The pets API (the booking wizard's list, and pets for API clients). */
const petsApi = (deps: AppDeps, customerOf: CustomerRule, leftovers: PetLeftovers) =>
  featureRoutes('pets-api', deps)
    .get('/api/pets', ({ user, query }) => petsOf(deps, user, query.user_id, customerOf), {
      auth: true,
      query: PetsQuery,
      detail: { summary: "The owner's pets (a practice passes user_id)", tags: TAGS },
    })
    .post(
      '/api/pets',
      async ({ user, body, set, request }) => {
        set.status = 201;
        return once(deps.database.db, formKeyOf(user, 'pet', request.headers.get('idempotency-key')), () => addPet(deps, user, body, customerOf));
      },
      { auth: true, body: PetBody, detail: { summary: 'Adds a pet', tags: TAGS } },
    )
    .get('/api/pets/:id', async ({ user, params }) => petView(await ownPet(deps, user, params.id)), {
      ...OWNER,
      params: PetIdParams,
      response: { 200: PetView },
      detail: { summary: 'One of the owner’s pets', tags: TAGS },
    })
    .put('/api/pets/:id', ({ user, params, body }) => editPet(deps, user, params.id, body), {
      ...OWNER,
      params: PetIdParams,
      body: PetUpdateBody,
      detail: { summary: 'Edits a pet (name and type required)', tags: TAGS },
    })
    .delete(
      '/api/pets/:id',
      ({ user, params }) => succeeded(removePet(deps, user, params.id, leftovers)),
      { ...OWNER, params: PetIdParams, detail: { summary: 'Deletes a pet (soft delete: status 0; past bookings keep it, its records can no longer be opened); 409 while it has upcoming appointments', tags: TAGS } },
    )
    .post(
      '/api/pets/:id/share',
      async ({ user, params, body }) => {
        const token = await setShareLink(deps, user, params.id, body.action);
        return { url: token ? `${deps.config.publicUrl}/3/records?id=${token}` : null };
      },
      {
        ...OWNER,
        params: PetIdParams,
        body: ShareBody,
        response: { 200: t.Object({ url: t.Union([t.String(), t.Null()]) }) },
        detail: { summary: "Turns the pet's public read-only records link on, off, or renews it (the old link stops working)", tags: TAGS },
      },
    );
