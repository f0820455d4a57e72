import twilio from 'twilio';
import type { SmsProvider } from './sms';

interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a messaging service's sender. */
  from: string;
  /** The library's HTTP client; tests point one at a local server. */
  httpClient?: twilio.RequestClient;
}

/** Numbers are kept as 10 digits without the country code (spec §5); Twilio wants E.164, +1 assumed. */
export function toE164(number: string): string {
  const digits = number.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits;
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

/** Sends text messages through Twilio's Messages API (SMS=twilio). */
export function twilioSms(options: TwilioOptions): SmsProvider {
  const client = twilio(options.accountSid, options.authToken, options.httpClient ? { httpClient: options.httpClient } : {});
  return {
    name: 'twilio',
    async send(to, body) {
      await client.messages.create({ to: toE164(to), from: options.from, body });
    },
  };
}
