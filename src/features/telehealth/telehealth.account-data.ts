import type { AccountDataPart } from '../accounts/accounts.data';
import { findConsentsOfOwner, forgetConsentAddresses } from './telehealth.account-data.repo';

/** consents.json: each telehealth consent the owner gave; the practice keeps it as its proof, without the address. */
export const telehealthAccountData: AccountDataPart = {
  name: 'telehealth',
  tables: ['booking_telehealth', 'pet_exams'],
  async archive(deps, person) {
    return [{ path: 'consents/telehealth.json', data: `${JSON.stringify(await findConsentsOfOwner(deps.database.db, person.id), null, 2)}\n` }];
  },
  async erase(_deps, tx, person) {
    await forgetConsentAddresses(tx, person.id);
  },
};
