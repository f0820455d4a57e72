import type { Db } from '../../../db/client';
import { outbox } from '../../../db/schema';
import type { MailProvider } from './mail';

/** The offline default: the e-mail is recorded in the outbox (listed at /dev/outbox). */
export function outboxMail(db: Db): MailProvider {
  return {
    name: 'outbox',
    async send(message) {
      await db.insert(outbox).values({
        channel: 'email',
        to: message.to,
        subject: message.subject,
        body: message.text,
        html: message.html ?? null,
        attachments: message.attachments ?? null,
      });
    },
  };
}
