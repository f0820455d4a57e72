import type { Config } from '../config';
import { ConfigError } from '../config';
import type { Db } from '../../db/client';
import type { SmsProvider } from './sms/sms';
import type { MailProvider } from './mail/mail';
import { outboxSms } from './sms/outbox';
import { outboxMail } from './mail/outbox';

export interface Providers {
  sms: SmsProvider;
  mail: MailProvider;
}

/** Picks each provider as configured; the embedded defaults work offline. */
export function createProviders(config: Config, db: Db): Providers {
  if (config.sms.provider !== 'outbox') throw new ConfigError(`SMS=${config.sms.provider} is not available in this build`);
  if (config.mail.provider !== 'outbox') throw new ConfigError(`MAIL=${config.mail.provider} is not available in this build`);
  return { sms: outboxSms(db), mail: outboxMail(db) };
}
