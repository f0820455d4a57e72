import type { AccountDataPart } from '../accounts/accounts.data';
import { eraseOwnerFromRequests, findRequestsOfOwner } from './requests.account-data.repo';

/** requests.json: second opinions and house visits with their threads; on deletion the owner's words go. */
export const requestsAccountData: AccountDataPart = {
  name: 'requests',
  tables: ['requests', 'request_messages'],
  async archive(deps, person) {
    return [{ path: 'messages/requests.json', data: `${JSON.stringify(await findRequestsOfOwner(deps.database.db, person.id), null, 2)}\n` }];
  },
  async erase(deps, tx, person) {
    await eraseOwnerFromRequests(tx, person.id, deps.clock().toISOString());
  },
};
