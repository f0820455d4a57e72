import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestApp } from '../../../helpers/app';
import { cookieHeader } from '../../../helpers/accounts';

type Verify = (rawBody: string, header: string, secret: string, toleranceSeconds?: number, nowSeconds?: number) => boolean;

/** The verification recipe exactly as docs/webhooks.md prints it, written to a file and imported. */
export async function documentedRecipe(): Promise<Verify> {
  const doc = readFileSync(resolve(import.meta.dir, '../../../../docs/webhooks.md'), 'utf8');
  const code = /<!-- recipe:start -->\s*```ts\n([\s\S]*?)```\s*<!-- recipe:end -->/.exec(doc)?.[1];
  if (!code) throw new Error('docs/webhooks.md has no recipe between its markers');
  const file = join(mkdtempSync(join(tmpdir(), 'webhook-recipe-')), 'verify.ts');
  writeFileSync(file, code);
  return ((await import(file)) as { verifyVetConsultSignature: Verify }).verifyVetConsultSignature;
}

export interface Received {
  id: string;
  type: string;
  path: string;
  signature: string;
  body: string;
  status: number;
  /** The app's clock at receipt, in unix seconds (the clock is moved in these tests). */
  at: number;
}

/** A receiver on loopback; `answer` says the status for the n-th request of an event id (from 1) on a path. */
export function startReceiver(answer: (n: number, path: string) => number, now: () => Date) {
  const received: Received[] = [];
  const counts = new Map<string, number>();
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      const body = await request.text();
      const path = new URL(request.url).pathname;
      const id = request.headers.get('VetConsult-Event-Id') ?? '';
      const n = (counts.get(`${path} ${id}`) ?? 0) + 1;
      counts.set(`${path} ${id}`, n);
      const status = answer(n, path);
      const type = request.headers.get('VetConsult-Event-Type') ?? '';
      received.push({ id, type, path, signature: request.headers.get('VetConsult-Signature') ?? '', body, status, at: Math.floor(now().getTime() / 1000) });
      return new Response(status === 200 ? 'ok' : 'no', { status });
    },
  });
  return { received, port: server.port!, stop: () => server.stop(true) };
}

/** Adds an endpoint through Settings → Webhooks as a browser would (every event unless told). */
export function addEndpoint(app: TestApp, token: string, url: string, events?: string[], extra: Record<string, string> = {}) {
  const form = new URLSearchParams({ url });
  for (const type of events ?? ['booking.created', 'booking.confirmed', 'booking.canceled', 'booking.rescheduled', 'request.created', 'request.answered', 'record.added']) form.append('events', type);
  return app.request('/app/settings/webhooks/new', { method: 'POST', headers: { ...cookieHeader(token), 'content-type': 'application/x-www-form-urlencoded', ...extra }, body: form.toString() });
}
