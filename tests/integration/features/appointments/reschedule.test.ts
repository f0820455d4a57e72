import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq, gt } from 'drizzle-orm';
import ICAL from 'ical.js';
import { bookings, outbox, payments, reminders } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, countRows } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { recomputeRollup, storedRollup } from '../../../../src/features/reports/reports.service';
import { dayKeyOf, hourKeyOf } from '../../../../src/features/reports/reports.rollup';

const VIDEO = 4000;

let app: TestApp;
let ownerToken: string;
let otherOwnerToken: string;
let vetToken: string;
let patelId: number;
let petId: number;
let nextSlot: (fromDay?: number) => Promise<string>;

const bookingRow = async (id: number) => (await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) }))!;
const paymentRow = async (id: number) => (await app.db.query.payments.findFirst({ where: eq(payments.id, id) }))!;

/** A paid video booking of the owner through the real payment route. */
async function book(slot: string): Promise<number> {
  const res = await payment(app, ownerToken, { vendor_listing_id: patelId, type: VIDEO, slot, userTZ: 'America/Chicago', pet: petId, info: { summary: 'Itchy ears' }, payment: CARD });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

function reschedule(id: number, body: unknown, headers: Record<string, string> = bearer(ownerToken)) {
  return app.request(`/api/appointments/${id}/reschedule`, { method: 'POST', json: body, headers });
}

/** Every table a reschedule writes, to show a refused one wrote nothing. */
async function everything() {
  return {
    bookings: await app.db.select().from(bookings),
    payments: await app.db.select().from(payments),
    reminders: await app.db.select().from(reminders),
    outbox: await countRows(app, outbox),
    rollup: await storedRollup(app.db),
  };
}

const sorted = <T>(rows: T[], key: (row: T) => string) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));
async function expectRollupMatchesBookings() {
  const stored = await storedRollup(app.db);
  const recomputed = await recomputeRollup(app.db);
  expect(sorted(stored.days, dayKeyOf)).toEqual(sorted(recomputed.days, dayKeyOf));
  expect(sorted(stored.hours, hourKeyOf)).toEqual(sorted(recomputed.hours, hourKeyOf));
}

beforeAll(async () => {
  app = await createTestApp();
  ownerToken = await apiLogin(app, 'owner@example.com');
  otherOwnerToken = await apiLogin(app, 'owner2@example.com');
  vetToken = await apiLogin(app, 'vet@example.com', 'vendor');
  patelId = (await listingByTitle(app, 'Dr. Maya Patel')).id;
  petId = (await petOf(app, (await userByEmail(app, 'owner@example.com')).id)).id;
  nextSlot = slotTaker(app, patelId, VIDEO);
}, 30_000);
afterAll(() => app.close());

describe('rescheduling a booking', () => {
  test('the owner moves a paid booking: the old one is Re-Scheduled and links to the new, the payment carries over, no new charge', async () => {
    const oldId = await book(await nextSlot());
    const old = await bookingRow(oldId);
    const charged = await countRows(app, payments);
    const target = await nextSlot();

    const res = await reschedule(oldId, { slot: target, tz: 'America/Chicago' });
    expect(res.status).toBe(200);
    const { id: newId } = (await res.json()) as { id: number };

    const [before, after] = [await bookingRow(oldId), await bookingRow(newId)];
    expect(before).toMatchObject({ status: 2, rescheduled_to: newId, payment_id: null });
    expect(after).toMatchObject({ status: 0, slot: target, payment_id: old.payment_id, user_id: old.user_id, vendor_listing_id: patelId, hold_expires_at: null });
    expect(await countRows(app, payments)).toBe(charged);
    expect((await paymentRow(old.payment_id!)).booking_id).toBe(newId);
    await expectRollupMatchesBookings();

    const page = await (await app.request(`/app/my-appointments/${oldId}`, { headers: cookieHeader(ownerToken) })).text();
    expect(page).toContain('Re-Scheduled');
    expect(page).toContain(`href="/app/my-appointments/${newId}"`);
    expect(page).not.toContain('>Reschedule<');
  });

  test('both calendar files import as one moved event: same UID, higher SEQUENCE, the new DTSTART', async () => {
    const oldId = await book(await nextSlot());
    const confirmation = (await app.db.select().from(outbox).where(eq(outbox.to, 'owner@example.com'))).at(-1)!;
    const lastMail = (await app.db.select({ id: outbox.id }).from(outbox)).at(-1)!.id;
    const target = await nextSlot();
    const { id: newId } = (await (await reschedule(oldId, { slot: target })).json()) as { id: number };

    const event = (ics: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    const first = event(confirmation.attachments![0]!.content);
    const mails = await app.db.select().from(outbox).where(gt(outbox.id, lastMail));
    expect(mails.map((m) => m.to).sort()).toEqual(['owner@example.com', 'vet@example.com'].sort());
    // The development outbox lists both (it answers a loopback caller only).
    (app.app as unknown as { server: unknown }).server = { requestIP: () => ({ address: '127.0.0.1', family: 'IPv4', port: 50000 }) };
    const listed = (await (await app.request('/dev/outbox', { headers: { accept: 'application/json' } })).json()) as { to: string; subject: string }[];
    for (const to of ['owner@example.com', 'vet@example.com']) expect(listed.find((m) => m.to === to)?.subject).toStartWith('Appointment rescheduled');
    for (const mail of mails) {
      expect(mail.subject).toStartWith('Appointment rescheduled');
      const moved = event(mail.attachments![0]!.content);
      expect(moved.uid).toBe(first.uid);
      expect(moved.sequence).toBeGreaterThan(first.sequence);
      expect(moved.startDate.toJSDate().toISOString()).toBe(target);
      expect(first.startDate.toJSDate().toISOString()).toBe((await bookingRow(oldId)).slot);
    }
    // Moved again, then canceled: still the same event, each change a higher SEQUENCE.
    const again = (await (await reschedule(newId, { slot: await nextSlot() })).json()) as { id: number };
    expect((await app.request(`/app/appointments/${again.id}/cancel`, { method: 'POST', headers: cookieHeader(ownerToken) })).status).toBe(303);
    const [movedTwice, canceled] = (await app.db.select().from(outbox).where(eq(outbox.to, 'owner@example.com'))).slice(-2).map((m) => event(m.attachments![0]!.content));
    expect([movedTwice!.uid, canceled!.uid]).toEqual([first.uid, first.uid]);
    expect(movedTwice!.sequence).toBe(2);
    expect(canceled!.sequence).toBe(3);
  });

  test('the practice moves it too; another owner, another practice, a team member not managing the listing and an admin cannot, nor may anyone move it twice', async () => {
    const oldId = await book(await nextSlot());
    const untouched = await bookingRow(oldId);
    const refusedTo: [string, 'user' | 'vendor' | 'admin', number][] = [
      ['owner2@example.com', 'user', 404],
      ['vet2@example.com', 'vendor', 404],
      ['staff@example.com', 'vendor', 404],
      ['admin@example.com', 'admin', 403],
    ];
    for (const [email, role, status] of refusedTo) {
      const res = await reschedule(oldId, { slot: await nextSlot() }, bearer(email === 'owner2@example.com' ? otherOwnerToken : await apiLogin(app, email, role)));
      expect({ email, status: res.status }).toEqual({ email, status });
    }
    expect(await bookingRow(oldId)).toEqual(untouched);
    const byVet = await reschedule(oldId, { slot: await nextSlot() }, bearer(vetToken));
    expect(byVet.status).toBe(200);
    const again = await reschedule(oldId, { slot: await nextSlot() });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { msg: string }).msg).toBe('This appointment cannot be rescheduled.');
  }, 30_000);

  test('bad input is refused naming the field, and nothing is written', async () => {
    const id = await book(await nextSlot());
    const current = (await bookingRow(id)).slot;
    const taken = await book(await nextSlot());
    const cases: [unknown, number, string][] = [
      [{}, 422, 'slot'],
      [{ slot: '' }, 422, 'slot'],
      [{ slot: 'next tuesday' }, 422, 'slot'],
      [{ slot: '2020-01-01T10:00:00.000Z' }, 422, 'slot'],
      [{ slot: '2026-13-45T99:00:00Z' }, 422, 'slot'],
      [{ slot: current }, 422, 'slot'],
      [{ slot: await nextSlot(), tz: 'Mars/Olympus' }, 422, 'tz'],
      [{ slot: 42 }, 422, 'slot'],
    ];
    const before = await everything();
    for (const [body, status, field] of cases) {
      const res = await reschedule(id, body);
      expect({ body, status: res.status }).toEqual({ body, status });
      expect(((await res.json()) as { field?: string }).field).toBe(field);
    }
    const onTaken = await reschedule(id, { slot: (await bookingRow(taken)).slot });
    expect(onTaken.status).toBe(409);
    expect((await reschedule(0, { slot: await nextSlot() })).status).toBe(422);
    const form = await app.request(`/app/appointments/${id}/reschedule`, { method: 'POST', headers: { ...cookieHeader(ownerToken), 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: 'tz=UTC' });
    expect(form.status).toBe(422);
    expect(((await form.json()) as { field?: string }).field).toBe('slot');
    for (const [query, field] of [['date=tomorrow', 'date'], ['tz=Mars%2FOlympus', 'tz'], ['date=2026-02-30', 'date']]) {
      const page = await app.request(`/app/my-appointments/${id}/reschedule?${query}`, { headers: { ...cookieHeader(ownerToken), accept: 'application/json' } });
      expect({ query, status: page.status, field: ((await page.json()) as { field?: string }).field }).toEqual({ query, status: 422, field });
    }
    expect(await everything()).toEqual(before);
  });

  test('20 concurrent reschedules onto one free slot: exactly one wins, the others keep their booking', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push(await book(await nextSlot()));
    const kept = await Promise.all(ids.map(bookingRow));
    const target = await nextSlot();
    const answers = await Promise.all(ids.map((id) => reschedule(id, { slot: target })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = ids[statuses.indexOf(200)]!;
    for (const [i, id] of ids.entries()) {
      const row = await bookingRow(id);
      if (id === winner) expect(row.status).toBe(2);
      else expect(row).toEqual(kept[i]!);
    }
    const onTarget = await app.db.select().from(bookings).where(eq(bookings.slot, target));
    expect(onTarget.filter((b) => b.vendor_listing_id === patelId && (b.status === 0 || b.status === 1))).toHaveLength(1);
    await expectRollupMatchesBookings();
  });

  test('a payment for a slot racing a reschedule onto it: exactly one gets the slot', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await book(await nextSlot());
      const target = await nextSlot();
      const [paid, moved] = await Promise.all([
        payment(app, otherOwnerToken, { vendor_listing_id: patelId, type: VIDEO, slot: target, userTZ: 'UTC', pet: (await petOf(app, (await userByEmail(app, 'owner2@example.com')).id)).id, info: { summary: 'Cough' }, payment: CARD }),
        reschedule(id, { slot: target }),
      ]);
      expect([paid.status, moved.status].sort()).toEqual([200, 409]);
      const live = (await app.db.select().from(bookings).where(eq(bookings.slot, target))).filter((b) => b.vendor_listing_id === patelId && (b.status === 0 || b.status === 1) && b.hold_expires_at === null);
      expect(live).toHaveLength(1);
      expect((await bookingRow(id)).status).toBe(moved.status === 200 ? 2 : 0);
    }
    await expectRollupMatchesBookings();
  });
});

describe('the reschedule page', () => {
  test('offers the free slots of the same consultation and moves the booking with a plain form post', async () => {
    const id = await book(await nextSlot());
    const target = await nextSlot();
    const date = target.slice(0, 10);
    const html = await (await app.request(`/app/my-appointments/${id}/reschedule?date=${date}&tz=UTC`, { headers: cookieHeader(ownerToken) })).text();
    expect(html).toContain(`value="${target}"`);
    const detail = await (await app.request(`/app/my-appointments/${id}`, { headers: cookieHeader(ownerToken) })).text();
    expect(detail).toContain(`href="/app/my-appointments/${id}/reschedule"`);
    const res = await app.request(`/app/appointments/${id}/reschedule`, {
      method: 'POST',
      headers: { ...cookieHeader(ownerToken), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ slot: target, tz: 'UTC' }).toString(),
    });
    expect(res.status).toBe(303);
    const movedId = (await bookingRow(id)).rescheduled_to!;
    expect(res.headers.get('location')).toBe(`/app/my-appointments/${movedId}`);
  });

  test('shows its times in the browser’s zone (its tz cookie), named, as the booking’s other pages do', async () => {
    const id = await book(await nextSlot());
    const headers = { cookie: `${cookieHeader(ownerToken).cookie}; tz=Asia%2FTokyo` };
    const html = await (await app.request(`/app/my-appointments/${id}/reschedule`, { headers })).text();
    expect(html).toContain('Japan Time');
    expect(html).toContain('value="Asia/Tokyo"');
  });
});
