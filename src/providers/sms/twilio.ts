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

/** Numbers are stored in E.164 (lib/phone), as Twilio wants them; anything else is refused, never guessed at (+1). */
export function e164Recipient(number: string): string {
  if (!/^\+[1-9]\d{6,14}$/.test(number)) throw new Error('SMS recipient is not an E.164 number');
  return number;
}

/** Sends text messages through Twilio's Messages API (SMS=twilio). */
export function twilioSms(options: TwilioOptions): SmsProvider {
  const client = twilio(options.accountSid, options.authToken, options.httpClient ? { httpClient: options.httpClient } : {});
  return {
    name: 'twilio',
    async send(to, body) {
      await client.messages.create({ to: e164Recipient(to), from: options.from, body });
    },
  };
}
