import type { AccountDataPart } from '../accounts/accounts.data';
import { findPrescriptionsOfOwner, findRefillsOfOwner } from './prescriptions.account-data.repo';

/** prescriptions.json: what practices prescribed for the owner's pets and the refills asked; kept by the practice (the law asks it). */
export const prescriptionsAccountData: AccountDataPart = {
  name: 'prescriptions',
  tables: ['prescriptions', 'refill_requests'],
  async archive(deps, person) {
    const db = deps.database.db;
    const written = (await findPrescriptionsOfOwner(db, person.id)).map(({ signature: _s, ...rx }) => rx);
    const refills = await findRefillsOfOwner(db, person.id);
    return [{ path: 'prescriptions.json', data: `${JSON.stringify({ prescriptions: written, refill_requests: refills }, null, 2)}\n` }];
  },
};
