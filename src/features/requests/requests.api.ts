import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { AcceptBody, DeclineBody, HouseVisitBody, IdParams, MessageBody, PayBody, ReportBody, SecondOpinionBody } from './requests.model';
import { requestScreen } from './requests.screen';
import { requestsFor } from './requests.service';
import { answerMoreInformation, askForMoreInformation, askSecondOpinion, deliverReport } from './requests.second-opinion.service';
import { acceptHouseVisit, askHouseVisit, declineHouseVisit, payHouseVisit } from './requests.house-visit.service';

const OWNER = { auth: { role: 'user' as const } };
const SIGNED_IN = { auth: { role: ['user', 'vendor'] as ('user' | 'vendor')[] } };
const TAGS = ['requests'];
const ok = { result: 'success' as const };

/** The JSON API of second opinions and house visits: the same services as the pages. */
export const requestsApi = (deps: AppDeps) =>
  featureRoutes('requests-api', deps)
    .get('/api/requests', ({ user }) => requestsFor(deps, user), { ...SIGNED_IN, detail: { summary: "The owner's requests, or the practice's queue (a team member's: the listings they manage)", tags: TAGS } })
    .get(
      '/api/requests/:id',
      async ({ user, params }) => {
        const s = await requestScreen(deps, user, params.id);
        return { request: s.request, side: s.side, messages: s.messages, shared_records: s.shared.map(({ id, category, details, created_at, error_reason }) => ({ id, category, details, created_at, entered_in_error: error_reason })) };
      },
      { ...SIGNED_IN, params: IdParams, detail: { summary: 'One request, its thread and (second opinion) exactly the records the owner shared', tags: TAGS } },
    )
    .post('/api/requests/second-opinion', async ({ user, body, set }) => {
      set.status = 201;
      return askSecondOpinion(deps, user, body);
    }, { ...OWNER, body: SecondOpinionBody, detail: { summary: 'Asks a practice for a second opinion, sharing the chosen records; paid from the listing\'s price', tags: TAGS } })
    .post('/api/requests/house-visit', async ({ user, body, set }) => {
      set.status = 201;
      return askHouseVisit(deps, user, body);
    }, { ...OWNER, body: HouseVisitBody, detail: { summary: 'Asks a practice for a house visit', tags: TAGS } })
    .post('/api/requests/:id/more-info', async ({ user, params, body }) => (await askForMoreInformation(deps, user, params.id, body.body), ok), { ...SIGNED_IN, params: IdParams, body: MessageBody, detail: { tags: TAGS } })
    .post('/api/requests/:id/answer', async ({ user, params, body }) => (await answerMoreInformation(deps, user, params.id, body.body), ok), { ...SIGNED_IN, params: IdParams, body: MessageBody, detail: { tags: TAGS } })
    .post('/api/requests/:id/report', async ({ user, params, body }) => (await deliverReport(deps, user, params.id, body.report), ok), { ...SIGNED_IN, params: IdParams, body: ReportBody, detail: { tags: TAGS } })
    .post('/api/requests/:id/accept', async ({ user, params, body }) => (await acceptHouseVisit(deps, user, params.id, body.slot), ok), { ...SIGNED_IN, params: IdParams, body: AcceptBody, detail: { tags: TAGS } })
    .post('/api/requests/:id/decline', async ({ user, params, body }) => (await declineHouseVisit(deps, user, params.id, body.reason), ok), { ...SIGNED_IN, params: IdParams, body: DeclineBody, detail: { tags: TAGS } })
    .post('/api/requests/:id/pay', async ({ user, params, body }) => ({ result: 'success' as const, booking_id: await payHouseVisit(deps, user, params.id, body) }), {
      ...OWNER,
      params: IdParams,
      body: PayBody,
      detail: { summary: 'Pays for an accepted house visit: it becomes a booking of the practice\'s clinic consultation', tags: TAGS },
    });
