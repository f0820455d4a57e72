import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { calendar_feeds, vendor_listings, vendor_logins } from '../../../../db/schema';
import { createClockApp, type ClockApp } from '../../../helpers/clock';
import { apiLogin, cookieHeader, createPracticeLogin } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { expectedUids, makeFeed, readFeed, uidsOf } from './helpers';

/** Who sees what in a calendar feed, who may make one, and what a dead address answers. */
const VIDEO = 4000;
let app: ClockApp;
let owner: Record<string, string>;
let vet: Record<string, string>;
let staff: Record<string, string>;
let vetPracticeId: number;
let romeroId: number;

async function session(email: string, role: 'user' | 'vendor' = 'user') {
  return cookieHeader(await apiLogin(app, email, role));
}

beforeAll(async () => {
  app = await createClockApp('2027-06-07T15:00:00Z');
  [owner, vet, staff] = [await session('owner@example.com'), await session('vet@example.com', 'vendor'), await session('staff@example.com', 'vendor')];
  const romero = await listingByTitle(app, 'Dr. Luis Romero');
  [romeroId, vetPracticeId] = [romero.id, romero.vendor_id];
  // One more booking on the listing the team member manages, so their feed has something of its own.
  const token = await apiLogin(app, 'owner@example.com');
  const pet = await petOf(app, (await userByEmail(app, 'owner@example.com')).id);
  const slot = await slotTaker(app, romeroId, VIDEO)();
  const res = await payment(app, token, { vendor_listing_id: romeroId, type: VIDEO, slot, userTZ: 'America/Chicago', pet: pet.id, info: { summary: 'Feather loss' }, payment: CARD });
  expect(res.status).toBe(200);
}, 30_000);
afterAll(() => app.close());

describe('each feed lists exactly its own bookings', () => {
  test('the owner’s feed: every appointment of theirs from 90 days ago on, and nobody else’s', async () => {
    const ownerId = (await userByEmail(app, 'owner@example.com')).id;
    const { path } = await makeFeed(app, owner, 'owner');
    const { events, text } = await readFeed(app, path);
    expect(events.length).toBeGreaterThan(0);
    expect(uidsOf(events)).toEqual(await expectedUids(app, app.now(), (b) => b.user_id === ownerId));
    expect(text).toContain('X-WR-CALNAME:My pets’ appointments');
    expect(text).toMatch(/REFRESH-INTERVAL;VALUE=DURATION:PT15M/);
    expect(text).toContain('X-PUBLISHED-TTL:PT15M');
  });

  test('a team member’s feed lists the listings they manage only; the root admin’s own feed, theirs; the practice feed, the whole practice', async () => {
    const managedBy = async (email: string) => {
      const login = (await app.db.query.vendor_logins.findFirst({ where: (l, { eq: is }) => is(l.email, email) }))!;
      const rows = await app.db.select().from(vendor_listings).where(eq(vendor_listings.vendor_id, vetPracticeId));
      return rows.filter((l) => l.managers.includes(login.id)).map((l) => l.id);
    };
    const staffListings = await managedBy('staff@example.com');
    expect(staffListings).toEqual([romeroId]);
    const staffFeed = await readFeed(app, (await makeFeed(app, staff, 'vet')).path);
    expect(staffFeed.events.length).toBeGreaterThan(0);
    expect(uidsOf(staffFeed.events)).toEqual(await expectedUids(app, app.now(), (b) => staffListings.includes(b.vendor_listing_id)));

    const vetListings = await managedBy('vet@example.com');
    const vetFeed = await readFeed(app, (await makeFeed(app, vet, 'vet')).path);
    expect(uidsOf(vetFeed.events)).toEqual(await expectedUids(app, app.now(), (b) => vetListings.includes(b.vendor_listing_id)));

    const practiceFeed = await readFeed(app, (await makeFeed(app, vet, 'practice')).path);
    const everyBookingOfThePractice = await expectedUids(app, app.now(), (b) => b.vendor_id === vetPracticeId);
    expect(uidsOf(practiceFeed.events)).toEqual(everyBookingOfThePractice);
    // Another practice's bookings exist, and are never in it.
    expect((await expectedUids(app, app.now(), (b) => b.vendor_id !== vetPracticeId)).length).toBeGreaterThan(0);
    // The practice reads the customer's side: who, which pet, why.
    const ours = practiceFeed.events.find((e) => e.description.includes('Feather loss'))!;
    expect(ours.summary).toContain('Sarah');
    expect(ours.description).toContain('Reason: Feather loss');
  });

  test('a team member may not make the practice feed, nor see it offered', async () => {
    const page = await (await app.request('/app/calendar-feeds', { headers: staff })).text();
    expect(page).toContain('data-feed="vet"');
    expect(page).not.toContain('data-feed="practice"');
    const res = await app.request('/app/calendar-feeds/practice/renew', { method: 'POST', headers: staff });
    expect(res.status).toBe(403);
    // An owner has only their own.
    expect((await app.request('/app/calendar-feeds/vet/renew', { method: 'POST', headers: owner })).status).toBe(403);
    expect((await app.request('/app/calendar-feeds/owner/renew', { method: 'POST', headers: staff })).status).toBe(403);
  });

  test('the feed answers on any host, a practice’s own domain or one nobody registered', async () => {
    const { path } = await makeFeed(app, owner, 'owner');
    const here = await readFeed(app, path);
    const elsewhere = await readFeed(app, path, 'calendar.example.net');
    expect(elsewhere.text).toBe(here.text);
  });
});

describe('an address that opens nothing', () => {
  test('revoked, renewed away, expired, unknown or malformed: the same 404 page, nothing leaked', async () => {
    const revoked = await makeFeed(app, staff, 'vet');
    expect((await app.request('/app/calendar-feeds/vet/revoke', { method: 'POST', headers: staff })).status).toBe(303);
    const page = await (await app.request('/app/calendar-feeds', { headers: staff })).text();
    expect(page).toContain('Make calendar address');

    const renewedAway = await makeFeed(app, owner, 'owner');
    const renewed = await makeFeed(app, owner, 'owner');
    expect(renewed.path).not.toBe(renewedAway.path);
    await readFeed(app, renewed.path);

    const expired = await makeFeed(app, vet, 'vet');
    await app.db.update(calendar_feeds).set({ expires_at: new Date(app.now().getTime() - 1000).toISOString() }).where(eq(calendar_feeds.subject, `vet:${(await app.db.query.vendor_logins.findFirst({ where: (l, { eq: is }) => is(l.email, 'vet@example.com') }))!.id}`));

    const unknown = `/calendar/${'A'.repeat(43)}.ics`;
    const answers = await Promise.all([revoked.path, renewedAway.path, expired.path, unknown, '/calendar/short.ics', revoked.path.replace('.ics', '')].map((p) => app.request(p)));
    const bodies = await Promise.all(answers.map((r) => r.text()));
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toStartWith('text/html');
    }
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).not.toContain('BEGIN:VCALENDAR');
  });

  test('a team member removed from the practice takes their feed with them, and the removal is not held up by it', async () => {
    const { login } = await createPracticeLogin(app, 'user');
    const { path } = await makeFeed(app, cookieHeader(await apiLogin(app, login.email, 'vendor')), 'vet');
    expect((await readFeed(app, path)).events).toEqual([]);
    await app.db.delete(vendor_logins).where(eq(vendor_logins.id, login.id));
    expect((await app.request(path)).status).toBe(404);
  });

  test('only the token’s SHA-256 is stored, never the token', async () => {
    const { path } = await makeFeed(app, owner, 'owner');
    const token = path.slice('/calendar/'.length, -'.ics'.length);
    const rows = await app.db.select().from(calendar_feeds);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.map((r) => r.token_hash)).toContain(new Bun.CryptoHasher('sha256').update(token).digest('base64url'));
  });
});

describe('caching', () => {
  test('an unchanged feed keeps its ETag and answers If-None-Match with 304 and no body', async () => {
    const { path } = await makeFeed(app, vet, 'practice');
    const first = await readFeed(app, path);
    const etag = first.res.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.res.headers.get('cache-control')).toContain('private');
    const again = await readFeed(app, path);
    expect(again.res.headers.get('etag')).toBe(etag);
    expect(again.text).toBe(first.text);
    const cached = await app.request(path, { headers: { 'if-none-match': etag! } });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');
    expect(cached.headers.get('etag')).toBe(etag);
    expect((await app.request(path, { headers: { 'if-none-match': '"something-else"' } })).status).toBe(200);
  });
});
