import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { bookings, outbox } from '../../../../db/schema';
import { createClockApp, type ClockApp } from '../../../helpers/clock';
import { apiLogin, bearer, cookieHeader } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { insertBooking } from '../appointments/fixtures';
import { eventsOf, makeFeed, readFeed, type FeedEvent } from './helpers';

/** A feed follows the bookings as they change: booked, moved, canceled, and the 90 days behind. */
const VIDEO = 4000;
let app: ClockApp;
let ownerToken: string;
let owner: Record<string, string>;
let vet: Record<string, string>;
let patelId: number;
let petId: number;
let nextSlot: () => Promise<string>;

beforeAll(async () => {
  app = await createClockApp('2027-06-07T15:00:00Z');
  ownerToken = await apiLogin(app, 'owner@example.com');
  owner = cookieHeader(ownerToken);
  vet = cookieHeader(await apiLogin(app, 'vet@example.com', 'vendor'));
  patelId = (await listingByTitle(app, 'Dr. Maya Patel')).id;
  petId = (await petOf(app, (await userByEmail(app, 'owner@example.com')).id)).id;
  const take = slotTaker(app, patelId, VIDEO);
  nextSlot = () => take();
}, 30_000);
afterAll(() => app.close());

async function book(slot: string): Promise<number> {
  const res = await payment(app, ownerToken, { vendor_listing_id: patelId, type: VIDEO, slot, userTZ: 'America/Chicago', pet: petId, info: { summary: 'Scratching at night' }, payment: CARD });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

const withUid = (events: FeedEvent[], uid: string) => events.filter((e) => e.uid === uid);

/** The calendar file of the newest e-mail of this subject to this address, as ical.js reads it. */
async function mailEvent(to: string, subject: string): Promise<FeedEvent> {
  const mails = (await app.db.select().from(outbox).where(eq(outbox.to, to))).filter((m) => m.subject?.startsWith(subject));
  const calendar = mails.at(-1)!.attachments!.find((a) => a.contentType.startsWith('text/calendar'))!;
  return eventsOf(calendar.content)[0]!;
}

describe('a feed follows every change, with the e-mails’ UIDs', () => {
  test('booked, moved, canceled: one event throughout, its UID the invitation’s, its SEQUENCE rising', async () => {
    const ownerFeed = (await makeFeed(app, owner, 'owner')).path;
    const practiceFeed = (await makeFeed(app, vet, 'practice')).path;
    const before = await readFeed(app, ownerFeed);

    const slot = await nextSlot();
    const id = await book(slot);
    const invitation = await mailEvent('owner@example.com', 'Appointment confirmed');
    const booked = await readFeed(app, ownerFeed);
    expect(booked.res.headers.get('etag')).not.toBe(before.res.headers.get('etag'));
    expect(withUid(booked.events, invitation.uid)).toEqual([expect.objectContaining({ uid: `booking-${id}@localhost`, sequence: 0, status: 'CONFIRMED', start: slot })]);
    const [ownerSide] = withUid(booked.events, invitation.uid);
    expect(ownerSide!.summary).toContain('Video consultation with');
    expect(ownerSide!.description).not.toContain('Scratching at night');
    const [practiceSide] = withUid((await readFeed(app, practiceFeed)).events, invitation.uid);
    expect(practiceSide!.description).toContain('Reason: Scratching at night');

    const target = await nextSlot();
    const moved = await app.request(`/api/appointments/${id}/reschedule`, { method: 'POST', json: { slot: target }, headers: bearer(ownerToken) });
    expect(moved.status).toBe(200);
    const { id: newId } = (await moved.json()) as { id: number };
    const movedMail = await mailEvent('owner@example.com', 'Appointment rescheduled');
    for (const path of [ownerFeed, practiceFeed]) {
      // Listed once: the live booking, under the event it took over; the booking moved away is gone.
      expect(withUid((await readFeed(app, path)).events, invitation.uid)).toEqual([expect.objectContaining({ sequence: 1, status: 'CONFIRMED', start: target })]);
    }
    expect(movedMail).toMatchObject({ uid: invitation.uid, sequence: 1 });

    expect((await app.request(`/app/appointments/${newId}/cancel`, { method: 'POST', headers: owner })).status).toBe(303);
    const cancelMail = await mailEvent('owner@example.com', 'Appointment canceled');
    for (const path of [ownerFeed, practiceFeed]) {
      const [canceled] = withUid((await readFeed(app, path)).events, invitation.uid);
      expect(canceled).toMatchObject({ status: 'CANCELLED', sequence: cancelMail.sequence, start: target });
      expect(canceled!.summary).toStartWith('Canceled: ');
    }
    expect(cancelMail).toMatchObject({ uid: invitation.uid, sequence: 2 });
  });

  test('the practice’s e-mail and the practice’s feed name the booking by the same UID', async () => {
    const path = (await makeFeed(app, vet, 'vet')).path;
    const id = await book(await nextSlot());
    const mail = await mailEvent('vet@example.com', 'Appointment confirmed');
    expect(mail.uid).toBe(`booking-${id}@localhost`);
    expect(withUid((await readFeed(app, path)).events, mail.uid)).toHaveLength(1);
  });

  test('an owner who reads Spanish gets the feed in Spanish', async () => {
    const lucia = cookieHeader(await apiLogin(app, 'owner3@example.com'));
    const { text } = await readFeed(app, (await makeFeed(app, lucia, 'owner')).path);
    expect(text).toContain('X-WR-CALNAME:Citas de mis mascotas');
  });
});

describe('the 90 days behind', () => {
  test('a past appointment stays 90 days, then leaves the feed', async () => {
    const path = (await makeFeed(app, owner, 'owner')).path;
    const { booking } = await insertBooking(app, { email: 'owner@example.com', listing: 'Dr. Maya Patel, DVM — General Practice', type: VIDEO, day: -89, at: '10:00' });
    const uid = `booking-${booking.id}@localhost`;
    expect(withUid((await readFeed(app, path)).events, uid)).toHaveLength(1);
    const row = (await app.db.query.bookings.findFirst({ where: eq(bookings.id, booking.id) }))!;
    // One minute past 90 days after its start, by the app's clock.
    const at = DateTime.fromISO(row.slot).plus({ days: 90, minutes: 1 }).toUTC().toISO()!;
    expect((await app.moveClock({ at })).status).toBe(200);
    expect(withUid((await readFeed(app, path)).events, uid)).toEqual([]);
  });
});
