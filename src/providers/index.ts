import { ConfigError, type Config } from '../config';
import type { Db } from '../../db/client';
import type { SmsProvider } from './sms/sms';
import type { MailProvider } from './mail/mail';
import { outboxSms } from './sms/outbox';
import { twilioSms } from './sms/twilio';
import { outboxMail } from './mail/outbox';
import { smtpMail } from './mail/smtp';
import type { StorageProvider } from './storage/storage';
import { localStorage } from './storage/local';
import type { PaymentsProvider } from './payments/payments';
import { sandboxPayments } from './payments/sandbox';
import { stripePayments } from './payments/stripe';
import type { VideoProvider } from './video/video';
import { webrtcVideo } from './video/webrtc';
import { vonageVideo } from './video/vonage';

export interface Providers {
  sms: SmsProvider;
  mail: MailProvider;
  storage: StorageProvider & { pathOf?(key: string): string | null };
  payments: PaymentsProvider;
  video: VideoProvider;
}

/** Picks each provider as configured; the embedded defaults work offline. config.ts has checked the keys. */
export function createProviders(config: Config, db: Db): Providers {
  const sms =
    config.sms.provider === 'twilio'
      ? twilioSms({ accountSid: config.sms.twilioAccountSid!, authToken: config.sms.twilioAuthToken!, from: config.sms.twilioFrom! })
      : outboxSms(db);
  const mail = config.mail.provider === 'smtp' ? smtpMail({ smtpUrl: config.mail.smtpUrl!, from: config.mail.from }) : outboxMail(db);
  if (config.storage.provider !== 'local') throw new ConfigError(`STORAGE=${config.storage.provider} is not available in this build`);
  const payments =
    config.payments.provider === 'stripe'
      ? stripePayments({ secretKey: config.payments.stripeSecretKey!, webhookSecret: config.payments.stripeWebhookSecret!, apiUrl: config.payments.stripeApiUrl })
      : sandboxPayments();
  const video =
    config.video.provider === 'vonage'
      ? vonageVideo({ applicationId: config.video.vonageApplicationId!, privateKey: config.video.vonagePrivateKey! })
      : webrtcVideo(config.video.iceServers);
  return { sms, mail, storage: localStorage(config.dataDir), payments, video };
}
