import { describe, expect, test } from 'bun:test';
import { loadConfig } from '../../../src/config';
import { createProviders } from '../../../src/providers';
import type { Db } from '../../../db/client';

const db = {} as Db;
const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp' };

describe('providers follow the configuration', () => {
  test('the outbox is the default for SMS and mail', async () => {
    const providers = await createProviders(loadConfig(base), db);
    expect(providers.sms.name).toBe('outbox');
    expect(providers.mail.name).toBe('outbox');
  });

  test('SMS=twilio and MAIL=smtp choose the real adapters', async () => {
    const config = loadConfig({
      ...base,
      SMS: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+16175550100',
      MAIL: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    const providers = await createProviders(config, db);
    expect(providers.sms.name).toBe('twilio');
    expect(providers.mail.name).toBe('smtp');
  });
});

describe('storage follows the configuration', () => {
  test('local disk is the default; STORAGE=s3 with its keys chooses S3', async () => {
    expect((await createProviders(loadConfig(base), db)).storage.name).toBe('local');
    const config = loadConfig({ ...base, STORAGE: 's3', S3_BUCKET: 'records', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(config.storage).toMatchObject({ provider: 's3', bucket: 'records', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', accessKeyId: 'key', secretAccessKey: 'secret' });
    expect((await createProviders(config, db)).storage.name).toBe('s3');
  });
});
