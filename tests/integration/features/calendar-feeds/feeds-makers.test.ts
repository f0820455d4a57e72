import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq, isNull } from 'drizzle-orm';
import { calendar_feeds, vendor_logins } from '../../../../db/schema';
import { createClockApp, type ClockApp } from '../../../helpers/clock';
import { apiLogin, bearer, cookieHeader, createOwner, outboxTo } from '../../../helpers/accounts';
import { accountSubscribersPort } from '../../../../src/features/accounts/accounts.changes';
import { makeFeed, readFeed } from './helpers';

/** A feed belongs to its maker and lives only while they may see what it shows. */
const PASSWORD = 'makerpass12';
let app: ClockApp;
let rootToken: string;
let n = 0;
const SURNAMES = ['Alder', 'Birch', 'Cedar', 'Larch', 'Maple', 'Rowan', 'Spruce', 'Willow', 'Hazel', 'Aspen'];

beforeAll(async () => {
  app = await createClockApp('2027-06-07T15:00:00Z');
  rootToken = await apiLogin(app, 'vet@example.com', 'vendor');
}, 30_000);
afterAll(() => app.close());

interface Maker {
  id: number;
  email: string;
  token: string;
  headers: Record<string, string>;
}

/** A second root admin of the demo practice, added by its first one, signed in. */
async function newRootAdmin(): Promise<Maker> {
  const email = `feed-maker-${++n}@example.com`;
  const body = { first_name: 'Rosa', last_name: SURNAMES[n]!, email, phone: '5550123456', subrole: 'root_admin', password: PASSWORD };
  const res = await app.request('/api/settings/team', { method: 'POST', json: body, headers: bearer(rootToken) });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const token = await apiLogin(app, email, 'vendor', PASSWORD);
  return { id, email, token, headers: cookieHeader(token) };
}

/** The practice feed made by a new root admin, read once with every booking of the practice in it. */
async function practiceFeedOf(maker: Maker): Promise<string> {
  const { path } = await makeFeed(app, maker.headers, 'practice');
  expect((await readFeed(app, path)).events.length).toBeGreaterThan(0);
  return path;
}

/** The maker's login as stored now: `updated_at` is the instant its last change wrote. */
const loginOf = async (id: number) => (await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.id, id) }))!;
const feedsMadeBy = (id: number) => app.db.select().from(calendar_feeds).where(eq(calendar_feeds.vendor_login_id, id));

const demote = (maker: Maker) =>
  app.request(`/api/settings/team/${maker.id}`, {
    method: 'PUT',
    json: { first_name: 'Rosa', last_name: 'Demoted', email: maker.email, phone: '5550123456', subrole: 'user', password: '' },
    headers: bearer(rootToken),
  });

const changePassword = (maker: { token: string }) =>
  app.request('/api/account/change_password', { method: 'POST', json: { currentPassword: PASSWORD, newPassword: 'brandnew123' }, headers: bearer(maker.token) });

describe('a practice feed ends with its maker’s right', () => {
  test('a practice feed ends when its maker is removed from the team', async () => {
    const maker = await newRootAdmin();
    const path = await practiceFeedOf(maker);
    expect((await app.request(`/api/settings/team/${maker.id}`, { method: 'DELETE', headers: bearer(rootToken) })).status).toBe(200);
    expect((await app.request(path)).status).toBe(404);
    expect(await feedsMadeBy(maker.id)).toEqual([]);
  });

  test('a practice feed ends when its maker is demoted to a team member; their own vet feed stays', async () => {
    const maker = await newRootAdmin();
    const path = await practiceFeedOf(maker);
    const own = (await makeFeed(app, maker.headers, 'vet')).path;
    expect((await demote(maker)).status).toBe(200);
    expect((await app.request(path)).status).toBe(404);
    // What the vet feed shows (the listings they manage) is still theirs to see as a team member.
    expect((await app.request(own)).status).toBe(200);
    const feeds = await feedsMadeBy(maker.id);
    expect(feeds.find((f) => f.kind === 'practice')!.revoked_at).toBe((await loginOf(maker.id)).updated_at);
    expect(feeds.find((f) => f.kind === 'vet')!.revoked_at).toBeNull();
  });

  test('a practice feed ends when its maker changes their password, and so does their vet feed', async () => {
    const maker = await newRootAdmin();
    const path = await practiceFeedOf(maker);
    const own = (await makeFeed(app, maker.headers, 'vet')).path;
    expect((await changePassword(maker)).status).toBe(200);
    expect((await app.request(path)).status).toBe(404);
    expect((await app.request(own)).status).toBe(404);
    // Written by the password change itself: the same instant as the login's new password.
    const { updated_at } = await loginOf(maker.id);
    expect((await feedsMadeBy(maker.id)).map((f) => f.revoked_at)).toEqual([updated_at, updated_at]);
  });

  test('a practice feed ends when its maker resets their password through a forgot link', async () => {
    const maker = await newRootAdmin();
    const path = await practiceFeedOf(maker);
    expect((await app.request('/api/account/forgot_password', { method: 'POST', json: { email: maker.email, role: 'vendor' } })).status).toBe(200);
    const code = decodeURIComponent(/forgot=([\w.%-]+)/.exec((await outboxTo(app, maker.email))!.body)![1]!);
    const reset = await app.request('/api/account/change_password', { method: 'POST', json: { forgotCode: code, newPassword: 'brandnew123', role: 'vendor' } });
    expect(reset.status).toBe(200);
    expect((await app.request(path)).status).toBe(404);
  });

  test('another root admin sees who made the practice feed, and that it ends with their right', async () => {
    const maker = await newRootAdmin();
    await practiceFeedOf(maker);
    const page = await (await app.request('/app/calendar-feeds', { headers: cookieHeader(rootToken) })).text();
    expect(page).toContain(`Made by Rosa ${SURNAMES[n]}.`);
    expect(page).toContain('it stops if they leave the team, stop being a root admin or change their password.');
  });
});

describe('an owner’s feed ends with a new password', () => {
  test('an owner’s feed ends when the owner changes their password', async () => {
    const owner = await createOwner(app, {}, PASSWORD);
    const token = await apiLogin(app, owner.email, 'user', PASSWORD);
    const { path } = await makeFeed(app, cookieHeader(token), 'owner');
    await readFeed(app, path);
    expect((await changePassword({ token })).status).toBe(200);
    expect((await app.request(path)).status).toBe(404);
  });
});

describe('the end is written with the change', () => {
  test('a password change that fails after the feeds were told leaves them live and the old password working', async () => {
    const maker = await newRootAdmin();
    const path = await practiceFeedOf(maker);
    const subscribers = accountSubscribersPort.of(app.deps);
    accountSubscribersPort.provide(app.deps, [
      ...subscribers,
      async () => {
        throw new Error('a later step of the same change fails');
      },
    ]);
    try {
      expect((await changePassword(maker)).status).toBe(500);
    } finally {
      accountSubscribersPort.provide(app.deps, subscribers);
    }
    expect((await app.request(path)).status).toBe(200);
    expect(await apiLogin(app, maker.email, 'vendor', PASSWORD)).toBeTruthy();
    const live = await app.db.select().from(calendar_feeds).where(and(eq(calendar_feeds.vendor_login_id, maker.id), isNull(calendar_feeds.revoked_at)));
    expect(live).toHaveLength(1);
  });
});

describe('the maker’s right is asked again on every fetch', () => {
  test('a practice feed whose maker lost the right behind the service’s back answers 404', async () => {
    const maker = await newRootAdmin();
    const path = await practiceFeedOf(maker);
    // Edited in the database directly: no revocation was written, the fetch alone must refuse.
    await app.db.update(vendor_logins).set({ subrole: 'user' }).where(eq(vendor_logins.id, maker.id));
    expect((await app.request(path)).status).toBe(404);
    expect((await feedsMadeBy(maker.id))[0]!.revoked_at).toBeNull();
    // Nor does the other root admin's screen call it on.
    const page = await (await app.request('/app/calendar-feeds', { headers: cookieHeader(rootToken) })).text();
    expect(page).not.toContain('data-feed-since');
  });

  test('a vet feed whose login was moved to another practice answers 404', async () => {
    const maker = await newRootAdmin();
    const { path } = await makeFeed(app, maker.headers, 'vet');
    await readFeed(app, path);
    const other = (await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, 'vet@example.com') }))!.vendor_id;
    const elsewhere = (await app.db.query.vendors.findFirst({ where: (v, { ne }) => ne(v.id, other) }))!.id;
    await app.db.update(vendor_logins).set({ vendor_id: elsewhere }).where(eq(vendor_logins.id, maker.id));
    expect((await app.request(path)).status).toBe(404);
  });
});
