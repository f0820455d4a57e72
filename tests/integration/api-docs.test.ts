import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { compileErrors, validate } from '@readme/openapi-parser';
import { createTestApp, type TestApp } from '../helpers/app';
import { STANDARD_FORMATS } from '../../src/plugins/api-docs/clean';
import { SESSION_COOKIE } from '../../src/plugins/session';

type Json = Record<string, unknown>;
type Doc = { openapi: string; tags: { name: string; description: string }[]; paths: Record<string, Record<string, Json>>; components: { securitySchemes: Json; schemas: Json } };

let app: TestApp;
let doc: Doc;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  doc = (await (await app.request('/api/openapi.json')).json()) as Doc;
});
afterAll(() => app.close());

/** Every keyword the document uses, with where: the walk skips the names under properties and paths. */
function keywords(value: unknown, at = '', out: { key: string; value: unknown; at: string }[] = []) {
  if (Array.isArray(value)) value.forEach((item, i) => keywords(item, `${at}/${i}`, out));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      out.push({ key, value: child, at });
      const names = ['properties', 'patternProperties', 'paths', 'schemas', 'responses', 'content', 'securitySchemes'].includes(key);
      if (names && child && typeof child === 'object') for (const [name, item] of Object.entries(child)) keywords(item, `${at}/${key}/${name}`, out);
      else keywords(child, `${at}/${key}`, out);
    }
  }
  return out;
}

const operations = () => Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })));

describe('the OpenAPI document', () => {
  test('is valid OpenAPI 3.1 to a standard parser', async () => {
    expect(doc.openapi).toStartWith('3.1');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
  });

  test('is the same JSON at /api/docs for an API client (no Accept, or JSON) and at /api/openapi.json', async () => {
    for (const headers of [{}, { accept: 'application/json' }, { accept: '*/*' }] as Record<string, string>[]) {
      const res = await app.request('/api/docs', { headers });
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual(doc);
    }
  });

  test('carries none of the validation keywords of TypeBox, and only standard formats', () => {
    const used = keywords(doc.paths).concat(keywords(doc.components));
    expect(used.filter((k) => ['error', 'requiredError', 'source', 'flags'].includes(k.key)).map((k) => `${k.at}/${k.key}`)).toEqual([]);
    expect(used.filter((k) => k.key === 'type' && typeof k.value === 'string' && !['string', 'number', 'integer', 'boolean', 'object', 'array', 'null', 'http', 'apiKey'].includes(k.value)).map((k) => `${k.at}: ${k.value}`)).toEqual([]);
    expect(used.filter((k) => k.key === 'format' && !STANDARD_FORMATS.has(String(k.value))).map((k) => `${k.at}: ${k.value}`)).toEqual([]);
    // A numeric text (an id in a path or a query) is a string with a number's pattern, or a number.
    const id = (doc.paths['/api/pets/{id}']!.get as { parameters: { name: string; schema: Json }[] }).parameters.find((p) => p.name === 'id')!.schema;
    // A choice among numbers (a pet's species code) is an integer enum.
    const species = (doc.paths['/api/pets']!.post as { requestBody: { content: Record<string, { schema: { properties: Record<string, Json> } }> } }).requestBody.content['application/json']!.schema.properties.type!;
    expect(species).toMatchObject({ type: 'integer', enum: expect.arrayContaining([1, 2]) });
    expect(id.anyOf).toEqual([{ type: 'string', pattern: '^-?[0-9]+(\\.[0-9]+)?$' }, { minimum: 1, type: 'number' }]);
  });

  test('says how to sign in: a bearer token or the session cookie, on each operation that needs one', () => {
    expect(doc.components.securitySchemes).toEqual({
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      cookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }),
    });
    const security = (key: string) => operations().find((o) => o.key === key)!.op.security;
    expect(security('GET /api/pets')).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(security('POST /api/account/login')).toEqual([]);
    expect(operations().filter((o) => !Array.isArray(o.op.security)).map((o) => o.key)).toEqual([]);
  });

  test('gives each operation one described tag, a summary, a unique operationId, a success and the shared Error for its refusals', () => {
    const tags = new Set(doc.tags.map((tag) => tag.name));
    expect(doc.tags.filter((tag) => !tag.description)).toEqual([]);
    const problems = operations().flatMap(({ key, op }) => {
      const responses = op.responses as Record<string, { content?: Record<string, { schema: Json }> }>;
      const refusals = Object.entries(responses).filter(([status]) => Number(status) >= 400 && Number(status) < 500);
      return [
        (op.tags as string[] | undefined)?.length === 1 && tags.has((op.tags as string[])[0]!) ? '' : `${key}: tags ${JSON.stringify(op.tags)}`,
        op.summary ? '' : `${key}: no summary`,
        Object.keys(responses).some((status) => status.startsWith('2')) ? '' : `${key}: no success`,
        ...refusals.map(([status, r]) => (JSON.stringify(r.content?.['application/json']?.schema ?? {}).includes('#/components/schemas/Error') ? '' : `${key} ${status}: not the Error body`)),
      ].filter(Boolean);
    });
    expect(problems).toEqual([]);
    const ids = operations().map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.components.schemas.Error).toMatchObject({ type: 'object', required: ['msg'], properties: { msg: { type: 'string' }, field: { type: 'string' } } });
  });
});

describe('the viewer at /api/docs', () => {
  test('a browser gets the offline viewer, pointed at /api/openapi.json, under a CSP of its own', async () => {
    const res = await app.request('/api/docs', { headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('vary')).toContain('Accept');
    const html = await res.text();
    expect(html).toContain('data-url="/api/openapi.json"');
    expect(html).toContain('<script src="/public/vendor/scalar/standalone.js"></script>');
    expect(html).not.toMatch(/https?:\/\//);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    // Every other page keeps the app's own policy.
    expect((await app.request('/')).headers.get('content-security-policy')).not.toContain('worker-src');
  });

  test('the viewer script is served from this origin', async () => {
    const res = await app.request('/public/vendor/scalar/standalone.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
  });
});
