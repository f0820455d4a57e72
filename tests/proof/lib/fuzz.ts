/**
 * The schema-driven fuzz (issues 20 and 17, check R3): every route of the OpenAPI document at
 * /api/docs, bodies generated from its schema and mutated, with hostile hosts, cookies and
 * tokens, through app.handle. What each request is built from; the check drives them.
 */
import fc from 'fast-check';
import { SignJWT } from 'jose';
import type { TestApp } from '../../helpers/app';
import { apiLogin } from '../../helpers/accounts';
import { bodyText, contentType, cookieText, hostHeader, queryText, type JsonSchema } from './fuzz-schema';

const SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');

export interface Operation {
  method: string;
  path: string;
  schema?: JsonSchema;
  query: string[];
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; parameters?: { in: string; name: string }[] }>>;
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
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
export async function tokenPool(app: TestApp): Promise<string[]> {
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
    cookieText,
  );

const authorization = (tokens: string[]) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, fc.constantFrom(...tokens).map((t) => `Bearer ${t}`), fc.constantFrom('Bearer', 'Bearer ', 'Basic Zm9vOmJhcg==', 'bearer \u0000'));

export const pathParam = fc.oneof(fc.integer({ min: -2, max: 50 }).map(String), fc.constantFrom('abc', '%00', '1e9', '9999999999999999999', '%F0%9F%98%80', '..'));

/** One request of the fuzz for an operation: body, content type, host, cookie, token, query, id, htmx. */
export const requestFor = (op: Operation, tokens: string[]) =>
  fc.record({
    body: bodyText(op.schema),
    type: contentType,
    host: hostHeader,
    cookie: cookieHeader(tokens),
    auth: authorization(tokens),
    query: queryText(op.query),
    param: pathParam,
    htmx: fc.boolean(),
  });
