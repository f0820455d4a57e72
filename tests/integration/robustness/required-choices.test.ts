import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { Value } from '@sinclair/typebox/value';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, bearer, cookieHeader, countRows } from '../../helpers/accounts';
import { files, phr, pets } from '../../../db/schema';
import { RECORD_CATEGORIES } from '../../../src/lib/constants/record-categories';
import { detailsSchema } from '../../../src/features/records/records.model';

let app: TestApp;
let owner: string;
beforeAll(async () => {
  app = await createTestApp({ seed: true, env: { LOG_LEVEL: 'silent' } });
  owner = await apiLogin(app, 'owner@example.com');
}, 60_000);
afterAll(() => app.close());

const shareToken = async (petId: number) => (await app.db.select({ token: pets.share_token }).from(pets).where(eq(pets.id, petId)))[0]!.token;
const answerOf = async (res: Response) => ({ status: res.status, ...((await res.json()) as { msg: string; field?: string }) });

describe('a required choice is filled in for the caller: missing → 422 naming it, nothing changed', () => {
  for (const [label, body] of [['no body', undefined], ['null', 'null'], ['[]', '[]'], ['{}', '{}']] as const) {
    test(`POST /api/pets/<id>/share with ${label} leaves the public records link off and names "action"`, async () => {
      expect(await shareToken(1)).toBeNull();
      const res = await app.request('/api/pets/1/share', { method: 'POST', headers: { ...bearer(owner), 'content-type': 'application/json' }, body });
      expect(await answerOf(res)).toEqual({ status: 422, msg: 'action is required (on, off or renew)', field: 'action' });
      expect(await shareToken(1)).toBeNull();
    });
  }

  test('POST /api/pets/<id>/share with an empty JSON text is refused and leaves the link off', async () => {
    const res = await app.request('/api/pets/1/share', { method: 'POST', headers: { ...bearer(owner), 'content-type': 'application/json' }, body: '' });
    expect(res.status).toBe(400);
    expect(await shareToken(1)).toBeNull();
  });

  for (const [label, body] of [['an empty form', ''], ['a form with no body at all', undefined]] as const) {
    test(`the records screen's share switch posted as ${label} leaves the link off and names "action"`, async () => {
      const res = await app.request('/app/medical-records/share?pet=1', {
        method: 'POST',
        headers: { ...cookieHeader(owner), 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
      });
      expect(await answerOf(res)).toEqual({ status: 422, msg: 'action is required (on, off or renew)', field: 'action' });
      expect(await shareToken(1)).toBeNull();
    });
  }

  test('POST /api/pets/<id>/records without category is not filed under conditions: 422 naming "category"', async () => {
    const before = await countRows(app, phr);
    const res = await app.request('/api/pets/1/records', { method: 'POST', headers: bearer(owner), json: { details: { name: 'Itchy ears', date: '2026-01-01' } } });
    expect(await answerOf(res)).toEqual({ status: 422, msg: 'category is required', field: 'category' });
    expect(await countRows(app, phr)).toBe(before);
  });

  test('POST /api/files/public without serviceType is not taken for an avatar: 422 naming "serviceType"', async () => {
    const before = await countRows(app, files);
    const res = await app.request('/api/files/public', { method: 'POST', headers: bearer(owner), json: { fileName: 'me.png', fileType: 'image/png' } });
    expect(await answerOf(res)).toEqual({ status: 422, msg: 'serviceType is required', field: 'serviceType' });
    expect(await countRows(app, files)).toBe(before);
  });

  test('a picture upload with no file part names "file" (no placeholder file is assumed)', async () => {
    const res = await app.request('/app/my-profile/picture', { method: 'POST', headers: { ...cookieHeader(owner), accept: 'application/json' }, body: new FormData() });
    expect(await answerOf(res)).toEqual({ status: 422, msg: 'file is required: choose a PNG, JPEG or WebP image', field: 'file' });
  });
});

type Schema = { default?: unknown; properties?: Record<string, Schema>; required?: string[]; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[] };

/** Every required property, however nested, whose schema would fill in a value when the property is missing. */
function defaultedRequired(schema: Schema | undefined, path: string, out: string[]): string[] {
  if (!schema || typeof schema !== 'object') return out;
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const filled = 'default' in property || Value.Default(property as never, undefined) !== undefined;
    if ((schema.required ?? []).includes(key) && filled) out.push(`${path}.${key} (default ${JSON.stringify(property.default ?? Value.Default(property as never, undefined))})`);
    defaultedRequired(property, `${path}.${key}`, out);
  }
  if (schema.items) defaultedRequired(schema.items, `${path}[]`, out);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) defaultedRequired(branch, path, out);
  return out;
}

describe('no input schema defaults a required field', () => {
  test('no route of the app (body, query, params, headers) has a required property with a default', () => {
    const found: string[] = [];
    const routes = app.app.routes as unknown as { method: string; path: string; hooks?: Record<string, unknown> }[];
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      for (const part of ['body', 'query', 'params', 'headers']) defaultedRequired(route.hooks?.[part] as Schema, `${route.method} ${route.path} ${part}`, found);
    }
    expect(found).toEqual([]);
  });

  test("no schema exported by a feature's model file, nor any record category's details, has a required property with a default", async () => {
    const found: string[] = [];
    const features = join(import.meta.dir, '../../../src/features');
    for (const feature of readdirSync(features)) {
      for (const file of readdirSync(join(features, feature)).filter((f) => f.endsWith('.model.ts'))) {
        const exports = (await import(join(features, feature, file))) as Record<string, unknown>;
        for (const [name, value] of Object.entries(exports)) {
          if (value && typeof value === 'object' && 'properties' in value) defaultedRequired(value as Schema, `${feature}/${file} ${name}`, found);
        }
      }
    }
    for (const category of RECORD_CATEGORIES) defaultedRequired(detailsSchema(category) as Schema, `records details ${category.key}`, found);
    expect(found).toEqual([]);
  });
});
