import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, createOwner } from '../../../helpers/accounts';
import { createPracticeWithSite } from '../../../helpers/settings';
import { vendor_logins, vendor_listings } from '../../../../db/schema';

let app: TestApp;
let now = new Date();
let siteA: Awaited<ReturnType<typeof createPracticeWithSite>>;
let siteB: Awaited<ReturnType<typeof createPracticeWithSite>>;
let hostA: string;
let hostB: string;
let listingA: number;

beforeAll(async () => {
  app = await createTestApp({ seed: false, clock: () => now });
  siteA = await createPracticeWithSite(app, 'Embed A');
  siteB = await createPracticeWithSite(app, 'Embed B');
  hostA = `${siteA.website.sub_domain}.localhost`;
  hostB = `${siteB.website.sub_domain}.localhost`;
  const [listing] = await app.db
    .insert(vendor_listings)
    .values({
      vendor_id: siteA.vendor.id,
      title: 'Dr. Frame',
      line1: 'General practice',
      timezone: 'UTC',
      consultations: [{ status: true, type: 4000, duration: 20, price: 4500, schedule: [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '00:00', to: '23:59' }] }],
    })
    .returning();
  listingA = listing!.id;
});
afterAll(() => app.close());

const save = (origins: string[], token = siteA.token, headers: Record<string, string> = {}) =>
  app.request('/api/settings/embed_origins', { method: 'PUT', json: { embed_origins: origins }, headers: { ...bearer(token), ...headers } });

describe('the origins a practice lets embed its widget', () => {
  test('a path, a plain-http public address or a wildcard is a 422 naming embed_origins, in the reader\'s language, and nothing is saved', async () => {
    for (const bad of ['https://shop.example.com/booking', 'http://shop.example.com', 'https://*.example.com', 'shop.example.com']) {
      const res = await save(['https://ok.example.com', bad]);
      expect(res.status).toBe(422);
      const body = (await res.json()) as { msg: string; field: string };
      expect(body.field).toBe('embed_origins');
      expect(body.msg).toContain('is not a website address like https://www.example.com');
    }
    const spanish = await save(['https://shop.example.com/x'], siteA.token, { 'accept-language': 'es' });
    expect(((await spanish.json()) as { msg: string }).msg).toContain('no es una dirección de sitio web');
    const page = await app.request('/embed', { host: hostA });
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
  });

  test('only the root admin of the practice sets them; a team member is told the screen does not exist', async () => {
    const [member] = await app.db
      .insert(vendor_logins)
      .values({ vendor_id: siteA.vendor.id, first_name: 'Team', last_name: 'Member', email: `member-${Date.now()}@example.com`, password_hash: await Bun.password.hash('password123', { algorithm: 'argon2id' }), subrole: 'user' })
      .returning();
    const token = await apiLogin(app, member!.email, 'vendor');
    expect((await save(['https://member.example.com'], token)).status).toBe(404);
    expect((await app.request('/app/settings/website/embed', { headers: bearer(token) })).status).toBe(404);
    const owner = await apiLogin(app, (await createOwner(app)).email);
    expect((await save(['https://owner.example.com'], owner)).status).toBe(403);
  });

  test('more than 20 is a 422 naming embed_origins', async () => {
    const res = await save(Array.from({ length: 21 }, (_, i) => `https://s${i}.example.com`));
    expect(res.status).toBe(422);
    expect(((await res.json()) as { field: string }).field).toBe('embed_origins');
  });

  test('the Settings form refuses a bad origin with 422 and the message under the field', async () => {
    const res = await app.request('/app/settings/website/embed', {
      method: 'POST',
      headers: { ...bearer(siteA.token), 'hx-request': 'true', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ embed_origins: 'https://fine.example.com\nftp://files.example.com' }),
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('ftp://files.example.com is not a website address');
    expect(html).toContain('https://fine.example.com');
  });
});

describe('/embed', () => {
  test('allows framing by exactly the practice\'s own origins, and every other page stays framed by itself only', async () => {
    const saved = await save(['https://Shop.Example.com/', 'http://localhost:8080']);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ embed_origins: ['https://shop.example.com', 'http://localhost:8080'] });
    const a = await app.request('/embed', { host: hostA });
    expect(a.status).toBe(200);
    expect(a.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://shop.example.com http://localhost:8080;");
    expect(a.headers.get('x-frame-options')).toBeNull();
    expect(await a.text()).toContain('Dr. Frame');
    const b = await app.request('/embed', { host: hostB });
    expect(b.headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
    const home = await app.request('/', { host: hostA });
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
    expect(home.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  test('is only on a practice host; its loader names the frame in the reader\'s language', async () => {
    expect((await app.request('/embed')).status).toBe(404);
    const loader = await app.request('/embed.js', { host: hostA, headers: { 'accept-language': 'es' } });
    expect(loader.headers.get('content-type')).toContain('javascript');
    const script = await loader.text();
    expect(script).toContain('"Reservar una cita"');
    expect(script).toContain("event.origin !== origin");
  });
});

describe('the widget token', () => {
  let owner: Awaited<ReturnType<typeof createOwner>>;
  let widgetToken: string;
  const wizard = (host: string, headers: Record<string, string>) => app.request(`/api/embed/wizard?listing=${listingA}&type=4000`, { host, headers });

  beforeAll(async () => {
    owner = await createOwner(app);
    const session = await apiLogin(app, owner.email);
    const page = await app.request('/embed/signed-in', { host: hostA, headers: cookieHeader(session) });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    widgetToken = JSON.parse(/<script type="application\/json" id="widget-token">([^<]*)<\/script>/.exec(html)![1]!).token;
  });

  test('signed out, the sign-in window goes to the site\'s login and comes back', async () => {
    const res = await app.request('/embed/signed-in', { host: hostA });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login?redirect=%2Fembed%2Fsigned-in');
  });

  test('opens the wizard on the practice it was issued on, as a Bearer header', async () => {
    const res = await wizard(hostA, bearer(widgetToken));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { allowed: boolean; props: { mode: string; listings: { title: string }[] } };
    expect(body.allowed).toBe(true);
    expect(body.props.mode).toBe('owner');
    expect(body.props.listings.map((l) => l.title)).toEqual(['Dr. Frame']);
  });

  test('is refused on another practice\'s site, as a cookie, and on pages', async () => {
    expect((await wizard(hostB, bearer(widgetToken))).status).toBe(401);
    expect((await wizard(hostA, cookieHeader(widgetToken))).status).toBe(401);
    const page = await app.request('/book', { host: hostA, headers: bearer(widgetToken) });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toContain('/login?redirect=');
  });

  test('is refused once expired (30 minutes)', async () => {
    const issued = now;
    now = new Date(issued.getTime() + 31 * 60_000);
    try {
      expect((await wizard(hostA, bearer(widgetToken))).status).toBe(401);
    } finally {
      now = issued;
    }
  });
});
