/** What /metrics reads at scrape time, from the features and providers that own it (lib/metrics may not import them). */
import type { AppDeps } from './deps';
import type { ScrapeSources } from './lib/metrics/sources';
import { countDueUnsent } from './features/reminders/reminders.repo';
import { countPendingDeliveries } from './features/webhooks/webhooks.repo';
import { countOpenOffers } from './features/waitlist/waitlist.repo';
import { roomsOf } from './features/sessions/sessions.ws';
import { countUnsentEmails } from './providers/mail/outbox-sender';

export function scrapeSourcesOf(deps: AppDeps): ScrapeSources {
  const db = deps.database.db;
  return {
    remindersDue: () => countDueUnsent(db, deps.clock().toISOString()),
    webhooksPending: () => countPendingDeliveries(db),
    waitlistOffersOpen: () => countOpenOffers(db),
    // With MAIL=outbox the row is the delivery: nothing waits for a sender.
    emailsUnsent: async () => (deps.providers.mailTransport ? countUnsentEmails(db) : 0),
    rooms: () => {
      const rooms = roomsOf(deps);
      return { rooms: rooms.roomCount, sockets: rooms.size };
    },
  };
}
