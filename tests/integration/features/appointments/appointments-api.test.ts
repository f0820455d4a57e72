import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import { bookings, intake_questions, payments, urgent_releases } from '../../../../db/schema';
import { BOOKING_STATUS } from '../../../../src/lib/constants/booking-status';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer } from '../../../helpers/accounts';
import { CARD, freeSlots, listingByTitle, payment, petOf, userByEmail } from '../../../helpers/booking';
import { insertSessionBooking } from '../../../helpers/sessions';

/** What the appointment screens, the session page, Urgent slots and the questionnaire editor do, through the JSON API. */
const VIDEO = 4000;
let app: TestApp;
const as: Record<string, Record<string, string>> = {};
let romero: number;
let patel: number;
const call = (method: string, path: string, who: string, json?: unknown) => app.request(path, { method, headers: as[who], json });
const bookingRow = async (id: number) => (await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) }))!;

beforeAll(async () => {
  app = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  for (const [who, email, role] of [['vet', 'vet@example.com', 'vendor'], ['staff', 'staff@example.com', 'vendor'], ['vet2', 'vet2@example.com', 'vendor'], ['owner', 'owner@example.com', 'user'], ['owner2', 'owner2@example.com', 'user']] as const) {
    as[who] = bearer(await apiLogin(app, email, role));
  }
  romero = (await listingByTitle(app, 'Dr. Luis Romero')).id;
  patel = (await listingByTitle(app, 'Dr. Maya Patel')).id;
}, 30_000);
afterAll(() => app.close());

describe('cancel', () => {
  test('the owner cancels a paid booking: the refund in minor units with its currency and the sentence they read; a second cancel is 409', async () => {
    const token = await apiLogin(app, 'owner@example.com');
    const pet = await petOf(app, (await userByEmail(app, 'owner@example.com')).id);
    const slot = (await freeSlots(app, romero, VIDEO, 5))[0]!;
    const paid = await payment(app, token, { vendor_listing_id: romero, type: VIDEO, slot, userTZ: 'America/New_York', pet: pet.id, info: { summary: 'Itchy' }, payment: CARD });
    const { id } = (await paid.json()) as { id: number };
    expect((await call('POST', `/api/appointments/${id}/cancel`, 'owner2')).status).toBe(404);
    expect((await bookingRow(id)).status).not.toBe(BOOKING_STATUS.CANCELED);
    const res = await call('POST', `/api/appointments/${id}/cancel`, 'owner');
    expect(res.status).toBe(200);
    const done = (await res.json()) as { id: number; status: string; refund: { amount: number; fee: number; currency: string; reason: string; text: string } };
    const paidAmount = (await app.db.query.payments.findFirst({ where: eq(payments.id, (await bookingRow(id)).payment_id!) }))!.amount;
    expect(done).toEqual({ id, status: 'canceled', refund: { amount: paidAmount, fee: 0, currency: 'usd', reason: 'no-policy', text: expect.stringContaining(`$${(paidAmount / 100).toFixed(2)}`) } });
    expect((await bookingRow(id)).status).toBe(BOOKING_STATUS.CANCELED);
    expect((await call('POST', `/api/appointments/${id}/cancel`, 'owner')).status).toBe(409);
  });
});

describe('the consultation note', () => {
  test('the practice writes it while the room is open; an empty note is a 422 naming note, the owner may not', async () => {
    const booking = await insertSessionBooking(app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: -5, status: BOOKING_STATUS.COMPLETE });
    const empty = await call('PUT', `/api/appointments/${booking.id}/note`, 'vet', { note: '   ' });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({ msg: 'Please write the note.', field: 'note' });
    expect((await call('PUT', `/api/appointments/${booking.id}/note`, 'owner', { note: 'Mine' })).status).toBe(403);
    expect((await call('PUT', `/api/appointments/${booking.id}/note`, 'vet2', { note: 'Theirs' })).status).toBe(404);
    expect((await bookingRow(booking.id)).details).not.toHaveProperty('note');
    const saved = await call('PUT', `/api/appointments/${booking.id}/note`, 'vet', { note: 'Ears cleaned; recheck in two weeks.' });
    expect(saved.status).toBe(200);
    expect(JSON.stringify((await bookingRow(booking.id)).details)).toContain('Ears cleaned; recheck in two weeks.');
  });
});

describe('urgent slots', () => {
  test('a day is released by the people who work with the listing; a day out of range is a 422 naming date, another practice finds nothing', async () => {
    const day = DateTime.now().setZone('America/New_York').plus({ days: 2 }).toISODate()!;
    const releases = async () => (await app.db.select().from(urgent_releases)).length;
    const before = await releases();
    const far = await call('POST', '/api/urgent/release', 'vet', { listing: patel, date: '2020-01-01' });
    expect(far.status).toBe(422);
    expect(((await far.json()) as { field: string }).field).toBe('date');
    expect((await call('POST', '/api/urgent/release', 'vet2', { listing: patel, date: day })).status).toBe(404);
    expect(await releases()).toBe(before);
    const done = await call('POST', '/api/urgent/release', 'vet', { listing: patel, date: day });
    expect(await done.json()).toEqual({ listing_id: patel, date: day, released: true, changed: true });
    expect(await (await call('POST', '/api/urgent/release', 'vet', { listing: patel, date: day })).json()).toMatchObject({ changed: false });
    const shown = (await (await call('GET', `/api/urgent?listing=${patel}&date=${day}`, 'vet')).json()) as { releases: { listing_id: number; date: string; at: string; by: string }[] };
    expect(shown.releases.find((r) => r.listing_id === patel && r.date === day)).toMatchObject({ by: 'Maya Patel' });
  });
});

describe('the intake questionnaire editor', () => {
  const path = (id: number, rest = '') => `/api/listings/${id}/intake${rest}?type=${VIDEO}`;
  test('a question is added, moved and removed; a choice with one option is a 422 naming options, and nothing is written', async () => {
    const start = (await (await call('GET', path(romero), 'staff')).json()) as { is_default: boolean; questions: { id: string }[] };
    expect(start.is_default).toBe(true);
    const bad = await call('POST', path(romero, '/questions'), 'staff', { kind: 'choice', label: 'Which?', options: ['only'] });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ msg: expect.stringContaining('20'), field: 'options' });
    expect((await app.db.select().from(intake_questions).where(eq(intake_questions.vendor_listing_id, romero))).length).toBe(0);
    const added = await call('POST', path(romero, '/questions'), 'staff', { kind: 'choice', label: 'Which food?', options: ['Dry', 'Wet'], red_flags: ['Wet'], required: true });
    expect(added.status).toBe(201);
    const after = (await added.json()) as { is_default: boolean; questions: { id: string; label: string; options: string[]; redFlags: string[] }[] };
    expect(after.is_default).toBe(false);
    const mine = after.questions.at(-1)!;
    expect(mine).toMatchObject({ label: 'Which food?', options: ['Dry', 'Wet'], redFlags: ['Wet'] });
    const moved = (await (await call('POST', path(romero, `/questions/${mine.id}/move`), 'staff', { direction: 'up' })).json()) as { questions: { id: string }[] };
    expect(moved.questions.at(-2)!.id).toBe(mine.id);
    const removed = (await (await call('DELETE', path(romero, `/questions/${mine.id}`), 'staff')).json()) as { questions: { id: string }[] };
    expect(removed.questions.map((q) => q.id)).not.toContain(mine.id);
  });

  test('another practice and a team member who does not manage the listing find nothing', async () => {
    expect((await call('GET', path(patel), 'staff')).status).toBe(404);
    expect((await call('POST', path(patel, '/questions'), 'vet2', { kind: 'yesno', label: 'Theirs?' })).status).toBe(404);
    expect((await app.db.select().from(intake_questions).where(eq(intake_questions.vendor_listing_id, patel))).length).toBe(0);
  });
});
