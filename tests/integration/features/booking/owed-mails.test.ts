import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { bookings, outbox } from '../../../../db/schema';
import { sendMailsLeftOwed } from '../../../../src/features/booking/booking.mails';

const VIDEO = 4000;
let app: TestApp;
let token: string;
let petId: number;
let listingId: number;
let nextSlot: () => Promise<string>;

beforeAll(async () => {
  app = await createTestApp();
  token = await apiLogin(app, 'owner@example.com');
  petId = (await petOf(app, (await userByEmail(app, 'owner@example.com')).id)).id;
  listingId = (await listingByTitle(app, 'Dr. Maya Patel')).id;
  nextSlot = slotTaker(app, listingId, VIDEO);
}, 60_000);
afterAll(() => app.close());

async function book(): Promise<number> {
  const res = await payment(app, token, { vendor_listing_id: listingId, type: VIDEO, slot: await nextSlot(), pet: petId, info: { summary: 'Owed mails' }, payment: CARD });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

const mailsOf = (id: number) => app.db.select().from(outbox).where(like(outbox.body, `%Booking #${id}:%`));
const owed = async (id: number) => (await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) }))!.mails_pending;
/** As after a crash: the booking changed before this process started. */
const later = () => new Date(Date.now() + 1000);

describe('a booking’s e-mails survive a crash (issue 17, R2)', () => {
  test('a booking sends both e-mails and owes none', async () => {
    const id = await book();
    expect((await mailsOf(id)).map((m) => m.subject?.split(':')[0])).toEqual(['Appointment confirmed', 'Appointment confirmed']);
    expect(await owed(id)).toBeNull();
  });

  test('with the outbox, a paid booking’s e-mails are written in the transaction that confirms it: two write transactions, nothing owed', async () => {
    const client = app.deps.database.client;
    const begin = client.transaction.bind(client);
    let transactions = 0;
    client.transaction = ((mode) => {
      transactions++;
      return begin(mode);
    }) as typeof client.transaction;
    try {
      const id = await book();
      // The hold, then the confirmation with its e-mails: no write of the e-mails, no clearing of a mark.
      expect(transactions).toBe(2);
      expect((await mailsOf(id)).map((m) => m.message_key).sort()).toEqual([`booking-confirmed:${id}:customer`, `booking-confirmed:${id}:practice`]);
      expect(await owed(id)).toBeNull();
    } finally {
      client.transaction = begin;
    }
  });

  test('a provider that sends elsewhere (SMTP): the e-mails are owed from the confirmation, sent after it, and left owed when sending fails', async () => {
    const outboxProvider = app.deps.providers.mail;
    const sent: string[] = [];
    let failing = false;
    app.deps.providers.mail = {
      name: 'elsewhere',
      send: async () => undefined,
      async sendAll(messages) {
        if (failing) throw new Error('mail server down');
        sent.push(...messages.map((m) => m.key ?? ''));
      },
    };
    try {
      const id = await book();
      expect(sent.sort()).toEqual([`booking-confirmed:${id}:customer`, `booking-confirmed:${id}:practice`]);
      expect(await owed(id)).toBeNull();
      failing = true;
      const unsent = await book();
      expect(await owed(unsent)).toBe('confirmed');
      expect(app.logs.some((line) => line.includes('booking_mail_failed') && line.includes(`${unsent}`))).toBe(true);
      // Recovery, once the server is back, sends them (with the outbox here) and clears the mark.
      failing = false;
      app.deps.providers.mail = outboxProvider;
      expect(await sendMailsLeftOwed(app.deps, later())).toBe(1);
      expect(await owed(unsent)).toBeNull();
    } finally {
      app.deps.providers.mail = outboxProvider;
    }
  });

  test('killed between the commit and the e-mails: recovery sends both, once', async () => {
    const id = await book();
    await app.db.delete(outbox).where(like(outbox.body, `%Booking #${id}:%`));
    await app.db.update(bookings).set({ mails_pending: 'confirmed' }).where(eq(bookings.id, id));
    expect(await sendMailsLeftOwed(app.deps, later())).toBe(1);
    expect((await mailsOf(id)).map((m) => m.message_key).sort()).toEqual([`booking-confirmed:${id}:customer`, `booking-confirmed:${id}:practice`]);
    expect(await owed(id)).toBeNull();
    expect(await sendMailsLeftOwed(app.deps, later())).toBe(0);
    expect(await mailsOf(id)).toHaveLength(2);
  });

  test('killed after the e-mails but before they were marked sent: sent again, kept once', async () => {
    const id = await book();
    await app.db.update(bookings).set({ mails_pending: 'confirmed' }).where(eq(bookings.id, id));
    expect(await sendMailsLeftOwed(app.deps, later())).toBe(1);
    expect(await mailsOf(id)).toHaveLength(2);
    expect(await owed(id)).toBeNull();
  });

  test('a change made by this process is left to its own request for a minute', async () => {
    const id = await book();
    await app.db.update(bookings).set({ mails_pending: 'confirmed', updated_at: new Date().toISOString() }).where(eq(bookings.id, id));
    expect(await sendMailsLeftOwed(app.deps, new Date(Date.now() - 60_000))).toBe(0);
    expect(await owed(id)).toBe('confirmed');
    // Its request "sends" them now.
    await app.db.update(bookings).set({ mails_pending: null }).where(eq(bookings.id, id));
  });

  test('a cancellation owes its own e-mails, sent by recovery when the cancel was cut off', async () => {
    const id = await book();
    const res = await app.request(`/app/appointments/${id}/cancel`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBeLessThan(400);
    await app.db.delete(outbox).where(like(outbox.subject, 'Appointment canceled%'));
    await app.db.update(bookings).set({ mails_pending: 'canceled' }).where(eq(bookings.id, id));
    expect(await sendMailsLeftOwed(app.deps, later())).toBe(1);
    expect((await mailsOf(id)).filter((m) => m.subject?.startsWith('Appointment canceled'))).toHaveLength(2);
  });
});
