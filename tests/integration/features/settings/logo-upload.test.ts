import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { cookieHeader } from '../../../helpers/accounts';
import { createPracticeWithSite, websiteRow } from '../../../helpers/settings';
import { islandProps } from '../../../helpers/html';
import { PNG } from '../records/helpers';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false, env: { LOG_LEVEL: 'silent' } });
}, 60_000);
afterAll(() => app.close());

/** A text file named like a picture, as a browser posts it: its declared type taken from the name. */
const textAsPng = () => {
  const form = new FormData();
  form.append('file', new File(['Not a picture at all, just words.'], 'logo.png', { type: 'image/png' }));
  return form;
};
const logoEditor = (html: string) => islandProps(html).find((i) => i.name === 'AvatarEditor')!.props as { error?: string; saved?: string };

describe('the logo upload reads the file, not its name', () => {
  test('a text file renamed .png, posted without scripts, is refused by the logo field on the Website tab; the logo is unchanged', async () => {
    const { token, vendor } = await createPracticeWithSite(app, 'Text');
    const res = await app.request('/app/settings/website/logo', { method: 'POST', headers: cookieHeader(token), body: textAsPng() });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('id="website-form"');
    expect(logoEditor(html).error).toBe('The image must be a PNG, JPEG or WebP file');
    // The island's server render shows it under the file field, before any script runs.
    expect(html).toMatch(/<p class="field-error"[^>]*>The image must be a PNG, JPEG or WebP file<\/p>/);
    expect((await websiteRow(app, vendor.id))!.logo).toBeNull();
  });

  test('the editor’s own upload of such a file gets the refusal naming the field, in the reader’s language', async () => {
    const { token, vendor } = await createPracticeWithSite(app, 'Texto');
    const res = await app.request('/app/settings/website/logo', { method: 'POST', headers: { ...cookieHeader(token), accept: 'application/json', 'accept-language': 'es' }, body: textAsPng() });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ msg: 'La imagen debe ser un archivo PNG, JPEG o WebP', field: 'file' });
    expect((await websiteRow(app, vendor.id))!.logo).toBeNull();
  });

  test('a real picture is taken; the editor stays on the page and says so (no page to open that would drop the typed sections)', async () => {
    const { token, vendor } = await createPracticeWithSite(app, 'Picture');
    const props = logoEditor(await (await app.request('/app/settings/website', { headers: cookieHeader(token) })).text());
    expect(props.saved).toBeUndefined();
    const form = new FormData();
    form.append('file', new File([PNG], 'avatar.png', { type: 'image/png' }));
    const res = await app.request('/app/settings/website/logo', { method: 'POST', headers: { ...cookieHeader(token), accept: 'application/json' }, body: form });
    expect(res.status).toBe(200);
    const { logo, msg } = (await res.json()) as { logo: string; msg: string };
    expect(msg).toBe('Your new logo has been uploaded.');
    expect((await websiteRow(app, vendor.id))!.logo).toBe(logo);
  });
});
