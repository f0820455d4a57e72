import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq, like } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { bookings, outbox, payments } from '../../../../db/schema';
import { manageLinkFor } from '../../../../src/features/booking/booking.manage-link';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, countRows, postForm } from '../../../helpers/accounts';
import { CARD, listingByTitle as listingNamed, payment as pay, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { LISTINGS, bookingRow, insertBooking, sessionOf } from './fixtures';

let app: TestApp;
/** The app's clock runs this far ahead of real time (to open a link after its booking is long over). */
let ahead = 0;

beforeAll(async () => {
  app = await createTestApp({ clock: () => new Date(Date.now() + ahead) });
}, 30_000);
afterAll(() => app.close());

/** The path of a booking's manage link (`/m/<token>`), as its owner's e-mails carry it. */
async function linkOf(booking: { id: number; user_id: number }): Promise<string> {
  return new URL(await manageLinkFor(app.deps, booking)).pathname;
}

const page = async (path: string) => {
  const res = await app.request(path);
  return { res, html: await res.text() };
};

/** The first free time the link's reschedule page offers, looking day by day from its booking's day. */
async function freeTimeOn(path: string): Promise<{ slot: string; date: string }> {
  for (let day = 1; day <= 10; day++) {
    const date = DateTime.now().setZone('America/Chicago').plus({ days: day }).toISODate()!;
    const { html } = await page(`${path}/reschedule?date=${date}`);
    const slot = /name="slot" value="([^"]+)"/.exec(html)?.[1];
    if (slot) return { slot, date };
  }
  throw new Error('no free time');
}

describe('the manage link opens one booking, signed out', () => {
  test('the confirmation e-mail carries it; it shows what, when in the owner’s zone, where, price with currency and status, and sets no session', async () => {
    const token = await apiLogin(app, 'owner@example.com');
    const listing = await listingNamed(app, 'Dr. Maya Patel');
    const pet = await petOf(app, (await userByEmail(app, 'owner@example.com')).id);
    const slot = await slotTaker(app, listing.id, 4000)(3);
    const res = await pay(app, token, { vendor_listing_id: listing.id, type: 4000, slot, userTZ: 'America/Chicago', pet: pet.id, info: { summary: 'Itchy ears' }, payment: CARD });
    const id = ((await res.json()) as { id: number }).id;

    const mail = (await app.db.select().from(outbox).where(and(eq(outbox.to, 'owner@example.com'), like(outbox.body, `%Booking #${id}:%`))))[0]!;
    const link = /Change or cancel without signing in: (http\S+\/m\/[0-9a-z]+\.[A-Za-z0-9_-]{16})/.exec(mail.body)?.[1];
    expect(link).toBeDefined();
    expect(mail.html).toContain(link!);

    const opened = await app.request(new URL(link!).pathname);
    const html = await opened.text();
    expect(opened.status).toBe(200);
    expect(opened.headers.getSetCookie()).toEqual([]);
    expect(html).toContain(`Appointment #${id}`);
    expect(html).toContain('Dr. Maya Patel');
    expect(html).toMatch(/Video, \d+ minutes/);
    expect(html).toContain(DateTime.fromISO(slot, { zone: 'America/Chicago' }).setLocale('en-US').toFormat('MMMM d, yyyy'));
    expect(html).toMatch(/(CST|CDT)/);
    expect(html).toMatch(/\$\d+(\.\d\d)?/);
    expect(html).toContain('<dt>Where</dt><dd>Online</dd>');
    expect(html).toContain('Reschedule');
    expect(html).toContain('Cancel Appointment');
    // No account navigation, no way into the account from here.
    expect(html).not.toMatch(/href="\/app/);
    expect(html).not.toContain('Log out');
  });
});

describe('cancel through the link', () => {
  test('it shows exactly what will be refunded, cancels once, and a second use says what already happened', async () => {
    const { booking, payment: paid } = await insertBooking(app, { email: 'owner2@example.com', listing: LISTINGS.hughes, type: 4000, day: 6, at: '10:00', paidDaysAgo: 2 });
    const path = await linkOf(booking);
    const confirm = await page(`${path}/cancel`);
    expect(confirm.res.status).toBe(200);
    expect(confirm.html).toContain('Are you sure you want to cancel this appointment?');
    // The refund worded as the signed-in cancel confirmation words it (the listing's policy quote), with the amount it will be.
    expect(confirm.html).toContain(`If you cancel now, $${(paid!.amount / 100).toFixed(2)} will be refunded in full to the card it was paid with.`);
    expect((await bookingRow(app, booking.id)).status).toBe(booking.status);

    const done = await postForm(app, `${path}/cancel`, {});
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(path);
    expect(done.headers.getSetCookie()).toEqual([]);
    expect((await bookingRow(app, booking.id)).status).toBe(3);
    const refunded = (await app.db.query.payments.findFirst({ where: eq(payments.id, paid!.id) }))!;
    expect(refunded).toMatchObject({ status: 'refunded', refunded_amount: paid!.amount });

    const after = await page(path);
    expect(after.html).toMatch(/This appointment was canceled on .+ by you\./);
    expect(after.html).toContain(`Refund: $${(paid!.amount / 100).toFixed(2)} to the card it was paid with, issued`);
    expect(after.html).not.toContain('>Cancel Appointment<');

    const mails = await countRows(app, outbox);
    const again = await postForm(app, `${path}/cancel`, {});
    expect(again.status).toBe(409);
    const told = await again.text();
    expect(told).toContain('This link was already used to cancel this appointment.');
    expect(told).toMatch(/This appointment was canceled on .+ by you\./);
    expect(await countRows(app, outbox)).toBe(mails);
  });

  test('a booking the practice canceled says so: when, by the practice, and the money', async () => {
    const { booking } = await insertBooking(app, { email: 'owner2@example.com', listing: LISTINGS.hughes, type: 4000, day: 7, at: '11:00', paidDaysAgo: 1 });
    const vet = await sessionOf(app, 'vet2@example.com', 'vendor');
    expect((await app.request(`/app/appointments/${booking.id}/cancel`, { method: 'POST', headers: vet })).status).toBe(303);
    const { res, html } = await page(await linkOf(booking));
    expect(res.status).toBe(200);
    expect(html).toMatch(/This appointment was canceled on .+ by the practice\./);
    expect(html).toContain('Refund:');
    expect((await postForm(app, `${await linkOf(booking)}/cancel`, {})).status).toBe(409);
  });
});

describe('reschedule through the link', () => {
  test('the same slot picking as signed in; it moves once, the link then leads to the new booking, and its cancel still works once', async () => {
    const { booking } = await insertBooking(app, { email: 'owner2@example.com', listing: LISTINGS.hughes, type: 4000, day: 8, at: '10:00', paidDaysAgo: 1 });
    const path = await linkOf(booking);
    const { slot } = await freeTimeOn(path);
    const form = await page(`${path}/reschedule`);
    expect(form.html).toContain(`action="${path}/reschedule"`);
    expect(form.html).not.toMatch(/href="\/app/);

    const moved = await postForm(app, `${path}/reschedule`, { slot, tz: 'America/Chicago' });
    expect(moved.status).toBe(303);
    const old = await bookingRow(app, booking.id);
    expect(old.status).toBe(2);
    const current = await bookingRow(app, old.rescheduled_to!);
    expect(current.slot).toBe(slot);

    const after = await page(path);
    expect(after.html).toContain('This appointment has been rescheduled to');
    expect(after.html).toContain(`Appointment #${current.id}`);
    expect(after.html).not.toContain(`href="${path}/reschedule"`);

    const again = await postForm(app, `${path}/reschedule`, { slot: (await freeTimeOn(path).catch(() => ({ slot }))).slot, tz: 'America/Chicago' });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This link was already used to reschedule this appointment.');
    expect((await bookingRow(app, current.id)).slot).toBe(slot);

    expect((await postForm(app, `${path}/cancel`, {})).status).toBe(303);
    expect((await bookingRow(app, current.id)).status).toBe(3);
    expect((await postForm(app, `${path}/cancel`, {})).status).toBe(409);
  });

  test('a slot refused by the server checks (in the past) is a 4xx and leaves the link usable', async () => {
    const { booking } = await insertBooking(app, { email: 'owner2@example.com', listing: LISTINGS.hughes, type: 4000, day: 9, at: '10:00' });
    const path = await linkOf(booking);
    const refused = await postForm(app, `${path}/reschedule`, { slot: '2020-01-01T10:00:00.000Z', tz: 'America/Chicago' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect((await bookingRow(app, booking.id)).status).toBe(0);
    expect((await page(`${path}/reschedule`)).html).toContain(`action="${path}/reschedule"`);
  });
});

describe('what people typed is escaped', () => {
  test('a pet name with markup is shown as text on the manage page', async () => {
    const { booking } = await insertBooking(app, { email: 'owner@example.com', listing: LISTINGS.hughes, type: 4000, day: 13, at: '10:00' });
    await app.db.update(bookings).set({ details: { ...booking.details, info: { ...booking.details.info, pet: '<script>alert(1)</script>' } } }).where(eq(bookings.id, booking.id));
    const { html } = await page(await linkOf(booking));
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('links that do not open', () => {
  test('forged, altered, or another booking’s id under a signature: 404 with a page saying so; nothing changes', async () => {
    const { booking: mine } = await insertBooking(app, { email: 'owner2@example.com', listing: LISTINGS.hughes, type: 4000, day: 10, at: '10:00' });
    const { booking: theirs } = await insertBooking(app, { email: 'owner@example.com', listing: LISTINGS.hughes, type: 4000, day: 10, at: '11:00' });
    const path = await linkOf(mine);
    const signature = path.split('.')[1]!;
    const altered = `${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`;
    const otherId = `/m/${theirs.id.toString(36)}.${signature}`;
    for (const bad of [altered, otherId, '/m/zzzz.AAAAAAAAAAAAAAAA', '/m/not-a-token', `/m/${mine.id.toString(36)}.${'x'.repeat(16)}`]) {
      const { res, html } = await page(bad);
      expect({ bad, status: res.status }).toEqual({ bad, status: 404 });
      expect(html).toContain('This link is not valid');
      expect(html).not.toContain('Sneezing since Tuesday');
      expect((await postForm(app, `${bad}/cancel`, {})).status).toBe(404);
    }
    expect((await bookingRow(app, theirs.id)).status).toBe(0);
    expect((await bookingRow(app, mine.id)).status).toBe(0);
  });

  test('a password change revokes every link sent before', async () => {
    const { booking } = await insertBooking(app, { email: 'owner2@example.com', listing: LISTINGS.hughes, type: 4000, day: 11, at: '10:00' });
    const path = await linkOf(booking);
    expect((await page(path)).res.status).toBe(200);
    const token = await apiLogin(app, 'owner2@example.com');
    const changed = await app.request('/api/account/change_password', { method: 'POST', json: { currentPassword: 'password123', newPassword: 'a-new-password-456' }, headers: bearer(token) });
    expect(changed.status).toBe(200);
    const { res, html } = await page(path);
    expect(res.status).toBe(404);
    expect(html).toContain('replaced when the password changed');
    expect((await postForm(app, `${path}/cancel`, {})).status).toBe(404);
    expect((await bookingRow(app, booking.id)).status).toBe(0);
    // The link sent after the change works.
    expect((await page(await linkOf(booking))).res.status).toBe(200);
  });

  test('a week after the booking ended the link has expired: 410', async () => {
    const { booking } = await insertBooking(app, { email: 'owner@example.com', listing: LISTINGS.hughes, type: 4000, day: 2, at: '10:00' });
    const path = await linkOf(booking);
    ahead = Date.parse(booking.slot_end) + 7 * 24 * 3600_000 + 60_000 - Date.now();
    try {
      const { res, html } = await page(path);
      expect(res.status).toBe(410);
      expect(html).toContain('This link has expired');
      expect(html).not.toContain('Sneezing since Tuesday');
    } finally {
      ahead = 0;
    }
    expect((await page(path)).res.status).toBe(200);
  });

  test('the link reaches nothing else: no other path under it, no session for the account pages', async () => {
    const { booking } = await insertBooking(app, { email: 'owner@example.com', listing: LISTINGS.hughes, type: 4000, day: 12, at: '10:00' });
    const path = await linkOf(booking);
    const opened = await app.request(path);
    expect(opened.headers.getSetCookie()).toEqual([]);
    for (const other of [`${path}/pets`, `${path}/../app/my-appointments`, `${path}/session`]) expect((await app.request(other)).status).toBeGreaterThanOrEqual(300);
    const account = await app.request('/app/my-appointments');
    expect([302, 303]).toContain(account.status);
    expect(account.headers.get('location')).toStartWith('/login');
  });

  test('an address that opens many bad links is refused for a while (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await app.request(`/m/${i.toString(36)}.AAAAAAAAAAAAAAAA`)).status);
    expect(statuses).toContain(429);
    expect(statuses.slice(-1)[0]).toBe(429);
  });
});
