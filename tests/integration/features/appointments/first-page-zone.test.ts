import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { cardIds, sessionOf } from './fixtures';

/* Before a fresh browser has told its zone (its first page), a New York practice's times are shown in the practice's zone, not UTC. */

let app: TestApp;
const as: Record<string, Record<string, string>> = {};

/** The "Time" facts of the cards on a page: each names its zone last. */
const cardTimes = (html: string) => [...html.matchAll(/<dt>Time<\/dt>\s*<dd>([^<]+)<\/dd>/g)].map((m) => m[1]!);
const zoneNames = (html: string) => new Set(cardTimes(html).map((time) => time.replace(/^.* \d{1,2}:\d{2}( [AP]M)? /, '')));

beforeAll(async () => {
  app = await createTestApp();
  as.owner = await sessionOf(app, 'owner@example.com', 'user');
  as.vet = await sessionOf(app, 'vet@example.com', 'vendor');
}, 30_000);
afterAll(() => app.close());

describe('times on a fresh browser’s first page', () => {
  test('an owner on a New York practice’s own site reads its times in New York time, not UTC', async () => {
    const html = await (await app.request('/app/my-appointments', { host: 'happypaws.localhost', headers: as.owner })).text();
    expect(cardIds(html).length).toBeGreaterThan(0);
    expect(zoneNames(html).size).toBeGreaterThan(0);
    expect([...zoneNames(html)].every((name) => name === 'EST' || name === 'EDT')).toBe(true);
    expect(html).toMatch(/<option value="America\/New_York" selected/);
  });

  test('the practice’s team reads its own lists in the practice’s zone', async () => {
    const html = await (await app.request('/app/appointments', { headers: as.vet })).text();
    expect(cardIds(html).length).toBeGreaterThan(0);
    expect(zoneNames(html).size).toBeGreaterThan(0);
    expect([...zoneNames(html)].every((name) => name === 'EST' || name === 'EDT')).toBe(true);
  });

  test('once the browser has said its zone (its cookie), that zone wins', async () => {
    const html = await (await app.request('/app/appointments', { headers: { cookie: `${as.vet!.cookie}; tz=Asia%2FTokyo` } })).text();
    expect([...zoneNames(html)]).toEqual(['Japan Time']);
  });
});
