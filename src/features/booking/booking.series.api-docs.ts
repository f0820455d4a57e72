import { Type as t } from '@sinclair/typebox';
import { BODY, ErrorBody, ROLE, answers, type ApiOperations } from '../../lib/api-docs';

const Alternative = t.Object({ start: t.String({ format: 'date-time' }), label: t.String({ description: "HH:mm in the reader's zone" }) });
const Planned = t.Union([
  t.Object({ visit: t.Integer(), slot: t.String(), state: t.Literal('free') }),
  t.Object({ visit: t.Integer(), slot: t.String(), state: t.Literal('refused'), status: t.String({ description: 'Why not, in the reader\'s language' }), alternatives: t.Array(Alternative, { description: 'The nearest free slots, that day or the next' }) }),
  t.Object({ visit: t.Integer(), state: t.Literal('skipped') }),
]);
const Outcome = t.Union([
  t.Object({ visit: t.Integer(), state: t.Literal('booked'), id: t.Integer({ description: 'The booking id' }), slot: t.String() }),
  t.Object({ visit: t.Integer(), state: t.Literal('refused'), slot: t.String(), status: t.String(), alternatives: t.Array(Alternative) }),
  t.Object({ visit: t.Integer(), state: t.Literal('skipped') }),
]);
const Plan = t.Object({ visits: t.Array(Planned) });
const Booked = t.Object({ result: t.Literal('success'), series_id: t.Integer(), visits: t.Array(Outcome) });
const Choose = t.Object(
  { result: t.Literal('choose'), status: t.String(), visits: t.Array(Planned) },
  { description: 'Nothing was booked: send choices, another slot or skip for each refused visit' },
);
const Canceled = t.Object({ series_id: t.Integer(), canceled: t.Array(t.Object({ visit: t.Integer(), id: t.Integer() })) });
const Setting = t.Object({ id: t.Integer(), owner_series: t.Boolean() });
const TAG = 'Booking';

/** Repeat visits: a series of bookings. */
export const seriesApiDocs: ApiOperations = {
  'POST /api/series/plan': {
    tag: TAG,
    summary: "A series' visits (every N days or weeks, K ≤ 52 times), each free or refused with the nearest free slots",
    session: true,
    responses: answers({ 200: Plan }, ROLE, BODY, 404),
  },
  'POST /api/series': {
    tag: TAG,
    summary: 'Books a series: each visit its own booking, paid on its own (pay: each) or all up front (pay: upfront); a card declined before any visit is booked is a 402 and books none',
    session: true,
    responses: { ...answers({ 200: Booked }, ROLE, BODY, 402, 404), 409: t.Union([Choose, ErrorBody]) },
  },
  'POST /api/appointments/{id}/cancel-onwards': {
    tag: TAG,
    summary: 'Cancels a visit of a series and every later one, each refunded as a single cancel is',
    session: true,
    responses: answers({ 200: Canceled }, ROLE, 404, 409),
  },
  'PUT /api/listings/{id}/owner-series': {
    tag: TAG,
    summary: 'Lets owners book a series on the listing themselves (off by default)',
    session: true,
    responses: answers({ 200: Setting }, ROLE, BODY, 404),
  },
};
