import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { createTestApp, type TestApp } from '../../helpers/app';
import { bearer } from '../../helpers/accounts';
import { PDF, PNG, demoOwner } from '../features/records/helpers';

/** STORAGE=s3 against a real S3-compatible server (s3rver) started here on a free port. */
let server: S3rver;
let dir: string;
let app: TestApp;
let token: string;
let petId: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vetconsult-s3-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'records', configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  app = await createTestApp({
    env: { STORAGE: 's3', S3_BUCKET: 'records', S3_REGION: 'us-east-1', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
  });
  const demo = await demoOwner(app);
  token = demo.token;
  petId = demo.pets[0]!.id;
}, 30_000);
afterAll(async () => {
  app.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function register() {
  const res = await app.request('/api/files/private', { method: 'POST', headers: bearer(token), json: { fileName: 'xray.pdf', fileType: 'application/pdf', serviceType: 'phr' } });
  expect(res.status).toBe(200);
  return (await res.json()) as { fileUrl: string; uploadUrl: string };
}

describe('S3 storage (presigned URLs)', () => {
  test('the browser PUTs to a presigned address; the record uses the file; its owner reads it through a presigned GET', async () => {
    const { fileUrl, uploadUrl } = await register();
    expect(uploadUrl).toContain('X-Amz-Signature=');
    const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: PDF as BodyInit });
    expect(put.status).toBe(200);
    const created = await app.request(`/api/pets/${petId}/records`, { method: 'POST', headers: bearer(token), json: { category: 'imaging', details: { name: 'Chest', date: '2026-09-01', type: 'XRay', files: [fileUrl] } } });
    expect(created.status).toBe(201);
    const read = await app.request(fileUrl, { headers: bearer(token) });
    expect(read.status).toBe(302);
    const bytes = new Uint8Array(await (await fetch(read.headers.get('location')!)).arrayBuffer());
    expect(bytes).toEqual(new Uint8Array(PDF));
    expect((await app.request(fileUrl)).status).toBe(404);
  });

  test('bytes that are not what was declared are refused when the record uses them, and removed', async () => {
    const { fileUrl, uploadUrl } = await register();
    expect((await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: PNG })).status).toBe(200);
    const created = await app.request(`/api/pets/${petId}/records`, { method: 'POST', headers: bearer(token), json: { category: 'imaging', details: { name: 'Chest', date: '2026-09-01', type: 'XRay', files: [fileUrl] } } });
    expect(created.status).toBe(422);
    expect(((await created.json()) as { field: string }).field).toBe('files');
    expect(await app.deps.providers.storage.head(fileUrl.replace('/files/', ''), 10)).toBeNull();
  });
});
