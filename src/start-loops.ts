/** The background loops every serving process runs: each claims its rows, so several processes share the work without doing it twice. */
import type { AppDeps } from './deps';
import { startPaymentRecovery } from './features/booking/booking.recovery';
import { startReminderScheduler } from './features/reminders/reminders.scheduler';
import { startOutboxSender } from './providers/mail/outbox-sender';
import { startWebhookSender } from './features/webhooks/webhooks.sender';
import { startWaitlistScheduler } from './features/waitlist/waitlist.scheduler';
import { startExportMaker } from './features/accounts/accounts.export.job';

/** How often the sender looks for e-mails to deliver. */
const MAIL_SEND_EVERY_MS = 2_000;
/** How often a process looks for an owner's archive to make (decision 0051). */
const EXPORTS_EVERY_MS = 2_000;

/** Starts the loops; the answer stops them all. */
export function startLoops(deps: AppDeps): { stop(): Promise<void> } {
  const { config, database, providers, log, clock } = deps;
  // Payments left pending by a crash are resolved now and then every minute.
  const recovery = startPaymentRecovery(deps);
  // Reminders due are rows in the database: any process may send them, each once.
  const reminders = config.reminders.everyMs > 0 ? startReminderScheduler(deps) : null;
  // Every e-mail is an outbox row written with its change; with a mail server configured, the senders claim them.
  const transport = providers.mailTransport;
  const mailSender = transport ? startOutboxSender(database.db, transport, MAIL_SEND_EVERY_MS, clock, (id, error) => log.error('mail_send_failed', { outbox_id: id, error })) : null;
  // Webhook events are rows written with their change: any process may send them, each row claimed by one.
  const webhooks = config.webhooks.everyMs > 0 ? startWebhookSender(deps, config.webhooks.everyMs) : null;
  // Freed slots are offered to the waitlist by rows in the database: any process may run the pass.
  const waitlist = config.waitlist.everyMs > 0 ? startWaitlistScheduler(deps) : null;
  // An owner's "download everything" archive is a row: any process may claim and make it.
  const exportsMaker = startExportMaker(deps, EXPORTS_EVERY_MS);
  return {
    async stop() {
      await recovery.stop();
      await reminders?.stop();
      await mailSender?.stop();
      await webhooks?.stop();
      await waitlist?.stop();
      await exportsMaker.stop();
    },
  };
}
