import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq, gt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { outbox, phr, reminders, users } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, e164, verifyPhone } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { reminderTick } from '../../../../src/features/reminders/reminders.scheduler';

const VIDEO = 4000;
const HOUR = 3_600_000;
const OWNER = 'owner@example.com';
const OWNER_MOBILE = '6175550142';

let app: TestApp;
let tokens: Record<string, string>;
let patelId: number;
let nextSlot: (fromDay?: number) => Promise<string>;

async function book(email: string, userTZ = 'America/Chicago'): Promise<{ id: number; slot: string }> {
  const slot = await nextSlot();
  const pet = await petOf(app, (await userByEmail(app, email)).id);
  const res = await payment(app, tokens[email]!, { vendor_listing_id: patelId, type: VIDEO, slot, userTZ, pet: pet.id, info: { summary: 'Itchy ears' }, payment: CARD });
  expect(res.status).toBe(200);
  return { id: ((await res.json()) as { id: number }).id, slot };
}

/** What the outbox holds after `afterId` for one address or number. */
async function sentTo(to: string, afterId: number) {
  return app.db.select().from(outbox).where(and(eq(outbox.to, e164(to)), gt(outbox.id, afterId)));
}
/** The reminders e-mailed about one booking after `afterId`: each carries that booking's signed link. */
async function remindersMailedAbout(bookingId: number, afterId: number) {
  const mails = await app.db.select().from(outbox).where(gt(outbox.id, afterId));
  return mails.filter((m) => m.subject?.startsWith('Reminder:') && new RegExp(`/appointments\\?z=\\d+\\.c\\.${bookingId}\\.`).test(m.body));
}
const lastOutboxId = async () => (await app.db.select({ id: outbox.id }).from(outbox)).at(-1)?.id ?? 0;
const at = (slot: string, msBefore: number) => new Date(Date.parse(slot) - msBefore);
const remindersOf = (bookingId: number) => app.db.select().from(reminders).where(eq(reminders.booking_id, bookingId));

beforeAll(async () => {
  app = await createTestApp();
  tokens = { [OWNER]: await apiLogin(app, OWNER), 'owner2@example.com': await apiLogin(app, 'owner2@example.com') };
  patelId = (await listingByTitle(app, 'Dr. Maya Patel')).id;
  nextSlot = slotTaker(app, patelId, VIDEO);
  await verifyPhone(app, OWNER_MOBILE);
}, 30_000);
afterAll(() => app.close());

describe('appointment reminders', () => {
  test('24 hours and 1 hour before: an e-mail in the owner’s zone and an SMS to the verified mobile, each sent once', async () => {
    const { id, slot } = await book(OWNER, 'America/Chicago');
    const before = await lastOutboxId();
    await reminderTick(app.deps, { now: at(slot, 24.5 * HOUR), worker: 'a' });
    expect((await remindersOf(id)).map((r) => [r.kind, r.status]).sort()).toEqual([
      ['appointment_1h', 'pending'],
      ['appointment_24h', 'pending'],
    ]);
    expect(await remindersMailedAbout(id, before)).toHaveLength(0);

    await reminderTick(app.deps, { now: at(slot, 24 * HOUR - 60_000), worker: 'a' });
    await reminderTick(app.deps, { now: at(slot, 24 * HOUR - 30_000), worker: 'b' });
    const day = await remindersMailedAbout(id, before);
    expect(day).toHaveLength(1);
    expect(day[0]!.subject).toBe('Reminder: your appointment in 24 hours');
    const local = DateTime.fromISO(slot, { zone: 'America/Chicago' });
    const when = `${local.toFormat('cccc, LLLL d, yyyy')} at ${local.setLocale('en-US').toFormat('h:mm a')}`;
    expect(day[0]!.body).toContain(when);
    expect(day[0]!.body).toMatch(/ (CST|CDT)\b/);
    // The SMS names the same time compactly, to fit one segment: "Wed, Mar 4, 2:30 PM CST".
    const smsWhen = `${local.setLocale('en-US').toFormat('ccc, LLL d')}, ${local.setLocale('en-US').toFormat('h:mm a')}`;
    const texts = async () => (await sentTo(OWNER_MOBILE, before)).filter((m) => m.body.includes(smsWhen));
    expect(await texts()).toHaveLength(1);

    await reminderTick(app.deps, { now: at(slot, HOUR - 60_000), worker: 'b' });
    await reminderTick(app.deps, { now: at(slot, HOUR - 1_000), worker: 'a' });
    const all = await remindersMailedAbout(id, before);
    expect(all.map((m) => m.subject)).toEqual(['Reminder: your appointment in 24 hours', 'Reminder: your appointment in 1 hour']);
    expect((await texts()).map((m) => m.channel)).toEqual(['sms', 'sms']);
    expect((await remindersOf(id)).every((r) => r.status === 'sent' && r.sent_at !== null)).toBe(true);
  });

  test('an owner whose mobile was never verified gets the e-mail only', async () => {
    const { slot } = await book('owner2@example.com');
    const before = await lastOutboxId();
    await reminderTick(app.deps, { now: at(slot, 24.5 * HOUR) });
    await reminderTick(app.deps, { now: at(slot, HOUR - 1_000) });
    expect((await sentTo('owner2@example.com', before)).map((m) => m.subject)).toEqual(['Reminder: your appointment in 1 hour']);
    expect(await sentTo('6175550187', before)).toHaveLength(0);
  });

  test('rescheduling voids the old booking’s pending reminders and plans the new one’s; canceling voids them', async () => {
    const { id, slot } = await book(OWNER);
    await reminderTick(app.deps, { now: at(slot, 24.5 * HOUR) });
    const target = await nextSlot(10);
    const res = await app.request(`/api/appointments/${id}/reschedule`, { method: 'POST', json: { slot: target }, headers: bearer(tokens[OWNER]!) });
    expect(res.status).toBe(200);
    const movedId = ((await res.json()) as { id: number }).id;
    expect((await remindersOf(id)).map((r) => r.status)).toEqual(['void', 'void']);
    expect((await remindersOf(movedId)).map((r) => [r.kind, r.due_at]).sort()).toEqual([
      ['appointment_1h', at(target, HOUR).toISOString()],
      ['appointment_24h', at(target, 24 * HOUR).toISOString()],
    ]);
    const before = await lastOutboxId();
    await reminderTick(app.deps, { now: at(slot, HOUR - 1_000) });
    expect(await remindersMailedAbout(id, before)).toHaveLength(0);

    expect((await app.request(`/app/appointments/${movedId}/cancel`, { method: 'POST', headers: cookieHeader(tokens[OWNER]!) })).status).toBe(303);
    expect((await remindersOf(movedId)).map((r) => r.status)).toEqual(['void', 'void']);
    await reminderTick(app.deps, { now: at(target, 24 * HOUR - 1_000) });
    await reminderTick(app.deps, { now: at(target, HOUR - 1_000) });
    expect(await remindersMailedAbout(movedId, before)).toHaveLength(0);
  });

  test('a claim left by a process that died is taken over only after the stale timeout', async () => {
    const { id, slot } = await book(OWNER);
    const due = at(slot, HOUR - 1_000);
    await reminderTick(app.deps, { now: at(slot, 24.5 * HOUR) });
    const [row] = (await remindersOf(id)).filter((r) => r.kind === 'appointment_1h');
    await app.db.update(reminders).set({ claimed_by: 'dead-process', claimed_at: due.toISOString() }).where(eq(reminders.id, row!.id));
    const before = await lastOutboxId();
    await reminderTick(app.deps, { now: new Date(due.getTime() + 60_000), worker: 'alive' });
    expect(await remindersMailedAbout(id, before)).toHaveLength(0);
    expect((await remindersOf(id)).find((r) => r.id === row!.id)).toMatchObject({ status: 'pending', claimed_by: 'dead-process' });
    // The stale timeout (5 minutes) later, still before the slot: taken over and sent, once.
    await reminderTick(app.deps, { now: new Date(due.getTime() + app.deps.config.reminders.staleMs + 1_000), worker: 'alive' });
    await reminderTick(app.deps, { now: new Date(due.getTime() + app.deps.config.reminders.staleMs + 2_000), worker: 'other' });
    expect((await remindersMailedAbout(id, before)).map((m) => m.subject)).toEqual(['Reminder: your appointment in 1 hour']);
    expect((await remindersOf(id)).find((r) => r.id === row!.id)).toMatchObject({ status: 'sent', claimed_by: 'alive' });
  });
});

describe('vaccine reminders', () => {
  async function immunization(dueDate: string) {
    const owner = await userByEmail(app, OWNER);
    const pet = await petOf(app, owner.id);
    const [row] = await app.db
      .insert(phr)
      .values({ category: 'immunizations', user_id: owner.id, pet_id: pet.id, details: { name: 'Rabies', date: '2026-01-10', due_date: dueDate } })
      .returning();
    return { id: row!.id, petName: pet.name };
  }

  test('7 days before the due date, at 09:00 in the owner’s zone, once, saying the due date in the owner’s words, not as ISO', async () => {
    const dueDate = DateTime.now().plus({ days: 12 }).toISODate()!;
    const { id, petName } = await immunization(dueDate);
    const nine = DateTime.fromISO(dueDate, { zone: 'America/Chicago' }).minus({ days: 7 }).set({ hour: 9 });
    const before = await lastOutboxId();
    await reminderTick(app.deps, { now: nine.minus({ days: 1 }).toJSDate() });
    const [row] = await app.db.select().from(reminders).where(eq(reminders.phr_id, id));
    expect(row).toMatchObject({ kind: 'vaccine_due', status: 'pending', due_at: nine.toUTC().toISO() });
    await reminderTick(app.deps, { now: nine.minus({ minutes: 1 }).toJSDate() });
    expect(await sentTo(OWNER, before)).toHaveLength(0);
    await reminderTick(app.deps, { now: nine.plus({ minutes: 1 }).toJSDate() });
    await reminderTick(app.deps, { now: nine.plus({ minutes: 2 }).toJSDate() });
    const mails = await sentTo(OWNER, before);
    // "Thu, Dec 10, 2026": the owner reads US English.
    const due = new Intl.DateTimeFormat('en-US', { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${dueDate}T12:00:00Z`));
    expect(mails.map((m) => m.subject)).toEqual([`Reminder: ${petName}'s Rabies is due on ${due}`]);
    expect(mails[0]!.body).not.toContain(dueDate);
    expect((await sentTo(OWNER_MOBILE, before)).map((m) => m.body)).toEqual([`VetConsult reminder: ${petName}'s Rabies is due on ${due}.`]);
  });
});

describe('My Profile reminder switches', () => {
  test('turning a kind off stops its reminders; bad input names the field and changes nothing', async () => {
    const session = cookieHeader(tokens['owner2@example.com']!);
    const form = (body: string, extra: Record<string, string> = {}) =>
      app.request('/app/my-profile/reminders', { method: 'POST', headers: { ...session, 'content-type': 'application/x-www-form-urlencoded', ...extra }, body });
    const page = await (await app.request('/app/my-profile', { headers: session })).text();
    expect(page).toContain('name="appointment_reminders" value="on" checked');

    const bad = await form('appointment_reminders=yes', { accept: 'application/json' });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { field?: string }).field).toBe('appointment_reminders');
    expect((await userByEmail(app, 'owner2@example.com')).appointment_reminders).toBe(true);

    expect((await form('vaccine_reminders=on')).status).toBe(303);
    const owner2 = await app.db.query.users.findFirst({ where: eq(users.email, 'owner2@example.com') });
    expect(owner2).toMatchObject({ appointment_reminders: false, vaccine_reminders: true });

    const { id, slot } = await book('owner2@example.com');
    const before = await lastOutboxId();
    await reminderTick(app.deps, { now: at(slot, 24.5 * HOUR) });
    await reminderTick(app.deps, { now: at(slot, 24 * HOUR - 1_000) });
    await reminderTick(app.deps, { now: at(slot, HOUR - 1_000) });
    expect(await sentTo('owner2@example.com', before)).toHaveLength(0);
    expect((await remindersOf(id)).map((r) => r.status)).toEqual(['void', 'void']);

    expect((await form('appointment_reminders=on')).status).toBe(303);
    expect(await (await app.request('/app/my-profile', { headers: session })).text()).toContain('name="vaccine_reminders" value="on"/>');
  });
});
