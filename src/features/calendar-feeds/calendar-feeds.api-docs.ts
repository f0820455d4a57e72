import { Type as t } from '@sinclair/typebox';
import { ROLE, answers, type ApiOperations } from '../../lib/api-docs';

const Kind = t.Union([t.Literal('owner'), t.Literal('vet'), t.Literal('practice')], { description: "owner: an owner's pets; vet: the listings a practice login manages; practice: every listing (root admin)" });
const Feed = t.Object({
  kind: Kind,
  live: t.Boolean(),
  since: t.Union([t.String(), t.Null()], { description: 'When the live feed was made' }),
  maker: t.Optional(t.String({ description: "The practice feed's maker: it ends with their right" })),
});
const Made = t.Object({
  ...Feed.properties,
  urls: t.Object({ https: t.String(), webcal: t.String() }, { description: 'The feed’s address, answered here only: only its hash is kept' }),
});
const TAG = 'Calendar feeds';

/** Calendar feeds (webcal): a person's appointments as a calendar subscription. */
export const calendarFeedsApiDocs: ApiOperations = {
  'GET /api/calendar-feeds': { tag: TAG, summary: 'The feeds this person may hold, and whether each is live (never its address)', session: true, responses: answers({ 200: t.Object({ feeds: t.Array(Feed) }) }, ROLE) },
  'POST /api/calendar-feeds/{kind}': { tag: TAG, summary: 'Makes the feed, or renews it (the old address stops at once); the new address is answered once', session: true, responses: answers({ 201: Made }, ROLE, 404, 422) },
  'DELETE /api/calendar-feeds/{kind}': { tag: TAG, summary: 'Turns the feed off: its address answers 404 from now on', session: true, responses: answers({ 200: t.Object({ result: t.Literal('success') }) }, ROLE, 404, 422) },
};
