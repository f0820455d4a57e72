import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import ICAL from 'ical.js';
import { bookings, payments, reminders } from '../../../../db/schema';
import { reminderTick } from '../../../../src/features/reminders/reminders.scheduler';
import { createClockApp, type ClockApp } from '../../../helpers/clock';
import { apiLogin, cookieHeader } from '../../../helpers/accounts';
import { CARD, freeSlots, listingByTitle, payment, petOf, userByEmail } from '../../../helpers/booking';

/**
 * What happens when time passes, seen by moving the app's clock through POST /dev/clock as a
 * tester would, from a start the test sets: the suite passes on any day of the year.
 */
const VIDEO = 4000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const OWNER = 'owner@example.com';

interface OutboxJson {
  channel: string;
  to: string;
  subject: string | null;
  body: string;
  html: string | null;
  created_at: string;
  attachments: { filename: string; contentType: string; content: string; encoding?: string }[];
}

let app: ClockApp;
let token: string;
let patelId: number;

beforeAll(async () => {
  app = await createClockApp('2027-06-07T15:00:00Z');
  patelId = (await listingByTitle(app, 'Dr. Maya Patel')).id;
}, 30_000);
afterAll(() => app.close());

/** The first free video slot of Dr. Patel `days` ahead in New York, from the public API. */
async function slotDaysAhead(days: number): Promise<string> {
  const slot = (await freeSlots(app, patelId, VIDEO, days))[0];
  expect(slot).toBeDefined();
  return slot!;
}

async function moveTo(instant: number) {
  const res = await app.moveClock({ at: new Date(instant).toISOString() });
  expect(res.status).toBe(200);
}

async function advance(duration: string) {
  expect((await app.moveClock({ advance: duration })).status).toBe(200);
}

/** Books as the owner, signed in afresh: a session lasts 7 days by the app's clock, which these tests move by weeks. */
async function book(slot: string, userTZ: string): Promise<number> {
  token = await apiLogin(app, OWNER);
  const pet = await petOf(app, (await userByEmail(app, OWNER)).id);
  const res = await payment(app, token, { vendor_listing_id: patelId, type: VIDEO, slot, userTZ, pet: pet.id, info: { summary: 'Limping since Sunday' }, payment: CARD });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

async function outbox(): Promise<OutboxJson[]> {
  const res = await app.request('/dev/outbox', { headers: { accept: 'application/json' } });
  expect(res.status).toBe(200);
  return (await res.json()) as OutboxJson[];
}

/** The appointment reminders e-mailed about one booking (each carries its signed link), oldest first. */
async function remindersAbout(bookingId: number): Promise<string[]> {
  const linked = new RegExp(`/appointments\\?z=\\d+\\.c\\.${bookingId}\\.`);
  return (await outbox())
    .filter((m) => m.channel === 'email' && m.subject?.startsWith('Reminder: your appointment') && linked.test(m.body))
    .map((m) => m.subject!)
    .reverse();
}

describe('time that passes, by the clock', () => {
  test('a booking 25 hours ahead gets its 24-hour reminder once after 1 hour 5 minutes, and its 1-hour reminder once after 24 hours', async () => {
    const slot = await slotDaysAhead(3);
    await moveTo(Date.parse(slot) - 25 * HOUR);
    const id = await book(slot, 'America/Chicago');
    await reminderTick(app.deps);
    expect(await remindersAbout(id)).toEqual([]);

    await advance('PT1H5M');
    await reminderTick(app.deps);
    await reminderTick(app.deps);
    expect(await remindersAbout(id)).toEqual(['Reminder: your appointment in 24 hours']);

    await advance('PT22H55M');
    await reminderTick(app.deps);
    await reminderTick(app.deps);
    expect(await remindersAbout(id)).toEqual(['Reminder: your appointment in 24 hours', 'Reminder: your appointment in 1 hour']);
    const rows = await app.db.select().from(reminders).where(eq(reminders.booking_id, id));
    expect(rows.map((r) => [r.kind, r.status]).sort()).toEqual([
      ['appointment_1h', 'sent'],
      ['appointment_24h', 'sent'],
    ]);
  });

  test('a booking made after the clock moved is stamped made at the app’s instant, as its payment is', async () => {
    const slot = await slotDaysAhead(5);
    await moveTo(Date.parse(slot) - 50 * HOUR);
    const madeAt = app.now().getTime();
    const id = await book(slot, 'America/New_York');
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id));
    const [paid] = await app.db.select().from(payments).where(eq(payments.booking_id, id));
    for (const stamp of [row!.created_at, paid!.created_at]) expect(Math.abs(Date.parse(stamp) - madeAt)).toBeLessThan(MINUTE);
  });

  test('a video booking’s room opens when the clock reaches 10 minutes before the slot, and closes 30 minutes after its end', async () => {
    const slot = await slotDaysAhead(5);
    await moveTo(Date.parse(slot) - 2 * HOUR);
    const id = await book(slot, 'America/New_York');
    const duration = (await listingByTitle(app, 'Dr. Maya Patel')).consultations.find((c) => c.type === VIDEO)!.duration;
    const end = Date.parse(slot) + duration * MINUTE;
    const room = async () => {
      const res = await app.request(`/appointments/${id}/session`, { headers: cookieHeader(token) });
      expect(res.status).toBe(200);
      const page = await res.text();
      return { state: /data-room-state="([a-z-]+)"/.exec(page)?.[1], call: page.includes('data-island="VideoCall"'), page };
    };

    await moveTo(Date.parse(slot) - 10 * MINUTE - 2_000);
    const early = await room();
    expect(early.state).toBe('not-yet');
    expect(early.call).toBe(false);
    expect(early.page).toContain('The room opens 10 minutes before the appointment.');

    await moveTo(Date.parse(slot) - 10 * MINUTE);
    expect(await room()).toMatchObject({ state: 'open', call: true });

    await moveTo(end + 30 * MINUTE - 2_000);
    expect(await room()).toMatchObject({ state: 'open', call: true });

    await moveTo(end + 30 * MINUTE);
    const late = await room();
    expect(late).toMatchObject({ state: 'ended', call: false });
    expect(late.page).toContain('This session has ended.');
  });

  test('the confirmation e-mail and its calendar file show the slot picked, in each reader’s zone and named, across a daylight-saving change', async () => {
    // Booked in winter time (EST) for a visit in summer time (EDT): New York springs forward on 2028-03-12.
    await moveTo(Date.parse('2028-03-08T15:00:00Z'));
    const slot = (await freeSlots(app, patelId, VIDEO, 5)).find((s) => DateTime.fromISO(s, { zone: 'America/New_York' }).hour === 10)!;
    expect(DateTime.fromISO(slot, { zone: 'America/New_York' }).toFormat('yyyy-MM-dd HH:mm ZZZZ')).toBe('2028-03-13 10:00 EDT');
    expect(DateTime.fromJSDate(app.now(), { zone: 'America/New_York' }).toFormat('ZZZZ')).toBe('EST');
    const id = await book(slot, 'America/Chicago');

    const confirmations = (await outbox()).filter((m) => m.subject?.startsWith('Appointment confirmed') && m.body.includes(`Booking #${id}:`));
    const owner = confirmations.find((m) => m.to === OWNER)!;
    const practice = confirmations.find((m) => m.to !== OWNER)!;
    // The owner reads Chicago time (9:00 AM CDT), the practice its own (10:00 AM EDT): the same instant, the zone named.
    expect(owner.body).toContain('When: Monday, March 13, 2028 at 9:00 AM CDT');
    expect(owner.subject).toContain('9:00 AM CDT');
    expect(practice.body).toContain('When: Monday, March 13, 2028 at 10:00 AM EDT');

    for (const mail of [owner, practice]) {
      const ics = mail.attachments.find((a) => a.filename === 'appointment.ics')!;
      expect(ics.contentType).toStartWith('text/calendar');
      expect(ics.encoding).toBeUndefined();
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics.content)).getFirstSubcomponent('vevent')!);
      expect(event.startDate.toJSDate().toISOString()).toBe(new Date(slot).toISOString());
    }
  });

  test('a session signed in now ends 7 days later by the app’s clock, not the machine’s', async () => {
    const session = await apiLogin(app, OWNER);
    const me = () => app.request('/api/pets', { headers: { authorization: `Bearer ${session}` } });
    expect((await me()).status).toBe(200);
    await advance('P6DT23H');
    expect((await me()).status).toBe(200);
    await advance('PT1H');
    expect((await me()).status).toBe(401);
  });

  test('the outbox JSON carries each message’s attachments and HTML part, as the contract says', async () => {
    const messages = await outbox();
    const confirmation = messages.find((m) => m.subject?.startsWith('Appointment confirmed') && m.to === OWNER)!;
    expect(Object.keys(confirmation).sort()).toEqual(['attachments', 'body', 'channel', 'created_at', 'html', 'subject', 'to']);
    expect(confirmation.attachments).toHaveLength(1);
    const [ics] = confirmation.attachments;
    expect(ics!.filename).toBe('appointment.ics');
    expect(ics!.contentType).toStartWith('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(ics!.content));
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('summary')).toContain('Video consultation');
    // A message without attachments or HTML says so: [] and null, never a missing field.
    const plain = messages.find((m) => m.attachments.length === 0)!;
    expect(plain.attachments).toEqual([]);
    expect(plain.html === null || typeof plain.html === 'string').toBe(true);
    expect(messages.every((m) => Array.isArray(m.attachments) && 'html' in m)).toBe(true);
  });
});
