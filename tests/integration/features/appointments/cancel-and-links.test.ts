import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, desc, eq, gt } from 'drizzle-orm';
import { outbox, payments } from '../../../../db/schema';
import { signBookingLink } from '../../../../src/features/booking/booking.link';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { countRows } from '../../../helpers/accounts';
import { LISTINGS, bookingRow, insertBooking, loginRow, sessionOf, userId } from './fixtures';

const payment = async (app: TestApp, id: number) => (await app.db.query.payments.findFirst({ where: eq(payments.id, id) }))!;

describe('cancelling an appointment', () => {
  let app: TestApp;
  let owner2: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp();
    owner2 = await sessionOf(app, 'owner2@example.com', 'user');
  });
  afterAll(() => app.close());

  test('the detail page asks the spec’s question before cancelling', async () => {
    const { booking } = await insertBooking(app, { email: 'owner2@example.com', listing: LISTINGS.hughes, type: 4000, day: 6, at: '10:00' });
    const html = await (await app.request(`/app/my-appointments/${booking.id}`, { headers: owner2 })).text();
    expect(html).toContain('hx-confirm="Are you sure you want to cancel this appointment?"');
    expect(html).toContain('Cancel Appointment');
  });

  test('cancel sets status 3, refunds a recent payment, frees the slot and mails both sides a METHOD:CANCEL calendar', async () => {
    const { booking, payment: paid, listing, start } = await insertBooking(app, { email: 'owner2@example.com', listing: LISTINGS.hughes, type: 4000, day: 5, at: '10:00', paidDaysAgo: 2 });
    const slotsUrl = `/api/public/listings/${listing.id}/slots?type=4000&date=${start.toISODate()}&tz=Europe/London`;
    const labels = async () => ((await (await app.request(slotsUrl)).json()) as { slots: { label: string }[] }).slots.map((s) => s.label);
    expect(await labels()).not.toContain('10:00');
    const mailsBefore = await countRows(app, outbox);

    const res = await app.request(`/app/appointments/${booking.id}/cancel`, { method: 'POST', headers: { ...owner2, 'hx-request': 'true' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('hx-redirect')).toBe(`/app/my-appointments?canceled=${booking.id}`);

    expect((await bookingRow(app, booking.id)).status).toBe(3);
    expect(await labels()).toContain('10:00');
    const refunded = await payment(app, paid!.id);
    expect(refunded.status).toBe('refunded');
    expect(refunded.refunded_amount).toBe(paid!.amount);

    const mails = await app.db.select().from(outbox).where(gt(outbox.id, 0)).orderBy(desc(outbox.id)).limit(2);
    expect(await countRows(app, outbox)).toBe(mailsBefore + 2);
    const practice = await loginRow(app, 'vet2@example.com');
    expect(mails.map((m) => m.to).sort()).toEqual(['owner2@example.com', practice.email].sort());
    for (const mail of mails) {
      expect(mail.subject).toStartWith('Appointment canceled');
      expect(mail.attachments![0]!.content).toContain('METHOD:CANCEL');
      expect(mail.body).toContain('/appointments?z=');
    }
    // Each reader reads the time in their own zone: the owner in Chicago, the practice in London. Both read
    // City Cat's en-GB, which names Chicago's zone by its offset.
    expect(mails.find((m) => m.to === 'owner2@example.com')!.body).toMatch(/When: .* (CST|CDT|GMT-[56])/);
    expect(mails.find((m) => m.to === practice.email)!.body).toMatch(/When: .* (GMT|BST)/);
  });

  test('cancelling twice is refused with 409 and changes nothing', async () => {
    const { booking, payment: paid } = await insertBooking(app, { email: 'owner2@example.com', listing: LISTINGS.hughes, type: 2000, day: 7, at: '09:30', paidDaysAgo: 1 });
    expect((await app.request(`/app/appointments/${booking.id}/cancel`, { method: 'POST', headers: owner2 })).status).toBe(303);
    const after = { booking: await bookingRow(app, booking.id), payment: await payment(app, paid!.id), mails: await countRows(app, outbox) };
    const again = await app.request(`/app/appointments/${booking.id}/cancel`, { method: 'POST', headers: owner2 });
    expect(again.status).toBe(409);
    expect({ booking: await bookingRow(app, booking.id), payment: await payment(app, paid!.id), mails: await countRows(app, outbox) }).toEqual(after);
  });

  test('a past appointment cannot be cancelled', async () => {
    const { booking } = await insertBooking(app, { email: 'owner2@example.com', listing: LISTINGS.hughes, type: 4000, day: -3, at: '10:00' });
    expect((await app.request(`/app/appointments/${booking.id}/cancel`, { method: 'POST', headers: owner2 })).status).toBe(409);
    expect((await bookingRow(app, booking.id)).status).toBe(0);
    expect(await (await app.request(`/app/my-appointments/${booking.id}`, { headers: owner2 })).text()).not.toContain('Cancel Appointment');
  });

  test('a payment older than 30 days is not refunded, though the booking is cancelled', async () => {
    const { booking, payment: paid } = await insertBooking(app, { email: 'owner2@example.com', listing: LISTINGS.hughes, type: 4000, day: 8, at: '10:00', paidDaysAgo: 31 });
    expect((await app.request(`/app/appointments/${booking.id}/cancel`, { method: 'POST', headers: owner2 })).status).toBe(303);
    expect((await bookingRow(app, booking.id)).status).toBe(3);
    expect(await payment(app, paid!.id)).toMatchObject({ status: 'succeeded', refunded_amount: 0 });
  });
});

describe('booking links and the session page', () => {
  let app: TestApp;
  let ownerId: number;
  let phoneBookingId: number;
  const secret = 'test-secret-that-is-long-enough-for-hs256-signing';
  beforeAll(async () => {
    app = await createTestApp();
    ownerId = await userId(app, 'owner@example.com');
    phoneBookingId = (await app.db.query.bookings.findFirst({ where: (b) => and(eq(b.user_id, ownerId), eq(b.type, 5000), eq(b.status, 0)) }))!.id;
  });
  afterAll(() => app.close());

  const customerLink = () => signBookingLink(secret, { userId: ownerId, audience: 'customer', bookingId: phoneBookingId });

  test('the detail page offers the signed link, and the link opens the booking for its owner (its room long closed, so no way into a session)', async () => {
    const owner = await sessionOf(app, 'owner@example.com', 'user');
    const detail = await (await app.request(`/app/my-appointments/${phoneBookingId}`, { headers: owner })).text();
    expect(detail).toContain(`/appointments?z=${encodeURIComponent(customerLink())}`);
    const res = await app.request(`/appointments?z=${encodeURIComponent(customerLink())}`, { headers: owner });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`Appointment #${phoneBookingId}`);
    // The seeded telephone booking was four days ago: "Open session" is offered only while the room can open (issue 13).
    expect(html).not.toContain(`/appointments/${phoneBookingId}/session`);
    expect(html).toContain('This session has ended.');
  });

  test('an altered or forged link says Invalid link', async () => {
    const owner = await sessionOf(app, 'owner@example.com', 'user');
    const [uid, marker, , mac] = customerLink().split('.');
    for (const z of [`${uid}.${marker}.${phoneBookingId + 1}.${mac}`, `${uid}.${marker}.${phoneBookingId}.${'0'.repeat(32)}`, 'nonsense', signBookingLink('another-secret', { userId: ownerId, audience: 'customer', bookingId: phoneBookingId })]) {
      const res = await app.request(`/appointments?z=${encodeURIComponent(z)}`, { headers: owner });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('Invalid link');
    }
  });

  test('a valid link for someone else, or nobody signed in, sends to sign in and back', async () => {
    const z = encodeURIComponent(customerLink());
    for (const headers of [{}, await sessionOf(app, 'owner2@example.com', 'user'), await sessionOf(app, 'vet@example.com', 'vendor')]) {
      const res = await app.request(`/appointments?z=${z}`, { headers });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(`/appointments?z=${z}`)}`);
    }
  });

  test('a practice link opens for a login of that practice only', async () => {
    const vet = await loginRow(app, 'vet@example.com');
    const z = encodeURIComponent(signBookingLink(secret, { userId: vet.id, audience: 'practice', bookingId: phoneBookingId }));
    expect((await app.request(`/appointments?z=${z}`, { headers: await sessionOf(app, 'vet@example.com', 'vendor') })).status).toBe(200);
    const other = await app.request(`/appointments?z=${z}`, { headers: await sessionOf(app, 'vet2@example.com', 'vendor') });
    expect(other.status).toBe(303);
    expect(other.headers.get('location')).toStartWith('/vendor/login?redirect=');
  });

  test('the root address forwards z to /appointments', async () => {
    const res = await app.request(`/?z=${encodeURIComponent(customerLink())}`);
    expect(res.headers.get('location')).toBe(`/appointments?z=${encodeURIComponent(customerLink())}`);
  });

  test('a telephone booking’s session page says the doctor will call; others cannot open it', async () => {
    const res = await app.request(`/appointments/${phoneBookingId}/session`, { headers: await sessionOf(app, 'owner@example.com', 'user') });
    expect(await res.text()).toContain('The doctor will call you at the appointment time');
    expect((await app.request(`/appointments/${phoneBookingId}/session`, { headers: await sessionOf(app, 'vet@example.com', 'vendor') })).status).toBe(200);
    expect((await app.request(`/appointments/${phoneBookingId}/session`, { headers: await sessionOf(app, 'owner2@example.com', 'user') })).status).toBe(404);
    expect((await app.request(`/appointments/${phoneBookingId}/session`, { headers: await sessionOf(app, 'vet2@example.com', 'vendor') })).status).toBe(404);
  });

  test('a video booking has Video Chat and Medical Records tabs, the latter listing the pet’s records; other types have no tabs', async () => {
    const owner = await sessionOf(app, 'owner@example.com', 'user');
    const video = (await app.db.query.bookings.findFirst({ where: (b) => and(eq(b.user_id, ownerId), eq(b.type, 4000)) }))!;
    const records = await (await app.request(`/app/my-appointments/${video.id}?tab=records`, { headers: owner })).text();
    expect(records).toContain('Medical Records');
    expect(records).toContain('<th scope="col">Category</th>');
    expect(records).toContain(`<a href="/app/my-appointments/${video.id}?tab=video">Video Chat</a>`);
    const phone = await (await app.request(`/app/my-appointments/${phoneBookingId}`, { headers: owner })).text();
    expect(phone).not.toContain('?tab=records');
  });
});
