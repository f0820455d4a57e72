import type { AccountDataPart } from '../accounts/accounts.data';
import { voidPendingOfOwner } from './reminders.account-data.repo';

/** Reminders still to send to a deleted owner are void (the account's reminder switches go off with it). */
export const remindersAccountData: AccountDataPart = {
  name: 'reminders',
  tables: ['reminders'],
  async erase(deps, tx, person) {
    await voidPendingOfOwner(tx, person.id, deps.clock().toISOString());
  },
};
