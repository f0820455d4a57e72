import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { gt } from 'drizzle-orm';
import ICAL from 'ical.js';
import { outbox } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { deliverOutbox } from '../../../../src/providers/mail/outbox-sender';
import type { MailMessage } from '../../../../src/providers/mail/mail';
import { CONSULTATION_TYPES } from '../../../../src/lib/constants/consultation-types';

const SITE = 'https://vets.example.org';
const OWNER = 'owner@example.com';
const PRACTICE = 'vet@example.com';

let app: TestApp;
let ownerToken: string;
let patelId: number;
let petId: number;
let slots: Record<number, () => Promise<string>>;

/** Every e-mail from now on, as the outbox sender hands it to the mail server (the invitation apart). */
async function sentAfter(lastId: number): Promise<MailMessage[]> {
  const rows = await app.db.select().from(outbox).where(gt(outbox.id, lastId));
  const sent: MailMessage[] = [];
  // Delivered through the one sender, so the row's invitation is shown coming back out as the message's icalEvent.
  await deliverOutbox(app.db, { name: 'capture', send: async (m) => void sent.push(m) }, new Date(), (id, error) => { throw error; });
  expect(sent).toHaveLength(rows.length);
  return sent;
}

const lastOutboxId = async () => (await app.db.select({ id: outbox.id }).from(outbox)).at(-1)?.id ?? 0;

/** The invitation a calendar client reads: its METHOD and its one event. */
function read(mail: MailMessage) {
  expect(mail.icalEvent).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(mail.icalEvent!.content));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    organizer: String(vevent.getFirstPropertyValue('organizer')).toLowerCase(),
    attendees: vevent.getAllProperties('attendee').map((p) => String(p.getFirstValue()).toLowerCase()),
    uid: event.uid,
    sequence: event.sequence,
    location: event.location,
    start: event.startDate.toJSDate().toISOString(),
  };
}

async function book(type: number): Promise<{ id: number; slot: string }> {
  const slot = await slots[type]!();
  const res = await payment(app, ownerToken, { vendor_listing_id: patelId, type, slot, userTZ: 'America/Chicago', pet: petId, info: { summary: 'Itchy ears' }, payment: CARD });
  expect(res.status).toBe(200);
  return { id: ((await res.json()) as { id: number }).id, slot };
}

beforeAll(async () => {
  app = await createTestApp({ env: { PUBLIC_URL: SITE } });
  ownerToken = await apiLogin(app, OWNER);
  patelId = (await listingByTitle(app, 'Dr. Maya Patel')).id;
  petId = (await petOf(app, (await userByEmail(app, OWNER)).id)).id;
  slots = Object.fromEntries(Object.values(CONSULTATION_TYPES).map((type) => [type, slotTaker(app, patelId, type)]));
  // Mails the seed wrote are not this suite's.
  await deliverOutbox(app.db, { name: 'capture', send: async () => {} }, new Date(), () => {});
}, 30_000);
afterAll(() => app.close());

describe('booking e-mails carry real invitations', () => {
  test('book → reschedule → cancel: REQUEST, REQUEST, CANCEL from the practice to the owner, one UID on the deployment’s domain, SEQUENCE rising', async () => {
    let mark = await lastOutboxId();
    const booked = await book(CONSULTATION_TYPES.VIDEO);
    const confirmation = await sentAfter(mark);

    mark = await lastOutboxId();
    const target = await slots[CONSULTATION_TYPES.VIDEO]!();
    const res = await app.request(`/api/appointments/${booked.id}/reschedule`, { method: 'POST', json: { slot: target }, headers: bearer(ownerToken) });
    expect(res.status).toBe(200);
    const movedId = ((await res.json()) as { id: number }).id;
    const rescheduled = await sentAfter(mark);

    mark = await lastOutboxId();
    expect((await app.request(`/app/appointments/${movedId}/cancel`, { method: 'POST', headers: cookieHeader(ownerToken) })).status).toBe(303);
    const canceled = await sentAfter(mark);

    const owners = [confirmation, rescheduled, canceled].map((mails) => read(mails.find((m) => m.to === OWNER)!));
    expect(owners.map((i) => i.method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    for (const invite of owners) {
      expect(invite.organizer).toBe(`mailto:${PRACTICE}`);
      expect(invite.attendees).toEqual([`mailto:${OWNER}`]);
      expect(invite.uid).toBe(`booking-${booked.id}@vets.example.org`);
    }
    expect(owners[1]!.sequence).toBeGreaterThan(owners[0]!.sequence);
    expect(owners[2]!.sequence).toBeGreaterThan(owners[1]!.sequence);
    expect([owners[0]!.start, owners[1]!.start]).toEqual([booked.slot, target]);
    // Where the owner joins: the session page of the booking as it now stands.
    expect(owners[0]!.location).toBe(`${SITE}/appointments/${booked.id}/session`);
    expect(owners[1]!.location).toBe(`${SITE}/appointments/${movedId}/session`);

    // The practice organizes the event: its own copy is published (no RSVP asked of it), then removed, on the same UID.
    const practice = [confirmation, rescheduled, canceled].map((mails) => read(mails.find((m) => m.to === PRACTICE)!));
    expect(practice.map((i) => i.method)).toEqual(['PUBLISH', 'PUBLISH', 'CANCEL']);
    expect(practice.map((i) => i.uid)).toEqual(owners.map((i) => i.uid));
    expect(practice.map((i) => i.sequence)).toEqual(owners.map((i) => i.sequence));
    expect(practice.every((i) => i.attendees.length === 0 && i.organizer === `mailto:${PRACTICE}`)).toBe(true);
  });

  test('the development outbox still lists the invitation as the calendar file', async () => {
    const mark = await lastOutboxId();
    const { id } = await book(CONSULTATION_TYPES.CHAT);
    (app.app as unknown as { server: unknown }).server = { requestIP: () => ({ address: '127.0.0.1', family: 'IPv4', port: 50000 }) };
    const listed = (await (await app.request('/dev/outbox', { headers: { accept: 'application/json' } })).json()) as {
      to: string;
      body: string;
      attachments: { filename: string; contentType: string; content: string }[];
    }[];
    const mail = listed.find((m) => m.to === OWNER && m.body.includes(`Booking #${id}:`))!;
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments;
    expect(Object.keys(file!).sort()).toEqual(['content', 'contentType', 'filename']);
    expect(file!.filename).toBe('appointment.ics');
    expect(file!.contentType).toStartWith('text/calendar; method=REQUEST');
    expect(file!.content).toContain(`LOCATION:${SITE}/appointments/${id}/session`);
    await sentAfter(mark);
  });

  test('a clinic visit is at the clinic’s address; a telephone consultation at its session page', async () => {
    let mark = await lastOutboxId();
    await book(CONSULTATION_TYPES.CLINIC);
    expect(read((await sentAfter(mark)).find((m) => m.to === OWNER)!).location).toBe('214 Harvard Street, Brookline, MA 02446');
    mark = await lastOutboxId();
    const phone = await book(CONSULTATION_TYPES.TELEPHONIC);
    expect(read((await sentAfter(mark)).find((m) => m.to === OWNER)!).location).toBe(`${SITE}/appointments/${phone.id}/session`);
  });
});
