import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import twilio from 'twilio';
import { e164Recipient, twilioSms } from '../../../src/providers/sms/twilio';

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'twilio-test-auth-token';

interface Seen {
  method: string;
  path: string;
  authorization: string | null;
  form: URLSearchParams;
}

let server: ReturnType<typeof Bun.serve>;
const seen: Seen[] = [];

beforeAll(() => {
  // Stands in for api.twilio.com: records the request and answers like the Messages API.
  server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      const form = new URLSearchParams(await request.text());
      seen.push({ method: request.method, path: url.pathname, authorization: request.headers.get('authorization'), form });
      if (form.get('To') === '+15550000000') {
        return Response.json({ code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 }, { status: 400 });
      }
      return Response.json(
        { sid: 'SM00000000000000000000000000000001', status: 'queued', to: form.get('To'), from: form.get('From'), body: form.get('Body') },
        { status: 201 },
      );
    },
  });
});
afterAll(() => server.stop(true));

/** The library's own HTTP client, with the API host pointed at the local stand-in. */
class LocalTwilio extends twilio.RequestClient {
  override request<TData>(opts: Parameters<twilio.RequestClient['request']>[0] & { data?: TData }) {
    return super.request<TData>({ ...opts, uri: opts.uri.replace(/^https:\/\/[^/]+/, `http://127.0.0.1:${server.port}`) });
  }
}

describe('the Twilio SMS adapter', () => {
  test('sends through the twilio library: Messages API, basic auth, E.164 number, sender and body', async () => {
    const sms = twilioSms({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: '+16175550100', httpClient: new LocalTwilio() });
    await sms.send('+16175550142', 'Your VetConsult verification code is 1234.');
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(request.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`);
    expect(request.form.get('To')).toBe('+16175550142');
    expect(request.form.get('From')).toBe('+16175550100');
    expect(request.form.get('Body')).toBe('Your VetConsult verification code is 1234.');
  });

  test("a refusal from Twilio fails the send (so the caller does not report a code as sent)", async () => {
    const sms = twilioSms({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: '+16175550100', httpClient: new LocalTwilio() });
    await expect(sms.send('+15550000000', 'hello')).rejects.toThrow(/not a valid phone number/);
  });

  test('numbers go as stored, in E.164, whatever their country; nothing is assumed', async () => {
    const sms = twilioSms({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: '+16175550100', httpClient: new LocalTwilio() });
    await sms.send('+447700900123', 'hello');
    expect(seen.at(-1)!.form.get('To')).toBe('+447700900123');
    expect(e164Recipient('+34612345678')).toBe('+34612345678');
    const before = seen.length;
    await expect(sms.send('6175550142', 'hello')).rejects.toThrow(/E\.164/);
    await expect(sms.send('447700900123', 'hello')).rejects.toThrow(/E\.164/);
    expect(seen.length).toBe(before);
  });
});
