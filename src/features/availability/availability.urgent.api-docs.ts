import { Type as t } from '@sinclair/typebox';
import { BODY, ROLE, answers, type ApiOperations } from '../../lib/api-docs';

const Day = t.Object({
  id: t.Integer({ description: 'The listing' }),
  title: t.String(),
  timezone: t.String(),
  date: t.String({ description: "The day shown, YYYY-MM-DD in the listing's zone" }),
  holds: t.Boolean({ description: 'Whether the listing holds urgent slots back' }),
  released: t.Boolean({ description: "Whether that day's are open to everyone" }),
});
const Release = t.Object({ listing_id: t.Integer(), date: t.String(), at: t.String(), by: t.Union([t.String(), t.Null()]) });
const TAG = 'Availability';

/** Urgent slots (same-day capacity) for the practice. */
export const urgentApiDocs: ApiOperations = {
  'GET /api/urgent': { tag: TAG, summary: 'The listings this practice person works with, a day of each (?listing=&date=) and the latest releases', session: true, responses: answers({ 200: t.Object({ listings: t.Array(Day), releases: t.Array(Release) }) }, ROLE, 422) },
  'POST /api/urgent/release': {
    tag: TAG,
    summary: "Releases a day's urgent slots of a listing to everyone (changed: false when it already was)",
    session: true,
    responses: answers({ 200: t.Object({ listing_id: t.Integer(), date: t.String(), released: t.Literal(true), changed: t.Boolean() }) }, ROLE, BODY, 404),
  },
};
