import type { AccountDataPart } from '../accounts/accounts.data';
import { leaveWaitlist, myEntries } from './waitlist.service';

/** waitlist.json; before deletion the owner leaves every entry, so an offer held for them goes to the next person. */
export const waitlistAccountData: AccountDataPart = {
  name: 'waitlist',
  tables: ['waitlist_entries', 'waitlist_offers'],
  async archive(deps, person) {
    return [{ path: 'waitlist.json', data: `${JSON.stringify(await myEntries(deps, person.principal), null, 2)}\n` }];
  },
  async before(deps, person) {
    for (const entry of await myEntries(deps, person.principal)) {
      if (entry.state === 'waiting' || entry.state === 'offered') await leaveWaitlist(deps, person.principal, entry.id);
    }
  },
};
