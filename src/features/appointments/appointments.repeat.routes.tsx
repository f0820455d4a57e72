import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { PRACTICE_APPOINTMENTS } from '../../lib/paths';
import { zoneMessage } from '../../lib/time';
import { readerZone } from '../listings/listings.zone';
import { bookRepeat, cardFieldOf, repeatView, type RepeatQuery } from './appointments.repeat';
import { AppError } from '../../lib/errors';
import { RepeatPage } from './views/RepeatPage';

const IdParams = t.Object({ id: t.Numeric({ minimum: 1, error: 'id must be an appointment id' }) });
const Repeat = {
  every: t.Optional(t.Numeric({ minimum: 1, maximum: 52, error: 'every must be a whole number of days or weeks from 1 to 52' })),
  unit: t.Optional(t.Union([t.Literal('day'), t.Literal('week')], { error: 'unit must be day or week' })),
  count: t.Optional(t.Numeric({ minimum: 1, maximum: 52, error: 'count must be from 1 to 52 visits' })),
  tz: t.Optional(t.String({ minLength: 1, maxLength: 64, error: zoneMessage() })),
};
const RepeatParams = t.Object(Repeat, { additionalProperties: true });
const RepeatForm = t.Object(
  {
    ...Repeat,
    pay: t.Optional(t.Union([t.Literal('each'), t.Literal('upfront')], { error: 'pay must be each or upfront' })),
    waive: t.Optional(t.String({ maxLength: 5 })),
    key: t.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_:.-]+$', error: 'idempotencyKey must be 8–100 letters, digits, _ : . or -' }),
    cardName: t.Optional(t.String({ maxLength: 120 })),
    cardNumber: t.Optional(t.String({ maxLength: 19 })),
    expDt: t.Optional(t.String({ maxLength: 7 })),
    ccv: t.Optional(t.String({ maxLength: 4 })),
  },
  { additionalProperties: true },
);

/** The answers to refused visits, `c<visit>=<slot or skip>`, among a form's fields. */
function choicesIn(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).flatMap(([name, value]) => (/^c\d{1,2}$/.test(name) && typeof value === 'string' ? [[name.slice(1), value.slice(0, 40)]] : [])));
}

const queryOf = (fields: typeof RepeatParams.static): RepeatQuery => ({ every: fields.every, unit: fields.unit, count: fields.count, choices: choicesIn(fields) });

/** Repeat an appointment as a series (the practice's side): plan it, then book it. */
export const repeatRoutes = (deps: AppDeps) =>
  featureRoutes('repeat-routes', deps)
    .get(
      `${PRACTICE_APPOINTMENTS}/:id/repeat`,
      async ({ request, tenant, user, params, query }) => {
        const zone = query.tz ?? (await readerZone(deps, request, { tenant, principal: user }));
        const view = await repeatView(deps, user, params.id, zone, queryOf(query));
        return <RepeatPage view={view} tenant={tenant} principal={user} />;
      },
      { auth: { role: 'vendor' }, params: IdParams, query: RepeatParams },
    )
    .post(
      '/app/appointments/:id/repeat',
      async ({ request, tenant, user, params, body, set }) => {
        const zone = body.tz ?? (await readerZone(deps, request, { tenant, principal: user }));
        const query = { ...queryOf(body), every: body.every ?? 1, unit: body.unit ?? 'week', count: body.count ?? 1 };
        const card = body.cardNumber ? { name: body.cardName ?? '', cardNumber: body.cardNumber, expDt: body.expDt ?? '', ccv: body.ccv ?? '' } : undefined;
        const pay = { pay: body.pay ?? 'each', waive: body.waive === 'true' };
        const booked = await bookRepeat(deps, user, params.id, zone, { ...query, ...pay, key: body.key, payment: card }).catch(async (error: unknown) => {
          if (!(error instanceof AppError) || error.status === 404 || error.status >= 500) throw error;
          // Refused (a declined card, a card typed wrong): the plan again, paid as typed but the card's number and code, the message beside its field.
          set.status = error.status;
          const refusal = { message: error.message, field: cardFieldOf(error), payment: { ...pay, cardName: body.cardName ?? '', expDt: body.expDt ?? '' } };
          return { refusal, view: await repeatView(deps, user, params.id, zone, query) };
        });
        if ('refusal' in booked) return <RepeatPage view={booked.view} tenant={tenant} principal={user} refusal={booked.refusal} />;
        const { answer } = booked;
        const view = await repeatView(deps, user, params.id, zone, 'choose' in answer ? query : {});
        // Someone took a visit's time meanwhile: the plan again, with its alternatives.
        return <RepeatPage view={view} tenant={tenant} principal={user} booked={'choose' in answer ? undefined : answer.visits} />;
      },
      { auth: { role: 'vendor' }, params: IdParams, body: RepeatForm },
    );
