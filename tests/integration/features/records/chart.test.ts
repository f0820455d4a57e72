import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { cookieHeader } from '../../../helpers/accounts';
import { pets, phr } from '../../../../db/schema';
import { demoOwner } from './helpers';

let app: TestApp;
let token: string;
let petId: number;
let ownerId: number;

beforeAll(async () => {
  app = await createTestApp();
  const demo = await demoOwner(app);
  token = demo.token;
  ownerId = demo.owner.id;
  // A pet of its own, so the demo data's records do not count.
  const [pet] = await app.db.insert(pets).values({ user_id: ownerId, name: 'Chartie', type: 1 }).returning();
  petId = pet!.id;
});
afterAll(() => app.close());

const unescape = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

test('the weight chart draws each record’s date and numbers, oldest first: no date falls back to the day it was made, a value that is no number is a gap', async () => {
  await app.db.insert(phr).values([
    { category: 'weight', user_id: ownerId, pet_id: petId, details: { date: '2026-03-02', lbs: 31.5, oz: 4 }, created_at: '2026-03-02T12:00:00.000Z' },
    { category: 'weight', user_id: ownerId, pet_id: petId, details: { date: '2026-01-15', lbs: 30, oz: '7' }, created_at: '2026-01-15T12:00:00.000Z' },
    { category: 'weight', user_id: ownerId, pet_id: petId, details: { date: '', lbs: 32 }, created_at: '2026-04-09T08:00:00.000Z' },
    { category: 'vaccinations', user_id: ownerId, pet_id: petId, details: { date: '2026-02-01' }, created_at: '2026-02-01T12:00:00.000Z' },
  ]);
  const page = await (await app.request(`/app/medical-records?pet=${petId}&category=weight`, { headers: cookieHeader(token) })).text();
  const attribute = page.match(/data-chart="([^"]*)"/)?.[1];
  expect(attribute).toBeDefined();
  const chart = JSON.parse(unescape(attribute!)) as { series: { key: string }[]; points: unknown[] };
  // One weight in pounds (lbs + oz/16): ounces are no line of their own; ounces that are no number add nothing.
  expect(chart.series.map((s) => s.key)).toEqual(['weight']);
  expect(chart.points).toEqual([
    { date: '2026-01-15', values: { weight: 30 } },
    { date: '2026-03-02', values: { weight: 31.75 } },
    { date: '2026-04-09', values: { weight: 32 } },
  ]);
});
