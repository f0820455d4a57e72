import { describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger } from '../../../src/lib/log';
import { enterRequest, requestIdFrom } from '../../../src/lib/request-context';
import { UNMATCHED_ROUTE, routeTemplate } from '../../../src/lib/route-template';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  test('a well-formed id is kept; none, an empty one, one over 128 characters or with other characters is replaced', () => {
    for (const kept of ['a', 'req-1', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', 'lb.example/1:2@x+y=', 'x'.repeat(128)]) expect(requestIdFrom(kept)).toBe(kept);
    for (const bad of [null, '', 'x'.repeat(129), 'a\u0000b', 'a\u001fb', 'a\u007fb', 'a b', 'a"b', 'a\\b', '<script>', 'é']) expect(requestIdFrom(bad)).toMatch(UUID);
  });

  test("a line written inside a request names its id; the access line is written at the errors-only level but not when silent", async () => {
    const lines: string[] = [];
    const log = createLogger('error', (line) => lines.push(line), { access: true });
    await (async () => {
      enterRequest({ id: 'unit-1', startedMs: 0 });
      await Bun.sleep(1);
      log.error('failed', { booking_id: 7 });
      log.info('hidden');
      log.access({ method: 'GET', route: '/x', status: 200, duration_ms: 1 });
    })();
    expect(lines.map((line) => JSON.parse(line))).toMatchObject([
      { level: 'error', event: 'failed', request_id: 'unit-1', booking_id: 7 },
      { level: 'info', event: 'request', request_id: 'unit-1', route: '/x' },
    ]);
    const silent: string[] = [];
    createLogger('silent', (line) => silent.push(line), { access: true }).access({ method: 'GET', route: '/x', status: 200, duration_ms: 1 });
    expect(silent).toEqual([]);
  });

  test('the route template is the matched route, or one fixed value when none matched', () => {
    expect(routeTemplate('/api/appointments/:id')).toBe('/api/appointments/:id');
    expect(routeTemplate(undefined)).toBe(UNMATCHED_ROUTE);
    expect(routeTemplate('')).toBe(UNMATCHED_ROUTE);
  });
});

describe('tracing costs nothing when off', () => {
  test('no source file imports the OpenTelemetry packages statically (only lib/tracing imports them, when configured)', () => {
    const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
    const staticImports = files('src').filter((file) => /^import (?!type )[^;]*from '@opentelemetry\//m.test(readFileSync(file, 'utf8')));
    expect(staticImports).toEqual([]);
  });
});
