import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../helpers/server';

/** An OTLP attribute as the JSON exporter writes it. */
type Attribute = { key: string; value: { stringValue?: string; intValue?: number | string } };
type ExportedSpan = { name: string; kind: number; attributes: Attribute[] };
type TraceExport = { resourceSpans: { resource: { attributes: Attribute[] }; scopeSpans: { spans: ExportedSpan[] }[] }[] };

const valueOf = (attributes: Attribute[], key: string) => {
  const value = attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue !== undefined ? Number(value.intValue) : undefined);
};

let dir: string;
let collector: ReturnType<typeof Bun.serve>;
const received: { type: string | null; body: TraceExport }[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'vetconsult-otel-'));
  // A tiny OTLP/HTTP collector on loopback: it keeps what is posted to /v1/traces.
  collector = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/v1/traces') return new Response('no', { status: 404 });
      received.push({ type: request.headers.get('content-type'), body: (await request.json()) as TraceExport });
      return Response.json({});
    },
  });
});
afterAll(() => {
  collector.stop(true);
  rmSync(dir, { recursive: true, force: true });
});

describe('OpenTelemetry', () => {
  test('OTel exports a span per request when OTEL_EXPORTER_OTLP_ENDPOINT is set', async () => {
    let server: RunningServer | undefined;
    try {
      server = await startServer(dir, { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collector.port}/`, OTEL_SERVICE_NAME: 'vetconsult-test' });
      const health = await fetch(`${server.origin}/healthz`, { headers: { 'x-request-id': 'otel-health' } });
      const pet = await fetch(`${server.origin}/api/pets/4242`, { headers: { 'x-request-id': 'otel-pet' } });
      expect([health.status, pet.status]).toEqual([200, 401]);
      expect(pet.headers.get('x-request-id')).toBe('otel-pet');
      // The spans go out in batches every 5 seconds (and at a clean stop).
      for (let i = 0; i < 150 && !JSON.stringify(received).includes('otel-pet'); i++) await Bun.sleep(100);
    } finally {
      await server?.stop();
    }
    expect(received.length).toBeGreaterThan(0);
    expect(received[0]!.type).toContain('application/json');
    const resources = received.flatMap((r) => r.body.resourceSpans);
    expect(valueOf(resources[0]!.resource.attributes, 'service.name')).toBe('vetconsult-test');
    const spans = resources.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
    const byId = (id: string) => spans.filter((span) => valueOf(span.attributes, 'request_id') === id);
    const [pet] = byId('otel-pet');
    expect(byId('otel-pet')).toHaveLength(1);
    expect(pet!.name).toBe('GET /api/pets/:id');
    // SERVER (OTLP's numbering: 2).
    expect(pet!.kind).toBe(2);
    expect(Object.fromEntries(['http.request.method', 'http.route', 'http.response.status_code'].map((key) => [key, valueOf(pet!.attributes, key)]))).toEqual({
      'http.request.method': 'GET',
      'http.route': '/api/pets/:id',
      'http.response.status_code': 401,
    });
    expect(byId('otel-health').map((span) => span.name)).toEqual(['GET /healthz']);
  }, 60_000);
});
