import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, cookieHeader } from '../../../helpers/accounts';
import { createPracticeWithSite } from '../../../helpers/settings';
import { vendor_listings, vendor_logins, websites } from '../../../../db/schema';
import { eq } from 'drizzle-orm';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

const step = (html: string, key: string) => new RegExp(`data-step="${key}" data-done="(true|false)"`).exec(html)?.[1];

describe("a new practice's first steps", () => {
  test('the dashboard lists the site address, first listing, brand and logo, team; each ticked when done', async () => {
    const { token, vendor, website } = await createPracticeWithSite(app);
    const dashboard = async () => (await app.request('/app/appointments', { headers: cookieHeader(token) })).text();
    let html = await dashboard();
    expect(html).toContain('First steps');
    expect(html).toContain(`href="http://${website.sub_domain}.localhost:3000"`);
    expect([step(html, 'site'), step(html, 'listing'), step(html, 'brand'), step(html, 'team')]).toEqual(['true', 'false', 'false', 'false']);

    await app.db.insert(vendor_listings).values({ vendor_id: vendor.id, title: 'Dr. First', line1: 'Clinic', timezone: 'UTC' });
    await app.db.update(websites).set({ logo: '/files/public/brand_logo/x.png' }).where(eq(websites.vendor_id, vendor.id));
    html = await dashboard();
    expect([step(html, 'listing'), step(html, 'brand'), step(html, 'team')]).toEqual(['true', 'true', 'false']);

    await app.db.insert(vendor_logins).values({ vendor_id: vendor.id, first_name: 'Tess', last_name: 'Team', email: `tess-${Date.now()}@example.com` });
    expect(await dashboard()).not.toContain('First steps');
  });

  test('a team member never sees the checklist', async () => {
    const { vendor } = await createPracticeWithSite(app);
    const [member] = await app.db
      .insert(vendor_logins)
      .values({ vendor_id: vendor.id, first_name: 'Tom', last_name: 'Team', email: `tom-${Date.now()}@example.com`, password_hash: await Bun.password.hash('password123') })
      .returning();
    const token = await apiLogin(app, member!.email, 'vendor');
    expect(await (await app.request('/app/appointments', { headers: cookieHeader(token) })).text()).not.toContain('First steps');
  });
});
