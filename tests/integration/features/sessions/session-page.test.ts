import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { insertSessionBooking } from '../../../helpers/sessions';
import { loginRow, sessionOf } from '../appointments/fixtures';
import { signBookingLink } from '../../../../src/features/booking/booking.link';
import { sendChatMessage } from '../../../../src/features/sessions/sessions.chat.service';

const VIDEO = 4000;
const PHONE = 5000;
const CHAT = 6000;
const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

let app: TestApp;
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  app = await createTestApp();
  as.owner = await sessionOf(app, 'owner@example.com', 'user');
  as.vet = await sessionOf(app, 'vet@example.com', 'vendor');
  as.otherPractice = await sessionOf(app, 'vet2@example.com', 'vendor');
}, 30_000);
afterAll(() => app.close());

const page = async (path: string, who: string) => (await app.request(path, { headers: as[who] })).text();

describe('the session page', () => {
  test('a telephone booking: the owner is told the doctor will call; the practice gets the owner’s number as a tel: link', async () => {
    const booking = await insertSessionBooking(app, { email: 'owner@example.com', listing: 'patel', type: PHONE, startsInMin: 5 });
    const owner = await page(`/appointments/${booking.id}/session`, 'owner');
    expect(owner).toContain('The doctor will call you at the appointment time');
    expect(owner).not.toContain('Call the owner at');
    const phone = booking.details.user.phone!;
    expect(await page(`/appointments/${booking.id}/session`, 'vet')).toContain(`href="tel:${phone.replace(/[^\d+]/g, '')}"`);
  });

  test('a video booking shows the call only while its room is open', async () => {
    const open = await insertSessionBooking(app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 5 });
    const later = await insertSessionBooking(app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 120 });
    expect(await page(`/appointments/${open.id}/session`, 'owner')).toContain('data-island="VideoCall"');
    const waiting = await page(`/appointments/${later.id}/session`, 'owner');
    expect(waiting).not.toContain('data-island="VideoCall"');
    expect(waiting).toContain('The room opens 10 minutes before the appointment.');
    expect((await app.request(`/appointments/${open.id}/session`, { headers: as.otherPractice })).status).toBe(404);
  });

  test('"Open session" is offered on the appointment and its Video Chat tab only while the room can open', async () => {
    const open = await insertSessionBooking(app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 5 });
    const later = await insertSessionBooking(app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 120 });
    expect(await page(`/app/my-appointments/${open.id}`, 'owner')).toContain('Open session');
    expect(await page(`/app/my-appointments/${open.id}?tab=video`, 'owner')).toContain(`href="/appointments/${open.id}/session"`);
    expect(await page(`/app/my-appointments/${later.id}`, 'owner')).not.toContain('Open session');
    expect(await page(`/app/appointments/${later.id}?tab=video`, 'vet')).toContain('The room opens 10 minutes before the appointment.');
  });

  test('the signed booking link leads into an open room', async () => {
    const booking = await insertSessionBooking(app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 5 });
    const z = encodeURIComponent(signBookingLink(SECRET, { userId: booking.user_id, audience: 'customer', bookingId: booking.id }));
    const res = await app.request(`/appointments?z=${z}`, { headers: as.owner });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/appointments/${booking.id}/session`);
    const vet = await loginRow(app, 'vet@example.com');
    const practice = encodeURIComponent(signBookingLink(SECRET, { userId: vet.id, audience: 'practice', bookingId: booking.id }));
    expect((await app.request(`/appointments?z=${practice}`, { headers: as.vet })).headers.get('location')).toBe(`/appointments/${booking.id}/session`);
  });

  test('a chat booking’s conversation stays on the appointment, shown as text', async () => {
    const booking = await insertSessionBooking(app, { email: 'owner@example.com', listing: 'patel', type: CHAT, startsInMin: 5 });
    const member = { bookingId: booking.id, kind: 'chat' as const, side: 'owner' as const, personId: booking.user_id, name: 'Sarah Mitchell', closesAt: '' };
    await sendChatMessage(app.deps, member, 'a1', '<script>alert(1)</script> is it serious?');
    const detail = await page(`/app/appointments/${booking.id}`, 'vet');
    expect(detail).toContain('&lt;script&gt;alert(1)&lt;/script&gt; is it serious?');
    expect(detail).not.toContain('<script>alert(1)');
    expect(await page(`/appointments/${booking.id}/session`, 'owner')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('the consultation note', () => {
  const post = (id: number, who: string, note: string) =>
    app.request(`/appointments/${id}/note`, { method: 'POST', headers: { ...as[who], 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ note }).toString() });

  test('the practice writes it; the owner sees it on the session page and the appointment', async () => {
    const booking = await insertSessionBooking(app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: -20 });
    const res = await post(booking.id, 'vet', 'Ear looks better. Continue drops for 5 days <b>twice</b> a day.');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/appointments/${booking.id}/session?saved=1`);
    for (const path of [`/appointments/${booking.id}/session`, `/app/my-appointments/${booking.id}`]) {
      const html = await page(path, 'owner');
      expect(html).toContain('Consultation Note');
      expect(html).toContain('Continue drops for 5 days &lt;b&gt;twice&lt;/b&gt; a day.');
    }
    expect(await page(`/appointments/${booking.id}/session?saved=1`, 'vet')).toContain('Consultation note saved.');
  });

  test("the note becomes the pet's Consultation Note record, which the owner reads in Medical Records; written again it is updated, not doubled", async () => {
    const booking = await insertSessionBooking(app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: -20 });
    const petId = booking.details.pet!.id;
    const notesOfBooking = async () => {
      const res = await app.request(`/api/pets/${petId}/records?category=notes`, { headers: as.owner });
      expect(res.status).toBe(200);
      const rows = (await res.json()) as { details: Record<string, unknown> }[];
      return rows.filter((row) => row.details.booking_id === booking.id);
    };
    await post(booking.id, 'vet', 'First impression: mild otitis.');
    await post(booking.id, 'vet', 'Otitis externa. Drops twice a day for 5 days.');
    const notes = await notesOfBooking();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.details).toMatchObject({ type: 'Consultation Note', comment: 'Otitis externa. Drops twice a day for 5 days.', name: 'Consultation note' });
    expect(notes[0]!.details.date).toBe(DateTime.fromISO(booking.slot, { zone: booking.details.listingTZ }).toISODate());
  });

  test('the owner and another practice cannot write it; an empty note is refused naming the field, nothing saved', async () => {
    const booking = await insertSessionBooking(app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: -20 });
    expect((await post(booking.id, 'owner', 'mine')).headers.get('location')).toBe('/404');
    expect((await post(booking.id, 'otherPractice', 'theirs')).status).toBe(404);
    const empty = await post(booking.id, 'vet', '   ');
    expect(empty.status).toBe(422);
    expect(await page(`/app/my-appointments/${booking.id}`, 'owner')).not.toContain('Consultation Note');
  });
});
