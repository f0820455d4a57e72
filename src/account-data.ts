/** Who holds an owner's data, filled once per app: each feature's part of the archive and the erasure (decision 0051). */
import type { AppDeps } from './deps';
import { accountDataPort, practiceClosingPort } from './features/accounts/accounts.data';
import { bookingAccountData, cancelPracticeUpcoming, practiceMoneyHeld } from './features/booking/booking.account-data';
import { petsAccountData } from './features/pets/pets.account-data';
import { recordsAccountData } from './features/records/records.account-data';
import { sessionsAccountData } from './features/sessions/sessions.account-data';
import { requestsAccountData } from './features/requests/requests.account-data';
import { intakeAccountData } from './features/intake/intake.account-data';
import { telehealthAccountData } from './features/telehealth/telehealth.account-data';
import { prescriptionsAccountData } from './features/prescriptions/prescriptions.account-data';
import { waitlistAccountData } from './features/waitlist/waitlist.account-data';
import { remindersAccountData } from './features/reminders/reminders.account-data';
import { calendarFeedsAccountData } from './features/calendar-feeds/calendar-feeds.account-data';
import { notificationsAccountData } from './features/notifications/notifications.account-data';
import { publicSiteAccountData } from './features/public-site/public-site.account-data';
import { customersAccountData } from './features/customers/customers.account-data';

/**
 * The parts, in the order deletion runs them: sessions first (an open room refuses it), the waitlist
 * before booking (its offer holds go back), booking's cancellations, then the rest.
 */
export const ACCOUNT_DATA_PARTS = [
  sessionsAccountData,
  waitlistAccountData,
  bookingAccountData,
  petsAccountData,
  recordsAccountData,
  requestsAccountData,
  intakeAccountData,
  telehealthAccountData,
  prescriptionsAccountData,
  remindersAccountData,
  calendarFeedsAccountData,
  notificationsAccountData,
  publicSiteAccountData,
  customersAccountData,
] as const;

export function provideAccountData(deps: AppDeps): void {
  accountDataPort.provide(deps, ACCOUNT_DATA_PARTS);
  practiceClosingPort.provide(deps, { moneyHeld: practiceMoneyHeld, cancelUpcoming: cancelPracticeUpcoming });
}
