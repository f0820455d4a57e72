import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, postForm } from '../../../helpers/accounts';
import { createPracticeWithSite, websiteRow } from '../../../helpers/settings';
import { islandProps } from '../../../helpers/html';
import { PNG } from '../records/helpers';
import { vendor_logins, websites } from '../../../../db/schema';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false, env: { LOG_LEVEL: 'silent' } });
}, 60_000);
afterAll(() => app.close());

const site = async (subDomain: string) => (await app.request('/', { host: `${subDomain}.localhost` })).text();
const editorOf = async (token: string) =>
  islandProps(await (await app.request('/app/settings/website', { headers: cookieHeader(token) })).text()).find((i) => i.name === 'WebsiteEditor')!.props as { format: string; header: string; body: string };
const preview = (token: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postForm(app, '/app/settings/website/preview', fields, { headers: { ...cookieHeader(token), ...headers } });
const image = (token: string, bytes: BlobPart, name = 'team.png') => {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type: 'image/png' }));
  return app.request('/app/settings/website/image', { method: 'POST', headers: { ...cookieHeader(token), accept: 'application/json' }, body: form });
};

describe('the website in Markdown', () => {
  test('a new site opens in Markdown; saved Markdown is shown rendered on the site and reopens as typed', async () => {
    const { vendor, website, token } = await createPracticeWithSite(app, 'Markdown');
    expect((await editorOf(token)).format).toBe('markdown');
    const header = '## Open seven days\n\nCall us or [book online](https://vets.example/book).';
    const res = await postForm(app, '/app/settings/website', { name: 'Lake Vets', header_section: header, body_section: '- Dogs\n- Cats', source_format: 'markdown' }, { headers: cookieHeader(token) });
    expect(res.status).toBe(303);
    const page = await site(website.sub_domain);
    expect(page).toContain('<h2>Open seven days</h2>');
    expect(page).toContain('<a href="https://vets.example/book" rel="noopener noreferrer nofollow">book online</a>');
    expect(page).toContain('<li>Dogs</li>');
    expect(page).not.toContain('## Open');
    expect(await editorOf(token)).toMatchObject({ format: 'markdown', header, body: '- Dogs\n- Cats' });
    expect((await websiteRow(app, vendor.id))!).toMatchObject({ source_format: 'markdown', header_source: header });
  });

  test('a site saved as HTML before the editor had formats opens in the advanced HTML mode, its HTML as the source', async () => {
    const { vendor, token } = await createPracticeWithSite(app, 'Old');
    await app.db.update(websites).set({ header_section: '<h2>Since 1999</h2>' }).where(eq(websites.vendor_id, vendor.id));
    expect(await editorOf(token)).toMatchObject({ format: 'html', header: '<h2>Since 1999</h2>' });
  });

  test('what saving Markdown removed is named after the save', async () => {
    const { token } = await createPracticeWithSite(app, 'Named');
    const res = await postForm(app, '/app/settings/website', { name: 'Named Vets', header_section: '# Hi\n\n<p onclick="x()">there</p><script>x()</script>', source_format: 'markdown' }, { htmx: true, headers: cookieHeader(token) });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Removed for safety: onclick attribute, &lt;script&gt;.');
  });
});

describe('the live preview', () => {
  test('is the practice’s real page with the draft, names what saving would remove, and saves nothing', async () => {
    const { vendor, token } = await createPracticeWithSite(app, 'Preview');
    const before = await websiteRow(app, vendor.id);
    const res = await preview(token, { name: 'Draft Vets', header_section: '<h2 onclick="x()">Draft heading</h2><script>alert(1)</script><iframe src="https://x.example"></iframe>', source_format: 'html' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = (await res.json()) as { page: string; sections: { header: string }; notes: string[] };
    expect(answer.page).toStartWith('<!doctype html>');
    expect(answer.page).toContain('<h2>Draft heading</h2>');
    expect(answer.page).toContain('Draft Vets');
    expect(answer.page).toContain('Book an Appointment');
    expect(answer.page).not.toContain('alert(1)');
    // Shown in a frame where no script may run, the page links none (a blocked script is a console error).
    expect(answer.page).not.toContain('<script');
    expect(answer.sections.header).toBe('<h2>Draft heading</h2>');
    expect(answer.notes).toEqual(['Will be removed for safety: onclick attribute, <script>, <iframe>.']);
    expect(await websiteRow(app, vendor.id)).toEqual(before);
  });

  test('renders Markdown, and speaks the reader’s language', async () => {
    const { token } = await createPracticeWithSite(app, 'Spanish');
    const res = await preview(token, { name: 'Vets', header_section: '# Hola\n\n<b onmouseover="x()">hi</b>', source_format: 'markdown' }, { 'accept-language': 'es-MX' });
    const answer = (await res.json()) as { page: string; notes: string[] };
    expect(answer.page).toContain('<h1>Hola</h1>');
    expect(answer.notes).toEqual(['Se eliminará por seguridad: atributo onmouseover.']);
  });

  test('a team member is told the preview and the image upload do not exist; signed out goes to sign in', async () => {
    const { vendor } = await createPracticeWithSite(app, 'Team');
    const [member] = await app.db
      .insert(vendor_logins)
      .values({ vendor_id: vendor.id, first_name: 'Sam', last_name: 'Staff', email: `staff-editor-${Date.now()}@example.com`, subrole: 'user', password_hash: await Bun.password.hash('password123') })
      .returning();
    const token = await apiLogin(app, member!.email, 'vendor');
    expect((await preview(token, { name: 'X', header_section: '<h2>x</h2>' })).status).toBe(404);
    expect((await image(token, PNG)).status).toBe(404);
    const anonymous = await postForm(app, '/app/settings/website/preview', { name: 'X' });
    expect([302, 303, 401]).toContain(anonymous.status);
  });

  test('always shows the signed-in practice’s own site, whatever the body claims', async () => {
    const a = await createPracticeWithSite(app, 'Alpha');
    const b = await createPracticeWithSite(app, 'Beta');
    const res = await preview(a.token, { name: '', vendor_id: String(b.vendor.id), sub_domain: b.website.sub_domain, header_section: 'x' });
    const answer = (await res.json()) as { page: string };
    expect(answer.page).toContain(a.website.name);
    expect(answer.page).not.toContain(b.website.name);
  });
});

describe('bad input is refused naming the field, nothing written', () => {
  test('an unknown format: 422 naming source_format, on the page, in the preview and in the API', async () => {
    const { vendor, token } = await createPracticeWithSite(app, 'Format');
    const before = await websiteRow(app, vendor.id);
    const page = await postForm(app, '/app/settings/website', { name: 'Vets', header_section: '# x', source_format: 'rtf' }, { headers: cookieHeader(token) });
    expect(page.status).toBe(422);
    expect(await page.text()).toContain('source_format must be markdown or html');
    const live = await preview(token, { name: 'Vets', header_section: '# x', source_format: 'rtf' });
    expect(live.status).toBe(422);
    expect(((await live.json()) as { errors: Record<string, string> }).errors).toEqual({ source_format: 'source_format must be markdown or html' });
    const api = await app.request('/api/settings/website', { method: 'PUT', json: { name: 'Vets', source_format: 'rtf' }, headers: bearer(token) });
    expect(api.status).toBe(422);
    expect(await api.json()).toMatchObject({ field: 'source_format' });
    expect(await websiteRow(app, vendor.id)).toEqual(before);
  });

  test('a source over the limit: 422 naming the section', async () => {
    const { vendor, token } = await createPracticeWithSite(app, 'Long');
    const long = 'a'.repeat(50_001);
    const page = await postForm(app, '/app/settings/website', { name: 'Vets', body_section: long, source_format: 'markdown' }, { headers: cookieHeader(token) });
    expect(page.status).toBe(422);
    expect(await page.text()).toContain('The section is too long (50,000 characters at most)');
    const live = await preview(token, { name: 'Vets', body_section: long, source_format: 'markdown' });
    expect(live.status).toBe(422);
    expect(Object.keys(((await live.json()) as { errors: Record<string, string> }).errors)).toEqual(['body_section']);
    expect((await websiteRow(app, vendor.id))!.body_source).toBeNull();
  });
});

describe('images from the toolbar', () => {
  test('an uploaded image gets an address of the app’s own storage, which the site then shows', async () => {
    const { website, token } = await createPracticeWithSite(app, 'Images');
    const res = await image(token, PNG);
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/files\/public\/brand_logo\/[0-9a-f-]+\.png$/);
    expect((await app.request(url)).status).toBe(200);
    await postForm(app, '/app/settings/website', { name: 'Image Vets', body_section: `![Our team](${url})`, source_format: 'markdown' }, { headers: cookieHeader(token) });
    expect(await site(website.sub_domain)).toContain(`<img src="${url}" alt="Our team" />`);
    expect(await (await app.request('/app/settings/website', { headers: cookieHeader(token) })).text()).not.toContain('will not load');
  });

  test('a file that is not an image is refused naming "file", as the logo is', async () => {
    const { token } = await createPracticeWithSite(app, 'NotImage');
    const res = await image(token, '<html><script>alert(1)</script></html>', 'x.png');
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ field: 'file' });
  });
});
