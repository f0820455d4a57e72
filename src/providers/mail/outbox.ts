import type { Db } from '../../../db/client';
import { outbox } from '../../../db/schema';
import { writeTogether } from '../../../db/group-commit';
import type { MailMessage, MailProvider } from './mail';

/** The offline default: the e-mail is recorded in the outbox (listed at /dev/outbox). */
export function outboxMail(db: Db): MailProvider {
  const row = (message: MailMessage) => ({
    channel: 'email' as const,
    to: message.to,
    subject: message.subject,
    body: message.text,
    html: message.html ?? null,
    attachments: message.attachments ?? null,
    message_key: message.key ?? null,
  });
  return {
    name: 'outbox',
    async send(message) {
      await db.insert(outbox).values(row(message)).onConflictDoNothing();
    },
    async sendAll(messages) {
      // A booking's e-mails: written with the bookings committing at the same moment; one sent again after a crash (same key) is kept once.
      if (messages.length > 0) await writeTogether(db, async (tx) => void (await tx.insert(outbox).values(messages.map(row)).onConflictDoNothing()));
    },
  };
}
