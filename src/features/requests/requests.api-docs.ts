import { Type as t } from '@sinclair/typebox';
import { BODY, ROLE, answers, type ApiOperations } from '../../lib/api-docs';

const Nullable = <T extends ReturnType<typeof t.String> | ReturnType<typeof t.Integer>>(schema: T) => t.Union([schema, t.Null()]);
const Request = t.Object({
  id: t.Integer(),
  kind: t.Union([t.Literal('second_opinion'), t.Literal('house_visit')]),
  user_id: t.Integer(),
  vendor_id: t.Integer(),
  vendor_listing_id: t.Integer(),
  pet_id: t.Integer(),
  status: t.String(),
  due_at: Nullable(t.String()),
  booking_id: Nullable(t.Integer()),
  idempotency_key: Nullable(t.String()),
  details: t.Record(t.String(), t.Unknown(), { description: 'The question and shared records of an opinion; the address, reason and preferred times of a visit' }),
  created_at: t.String(),
  updated_at: Nullable(t.String()),
});
const Message = t.Object({ id: t.Integer(), request_id: t.Integer(), author_role: t.String(), author_id: Nullable(t.Integer()), kind: t.String(), body: t.String(), created_at: t.String() });
const Detail = t.Object({
  request: Request,
  side: t.String({ description: 'owner or practice: who reads' }),
  messages: t.Array(Message),
  shared_records: t.Array(
    t.Object({
      id: t.Integer(),
      category: t.String(),
      details: t.Record(t.String(), t.Unknown()),
      created_at: t.String(),
      entered_in_error: t.Union([t.String(), t.Null()], { description: 'The reason, once the entry was marked entered in error after it was shared' }),
    }),
  ),
});
const Done = t.Object({ result: t.Literal('success') });
const TAG = 'Requests';
const step = (summary: string) => ({ tag: TAG, summary, session: true, responses: answers({ 200: Done }, ROLE, BODY, 404, 409) });

/** Second opinions and house visits: the owner asks, the practice answers. */
export const requestsApiDocs: ApiOperations = {
  'GET /api/requests': { tag: TAG, summary: "The owner's requests, or the practice's queue (a team member's: the listings they manage)", session: true, responses: answers({ 200: t.Array(Request) }, ROLE) },
  'GET /api/requests/{id}': { tag: TAG, summary: 'One request with its messages and the records shared with it', session: true, responses: answers({ 200: Detail }, ROLE, 404, 422) },
  'POST /api/requests/second-opinion': { tag: TAG, summary: 'Asks a practice for a written second opinion on shared records, paid up front', session: true, responses: answers({ 201: Request }, ROLE, BODY, 402, 404, 409) },
  'POST /api/requests/house-visit': { tag: TAG, summary: 'Asks a practice for a house visit', session: true, responses: answers({ 201: Request }, ROLE, BODY, 404, 409) },
  'POST /api/requests/{id}/more-info': step('The practice asks the owner for more information'),
  'POST /api/requests/{id}/answer': step("The owner answers the practice's question"),
  'POST /api/requests/{id}/report': step('The practice delivers its written opinion'),
  'POST /api/requests/{id}/accept': step('The practice accepts a house visit with a slot'),
  'POST /api/requests/{id}/decline': step('The practice declines a house visit, with a reason'),
  'POST /api/requests/{id}/pay': {
    tag: TAG,
    summary: 'The owner pays an accepted house visit: it becomes a booking',
    session: true,
    responses: answers({ 200: t.Object({ result: t.Literal('success'), booking_id: t.Integer() }) }, ROLE, BODY, 402, 404, 409),
  },
};
