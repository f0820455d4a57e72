import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { bearer, countRows } from '../../../helpers/accounts';
import { files } from '../../../../db/schema';
import { MAX_RECORD_FILE_BYTES } from '../../../../src/features/files/files.model';
import { PDF, PNG, demoOwner, upload } from './helpers';

let app: TestApp;
let token: string;
let now = new Date();

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  token = (await demoOwner(app)).token;
});
afterAll(() => app.close());

/** Every file under the uploads folder (to prove a refused upload wrote nothing). */
function storedFiles(): string[] {
  const root = join(app.deps.config.dataDir, 'uploads');
  const walk = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)])) : []);
  return walk(root);
}

async function register(fileType = 'application/pdf', fileName = 'scan.pdf') {
  const res = await app.request('/api/files/private', { method: 'POST', headers: bearer(token), json: { fileName, fileType, serviceType: 'phr' } });
  expect(res.status).toBe(200);
  return (await res.json()) as { fileUrl: string; uploadUrl: string };
}

const put = (url: string, body: Uint8Array, type = 'application/pdf') => app.request(url, { method: 'PUT', headers: { 'content-type': type }, body: body as BodyInit });

describe('uploads (spec §7): register, PUT the bytes, 200 = done', () => {
  test('a PDF and a PNG go through and are served to their owner with their kind', async () => {
    const pdf = await upload(app, token, PDF);
    const png = await upload(app, token, PNG, 'image/png', 'photo.png');
    const res = await app.request(pdf, { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(PDF));
    expect((await app.request(png, { headers: bearer(token) })).headers.get('content-type')).toBe('image/png');
  });

  test('content that is not what was declared, or not allowed at all, is refused (415) and nothing is written', async () => {
    const before = storedFiles().length;
    const declaredPdf = await register();
    expect((await put(declaredPdf.uploadUrl, PNG)).status).toBe(415);
    const text = await register();
    expect((await put(text.uploadUrl, new TextEncoder().encode('<script>alert(1)</script>'))).status).toBe(415);
    expect(storedFiles().length).toBe(before);
  });

  test('a declared type outside the allow-list is refused naming fileType', async () => {
    const res = await app.request('/api/files/private', { method: 'POST', headers: bearer(token), json: { fileName: 'x.html', fileType: 'text/html', serviceType: 'phr' } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { field: string }).field).toBe('fileType');
  });

  test('a file over the size cap is refused (413) and nothing is written', async () => {
    const before = storedFiles().length;
    const { uploadUrl } = await register();
    const big = new Uint8Array(MAX_RECORD_FILE_BYTES + 1);
    big.set(PDF);
    expect((await put(uploadUrl, big)).status).toBe(413);
    expect(storedFiles().length).toBe(before);
  });

  test('an expired address is refused (403) and nothing is written', async () => {
    const before = storedFiles().length;
    const { uploadUrl } = await register();
    now = new Date(Date.now() + 11 * 60 * 1000);
    try {
      expect((await put(uploadUrl, PDF)).status).toBe(403);
    } finally {
      now = new Date();
    }
    expect(storedFiles().length).toBe(before);
  });

  test('an altered signature, size cap, expiry or key is refused and nothing is written', async () => {
    const before = storedFiles().length;
    const { uploadUrl } = await register();
    const url = new URL(uploadUrl, 'http://localhost');
    const other = await register();
    const variants: [string, string][] = [
      ['sig', url.searchParams.get('sig')!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))],
      ['max', String(MAX_RECORD_FILE_BYTES * 10)],
      ['exp', String(Number(url.searchParams.get('exp')) + 3600)],
      ['key', new URL(other.uploadUrl, 'http://localhost').searchParams.get('key')!],
    ];
    for (const [name, value] of variants) {
      const altered = new URL(url);
      altered.searchParams.set(name, value);
      const res = await put(altered.pathname + altered.search, PDF);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(storedFiles().length).toBe(before);
  });

  test('path tricks are refused with 4xx: ../, absolute paths and NUL, in the key or in the file name', async () => {
    const before = storedFiles().length;
    const rows = await countRows(app, files);
    const { uploadUrl } = await register();
    const url = new URL(uploadUrl, 'http://localhost');
    for (const key of ['../../etc/passwd', '/etc/passwd', 'private/phr/../../../x.pdf', `private/phr/a\u0000.pdf`, '..%2f..%2fx.pdf']) {
      const altered = new URL(url);
      altered.searchParams.set('key', key);
      const res = await put(altered.pathname + altered.search, PDF);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    for (const fileName of ['../../etc/passwd', '/etc/passwd', 'C:\\Windows\\x.pdf', 'a\u0000.pdf', '..']) {
      const res = await app.request('/api/files/private', { method: 'POST', headers: bearer(token), json: { fileName, fileType: 'application/pdf', serviceType: 'phr' } });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { field: string }).field).toBe('fileName');
    }
    const traversal = await app.request('/files/private/phr/..%2F..%2Fjwt-secret', { headers: bearer(token) });
    expect(traversal.status).toBeGreaterThanOrEqual(400);
    expect(traversal.status).toBeLessThan(500);
    expect(storedFiles().length).toBe(before);
    expect(await countRows(app, files)).toBe(rows + 1);
  });

  test('an address is used once: a second PUT is refused', async () => {
    const { uploadUrl } = await register();
    expect((await put(uploadUrl, PDF)).status).toBe(200);
    expect((await put(uploadUrl, PNG, 'image/png')).status).toBe(409);
  });

  test('signed-out callers cannot register uploads', async () => {
    const res = await app.request('/api/files/private', { method: 'POST', json: { fileName: 'a.pdf', fileType: 'application/pdf', serviceType: 'phr' } });
    expect(res.status).toBe(401);
  });

  test('deleting a record deletes its files', async () => {
    const { pets } = await demoOwner(app);
    const fileUrl = await upload(app, token, PDF);
    const created = await app.request(`/api/pets/${pets[0]!.id}/records`, { method: 'POST', headers: bearer(token), json: { category: 'misc', details: { name: 'Receipt', date: '2026-09-09', files: [fileUrl] } } });
    const { id } = (await created.json()) as { id: number };
    expect((await app.request(fileUrl, { headers: bearer(token) })).status).toBe(200);
    expect((await app.request(`/api/records/${id}`, { method: 'DELETE', headers: bearer(token) })).status).toBe(200);
    expect((await app.request(fileUrl, { headers: bearer(token) })).status).toBe(404);
    expect(storedFiles().some((path) => fileUrl.endsWith(path.split('/').pop()!))).toBe(false);
  });
});

describe('the API documentation', () => {
  test('/api/docs describes the pets, records and files calls', async () => {
    const doc = (await (await app.request('/api/docs')).json()) as { paths: Record<string, unknown> };
    for (const path of ['/api/pets/{id}', '/api/pets/{id}/records', '/api/records/{id}', '/api/records/categories', '/api/pets/{id}/export', '/api/pets/{id}/share', '/api/files/{accessType}']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});

describe('a browser without scripts', () => {
  test('posts a document with its files in the form itself: stored, checked, and listed in the table', async () => {
    const { pets } = await demoOwner(app);
    const form = new FormData();
    form.append('name', 'Posted scans');
    form.append('date', '2026-10-10');
    form.append('type', 'XRay');
    form.append('files', new File([PDF as BlobPart], 'scan-a.pdf', { type: 'application/pdf' }));
    form.append('files', new File([PNG as BlobPart], 'scan-b.png', { type: 'image/png' }));
    const res = await app.request(`/app/medical-records/records?pet=${pets[0]!.id}&category=imaging`, { method: 'POST', headers: { cookie: `session=${token}` }, body: form });
    expect(res.status).toBe(303);
    const page = await (await app.request(`/app/medical-records?pet=${pets[0]!.id}&category=imaging`, { headers: { cookie: `session=${token}` } })).text();
    expect(page).toContain('Posted scans');
    expect(page).toContain('scan-a.pdf');
    expect(page).toContain('scan-b.png');

    const bad = new FormData();
    bad.append('name', 'Script');
    bad.append('date', '2026-10-10');
    bad.append('type', 'XRay');
    bad.append('files', new File(['<script>alert(1)</script>'], 'x.pdf', { type: 'application/pdf' }));
    const refused = await app.request(`/app/medical-records/records?pet=${pets[0]!.id}&category=imaging`, { method: 'POST', headers: { cookie: `session=${token}` }, body: bad });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Files must be PDF, JPEG, PNG, WebP, HEIC or DICOM');
  });
});
