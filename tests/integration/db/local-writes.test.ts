import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../helpers/app';
import { newsletter_subscribers } from '../../../db/schema';
import { localWrites } from '../../../db/local-writes';

/** A process counts its own committed writes, so a kept read that skips the version read for a moment sees them at once. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

describe("this process's write count", () => {
  test('reads leave it, writes and committed transactions move it, a rolled-back transaction does not', async () => {
    const client = app.deps.database.client;
    const start = localWrites(client);
    await app.db.select().from(newsletter_subscribers);
    expect(localWrites(client)).toBe(start);
    await app.db.insert(newsletter_subscribers).values({ email: 'one@example.com' });
    expect(localWrites(client)).toBe(start + 1);
    await app.db.transaction((tx) => tx.insert(newsletter_subscribers).values({ email: 'two@example.com' }));
    expect(localWrites(client)).toBe(start + 2);
    await expect(
      app.db.transaction(async (tx) => {
        await tx.insert(newsletter_subscribers).values({ email: 'three@example.com' });
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(localWrites(client)).toBe(start + 2);
  });
});
