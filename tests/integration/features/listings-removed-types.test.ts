import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq, gt } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, bearer, cookieHeader } from '../../helpers/accounts';
import { CARD, freeSlots, payment, petOf, userByEmail } from '../../helpers/booking';
import { bookings, outbox, payments, vendor_listings, vendor_logins } from '../../../db/schema';

/**
 * "A change must not strand what is booked": taking a consultation type off a listing (removing it
 * or turning it off) while upcoming bookings are of it asks the practice first, then keeps them
 * (still valid, still movable, not repeatable) or cancels them as the practice.
 */
const CLINIC = '2000';
const VIDEO = '4000';

let app: TestApp;
let vet: string;
let owner: string;
let vetId: number;
let petId: number;

type Fields = Record<string, string | string[]>;

const consultation = (i: number, type: string, on = true): Fields => ({
  [`consultations[${i}][type]`]: type,
  [`consultations[${i}][duration]`]: '30',
  [`consultations[${i}][price]`]: '40',
  ...(on ? { [`consultations[${i}][status]`]: 'on' } : {}),
  [`consultations[${i}][schedule][0][days][]`]: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  [`consultations[${i}][schedule][0][from]`]: '09:00',
  [`consultations[${i}][schedule][0][to]`]: '17:00',
});

const details = (title: string): Fields => ({ title, line1: 'General practice', timezone: 'America/New_York', vendor_login_id: String(vetId) });

function form(fields: Fields): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(key, item);
  return data;
}

const post = (fields: Fields, id?: number) => app.request(`/app/listings/item${id ? `?id=${id}` : ''}`, { method: 'POST', headers: cookieHeader(vet), body: form(fields) });

/** A new listing of Happy Paws offering clinic and video visits every day. */
async function listingWithTwoTypes(title: string): Promise<number> {
  expect((await post({ ...details(title), ...consultation(0, VIDEO), ...consultation(1, CLINIC) })).status).toBe(303);
  return (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.title, title) }))!.id;
}

/** A paid clinic visit of the owner's pet, `day` days ahead. */
async function bookClinic(listingId: number, day: number, nth = 0): Promise<number> {
  const slot = (await freeSlots(app, listingId, Number(CLINIC), day))[nth]!;
  const res = await payment(app, owner, { vendor_listing_id: listingId, type: Number(CLINIC), slot, userTZ: 'America/New_York', pet: petId, info: { summary: 'Limping' }, payment: CARD });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

const bookingRow = async (id: number) => (await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) }))!;
const listingRow = async (id: number) => (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.id, id) }))!;
const lastMailId = async () => (await app.db.select({ id: outbox.id }).from(outbox)).at(-1)?.id ?? 0;

beforeAll(async () => {
  app = await createTestApp();
  vet = await apiLogin(app, 'vet@example.com', 'vendor');
  owner = await apiLogin(app, 'owner@example.com');
  vetId = (await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, 'vet@example.com') }))!.id;
  petId = (await petOf(app, (await userByEmail(app, 'owner@example.com')).id)).id;
}, 30_000);
afterAll(() => app.close());

describe('removing a consultation type that upcoming bookings are of', () => {
  test('the practice is shown the affected bookings and asked what to do; nothing is stored and everything typed is kept', async () => {
    const id = await listingWithTwoTypes('Dr. Ask First');
    const booked = await bookClinic(id, 3);
    const before = await listingRow(id);

    const res = await post({ ...details('Dr. Ask First, renamed'), ...consultation(0, VIDEO) }, id);
    expect(res.status).toBe(409);
    const page = await res.text();
    expect(page).toContain('Upcoming bookings of the types you are taking away');
    expect(page).toContain('1 upcoming booking is of a consultation type this change removes or turns off');
    expect(page).toContain(`data-stranded="${booked}"`);
    expect(page).toContain('Sarah Mitchell');
    expect(page).toContain('$40.00');
    expect(page).toContain('name="stranded" value="keep"');
    expect(page).toContain('name="stranded" value="cancel"');
    // What was typed comes back: the new title, and only the one consultation left.
    expect(page).toContain('value="Dr. Ask First, renamed"');
    expect(page).not.toContain('name="consultations[1][type]"');
    expect(await listingRow(id)).toEqual(before);

    const unanswered = await post({ ...details('Dr. Ask First, renamed'), ...consultation(0, VIDEO), stranded_seen: String(booked) }, id);
    expect(unanswered.status).toBe(409);
    const again = await unanswered.text();
    expect(again).toMatch(/<p class="field-error" id="stranded-error">Choose what happens to these bookings<\/p>/);
    expect(again).toContain('value="Dr. Ask First, renamed"');
    expect(await listingRow(id)).toEqual(before);
  });

  test('turning the type off is asked about too; a type no upcoming booking is of goes without a question', async () => {
    const id = await listingWithTwoTypes('Dr. Off Switch');
    await bookClinic(id, 4);
    expect((await post({ ...details('Dr. Off Switch'), ...consultation(0, VIDEO), ...consultation(1, CLINIC, false) }, id)).status).toBe(409);
    const dropVideo = await post({ ...details('Dr. Off Switch'), ...consultation(0, CLINIC) }, id);
    expect(dropVideo.status).toBe(303);
    expect(dropVideo.headers.get('location')).toBe('/app/listings');
    expect((await listingRow(id)).consultations.map((c) => c.type)).toEqual([2000]);
  });

  test('kept: the bookings stay valid, owners can no longer book the type, and the booking can still be rescheduled', async () => {
    const id = await listingWithTwoTypes('Dr. Keep Them');
    const booked = await bookClinic(id, 5);
    const mails = await lastMailId();
    const res = await post({ ...details('Dr. Keep Them'), ...consultation(0, VIDEO), stranded: 'keep', stranded_seen: String(booked) }, id);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app/listings?kept=1');
    const listings = await (await app.request('/app/listings?kept=1', { headers: cookieHeader(vet) })).text();
    expect(listings).toContain('Listing saved. The upcoming bookings of the types you took away stay booked.');

    // The removed type stays on the listing, turned off: owners cannot book it, the booking keeps its hours.
    const stored = await listingRow(id);
    expect(stored.consultations.map((c) => [c.type, c.status])).toEqual([[4000, true], [2000, false]]);
    expect((await bookingRow(booked)).status).toBe(0);
    expect(await app.db.select().from(outbox).where(gt(outbox.id, mails))).toEqual([]);
    const date = (await bookingRow(booked)).slot.slice(0, 10);
    const offered = await app.request(`/api/public/listings/${id}/slots?type=2000&date=${date}&tz=America/New_York`);
    expect(offered.status).toBe(422);
    expect(((await offered.json()) as { msg: string }).msg).toBe('This listing does not offer that consultation type');

    // Reschedule: the owner's page offers its times, and the move is made.
    const page = await app.request(`/app/my-appointments/${booked}/reschedule`, { headers: cookieHeader(owner) });
    expect(page.status).toBe(200);
    const times = await page.text();
    expect(times).not.toContain('This listing does not offer that consultation type');
    expect(times).toContain('name="slot" value="');
    // An hour later the same day: inside the clinic's 9 to 5 (the first free slot was taken).
    const target = new Date(Date.parse((await bookingRow(booked)).slot) + 3_600_000).toISOString();
    const moved = await app.request(`/api/appointments/${booked}/reschedule`, { method: 'POST', json: { slot: target, tz: 'America/New_York' }, headers: bearer(owner) });
    expect(moved.status).toBe(200);
    const { id: newId } = (await moved.json()) as { id: number };
    expect(await bookingRow(newId)).toMatchObject({ type: 2000, slot: target, status: 0 });
    // The practice's reschedule page for the moved booking shows free times too.
    const practicePage = await app.request(`/app/appointments/${newId}/reschedule`, { headers: cookieHeader(vet) });
    expect(practicePage.status).toBe(200);
    expect(await practicePage.text()).toContain('name="slot" value="');
    // The times kept for moving it are never offered to a new booking.
    expect((await app.request(`/api/public/listings/${id}/slots?type=2000&date=${date}&tz=America/New_York`)).status).toBe(422);

    // Repeat makes new visits of a type no longer offered: refused, saying why.
    const repeat = await app.request(`/app/appointments/${newId}/repeat?every=1&unit=week&count=2`, { headers: cookieHeader(vet) });
    expect(repeat.status).toBe(200);
    const repeatPage = await repeat.text();
    expect(repeatPage).toContain('This appointment cannot be repeated: its listing no longer offers Clinic consultations.');
    expect(repeatPage).not.toContain('This listing does not offer that consultation type');
    const before = (await app.db.select().from(bookings)).length;
    const book = await app.request(`/app/appointments/${newId}/repeat`, {
      method: 'POST',
      headers: { ...cookieHeader(vet), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ every: '1', unit: 'week', count: '2', key: 'repeat-removed-type-1', pay: 'each', waive: 'true' }).toString(),
    });
    expect(book.status).toBe(409);
    expect(await book.text()).toContain('This appointment cannot be repeated');
    expect((await app.db.select().from(bookings)).length).toBe(before);
  });

  test('canceled: each booking is canceled as the practice, refunded in full, and both sides are e-mailed', async () => {
    const id = await listingWithTwoTypes('Dr. Cancel Them');
    const first = await bookClinic(id, 6);
    const second = await bookClinic(id, 7);
    const mails = await lastMailId();
    const res = await post({ ...details('Dr. Cancel Them'), ...consultation(0, VIDEO), stranded: 'cancel', stranded_seen: [String(first), String(second)] }, id);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app/listings?canceled=2');
    expect((await listingRow(id)).consultations.map((c) => c.type)).toEqual([4000]);
    for (const bookingId of [first, second]) {
      const row = await bookingRow(bookingId);
      expect(row.status).toBe(3);
      const paid = (await app.db.query.payments.findFirst({ where: eq(payments.booking_id, bookingId) }))!;
      expect(paid.refunded_amount).toBe(paid.amount);
    }
    const sent = await app.db.select().from(outbox).where(gt(outbox.id, mails));
    expect(sent.filter((m) => m.to === 'owner@example.com' && (m.subject ?? '').startsWith('Appointment canceled')).length).toBe(2);
    expect(sent.filter((m) => m.to === 'vet@example.com').length).toBe(2);
    const listings = await (await app.request('/app/listings?canceled=2', { headers: cookieHeader(vet) })).text();
    expect(listings).toContain('Listing saved. 2 upcoming bookings were canceled; the owners are refunded and told by e-mail.');
  });

  test('a booking made after the question was shown is asked about before anything is stored', async () => {
    const id = await listingWithTwoTypes('Dr. Late Booking');
    const seen = await bookClinic(id, 8);
    const late = await bookClinic(id, 9);
    const res = await post({ ...details('Dr. Late Booking'), ...consultation(0, VIDEO), stranded: 'cancel', stranded_seen: String(seen) }, id);
    expect(res.status).toBe(409);
    const page = await res.text();
    expect(page).toContain(`data-stranded="${late}"`);
    expect(page).not.toContain('id="stranded-error"');
    expect((await bookingRow(seen)).status).toBe(0);
    expect((await listingRow(id)).consultations).toHaveLength(2);
  });
});
