import { describe, expect, test } from 'bun:test';
import { loadConfig } from '../../../src/config';
import { createProviders } from '../../../src/providers';
import type { Db } from '../../../db/client';

const db = {} as Db;
const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp' };

describe('providers follow the configuration', () => {
  test('the outbox is the default for SMS and mail', () => {
    const providers = createProviders(loadConfig(base), db);
    expect(providers.sms.name).toBe('outbox');
    expect(providers.mail.name).toBe('outbox');
  });

  test('SMS=twilio and MAIL=smtp choose the real adapters', () => {
    const config = loadConfig({
      ...base,
      SMS: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+16175550100',
      MAIL: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    const providers = createProviders(config, db);
    expect(providers.sms.name).toBe('twilio');
    expect(providers.mail.name).toBe('smtp');
  });
});
