import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { bearer, cookieHeader, postForm } from '../../../helpers/accounts';
import { createPracticeWithSite, websiteRow } from '../../../helpers/settings';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

describe('the Domains tab refuses each bad value with its message and writes nothing', () => {
  const cases: [string, Record<string, string>, string, string][] = [
    ['a missing sub-domain', { sub_domain: '' }, 'sub_domain', 'Sub-domain is required'],
    ['a sub-domain of spaces (trimmed)', { sub_domain: '   ' }, 'sub_domain', 'Sub-domain is required'],
    ['a sub-domain under 4 characters', { sub_domain: 'abc' }, 'sub_domain', 'Sub-domain must be at least 4 characters'],
    ['a sub-domain with a dot', { sub_domain: 'happy.paws' }, 'sub_domain', 'Sub-domain may contain lower-case letters, digits and hyphens only'],
    ['a sub-domain with an underscore', { sub_domain: 'happy_paws' }, 'sub_domain', 'Sub-domain may contain lower-case letters, digits and hyphens only'],
    ['a sub-domain ending in a hyphen', { sub_domain: 'happy-' }, 'sub_domain', 'Sub-domain may contain lower-case letters, digits and hyphens only'],
    ['a reserved sub-domain', { sub_domain: 'admin' }, 'sub_domain', 'This sub-domain is reserved'],
    ['a custom domain with a protocol', { sub_domain: 'okname', custom_domain: 'https://vets.example' }, 'custom_domain', 'Enter the domain without http:// or https://'],
    ['a custom domain with www', { sub_domain: 'okname', custom_domain: 'www.vets.example' }, 'custom_domain', 'Enter the domain without www.'],
    ['a custom domain of one label', { sub_domain: 'okname', custom_domain: 'vets' }, 'custom_domain', 'Enter a valid domain name such as example.com'],
    ['a custom domain with spaces inside', { sub_domain: 'okname', custom_domain: 'my vets.example' }, 'custom_domain', 'Enter a valid domain name such as example.com'],
    ['a custom domain on the platform', { sub_domain: 'okname', custom_domain: 'other.localhost' }, 'custom_domain', 'Enter a valid domain name such as example.com'],
  ];
  for (const [name, fields, field, message] of cases) {
    test(name, async () => {
      const { vendor, token, website } = await createPracticeWithSite(app);
      const page = await postForm(app, '/app/settings/domains', fields, { headers: cookieHeader(token) });
      expect(page.status).toBe(422);
      const html = await page.text();
      expect(html).toContain(`id="field-${field}-error" safe`.replace(' safe', ''));
      expect(html).toContain(message.replace(/'/g, '&#39;'));
      const api = await app.request('/api/settings/domains', { method: 'PUT', json: { custom_domain: '', ...fields }, headers: bearer(token) });
      expect(api.status).toBe(422);
      expect(await api.json()).toEqual({ msg: message, field });
      expect(await websiteRow(app, vendor.id)).toMatchObject({ sub_domain: website.sub_domain, custom_domain: null });
    });
  }
});

describe('domains', () => {
  test('a sub-domain is trimmed and lower-cased; the old one redirects to the new one, which answers', async () => {
    const { token, website } = await createPracticeWithSite(app);
    const fresh = `Moved${Date.now() % 100000}`;
    const res = await postForm(app, '/app/settings/domains', { sub_domain: `  ${fresh} `, custom_domain: '' }, { htmx: true, headers: cookieHeader(token) });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`http://${fresh.toLowerCase()}.localhost`);
    const old = await app.request('/', { host: `${website.sub_domain}.localhost` });
    expect(old.status).toBe(308);
    expect(old.headers.get('location')).toBe(`http://${fresh.toLowerCase()}.localhost:3000/`);
    const moved = await app.request('/', { host: `${fresh.toLowerCase()}.localhost` });
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain(website.name);
  });

  test("another practice's sub-domain or custom domain is 'The domain is already taken!'", async () => {
    const first = await createPracticeWithSite(app);
    const custom = `vets${Date.now() % 100000}.example`;
    await postForm(app, '/app/settings/domains', { sub_domain: first.website.sub_domain, custom_domain: custom }, { headers: cookieHeader(first.token) });
    const second = await createPracticeWithSite(app);
    const sub = await postForm(app, '/app/settings/domains', { sub_domain: first.website.sub_domain.toUpperCase() }, { htmx: true, headers: cookieHeader(second.token) });
    expect(sub.status).toBe(422);
    expect(await sub.text()).toMatch(/id="field-sub_domain-error"[^>]*>The domain is already taken!/);
    const api = await app.request('/api/settings/domains', { method: 'PUT', json: { sub_domain: second.website.sub_domain, custom_domain: custom.toUpperCase() }, headers: bearer(second.token) });
    expect(api.status).toBe(422);
    expect(await api.json()).toEqual({ msg: 'The domain is already taken!', field: 'custom_domain' });
    expect(await websiteRow(app, second.vendor.id)).toMatchObject({ sub_domain: second.website.sub_domain, custom_domain: null });
  });

  test('two practices claiming one sub-domain at the same moment: exactly one wins', async () => {
    const practices = [];
    for (let i = 0; i < 4; i++) practices.push(await createPracticeWithSite(app));
    const wanted = `race${Date.now() % 100000}`;
    const answers = await Promise.all(
      practices.map((p) => app.request('/api/settings/domains', { method: 'PUT', json: { sub_domain: wanted }, headers: bearer(p.token) })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 422, 422, 422]);
    for (const a of answers.filter((x) => x.status === 422)) expect(await a.json()).toEqual({ msg: 'The domain is already taken!', field: 'sub_domain' });
    const owners = (await Promise.all(practices.map((p) => websiteRow(app, p.vendor.id)))).filter((w) => w!.sub_domain === wanted);
    expect(owners).toHaveLength(1);
  });

  test('the tab shows the CNAME record for a custom domain and whether it reaches this server', async () => {
    const { token, website } = await createPracticeWithSite(app);
    const custom = `clinic${Date.now() % 100000}.example`;
    const target = `${website.sub_domain}.localhost`;
    app.deps.dns = { resolveCname: async () => [] };
    const pending = await postForm(app, '/app/settings/domains', { sub_domain: website.sub_domain, custom_domain: custom }, { htmx: true, headers: cookieHeader(token) });
    const html = await pending.text();
    expect(html).toContain('CNAME');
    expect(html).toContain(`<td>${custom}</td>`);
    expect(html).toContain(`<td>${target}</td>`);
    expect(html).toContain('Not connected yet');
    app.deps.dns = { resolveCname: async (host) => (host === custom ? [`${target}.`] : []) };
    const connected = await (await app.request('/app/settings/domains', { headers: cookieHeader(token) })).text();
    expect(connected).toContain('Connected: the domain reaches this server.');
    delete app.deps.dns;
    expect((await app.request('/', { host: custom })).status).toBe(200);
  });
});
