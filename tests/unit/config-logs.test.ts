import { describe, expect, test } from 'bun:test';
import { loadConfig } from '../../src/config';

const base = { DATA_DIR: '/tmp/vetconsult-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('access log and traces configuration', () => {
  test('the access log is on in production (errors-only level) and where LOG_LEVEL is info; ACCESS_LOG says otherwise', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production' })).toMatchObject({ logLevel: 'error', accessLog: true });
    expect(loadConfig({ ...base, NODE_ENV: 'production', ACCESS_LOG: '0' }).accessLog).toBe(false);
    expect(loadConfig(base)).toMatchObject({ logLevel: 'info', accessLog: true });
    expect(loadConfig({ ...base, LOG_LEVEL: 'error' }).accessLog).toBe(false);
    expect(loadConfig({ ...base, LOG_LEVEL: 'error', ACCESS_LOG: '1' }).accessLog).toBe(true);
    expect(() => loadConfig({ ...base, ACCESS_LOG: 'yes' })).toThrow('ACCESS_LOG');
  });

  test('traces are off without OTEL_EXPORTER_OTLP_ENDPOINT; a value that is no http(s) address stops start-up naming it', () => {
    expect(loadConfig(base).tracing).toBeNull();
    expect(loadConfig({ ...base, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing).toEqual({ endpoint: 'http://collector:4318', serviceName: 'vetconsult' });
    expect(loadConfig({ ...base, OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example.com', OTEL_SERVICE_NAME: 'clinic-a' }).tracing?.serviceName).toBe('clinic-a');
    expect(() => loadConfig({ ...base, OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow('OTEL_EXPORTER_OTLP_ENDPOINT');
  });
});
