import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, cookieHeader, postForm } from '../../helpers/accounts';
import { urgent_releases, vendor_listings, vendor_logins } from '../../../db/schema';

/* A past day on Urgent slots: refused beside its Date, shown as asked, and never today's slots released instead. */

const ZONE = 'America/New_York';
const YESTERDAY = DateTime.now().setZone(ZONE).minus({ days: 1 }).toISODate()!;

let app: TestApp;
let vet: string;
let listingId: number;

beforeAll(async () => {
  app = await createTestApp();
  vet = await apiLogin(app, 'vet@example.com', 'vendor');
  const login = (await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, 'vet@example.com') }))!;
  const [listing] = await app.db
    .insert(vendor_listings)
    .values({ vendor_id: login.vendor_id, title: 'Dr. Past Day', line1: 'Same-day cases', timezone: ZONE, vendor_login_id: login.id, managers: [login.id], urgent: { share: 25, release: 'manual', hours: null } })
    .returning();
  listingId = listing!.id;
});
afterAll(() => app.close());

/** The page's card of the listing: from its heading to the next card. */
const cardOf = (html: string) => html.slice(html.indexOf(`data-listing="${listingId}"`), html.indexOf('</section>', html.indexOf(`data-listing="${listingId}"`)));

describe('Urgent slots: a day in the past', () => {
  test('asked to show it: the day kept, the reason beside Date, and no Release button', async () => {
    const res = await app.request(`/app/urgent?listing=${listingId}&date=${YESTERDAY}`, { headers: cookieHeader(vet) });
    const card = cardOf(await res.text());
    expect(card).toContain(`value="${YESTERDAY}"`);
    expect(card).toContain(`aria-describedby="urgent-date-${listingId}-error"`);
    expect(card).toContain('Choose a day from today to 15 days ahead');
    expect(card).not.toContain('Release urgent slots for');
  });

  test('posted to Release: 422, the same day shown with the reason, and nothing released (not today either)', async () => {
    const res = await postForm(app, '/app/urgent/release', { listing: String(listingId), date: YESTERDAY }, { headers: cookieHeader(vet) });
    expect(res.status).toBe(422);
    const card = cardOf(await res.text());
    expect(card).toContain(`value="${YESTERDAY}"`);
    expect(card).toContain('Choose a day from today to 15 days ahead');
    expect(card).not.toContain('Release urgent slots for');
    expect(await app.db.select().from(urgent_releases).where(eq(urgent_releases.vendor_listing_id, listingId))).toHaveLength(0);
  });
});
