import { t } from 'elysia';
import type { MessageKey } from '../../lib/i18n';
import { PaymentBody } from './booking.model';

/** A series has at most a year of weekly visits. */
export const SERIES_MAX_VISITS = 52;
/** A series' visits may lie this many days ahead (one visit alone: the usual 15). */
export const SERIES_DAYS_AHEAD = 366;

/** How often and how many: every `every` days or weeks, `count` visits from `slot`. */
const Repeat = {
  every: t.Integer({ minimum: 1, maximum: 52, error: 'every must be a whole number of days or weeks from 1 to 52' }),
  unit: t.Union([t.Literal('day'), t.Literal('week')], { error: 'unit must be day or week' }),
  count: t.Integer({ minimum: 1, maximum: SERIES_MAX_VISITS, error: 'count must be from 1 to 52 visits' }),
};

/** What to do with one visit that cannot be booked at its time: another slot, or skip it knowingly. */
const Choice = t.Object(
  {
    visit: t.Integer({ minimum: 1, maximum: SERIES_MAX_VISITS, error: 'choices: visit must be a visit number' }),
    slot: t.Optional(t.String({ format: 'date-time', error: 'slot must be an ISO 8601 instant such as 2026-12-01T14:30:00.000Z' })),
    skip: t.Optional(t.Literal(true, { error: 'choices: skip must be true' })),
  },
  { error: 'choices: each is a visit number with a slot, or with skip set to true' },
);

/** `POST /api/series/plan`: the visits a series would have, each free or not (with alternatives). */
export const SeriesPlanBody = t.Object(
  {
    vendor_listing_id: PaymentBody.properties.vendor_listing_id,
    type: PaymentBody.properties.type,
    slot: PaymentBody.properties.slot,
    userTZ: PaymentBody.properties.userTZ,
    ...Repeat,
    choices: t.Optional(t.Array(Choice, { maxItems: SERIES_MAX_VISITS })),
  },
  { additionalProperties: true },
);
export type SeriesPlanInput = typeof SeriesPlanBody.static;

/** `POST /api/series`: a booking's body (who, pet, reason, payment) and the series' repeat, choices and way of paying. */
export const SeriesBody = t.Object(
  {
    ...PaymentBody.properties,
    ...Repeat,
    pay: t.Optional(t.Union([t.Literal('each'), t.Literal('upfront')], { error: 'pay must be each or upfront' })),
    choices: t.Optional(t.Array(Choice, { maxItems: SERIES_MAX_VISITS })),
  },
  { additionalProperties: true },
);
export type SeriesInput = typeof SeriesBody.static;

export const OwnerSeriesBody = t.Object({ allowed: t.Boolean({ error: 'allowed must be true or false' }) });

export const SERIES_MESSAGES = {
  notAllowed: 'This practice does not let owners book repeat visits themselves.',
  undecided: 'Some visits cannot be booked at their time: choose another time for each, or skip it.',
  notAVisit: 'choices: there is no such visit in this series',
  notInSeries: 'This appointment is not part of a series.',
  upfrontNeedsCard: 'Paying a series up front needs the card fields.',
  nothingToBook: 'No visit is left to book.',
} as const satisfies Record<string, MessageKey>;
