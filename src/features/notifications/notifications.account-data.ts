import type { AccountDataPart } from '../accounts/accounts.data';
import { forgetDeliveredTo } from './notifications.account-data.repo';

/** The copies kept of e-mails and texts already delivered to the owner go; the cancellations and the last e-mail still go out. */
export const notificationsAccountData: AccountDataPart = {
  name: 'notifications',
  tables: ['outbox'],
  async erase(_deps, tx, person) {
    await forgetDeliveredTo(tx, [person.email, ...(person.phone ? [person.phone] : [])]);
  },
};
