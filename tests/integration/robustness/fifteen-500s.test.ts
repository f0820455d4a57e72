import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, cookieHeader, countRows } from '../../helpers/accounts';
import { createPracticeWithSite, websiteRow } from '../../helpers/settings';
import { files, pets, phr, requests, users, vendor_listings, vendor_logins } from '../../../db/schema';
import { PDF, PNG } from '../features/records/helpers';
import { formPairs } from '../../proof/lib/form-scrape';
import { demoListings, ownerWithRecords } from '../features/requests/fixtures';

/** Three causes of 500s a hostile client found: each is now a 4xx naming the field, and nothing is written. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true, env: { LOG_LEVEL: 'silent' } });
}, 60_000);
afterAll(() => app.close());

/** Every file the storage provider holds: a refused upload adds none. */
function storedFiles(): string[] {
  const root = join(app.deps.config.dataDir, 'uploads');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const pageText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

describe('an empty url-encoded New Listing post', () => {
  test('POST /app/listings/item with no body at all → 422 asking for the title, no listing made', async () => {
    const vet = await apiLogin(app, 'vet@example.com', 'vendor');
    const before = await countRows(app, vendor_listings);
    const res = await app.request('/app/listings/item', { method: 'POST', headers: { ...cookieHeader(vet), 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(422);
    expect(pageText(await res.text())).toContain('Title is required');
    expect(await countRows(app, vendor_listings)).toBe(before);
  });
});

const NOT_IMAGES: [string, string, BlobPart, string][] = [
  ['HTML named .png', 'photo.png', '<!doctype html><html><body><script>alert(1)</script></body></html>', 'image/png'],
  ['SVG', 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>', 'image/svg+xml'],
  ['empty file', 'empty.png', new Uint8Array(0), 'image/png'],
  ['PDF', 'scan.pdf', new Uint8Array(PDF), 'image/png'],
];

describe('a non-image sent as a picture or logo', async () => {
  const routes = [
    { path: '/app/my-profile/picture', who: 'owner' },
    { path: '/app/settings/profile/picture', who: 'vet' },
    { path: '/app/settings/website/logo', who: 'practice' },
  ] as const;
  for (const route of routes) {
    for (const [label, name, bytes, type] of NOT_IMAGES) {
      test(`${label} to ${route.path} → 422 naming "file", picture unchanged, nothing stored`, async () => {
        const { token, saved } = await signedIn(route.who);
        const before = { saved: await saved(), stored: storedFiles().length };
        const form = new FormData();
        form.append('file', new File([bytes], name, { type }));
        const res = await app.request(route.path, { method: 'POST', headers: { ...cookieHeader(token), accept: 'application/json' }, body: form });
        expect(res.status).toBe(422);
        const answer = (await res.json()) as { msg: string; field: string };
        expect(answer.field).toBe('file');
        // Says what is wrong with the file: not a picture, or which kinds of picture are taken.
        expect(answer.msg).toMatch(/^file must be an image|PNG, JPEG or WebP/);
        expect({ saved: await saved(), stored: storedFiles().length }).toEqual(before);
      });
    }
  }

  test('the same refusal as a plain form post is a page saying what is wrong with the file', async () => {
    const { token } = await signedIn('owner');
    const form = new FormData();
    form.append('file', new File(['<html></html>'], 'photo.png', { type: 'image/png' }));
    const res = await app.request('/app/my-profile/picture', { method: 'POST', headers: cookieHeader(token), body: form });
    expect(res.status).toBe(422);
    expect(pageText(await res.text())).toContain('file must be an image');
  });
});

/** A session for each kind of uploader, and what their upload would change. */
async function signedIn(who: 'owner' | 'vet' | 'practice') {
  if (who === 'owner') {
    const token = await apiLogin(app, 'owner@example.com');
    return { token, saved: async () => (await app.db.select({ pic: users.pic }).from(users).where(eq(users.email, 'owner@example.com')))[0]!.pic };
  }
  if (who === 'vet') {
    const token = await apiLogin(app, 'vet@example.com', 'vendor');
    return { token, saved: async () => (await app.db.select({ pic: vendor_logins.pic }).from(vendor_logins).where(eq(vendor_logins.email, 'vet@example.com')))[0]!.pic };
  }
  const practice = await createPracticeWithSite(app, 'Logo Test');
  return { token: practice.token, saved: async () => (await websiteRow(app, practice.vendor.id))!.logo };
}

/** A multipart body as a hostile client writes it: the file part's filename is empty but it has content. */
function multipart(fields: [string, string][], fileField: string): { body: string; headers: Record<string, string> } {
  const parts = fields.map(([name, value]) => `--B0UND\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  parts.push(`--B0UND\r\nContent-Disposition: form-data; name="${fileField}"; filename=""\r\nContent-Type: application/pdf\r\n\r\n${new TextDecoder('latin1').decode(PDF)}\r\n`);
  return { body: `${parts.join('')}--B0UND--\r\n`, headers: { 'content-type': 'multipart/form-data; boundary=B0UND' } };
}

describe('a file part with filename="" on record and second-opinion uploads', () => {
  test('a record document whose file part has no name → 422 naming "files", no record, no file', async () => {
    const asker = await ownerWithRecords(app, 'Nameless');
    const before = { records: await countRows(app, phr), files: await countRows(app, files), stored: storedFiles().length };
    const { body, headers } = multipart([['name', 'Blood panel'], ['date', '2026-01-05'], ['type', 'XRay']], 'files');
    const res = await app.request(`/app/medical-records/records?pet=${asker.petId}&category=imaging`, { method: 'POST', headers: { ...cookieHeader(asker.token), ...headers }, body });
    expect(res.status).toBe(422);
    expect(pageText(await res.text())).toContain('files: each file must have a name');
    expect({ records: await countRows(app, phr), files: await countRows(app, files), stored: storedFiles().length }).toEqual(before);
  });

  test('a second opinion whose file part has no name → 422 naming "files", no request, no file, no charge', async () => {
    const asker = await ownerWithRecords(app, 'Nameless2');
    const hughes = (await demoListings(app)).hughes;
    const before = { requests: await countRows(app, requests), files: await countRows(app, files), stored: storedFiles().length };
    const fields: [string, string][] = [
      ['listing', String(hughes.id)],
      ['pet', String(asker.petId)],
      ['question', 'Is the lab panel normal?'],
      ['records', String(asker.records.allergy)],
      ['payment.name', 'Olive Asker'],
      ['payment.cardNumber', '4242424242424242'],
      ['payment.expDt', '2099-12'],
      ['payment.ccv', '123'],
      ['idempotencyKey', 'nameless-file-0001'],
    ];
    const { body, headers } = multipart(fields, 'files');
    const res = await app.request('/app/requests/second-opinion', { method: 'POST', headers: { ...cookieHeader(asker.token), ...headers }, body });
    expect(res.status).toBe(422);
    expect(pageText(await res.text())).toContain('files: each file must have a name');
    expect({ requests: await countRows(app, requests), files: await countRows(app, files), stored: storedFiles().length }).toEqual(before);
  });
});

describe('found by the same fuzz over forms: several images sent for a one-image field', () => {
  test('a New Pet form with two photos → 422 on the photo, no pet added', async () => {
    const owner = await apiLogin(app, 'owner@example.com');
    const before = await countRows(app, pets);
    const form = new FormData();
    form.append('name', 'Twin');
    form.append('type', '1');
    for (const name of ['a.png', 'b.png']) form.append('photo', new File([PNG], name, { type: 'image/png' }));
    const res = await app.request('/app/my-pets/form', { method: 'POST', headers: cookieHeader(owner), body: form });
    expect(res.status).toBe(422);
    expect(pageText(await res.text())).toContain('Choose one image for the photo');
    expect(await countRows(app, pets)).toBe(before);
  });

  test('a New Listing form with two avatars → 422 on the avatar, no listing made', async () => {
    const vet = await apiLogin(app, 'vet@example.com', 'vendor');
    const page = await (await app.request('/app/listings/item', { headers: cookieHeader(vet) })).text();
    const form = new FormData();
    for (const [name, value] of formPairs(page, '/app/listings/item')!.pairs) form.append(name, value);
    for (const name of ['a.png', 'b.png']) form.append('avatar', new File([PNG], name, { type: 'image/png' }));
    const before = await countRows(app, vendor_listings);
    const res = await app.request('/app/listings/item', { method: 'POST', headers: cookieHeader(vet), body: form });
    expect(res.status).toBe(422);
    expect(pageText(await res.text())).toContain('Choose one image for the avatar');
    expect(await countRows(app, vendor_listings)).toBe(before);
  });
});
