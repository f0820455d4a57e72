import { Elysia, t } from 'elysia';
import { seedOf, type AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { redirectAfterPost } from '../../plugins/redirects';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { AppError } from '../../lib/errors';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors';
import { HouseVisitBody, SecondOpinionBody, type HouseVisitInput, type SecondOpinionInput } from './requests.model';
import { formFields, newFormKey, opinionInputOf, visitInputOf } from './requests.form';
import { newRequestChoices, requestRows } from './requests.screen';
import { askSecondOpinion } from './requests.second-opinion.service';
import { askHouseVisit } from './requests.house-visit.service';
import { RequestsPage } from './views/RequestsPage';
import { HouseVisitPage, SecondOpinionPage } from './views/NewRequestPages';
import type { FormValues } from './views/RequestFields';
import { requestActionRoutes } from './requests.actions.routes';
import { requestsApi } from './requests.api';
import { requestsFhirRoutes } from './requests.fhir.routes';

const OWNER = { auth: { role: 'user' as const } };
const SIGNED_IN = { auth: { role: ['user', 'vendor'] as ('user' | 'vendor')[] } };
const NewQuery = t.Object({
  pet: t.Optional(t.Numeric({ minimum: 1, error: 'pet must be a pet id' })),
  listing: t.Optional(t.Union([t.Numeric({ minimum: 1 }), t.Literal('')], { error: 'listing must be a listing id' })),
});

interface Ctx {
  tenant: Tenant;
  user: Principal;
  set: { status?: number | string; headers: Record<string, string | number> };
}

/** A service refusal shown on the form: under its field, or above the form. */
const errorsOf = (error: AppError): FieldErrors => ({ [error.field ?? '_']: error.message });

/** Second opinions and house visits: the Requests screen, the two forms, one request's page and its actions, and the API. */
export const requestsRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'requests-routes', seed: seedOf(deps) }).use(requestPages(deps)).use(requestActionRoutes(deps)).use(requestsApi(deps)).use(requestsFhirRoutes(deps));

const requestPages = (deps: AppDeps) => {
  const opinionForm = async (ctx: Ctx, values: FormValues, errors: FieldErrors, status = 200) => {
    ctx.set.status = status;
    const choices = await newRequestChoices(deps, ctx.user, Number(values.pet) || undefined);
    return <SecondOpinionPage tenant={ctx.tenant} principal={ctx.user} {...choices} values={values} errors={errors} idempotencyKey={newFormKey()} />;
  };
  const visitForm = async (ctx: Ctx, values: FormValues, errors: FieldErrors, status = 200) => {
    ctx.set.status = status;
    const { listings, pets } = await newRequestChoices(deps, ctx.user);
    return <HouseVisitPage tenant={ctx.tenant} principal={ctx.user} listings={listings} pets={pets} values={values} errors={errors} idempotencyKey={newFormKey()} />;
  };

  return featureRoutes('requests-pages', deps)
    .get('/app/requests', async ({ tenant, user }) => <RequestsPage tenant={tenant} principal={user} rows={await requestRows(deps, user)} now={deps.clock().toISOString()} />, SIGNED_IN)
    .get('/app/requests/second-opinion', (ctx) => opinionForm(ctx, { ...ctx.query }, {}), { ...OWNER, query: NewQuery })
    .post(
      '/app/requests/second-opinion',
      async (ctx) => {
        const { values, files } = formFields(ctx.body);
        const input = opinionInputOf(values);
        const errors = fieldErrors(SecondOpinionBody, input);
        if (Object.keys(errors).length > 0) return opinionForm(ctx, values, errors, 422);
        try {
          const request = await askSecondOpinion(deps, ctx.user, input as SecondOpinionInput, files);
          return redirectAfterPost(ctx, `/app/requests/${request.id}`);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return opinionForm(ctx, values, errorsOf(error), error.status);
        }
      },
      OWNER,
    )
    .get('/app/requests/house-visit', (ctx) => visitForm(ctx, { ...ctx.query }, {}), { ...OWNER, query: NewQuery })
    .post(
      '/app/requests/house-visit',
      async (ctx) => {
        const { values } = formFields(ctx.body);
        const input = visitInputOf(values);
        const errors = fieldErrors(HouseVisitBody, input);
        if (Object.keys(errors).length > 0) return visitForm(ctx, values, errors, 422);
        try {
          const request = await askHouseVisit(deps, ctx.user, input as HouseVisitInput);
          return redirectAfterPost(ctx, `/app/requests/${request.id}`);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return visitForm(ctx, values, errorsOf(error), error.status);
        }
      },
      OWNER,
    );
};
