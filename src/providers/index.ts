import { join } from 'node:path';
import type { Config } from '../config';
import type { Db } from '../../db/client';
import type { SmsProvider } from './sms/sms';
import type { MailProvider, MailTransport } from './mail/mail';
import { outboxSms } from './sms/outbox';
import { outboxMail } from './mail/outbox';
import type { StorageProvider } from './storage/storage';
import { localStorage, type LocalStorage } from './storage/local';
import type { PaymentsProvider } from './payments/payments';
import { SANDBOX_LEDGER, sandboxPayments } from './payments/sandbox';
import type { VideoProvider } from './video/video';
import { webrtcVideo } from './video/webrtc';
import { appNow } from '../lib/clock';
import { createLogger, type Logger } from '../lib/log';
import type { Bus } from './bus/bus';
import { memoryBus } from './bus/memory';

export interface Providers {
  sms: SmsProvider;
  mail: MailProvider;
  /** What delivers the outbox's e-mails (MAIL=smtp); none with MAIL=outbox, where the row is the delivery. */
  mailTransport?: MailTransport;
  storage: StorageProvider & Partial<Pick<LocalStorage, 'pathOf' | 'checkUpload'>>;
  payments: PaymentsProvider;
  video: VideoProvider;
  /** Between the app's processes (live rooms): Redis with REDIS_URL, else this process only. Absent in older test setups: in-process. */
  bus?: Bus;
}

/**
 * Picks each provider as configured; the embedded defaults work offline. config.ts has checked the keys.
 * A hosted provider's module (and its SDK) is imported only when it is the one configured: together
 * they took over a second of every start.
 */
export async function createProviders(config: Config, db: Db, clock: () => Date = appNow, log?: Logger): Promise<Providers> {
  const sms =
    config.sms.provider === 'twilio'
      ? (await import('./sms/twilio')).twilioSms({ accountSid: config.sms.twilioAccountSid!, authToken: config.sms.twilioAuthToken!, from: config.sms.twilioFrom! })
      : outboxSms(db);
  const mailTransport = config.mail.provider === 'smtp' ? (await import('./mail/smtp')).smtpMail({ smtpUrl: config.mail.smtpUrl!, from: config.mail.from }) : undefined;
  // Every e-mail is written to the outbox; with a transport, one sender delivers it from there.
  const mail = outboxMail(db, mailTransport?.name);
  const payments =
    config.payments.provider === 'stripe'
      ? (await import('./payments/stripe')).stripePayments({ secretKey: config.payments.stripeSecretKey!, webhookSecret: config.payments.stripeWebhookSecret!, apiUrl: config.payments.stripeApiUrl })
      : sandboxPayments(join(config.dataDir, SANDBOX_LEDGER));
  const video =
    config.video.provider === 'vonage'
      ? (await import('./video/vonage')).vonageVideo({ applicationId: config.video.vonageApplicationId!, privateKey: config.video.vonagePrivateKey!, videoHost: config.video.vonageVideoHost })
      : webrtcVideo(config.video.iceServers, config.video.turn);
  const { storage: s3 } = config;
  const storage =
    s3.provider === 's3'
      ? (await import('./storage/s3')).s3Storage({ bucket: s3.bucket!, region: s3.region!, endpoint: s3.endpoint, accessKeyId: s3.accessKeyId!, secretAccessKey: s3.secretAccessKey! })
      : localStorage(config.dataDir, config.jwtSecret, clock);
  const bus = config.redisUrl ? (await import('./bus/redis')).redisBus(config.redisUrl, log ?? createLogger('error')) : memoryBus();
  return { sms, mail, mailTransport, storage, payments, video, bus };
}
