import type { Db } from '../../../db/client';
import { outbox } from '../../../db/schema';
import type { SmsProvider } from './sms';

/** The offline default: the message is recorded in the outbox (listed at /dev/outbox). */
export function outboxSms(db: Db): SmsProvider {
  return {
    name: 'outbox',
    async send(to, body) {
      await db.insert(outbox).values({ channel: 'sms', to, body });
    },
  };
}
