import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../helpers/app';
import { recentCount, recordEvent } from '../../../src/lib/throttle';
import { throttle_events } from '../../../db/schema';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

test('events are counted within their window, and a key drops its day-old events as new ones come', async () => {
  const day = 24 * 3600 * 1000;
  const then = new Date('2026-11-01T10:00:00Z');
  await recordEvent(app.db, ['login:ip:10.0.0.1', 'login:acct:user:a@b.co'], then);
  await recordEvent(app.db, ['login:ip:10.0.0.1'], new Date(then.getTime() + 5 * 60_000));
  expect(await recentCount(app.db, 'login:ip:10.0.0.1', 15, new Date(then.getTime() + 10 * 60_000))).toBe(2);
  expect(await recentCount(app.db, 'login:ip:10.0.0.1', 15, new Date(then.getTime() + 30 * 60_000))).toBe(0);

  await recordEvent(app.db, ['login:ip:10.0.0.1'], new Date(then.getTime() + 2 * day));
  const rows = await app.db.select().from(throttle_events);
  expect(rows.filter((r) => r.key === 'login:ip:10.0.0.1')).toHaveLength(1);
  // another key's old event stays until that key records again
  expect(rows.filter((r) => r.key === 'login:acct:user:a@b.co')).toHaveLength(1);
});
