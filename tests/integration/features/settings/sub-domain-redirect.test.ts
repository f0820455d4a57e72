import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, postForm } from '../../../helpers/accounts';
import { createPracticeWithSite, websiteRow } from '../../../helpers/settings';

/**
 * Changing the sub-domain keeps the old one redirecting (308, same path and query) to the new one
 * for 90 days, held from every other practice meanwhile; the form says so before saving. The
 * clock is the app's own (deps.clock), moved here to the 90th day and past it.
 */
const START = Date.parse('2026-12-10T12:00:00.000Z');
const DAY = 86_400_000;
let now = START;
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: false, clock: () => new Date(now) });
});
afterAll(() => app.close());

const at = (label: string) => `${label}.localhost`;
const url = (label: string, path: string) => `http://${label}.localhost:3000${path}`;
const moveTo = (token: string, sub_domain: string) => postForm(app, '/app/settings/domains', { sub_domain, custom_domain: '' }, { headers: cookieHeader(token) });

describe('a changed sub-domain', () => {
  test('the Domains form says what a change does before it is saved', async () => {
    const { token } = await createPracticeWithSite(app);
    const page = await (await app.request('/app/settings/domains', { headers: cookieHeader(token) })).text();
    expect(page).toContain(
      'If you change it, the old address keeps working for 90 days: every page, link and booking widget there redirects to the new one, and no other practice can take it until then.',
    );
    const spanish = await (await app.request('/app/settings/domains', { headers: { ...cookieHeader(token), 'accept-language': 'es' } })).text();
    expect(spanish).toContain('la dirección anterior sigue funcionando durante 90 días');
  });

  test('the old address answers every method, path and query with a 308 to the same on the new one, and the tab names it with its end', async () => {
    now = START;
    const { token, website } = await createPracticeWithSite(app, 'Moving Clinic');
    const old = website.sub_domain;
    const fresh = `moved${Date.now() % 100000}`;
    expect((await moveTo(token, fresh)).status).toBe(303);

    for (const path of ['/', '/embed?listing=3&type=4000', '/embed.js', '/no/such/page?x=1', '/api/public/listings?site=x']) {
      const res = await app.request(path, { host: at(old) });
      expect(res.status).toBe(308);
      expect(res.headers.get('location')).toBe(url(fresh, path));
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    const posted = await app.request('/login', { method: 'POST', host: at(old), headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%40b.c' });
    expect(posted.status).toBe(308);
    expect(posted.headers.get('location')).toBe(url(fresh, '/login'));
    // Upper case and a port on the old host are the same name.
    expect((await app.request('/', { host: `${old.toUpperCase()}.localhost:3000` })).status).toBe(308);
    expect((await app.request('/', { host: at(fresh) })).status).toBe(200);

    // A client asking the public API by the old name still gets the practice's listings.
    const listings = await app.request(`/api/public/listings?site=${old}`);
    expect(listings.status).toBe(200);
    expect(await listings.json()).toEqual(await (await app.request(`/api/public/listings?site=${fresh}`)).json());

    const tab = await (await app.request('/app/settings/domains', { headers: cookieHeader(token) })).text();
    expect(tab).toContain(`Your former address http://${old}.localhost:3000 redirects here until Wed, Mar 10, 2027.`);
    const api = (await (await app.request('/api/settings/website', { headers: bearer(token) })).json()) as { addresses: { redirects: { url: string; until: string }[] } };
    expect(api.addresses.redirects).toEqual([{ url: `http://${old}.localhost:3000`, until: new Date(START + 90 * DAY).toISOString() }]);
  });

  test("an embed already pasted on the practice's own site keeps working: the loader frames the new address", async () => {
    now = START;
    const { token, website } = await createPracticeWithSite(app);
    const fresh = `framed${Date.now() % 100000}`;
    await moveTo(token, fresh);
    const script = await app.request('/embed.js', { host: at(website.sub_domain) });
    expect(script.status).toBe(308);
    const loader = await (await app.request(new URL(script.headers.get('location')!).pathname, { host: at(fresh) })).text();
    // The frame and the origin its height messages are checked against are the new site's, whatever the script's src said.
    expect(loader).toContain(`const origin = "http://${fresh}.localhost";`);
    expect(loader).toContain('frame.src = `${origin}/embed`');
    expect((await app.request('/embed', { host: at(fresh) })).status).toBe(200);
  });

  test('no other practice may claim the old name while it redirects; the database refuses it too', async () => {
    now = START;
    const leaving = await createPracticeWithSite(app);
    const other = await createPracticeWithSite(app);
    const old = leaving.website.sub_domain;
    await moveTo(leaving.token, `left${Date.now() % 100000}`);

    const refused = await postForm(app, '/app/settings/domains', { sub_domain: old.toUpperCase(), custom_domain: 'typed.example' }, { headers: cookieHeader(other.token) });
    expect(refused.status).toBe(422);
    const page = await refused.text();
    expect(page).toMatch(/id="field-sub_domain-error"[^>]*>The domain is already taken!/);
    // Everything typed comes back.
    expect(page).toContain(`value="${old.toUpperCase()}"`);
    expect(page).toContain('value="typed.example"');
    const api = await app.request('/api/settings/domains', { method: 'PUT', json: { sub_domain: old }, headers: bearer(other.token) });
    expect(api.status).toBe(422);
    expect(await api.json()).toEqual({ msg: 'The domain is already taken!', field: 'sub_domain' });
    expect((await websiteRow(app, other.vendor.id))!.sub_domain).toBe(other.website.sub_domain);
    // A write that skipped the check (a race) is refused by the database's guard.
    const raced = await app.db.run(sql`update websites set sub_domain = ${old} where vendor_id = ${other.vendor.id}`).then(
      () => null,
      (error: Error) => error,
    );
    expect(String(raced?.cause ?? raced)).toContain('held by a redirect');
  });

  test('a practice signing up under a held name gets the next free one', async () => {
    now = START;
    const leaving = await createPracticeWithSite(app);
    const old = leaving.website.sub_domain;
    await moveTo(leaving.token, `away${Date.now() % 100000}`);
    const email = `held-${Date.now()}@example.com`;
    const fields = { role: 'vendor', practice_name: old, categories: 'General Practice', summary: 'Cats.', first_name: 'Rosa', last_name: 'Diaz', email, phone: '6175550111', password: 'long-enough' };
    expect((await postForm(app, '/auth/signup', fields, { host: 'app.localhost' })).status).toBe(303);
    const login = (await app.db.query.vendor_logins.findFirst({ where: (l, { eq }) => eq(l.email, email) }))!;
    expect((await websiteRow(app, login.vendor_id))!.sub_domain).toBe(`${old}-2`);
  });

  test('the practice may take its old name back: it answers again, and nothing redirects it in a loop', async () => {
    now = START;
    const { token, website, vendor } = await createPracticeWithSite(app);
    const old = website.sub_domain;
    const fresh = `back${Date.now() % 100000}`;
    await moveTo(token, fresh);
    expect((await moveTo(token, old)).status).toBe(303);
    expect((await websiteRow(app, vendor.id))!.sub_domain).toBe(old);
    expect((await app.request('/', { host: at(old) })).status).toBe(200);
    const res = await app.request('/?a=1', { host: at(fresh) });
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe(url(old, '/?a=1'));
  });

  test('moved twice: both former names go straight to the current one', async () => {
    now = START;
    const { token, website } = await createPracticeWithSite(app);
    const second = `second${Date.now() % 100000}`;
    const third = `third${Date.now() % 100000}`;
    await moveTo(token, second);
    await moveTo(token, third);
    for (const former of [website.sub_domain, second]) expect((await app.request('/x', { host: at(former) })).headers.get('location')).toBe(url(third, '/x'));
  });

  test('after 90 days the old name is "Site not found" and free: another practice may take it', async () => {
    now = START;
    const leaving = await createPracticeWithSite(app);
    const other = await createPracticeWithSite(app);
    const old = leaving.website.sub_domain;
    await moveTo(leaving.token, `gone${Date.now() % 100000}`);
    const ask = () => app.request(`/tls/ask?domain=${old}.localhost`);
    expect((await ask()).status).toBe(200);

    // Sessions end long before 90 days: each side signs in again at the moved clock.
    const signIn = (p: typeof other) => apiLogin(app, p.login.email, 'vendor');
    now = START + 90 * DAY - 1000;
    expect((await app.request('/', { host: at(old) })).status).toBe(308);
    expect((await moveTo(await signIn(other), old)).status).toBe(422);

    now = START + 90 * DAY;
    const [otherToken, leavingToken] = [await signIn(other), await signIn(leaving)];
    const after = await app.request('/', { host: at(old) });
    expect(after.status).toBe(404);
    expect((await app.request(`/api/public/listings?site=${old}`)).status).toBe(404);
    expect(await after.text()).toContain('Site not found');
    expect((await ask()).status).toBe(404);
    const tab = await (await app.request('/app/settings/domains', { headers: cookieHeader(leavingToken) })).text();
    expect(tab).not.toContain('Your former address');

    expect((await moveTo(otherToken, old)).status).toBe(303);
    expect((await websiteRow(app, other.vendor.id))!.sub_domain).toBe(old);
    expect((await app.request('/', { host: at(old) })).status).toBe(200);
  });
});
