import { describe, expect, test } from 'bun:test';
import { loadConfig } from '../../src/config';

const base = { DATA_DIR: '/tmp/vetconsult-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('configuration', () => {
  test('defaults follow the contract', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('file:data/app.db');
    expect(config.baseDomain).toBe('localhost');
    expect(config.payments.provider).toBe('sandbox');
    expect(config.storage.provider).toBe('local');
    expect(config.sms.provider).toBe('outbox');
    expect(config.mail.provider).toBe('outbox');
    expect(config.video.provider).toBe('webrtc');
    expect(config.seedDemo).toBe(true);
    expect(config.trustProxy).toBe(false);
  });

  const missing: [Record<string, string>, string][] = [
    [{ PAYMENTS: 'stripe' }, 'STRIPE_SECRET_KEY'],
    [{ PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STORAGE: 's3' }, 'S3_BUCKET'],
    [{ SMS: 'twilio' }, 'TWILIO_ACCOUNT_SID'],
    [{ MAIL: 'smtp' }, 'SMTP_URL'],
    [{ VIDEO: 'vonage' }, 'VONAGE_APPLICATION_ID'],
    [{ NODE_ENV: 'production', JWT_SECRET: '' }, 'JWT_SECRET'],
  ];
  for (const [env, variable] of missing) {
    test(`${JSON.stringify(env)} without its keys stops start-up naming ${variable}`, () => {
      expect(() => loadConfig({ ...base, ...env })).toThrow(variable);
    });
  }

  test('a bad value names its variable', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow('PORT');
    expect(() => loadConfig({ ...base, PAYMENTS: 'paypal' })).toThrow('PAYMENTS');
  });

  test('production seeds nothing and logs errors only unless told otherwise', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'production' });
    expect(config.seedDemo).toBe(false);
    expect(config.logLevel).toBe('error');
    expect(config.production).toBe(true);
  });
});

describe('issue 20.5: the crash test pause point is test-only', () => {
  test('off by default, with a 10-minute hold', () => {
    const config = loadConfig(base);
    expect(config.testPause).toBeNull();
    expect(config.holdSeconds).toBe(600);
  });
  test('read from TEST_PAUSE and TEST_HOLD_SECONDS outside production', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'test', TEST_PAUSE: 'hold', TEST_HOLD_SECONDS: '2' });
    expect(config.testPause).toBe('hold');
    expect(config.holdSeconds).toBe(2);
  });
  for (const variable of ['TEST_PAUSE', 'TEST_HOLD_SECONDS']) {
    test(`${variable} is refused when NODE_ENV=production`, () => {
      expect(() => loadConfig({ ...base, NODE_ENV: 'production', [variable]: variable === 'TEST_PAUSE' ? 'charge' : '5' })).toThrow(`${variable} is for tests only`);
    });
  }
});

describe('the webhook sender and the loopback allowance', () => {
  test('sent every 5 seconds by default, nothing allowed past the address guard', () => {
    expect(loadConfig(base).webhooks).toEqual({ everyMs: 5_000, allowPrivateHosts: [] });
  });
  test('WEBHOOK_ALLOW_PRIVATE_HOSTS: exact host:port pairs outside production, refused in production', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'test', WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1:4555, [::1]:80' }).webhooks.allowPrivateHosts).toEqual(['127.0.0.1:4555', '[::1]:80']);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1:4555' })).toThrow('WEBHOOK_ALLOW_PRIVATE_HOSTS is for tests only');
  });
});

describe('the metrics token', () => {
  test('unset by default (only this machine may read /metrics); a short METRICS_TOKEN stops start-up naming it', () => {
    expect(loadConfig(base).metricsToken).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_TOKEN: 'a-scraper-token-of-24-chars' }).metricsToken).toBe('a-scraper-token-of-24-chars');
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow('Invalid environment variable METRICS_TOKEN');
  });
});
