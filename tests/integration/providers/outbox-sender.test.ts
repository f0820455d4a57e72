import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { outbox } from '../../../db/schema';
import { deliverOutbox } from '../../../src/providers/mail/outbox-sender';
import { writeMails } from '../../../src/providers/mail/outbox';
import type { MailMessage } from '../../../src/providers/mail/mail';

/** Every e-mail is an outbox row written with its change; one sender delivers each row through the transport. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

const message = (n: number): MailMessage => ({ to: `owner${n}@example.com`, subject: `Subject ${n}`, text: `Body ${n}`, html: `<p>Body ${n}</p>`, key: `sender-test:${n}` });

describe('the outbox sender', () => {
  test('an e-mail written in a transaction that rolls back is never delivered', async () => {
    await expect(
      app.db.transaction(async (tx) => {
        await writeMails(tx, [message(0)]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await app.db.select().from(outbox).where(eq(outbox.message_key, 'sender-test:0'))).toHaveLength(0);
  });

  test('delivers each waiting e-mail once, as written, and marks it sent', async () => {
    await app.db.transaction((tx) => writeMails(tx, [message(1), message(2)]));
    const delivered: MailMessage[] = [];
    const transport = { name: 'test', send: async (m: MailMessage) => void delivered.push(m) };
    const errors: unknown[] = [];
    expect(await deliverOutbox(app.db, transport, new Date(), (_, e) => errors.push(e))).toBe(2);
    expect(delivered).toEqual([message(1), message(2)]);
    expect(await deliverOutbox(app.db, transport, new Date(), (_, e) => errors.push(e))).toBe(0);
    expect(errors).toEqual([]);
    const rows = await app.db.select().from(outbox).where(eq(outbox.to, 'owner1@example.com'));
    expect(rows[0]!.sent_at).not.toBeNull();
  });

  test('a failed delivery is kept and tried again once its claim has run out', async () => {
    await app.db.transaction((tx) => writeMails(tx, [message(3)]));
    const failing = { name: 'down', send: async () => Promise.reject(new Error('mail server down')) };
    const failed: number[] = [];
    const now = new Date();
    expect(await deliverOutbox(app.db, failing, now, (id) => failed.push(id))).toBe(0);
    expect(failed).toHaveLength(1);
    const delivered: string[] = [];
    const working = { name: 'up', send: async (m: MailMessage) => void delivered.push(m.key!) };
    expect(await deliverOutbox(app.db, working, new Date(now.getTime() + 60_000), () => undefined)).toBe(0);
    expect(await deliverOutbox(app.db, working, new Date(now.getTime() + 6 * 60_000), () => undefined)).toBe(1);
    expect(delivered).toEqual(['sender-test:3']);
  });
});
