/**
 * The schema-driven fuzz test (issue 20): every route of the OpenAPI document at /api/docs,
 * bodies generated from its schema and mutated, with hostile hosts, cookies and tokens,
 * through app.handle. No answer may be 5xx. `runs` is the number of requests in all.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp } from './app';
import { apiLogin } from './accounts';
import { bodyText, contentType, headerSafe, hostHeader, queryText, type JsonSchema } from './fuzz-schema';

const SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');

interface Operation {
  method: string;
  path: string;
  schema?: JsonSchema;
  query: string[];
}

interface OpenApiDoc {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; parameters?: { in: string; name: string }[] }>>;
}

function operationsOf(doc: OpenApiDoc): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      out.push({
        method: method.toUpperCase(),
        path,
        schema: op.requestBody?.content?.['application/json']?.schema,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      });
    }
  }
  return out;
}

const sign = (claims: Record<string, unknown>, alg = 'HS256') => new SignJWT(claims).setProtectedHeader({ alg }).sign(SECRET);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Session tokens: real ones, validly signed ones with wrong or missing claims, unsigned, expired and garbage. */
async function tokenPool(app: TestApp): Promise<string[]> {
  const now = Math.floor(Date.now() / 1000);
  const owner = await apiLogin(app, 'owner@example.com', 'user', 'password123').catch(() => 'none');
  const vendor = await apiLogin(app, 'vet@example.com', 'vendor', 'password123').catch(() => 'none');
  const good = { id: 1, vendor_id: null, role: 'user', subrole: null, email: 'owner@example.com', pic: null, name: 'A B', tv: 0, exp: now + 3600 };
  return [
    owner,
    vendor,
    await sign({}),
    await sign({ exp: now + 3600 }),
    await sign({ ...good, id: undefined }),
    await sign({ ...good, id: { $ne: 0 } }),
    await sign({ ...good, id: [1] }),
    await sign({ ...good, id: -1 }),
    await sign({ ...good, id: 1e308 }),
    await sign({ ...good, role: 'vendor', vendor_id: { a: 1 } }),
    await sign({ ...good, role: '__proto__' }),
    await sign({ ...good, tv: 'x' }),
    await sign({ ...good, exp: 'soon' }),
    await sign({ ...good, exp: now - 10 }),
    await sign({ ...good, id: 999_999 }),
    await sign(good),
    `${b64({ alg: 'none', typ: 'JWT' })}.${b64(good)}.`,
    `${b64({ alg: 'HS256' })}.${b64(good)}.${'A'.repeat(43)}`,
    'not.a.jwt',
    'x',
    '...',
    '\u0000',
    `${b64({ alg: 'HS256' })}.%%%.x`,
  ];
}

const cookieHeader = (tokens: string[]) =>
  fc.oneof(
    fc.constant(undefined),
    fc.constantFrom(...tokens).map((t) => `session=${t}`),
    fc.string({ maxLength: 60 }),
    fc.constantFrom('session=', 'session', '=;=;', 'session=a; session=b', `session=${'a'.repeat(5000)}`, '__proto__=x'),
  );

const authorization = (tokens: string[]) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, fc.constantFrom(...tokens).map((t) => `Bearer ${t}`), fc.constantFrom('Bearer', 'Bearer ', 'Basic Zm9vOmJhcg==', 'bearer \u0000'));

const pathParam = fc.oneof(fc.integer({ min: -2, max: 50 }).map(String), fc.constantFrom('abc', '%00', '1e9', '9999999999999999999', '%F0%9F%98%80', '..'));

export function defineFuzz(runs: number, timeoutMs: number): void {
  describe(`fuzz: ${runs} hostile requests over every route of /api/docs never answer 5xx`, () => {
    let app: TestApp;
    let operations: Operation[] = [];
    let tokens: string[] = [];

    beforeAll(async () => {
      app = await createTestApp({ seed: true, env: { LOG_LEVEL: 'silent' } });
      operations = operationsOf((await (await app.request('/api/docs')).json()) as OpenApiDoc);
      tokens = await tokenPool(app);
    }, 60_000);
    afterAll(() => app.close());

    test(
      'every route, bodies from its schema and mutated, bad hosts, cookies and tokens: 0 answers ≥ 500',
      async () => {
        expect(operations.length).toBeGreaterThan(10);
        const perRoute = Math.max(1, Math.ceil(runs / operations.length));
        const failures: string[] = [];
        const statuses = new Map<number, number>();
        for (const op of operations) {
          const request = fc.record({
            body: bodyText(op.schema),
            type: contentType,
            host: hostHeader,
            cookie: cookieHeader(tokens),
            auth: authorization(tokens),
            query: queryText(op.query),
            param: pathParam,
            htmx: fc.boolean(),
          });
          await fc.assert(
            fc.asyncProperty(request, async (r) => {
              const path = op.path.replace(/\{[^}]+\}/g, r.param) + (r.query ? `?${r.query}` : '');
              const headers = new Headers();
              headers.set('host', headerSafe(r.host));
              if (r.type) headers.set('content-type', r.type);
              if (r.cookie !== undefined) headers.set('cookie', headerSafe(r.cookie));
              if (r.auth !== undefined) headers.set('authorization', headerSafe(r.auth));
              if (r.htmx) headers.set('hx-request', 'true');
              const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
              const res = await app.app.handle(new Request(`http://localhost${path}`, { method: op.method, headers, body: hasBody ? r.body : undefined }));
              await res.arrayBuffer();
              statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
              if (res.status >= 500) failures.push(`${op.method} ${path} host=${JSON.stringify(r.host)} type=${r.type} → ${res.status} body=${r.body.slice(0, 200)}`);
              return res.status < 500;
            }),
            { numRuns: perRoute, endOnFailure: true },
          ).catch((error: Error) => failures.push(`${op.method} ${op.path}: ${String((error as Error & { cause?: unknown }).cause ?? '')} ${error.message.slice(0, 400)}`));
        }
        const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
        console.log(`fuzz: ${sent} requests over ${operations.length} routes; answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
        expect(failures).toEqual([]);
      },
      timeoutMs,
    );
  });
}
