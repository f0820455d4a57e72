import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, cookieHeader, postForm } from '../../../helpers/accounts';
import { createPracticeWithSite, websiteRow } from '../../../helpers/settings';
import { islandProps } from '../../../helpers/html';
import { PNG } from '../records/helpers';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true, env: { LOG_LEVEL: 'silent' } });
}, 60_000);
afterAll(() => app.close());

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const picture = () => {
  const form = new FormData();
  form.append('file', new File([PNG], 'avatar.png', { type: 'image/png' }));
  return form;
};
const get = async (path: string, token: string) => (await app.request(path, { headers: cookieHeader(token) })).text();
const editorProps = (html: string) => islandProps(html).find((i) => i.name === 'AvatarEditor')!.props as { action: string; saved: string };

describe('no confirmation after a logo/picture upload', () => {
  test('after a logo upload the Website tab says the new logo has been uploaded', async () => {
    const { token } = await createPracticeWithSite(app, 'Logo');
    const before = await get('/app/settings/website', token);
    expect(text(before)).not.toContain('Your new logo has been uploaded.');
    const res = await app.request('/app/settings/website/logo', { method: 'POST', headers: cookieHeader(token), body: picture() });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app/settings/website?saved=logo');
    expect(text(await get(res.headers.get('location')!, token))).toContain('Your new logo has been uploaded.');
  });

  test('the logo editor says so itself after its own upload, staying on the page (the sections being typed are kept)', async () => {
    const { token } = await createPracticeWithSite(app, 'Logo');
    const props = editorProps(await get('/app/settings/website', token));
    expect(props.saved).toBeUndefined();
    const res = await app.request(props.action, { method: 'POST', headers: { ...cookieHeader(token), accept: 'application/json' }, body: picture() });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { msg: string }).msg).toBe('Your new logo has been uploaded.');
  });

  for (const [who, email, role, page] of [
    ['an owner', 'owner@example.com', 'user', '/app/my-profile'],
    ['a practice member', 'vet@example.com', 'vendor', '/app/settings/profile'],
  ] as const) {
    test(`after ${who} uploads a picture, ${page} says the new picture has been uploaded`, async () => {
      const token = await apiLogin(app, email, role);
      expect(text(await get(page, token))).not.toContain('Your new picture has been uploaded.');
      const plain = await app.request(`${page}/picture`, { method: 'POST', headers: cookieHeader(token), body: picture() });
      expect(plain.status).toBe(303);
      expect(plain.headers.get('location')).toBe(`${page}?saved=picture`);
      // The editor (with scripts) posts for JSON and then opens the page its props name.
      const props = editorProps(await get(page, token));
      expect(props.saved).toBe(`${page}?saved=picture`);
      const island = await app.request(props.action, { method: 'POST', headers: { ...cookieHeader(token), accept: 'application/json' }, body: picture() });
      expect(island.status).toBe(200);
      expect(text(await get(props.saved, token))).toContain('Your new picture has been uploaded.');
    });
  }
});

const HOSTILE =
  '<h2>Welcome</h2><script>alert(1)</script><img src="https://cdn.example/x.png" onerror="alert(2)">' +
  '<a href="javascript:alert(3)" onclick="alert(6)">click</a><iframe srcdoc="<script>alert(4)</script>"></iframe>' +
  '<p style="color:red">Open daily</p>';

describe('the website editor strips script/iframe/handlers silently and keeps broken relative images', () => {
  test('saving says what was removed for safety: the script, the iframe, the handlers, the javascript: link, the style', async () => {
    const { token } = await createPracticeWithSite(app, 'Clean');
    const res = await postForm(app, '/app/settings/website', { name: 'Clean Vets', header_section: HOSTILE, body_section: '' }, { headers: cookieHeader(token) });
    expect(res.status).toBe(303);
    const page = text(await get(res.headers.get('location')!, token));
    expect(page).toContain('Your website has been saved.');
    expect(page).toContain('Removed for safety: <script>, onerror attribute, onclick attribute, javascript: link, <iframe>, style attribute.');
  });

  test('the same note comes with the htmx answer of the form', async () => {
    const { token } = await createPracticeWithSite(app, 'Clean');
    const res = await postForm(app, '/app/settings/website', { name: 'Clean Vets', header_section: '', body_section: '<p onclick="x()">Hi</p><script>x()</script>' }, { htmx: true, headers: cookieHeader(token) });
    expect(res.status).toBe(200);
    expect(text(await res.text())).toContain('Removed for safety: onclick attribute, <script>.');
  });

  test('a relative image address is kept but warned about, while it stays in the sections', async () => {
    const { vendor, token } = await createPracticeWithSite(app, 'Images');
    const body = '<p>Our team</p><img src="images/team.jpg" alt="Team"><img src="https://cdn.example/ok.png">';
    const res = await postForm(app, '/app/settings/website', { name: 'Image Vets', header_section: '', body_section: body }, { headers: cookieHeader(token) });
    const warning = 'These images will not load on your site, because their addresses are relative: images/team.jpg. Use a full https:// address.';
    const page = text(await get(res.headers.get('location')!, token));
    expect(page).toContain(warning);
    expect(page).not.toContain('Removed for safety');
    expect(text(await get('/app/settings/website', token))).toContain(warning);
    expect((await websiteRow(app, vendor.id))!.body_section).toContain('src="images/team.jpg"');
  });

  test('clean sections are saved with no note at all', async () => {
    const { token } = await createPracticeWithSite(app, 'Plain');
    const res = await postForm(app, '/app/settings/website', { name: 'Plain Vets', header_section: '<h2>Hello</h2>', body_section: '<p>Open daily</p>' }, { headers: cookieHeader(token) });
    expect(res.headers.get('location')).toBe('/app/settings/website?saved=1');
    const page = text(await get('/app/settings/website?saved=1', token));
    expect(page).not.toContain('Removed for safety');
    expect(page).not.toContain('will not load');
  });

  test('a link cannot make the page claim anything else was removed: only removal items are shown', async () => {
    const { token } = await createPracticeWithSite(app, 'Spoof');
    const page = text(await get(`/app/settings/website?saved=1&removed=${encodeURIComponent('<script>|Call 555-0100 for a refund')}`, token));
    expect(page).toContain('Removed for safety: <script>.');
    expect(page).not.toContain('refund');
  });
});
