import type { AccountDataPart } from '../accounts/accounts.data';
import { revokeFeedsMadeBy } from './calendar-feeds.repo';

/** The owner's calendar feed ends with their account: its address answers no one. */
export const calendarFeedsAccountData: AccountDataPart = {
  name: 'calendar-feeds',
  tables: ['calendar_feeds'],
  async erase(deps, tx, person) {
    await revokeFeedsMadeBy(tx, { user_id: person.id }, deps.clock().toISOString());
  },
};
