import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, cookieHeader, createOwner, bearer } from '../../helpers/accounts';
import { createPracticeWithSite } from '../../helpers/settings';
import { vendor_listings, websites, type Listing } from '../../../db/schema';
import { saveListing } from '../../../src/features/listings/listings.service';
import { setPracticeSuspended } from '../../../src/features/accounts/accounts.platform.service';
import { NOT_TAKING_BOOKINGS } from '../../../src/features/accounts/accounts.practices.service';
import type { Principal } from '../../../src/lib/principal';
import { SITE_HEAD_TTL_MS } from '../../../src/lib/site-pages';
import type { ListingInputValue } from '../../../src/features/listings/listings.model';

/**
 * A practice's page for signed-out visitors is rendered once and kept (issue 18): every change to
 * what it shows is on the very next request, and a signed-in person's page is never the shared one.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

async function practiceWithListing(name: string) {
  const practice = await createPracticeWithSite(app, name);
  const [listing] = await app.db
    .insert(vendor_listings)
    .values({
      vendor_id: practice.vendor.id,
      vendor_login_id: practice.login.id,
      managers: [practice.login.id],
      title: 'Dr. Lena Frost',
      line1: 'Small animals',
      timezone: 'America/Chicago',
      consultations: [{ status: true, type: 4000, duration: 20, price: 4500, schedule: [{ days: ['Mon', 'Tue'], from: '09:00', to: '12:00' }] }],
    })
    .returning();
  const principal: Principal = { ...practice.login, role: 'vendor', exp: 0 } as Principal;
  return { ...practice, listing: listing!, principal, host: `${practice.website.sub_domain}.localhost` };
}

/** The listing form's value for a listing row, with some fields changed. */
function inputOf(listing: Listing, changes: Partial<Listing>): ListingInputValue {
  const row = { ...listing, ...changes };
  return { title: row.title, line1: row.line1, timezone: row.timezone, vendor_login_id: row.vendor_login_id!, managers: row.managers, consultations: row.consultations as ListingInputValue['consultations'] };
}

const page = async (host: string, headers: Record<string, string> = {}) => (await app.request('/', { host, headers })).text();

describe("a practice's shared signed-out page", () => {
  test('is answered as HTML, the same text the first time and from the cache', async () => {
    const { host } = await practiceWithListing('Header Check Vets');
    const first = await app.request('/', { host });
    const again = await app.request('/', { host });
    for (const res of [first, again]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf8');
      expect(res.headers.get('vary')).toBe('Cookie, Authorization');
    }
    const text = await first.text();
    expect(text).toContain('Dr. Lena Frost');
    expect(await again.text()).toBe(text);
  });

  test('a listing edit is on the next signed-out request', async () => {
    const { host, listing, principal } = await practiceWithListing('Frost');
    expect(await page(host)).toContain('Dr. Lena Frost');
    expect(await page(host)).toContain('Dr. Lena Frost');
    await saveListing(app.deps, principal, listing.id, inputOf(listing, { title: 'Dr. Lena Frost-Hale' }));
    const after = await page(host);
    expect(after).toContain('Dr. Lena Frost-Hale');
  });

  test('a consultation switched off disappears on the next request', async () => {
    const { host, listing, principal } = await practiceWithListing('Switch');
    expect(await page(host)).toContain('Dr. Lena Frost');
    const consultations = listing.consultations.map((c) => ({ ...c, status: false }));
    await saveListing(app.deps, principal, listing.id, inputOf(listing, { consultations }));
    const after = await page(host);
    expect(after).not.toContain('Dr. Lena Frost');
    expect(after).toContain('Consultations are not available currently.');
  });

  test("a platform admin's suspension is on the next request, and so is the restore", async () => {
    const { host, vendor } = await practiceWithListing('Paused');
    expect(await page(host)).not.toContain(NOT_TAKING_BOOKINGS);
    const admin = { id: 1, role: 'admin', vendor_id: null, subrole: null, email: 'admin@example.com', pic: null, first_name: 'A', last_name: 'Dmin', exp: 0 } as Principal;
    await setPracticeSuspended(app.deps, admin, vendor.id, true);
    expect(await page(host)).toContain(NOT_TAKING_BOOKINGS);
    await setPracticeSuspended(app.deps, admin, vendor.id, false);
    expect(await page(host)).not.toContain(NOT_TAKING_BOOKINGS);
  });

  test('a change another process writes (its content version raised with it) is seen here within SITE_HEAD_TTL_MS', async () => {
    const { host, vendor } = await practiceWithListing('Elsewhere');
    expect(await page(host)).not.toContain('Closed for the holidays');
    // What another instance's settings write does to the shared database; this process is not told.
    await app.db
      .update(websites)
      .set({ header_section: '<h2>Closed for the holidays</h2>', content_version: sql`${websites.content_version} + 1` })
      .where(eq(websites.vendor_id, vendor.id));
    await Bun.sleep(SITE_HEAD_TTL_MS + 50);
    expect(await page(host)).toContain('Closed for the holidays');
  });

  test("a signed-in person's page shows their name; the shared page, before and after, never does", async () => {
    const { host } = await practiceWithListing('Private');
    const owner = await createOwner(app, { first_name: 'Marguerite', last_name: 'Oyelaran', pic: '/public/img/favicon.svg' });
    const token = await apiLogin(app, owner.email);
    const before = await page(host);
    const signedIn = await app.request('/', { host, headers: cookieHeader(token) });
    const mine = await signedIn.text();
    expect(mine).toContain('Marguerite Oyelaran');
    expect(mine).toContain('Dashboard');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(await page(host, bearer(token))).toContain('Marguerite Oyelaran');
    const after = await app.request('/', { host });
    const shared = await after.text();
    for (const anonymous of [before, shared]) {
      expect(anonymous).not.toContain('Marguerite');
      expect(anonymous).not.toContain('Oyelaran');
      expect(anonymous).not.toContain('Dashboard');
      expect(anonymous).toContain('href="/login"');
    }
    expect(after.headers.get('vary')).toContain('Cookie');
  });

  test('a session cookie that no longer signs anyone in gets the signed-out page, rendered for it alone', async () => {
    const { host } = await practiceWithListing('Expired');
    const html = await page(host, { cookie: 'session=not-a-token' });
    expect(html).toContain('href="/login"');
    expect(html).toContain('Dr. Lena Frost');
  });
});
