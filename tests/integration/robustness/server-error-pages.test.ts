import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rawRequest, startServer, statusOf, type RunningServer } from '../../helpers/server';
import { INPUT_MESSAGES } from '../../../src/lib/input-limits';

/** What would give away the server's insides: a stack frame, a source path, Bun's developer error page. */
const LEAKS = [/\bat .+\(.*:\d+/, /\.tsx?\b/, /\/work\//, /node_modules/, /__bunfallback/i, /DevErrorPage/i, /stack/i];

const REQUESTS: [string, string][] = [
  ['HTTP/1.0 without a Host header', 'GET / HTTP/1.0\r\n\r\n'],
  ['HTTP/1.0 API call without a Host header', 'GET /api/pets HTTP/1.0\r\nAccept: application/json\r\n\r\n'],
  ['an empty Host header', 'GET / HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n'],
  ['Host: localhost:99999999', 'GET /api/pets HTTP/1.1\r\nHost: localhost:99999999\r\nConnection: close\r\n\r\n'],
  ['a Host with a space', 'GET /login/ HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n'],
  ['a POST without a Host', 'POST /auth/login HTTP/1.0\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n\r\na=b'],
];

for (const mode of ['development', 'production'] as const) {
  describe(`issue 11.1: without a valid Host the real server answers 400 with a plain message, never a stack or source (NODE_ENV=${mode})`, () => {
    let dir: string;
    let server: RunningServer;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'vetconsult-host-'));
      server = await startServer(dir, { NODE_ENV: mode, SEED_DEMO: '0' });
    }, 60_000);
    afterAll(async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    for (const [what, raw] of REQUESTS) {
      test(what, async () => {
        const answer = await rawRequest(server.port, raw);
        expect(statusOf(answer)).toBe(400);
        expect(answer).toContain(INPUT_MESSAGES.badHost);
        expect(answer.length).toBeLessThan(2_000);
        for (const leak of LEAKS) expect(answer).not.toMatch(leak);
      });
    }

    test('a normal request on the same server still works', async () => {
      const answer = await rawRequest(server.port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      expect(statusOf(answer)).toBe(200);
    });
  });
}

describe('issue 11.1: whatever escapes the app, Bun never shows its developer error page', () => {
  test('the server runs with development off and a plain 500 for anything thrown past the error handler', async () => {
    const { serveOptions } = await import('../../../src/serve-options');
    const logged: string[] = [];
    const { createLogger } = await import('../../../src/lib/log');
    const options = serveOptions(0, createLogger('error', (line) => logged.push(line)));
    expect(options.development).toBe(false);
    const res = options.error(new Error('boom at /work/src/secret.ts:12'));
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).toBe('Sorry! Something went wrong. Please try again later.');
    expect(logged.join('\n')).toContain('request_failed');
  });
});
