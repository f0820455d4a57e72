import { t, type TSchema } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { redirectAfterPost } from '../../plugins/redirects';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { AppError } from '../../lib/errors';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors';
import { AcceptBody, DeclineBody, IdParams, MessageBody, PayBody, ReportBody, type PayInput } from './requests.model';
import { formFields, newFormKey, payInputOf } from './requests.form';
import { requestScreen } from './requests.screen';
import { answerMoreInformation, askForMoreInformation, deliverReport } from './requests.second-opinion.service';
import { acceptHouseVisit, declineHouseVisit, payHouseVisit } from './requests.house-visit.service';
import { RequestPage } from './views/RequestPage';
import type { FormValues } from './views/RequestFields';
import { t as tr, type MessageKey } from '../../lib/i18n';

const SIGNED_IN = { auth: { role: ['user', 'vendor'] as ('user' | 'vendor')[] } };
const DetailQuery = t.Object({
  date: t.Optional(t.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', error: 'date must be a date as YYYY-MM-DD' })),
  done: t.Optional(t.String({ maxLength: 20 })),
});

interface Ctx {
  tenant: Tenant;
  user: Principal;
  params: { id: number };
  body: unknown;
  isHtmx: boolean;
  set: { status?: number | string; headers: Record<string, string | number> };
}

/** What each action is called on the page, after it was done. */
const DONE: Record<string, MessageKey> = {
  'more-info': 'Your question was sent to the owner.',
  answer: 'Your answer was sent to the practice.',
  report: 'The report was delivered and filed in the pet’s medical records.',
  accept: 'The owner was offered the visit and asked to pay.',
  decline: 'The request was declined and the owner told.',
  pay: 'Paid: the visit is booked.',
};

const doneNotice = (done: string | undefined) => (done && Object.hasOwn(DONE, done) ? tr(DONE[done]!) : undefined);

type Act = (deps: AppDeps, user: Principal, id: number, input: Record<string, unknown>) => Promise<unknown>;

/** Each action: the schema its form must meet, how the form's fields become its input, and the service call. */
const ACTIONS: Record<string, { schema: TSchema; input?: (v: FormValues) => unknown; act: Act }> = {
  'more-info': { schema: MessageBody, act: (d, u, id, i) => askForMoreInformation(d, u, id, i.body as string) },
  answer: { schema: MessageBody, act: (d, u, id, i) => answerMoreInformation(d, u, id, i.body as string) },
  report: { schema: ReportBody, act: (d, u, id, i) => deliverReport(d, u, id, i.report as string) },
  accept: { schema: AcceptBody, act: (d, u, id, i) => acceptHouseVisit(d, u, id, i.slot as string) },
  decline: { schema: DeclineBody, act: (d, u, id, i) => declineHouseVisit(d, u, id, i.reason as string) },
  pay: { schema: PayBody, input: payInputOf, act: (d, u, id, i) => payHouseVisit(d, u, id, i as PayInput) },
};

/** One request's page and the forms on it: a done action comes back to the page (303), a refused one shows it with the field's error. */
export const requestActionRoutes = (deps: AppDeps) => {
  const page = async (ctx: Omit<Ctx, 'body' | 'isHtmx'>, opts: { date?: string; values?: FormValues; errors?: FieldErrors; notice?: string; status?: number }) => {
    const screen = await requestScreen(deps, ctx.user, ctx.params.id, opts.date);
    ctx.set.status = opts.status ?? 200;
    return (
      <RequestPage tenant={ctx.tenant} principal={ctx.user} {...screen} values={opts.values ?? {}} errors={opts.errors ?? {}} idempotencyKey={newFormKey()} notice={opts.notice} />
    );
  };

  const act = (name: string) => async (ctx: Ctx) => {
    const action = ACTIONS[name]!;
    const { values } = formFields(ctx.body);
    const input = action.input ? action.input(values) : values;
    const errors = fieldErrors(action.schema, input);
    if (Object.keys(errors).length > 0) return page(ctx, { values, errors, status: 422 });
    try {
      await action.act(deps, ctx.user, ctx.params.id, input as Record<string, unknown>);
    } catch (error) {
      // A refusal naming no field is the errors plugin's: it shows this page again with the message inside the form sent.
      if (!(error instanceof AppError) || error.status === 404 || !error.field) throw error;
      return page(ctx, { values, errors: { [error.field]: error.message }, status: error.status });
    }
    return redirectAfterPost(ctx, `/app/requests/${ctx.params.id}?done=${name}`);
  };

  const opts = { ...SIGNED_IN, params: IdParams };
  return featureRoutes('request-action-routes', deps)
    .get('/app/requests/:id', (ctx) => page(ctx, { date: ctx.query.date, notice: doneNotice(ctx.query.done) }), { ...opts, query: DetailQuery })
    .post('/app/requests/:id/more-info', act('more-info'), opts)
    .post('/app/requests/:id/answer', act('answer'), opts)
    .post('/app/requests/:id/report', act('report'), opts)
    .post('/app/requests/:id/accept', act('accept'), opts)
    .post('/app/requests/:id/decline', act('decline'), opts)
    .post('/app/requests/:id/pay', act('pay'), opts);
};
