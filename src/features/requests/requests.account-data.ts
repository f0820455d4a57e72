import type { AppDeps } from '../../deps';
import type { SecondOpinionDetails } from '../../../db/schema';
import type { AccountDataPart, AccountPerson } from '../accounts/accounts.data';
import { refundServiceInFull } from '../booking/booking.second-opinion-payment';
import { eraseOwnerFromRequests, findOpenPaidOpinionsOfOwner, findRequestsOfOwner } from './requests.account-data.repo';
import { advanceRequest } from './requests.repo';
import { tell } from './requests.service';

/**
 * Before the erasure: each paid second opinion still waiting for its report will not be delivered,
 * so what was paid is refunded in full through the payments provider (recorded on the payment),
 * the request ends as canceled by the owner, and the practice is e-mailed with the refund.
 */
async function refundOpenOpinions(deps: AppDeps, person: AccountPerson): Promise<void> {
  for (const request of await findOpenPaidOpinionsOfOwner(deps.database.db, person.id)) {
    const details = request.details as SecondOpinionDetails;
    const receipt = await refundServiceInFull(deps, details.payment_id!);
    const ended = { status: 'canceled' as const, details: { ...details, canceled_by: 'owner' as const } };
    const moved = await advanceRequest(deps.database.db, request.id, ['open', 'more_info'], ended, null, deps.clock().toISOString());
    if (moved) await tell(deps, request, 'opinion_canceled', { receipt });
  }
}

/** requests.json: second opinions and house visits with their threads; on deletion the owner's words go. */
export const requestsAccountData: AccountDataPart = {
  name: 'requests',
  tables: ['requests', 'request_messages'],
  async archive(deps, person) {
    return [{ path: 'messages/requests.json', data: `${JSON.stringify(await findRequestsOfOwner(deps.database.db, person.id), null, 2)}\n` }];
  },
  before: refundOpenOpinions,
  async erase(deps, tx, person) {
    await eraseOwnerFromRequests(tx, person.id, deps.clock().toISOString());
  },
};
