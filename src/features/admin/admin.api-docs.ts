import { Type as t } from '@sinclair/typebox';
import { ROLE, answers, type ApiOperations } from '../../lib/api-docs';

const Practice = t.Object({
  id: t.Integer(),
  name: t.String(),
  created_at: t.String(),
  suspended: t.Boolean(),
  listings: t.Integer(),
  bookings: t.Integer(),
  revenue: t.Integer({ description: "In the practice currency's minor units" }),
  currency: t.String(),
});
const TAG = 'Admin';

/** The platform admin's practices. */
export const adminApiDocs: ApiOperations = {
  'GET /api/admin/practices': { tag: TAG, summary: 'Practices with their listings, bookings and revenue (?q= searches names)', session: true, responses: answers({ 200: t.Object({ practices: t.Array(Practice) }) }, ROLE, 422) },
  'POST /api/admin/practices/{id}/{action}': {
    tag: TAG,
    summary: 'Suspends a practice (its pages take no bookings) or restores it',
    session: true,
    responses: answers({ 200: t.Object({ id: t.Integer(), suspended: t.Boolean() }) }, ROLE, 404, 422),
  },
};
