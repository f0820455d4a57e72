import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { calendar_feeds } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer } from '../../../helpers/accounts';
import { readFeed } from './helpers';

/** Calendar feeds through the JSON API: the screen's feeds, made, renewed and turned off by the same service, the address answered once. */
let app: TestApp;
const as: Record<string, Record<string, string>> = {};
const call = (method: string, path: string, who: string | null) => app.request(path, { method, headers: who ? as[who] : {} });
const feeds = async () => (await app.db.select().from(calendar_feeds)).length;
type Feed = { kind: string; live: boolean; since: string | null; urls?: { https: string; webcal: string } };

beforeAll(async () => {
  app = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  for (const [who, email, role] of [['owner', 'owner@example.com', 'user'], ['vet', 'vet@example.com', 'vendor'], ['staff', 'staff@example.com', 'vendor']] as const) {
    as[who] = bearer(await apiLogin(app, email, role));
  }
}, 30_000);
afterAll(() => app.close());

describe('a person’s feeds', () => {
  test('each person lists the feeds they may hold: an owner their own, a root admin theirs and the practice’s, a team member theirs', async () => {
    const kinds = async (who: string) => ((await (await call('GET', '/api/calendar-feeds', who)).json()) as { feeds: Feed[] }).feeds.map((f) => f.kind);
    expect(await kinds('owner')).toEqual(['owner']);
    expect(await kinds('vet')).toEqual(['vet', 'practice']);
    expect(await kinds('staff')).toEqual(['vet']);
    expect((await call('GET', '/api/calendar-feeds', null)).status).toBe(401);
  });

  test('making one answers its address once; the list says it is live, never where', async () => {
    const made = await call('POST', '/api/calendar-feeds/owner', 'owner');
    expect(made.status).toBe(201);
    const feed = (await made.json()) as Feed;
    expect(feed).toMatchObject({ kind: 'owner', live: true, since: expect.any(String) });
    expect(feed.urls!.https).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.urls!.webcal).toBe(feed.urls!.https.replace(/^https?:\/\//, 'webcal://'));
    const { res, text } = await readFeed(app, new URL(feed.urls!.https).pathname);
    expect(res.status).toBe(200);
    expect(text).toContain('BEGIN:VCALENDAR');
    const listed = await (await call('GET', '/api/calendar-feeds', 'owner')).text();
    expect(listed).toContain('"live":true');
    expect(listed).not.toContain('/calendar/');
  });

  test('renewing stops the old address at once; turning it off stops the new one', async () => {
    const first = ((await (await call('POST', '/api/calendar-feeds/vet', 'staff')).json()) as Feed).urls!.https;
    const second = ((await (await call('POST', '/api/calendar-feeds/vet', 'staff')).json()) as Feed).urls!.https;
    expect(second).not.toBe(first);
    expect((await app.request(new URL(first).pathname)).status).toBe(404);
    expect((await readFeed(app, new URL(second).pathname)).res.status).toBe(200);
    const off = await call('DELETE', '/api/calendar-feeds/vet', 'staff');
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ result: 'success' });
    expect((await app.request(new URL(second).pathname)).status).toBe(404);
    expect(((await (await call('GET', '/api/calendar-feeds', 'staff')).json()) as { feeds: Feed[] }).feeds).toEqual([{ kind: 'vet', live: false, since: null }]);
  });

  test('a feed one may not hold is refused 403 and nothing is made; an unknown kind is a 422 naming kind', async () => {
    const before = await feeds();
    for (const [who, kind] of [['owner', 'practice'], ['staff', 'practice'], ['owner', 'vet']] as const) {
      const res = await call('POST', `/api/calendar-feeds/${kind}`, who);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { msg: string }).msg).toBeTruthy();
      expect((await call('DELETE', `/api/calendar-feeds/${kind}`, who)).status).toBe(403);
    }
    const unknown = await call('POST', '/api/calendar-feeds/weekly', 'owner');
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({ msg: 'kind must be owner, vet or practice', field: 'kind' });
    expect(await feeds()).toBe(before);
  });
});
