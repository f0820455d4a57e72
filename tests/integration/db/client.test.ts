import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../helpers/app';
import { throttle_events } from '../../../db/schema';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

test('write transactions started together all commit, one after another, without a busy lock', async () => {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 25 }, (_, i) =>
      app.db.transaction(async (tx) => {
        await tx.insert(throttle_events).values({ key: `tx-${i}` });
        await tx.insert(throttle_events).values({ key: `tx-${i}` });
      }),
    ),
  );
  expect((await app.db.select().from(throttle_events)).length).toBe(50);
  // Far below the 5 s busy timeout a lock wait on the event loop would cost.
  expect(performance.now() - started).toBeLessThan(2000);
});

test('a failed transaction rolls back and does not hold up the next one', async () => {
  const failing = app.db.transaction(async (tx) => {
    await tx.insert(throttle_events).values({ key: 'rolled-back' });
    throw new Error('no');
  });
  const next = app.db.transaction(async (tx) => {
    await tx.insert(throttle_events).values({ key: 'kept' });
  });
  await expect(failing).rejects.toThrow('no');
  await next;
  const keys = (await app.db.select().from(throttle_events)).map((r) => r.key);
  expect(keys).toContain('kept');
  expect(keys).not.toContain('rolled-back');
});
