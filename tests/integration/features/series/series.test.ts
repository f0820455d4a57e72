import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import { booking_series, bookings, payments } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader } from '../../../helpers/accounts';
import { CARD, freeSlots, listingByTitle, payment, petOf, userByEmail } from '../../../helpers/booking';
import { SANDBOX_LEDGER, readSandboxLedger } from '../../../../src/providers/payments/sandbox';

const VIDEO = 4000;
const ZONE = 'America/New_York';
// A fixed "now": 8:00 in New York tomorrow, so the weeks ahead are the same for every run.
const NOW = DateTime.now().setZone(ZONE).plus({ days: 1 }).set({ hour: 8, minute: 0, second: 0, millisecond: 0 });

let app: TestApp;
let vet: string;
let owner: string;
let owner2: string;
let ownerId: number;
let petId: number;
let patelId: number;

type Visit = { visit: number; state: string; id?: number; slot?: string; status?: string; alternatives?: { start: string }[] };
const post = (path: string, token: string, json: unknown) => app.request(path, { method: 'POST', json, headers: bearer(token) });
const series = (token: string, body: Record<string, unknown>) =>
  post('/api/series', token, { vendor_listing_id: patelId, type: VIDEO, userTZ: ZONE, pet: petId, user_id: ownerId, info: { summary: 'Physiotherapy' }, payment: CARD, every: 1, unit: 'week', ...body });
const week = (slot: string, n: number) => DateTime.fromISO(slot, { zone: ZONE }).plus({ weeks: n }).toUTC().toISO()!;
const paymentOf = async (id: number) => (await app.db.query.payments.findFirst({ where: eq(payments.booking_id, id) }))!;
const bookingRow = async (id: number) => (await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) }))!;

/** The first free slot `days` ahead whose same time the next 3 weeks is free too. */
async function weeklyStart(days: number): Promise<string> {
  for (const slot of await freeSlots(app, patelId, VIDEO, days, ZONE)) {
    const plan = await post('/api/series/plan', vet, { vendor_listing_id: patelId, type: VIDEO, slot, userTZ: ZONE, every: 1, unit: 'week', count: 4 });
    const { visits } = (await plan.json()) as { visits: Visit[] };
    if (visits.every((v) => v.state === 'free')) return slot;
  }
  throw new Error('no weekly time free');
}

beforeAll(async () => {
  app = await createTestApp({ clock: () => NOW.toJSDate() });
  vet = await apiLogin(app, 'vet@example.com', 'vendor');
  owner = await apiLogin(app, 'owner@example.com');
  owner2 = await apiLogin(app, 'owner2@example.com');
  ownerId = (await userByEmail(app, 'owner@example.com')).id;
  petId = (await petOf(app, ownerId)).id;
  patelId = (await listingByTitle(app, 'Dr. Maya Patel')).id;
});
afterAll(() => app.close());

describe('a practice books a weekly series for its customer', () => {
  test('a visit already taken is listed with alternatives, nothing is booked until it is chosen or skipped', async () => {
    const start = await weeklyStart(2);
    // Someone else takes the second week's time.
    const before = await app.db.$count(bookings, eq(bookings.user_id, ownerId));
    const taken = await payment(app, owner2, { vendor_listing_id: patelId, type: VIDEO, slot: week(start, 1), pet: (await petOf(app, (await userByEmail(app, 'owner2@example.com')).id)).id, info: { summary: 'Cough' }, payment: CARD });
    expect(taken.status).toBe(200);
    const first = await series(vet, { slot: start, count: 4 });
    expect(first.status).toBe(409);
    const answer = (await first.json()) as { result: string; status: string; visits: Visit[] };
    expect(answer.result).toBe('choose');
    expect(answer.status).toBe('Some visits cannot be booked at their time: choose another time for each, or skip it.');
    expect(answer.visits.map((v) => v.state)).toEqual(['free', 'refused', 'free', 'free']);
    const refused = answer.visits[1]!;
    expect(refused.status).toBe('Sorry, this time slot is no longer available. Please choose another time.');
    expect(refused.alternatives!.length).toBeGreaterThan(0);
    expect(refused.alternatives!.map((a) => a.start)).not.toContain(week(start, 1));
    expect(await app.db.$count(bookings, eq(bookings.user_id, ownerId))).toBe(before);

    const chosen = refused.alternatives![0]!.start;
    const res = await series(vet, { slot: start, count: 4, choices: [{ visit: 2, slot: chosen }] });
    expect(res.status).toBe(200);
    const booked = (await res.json()) as { series_id: number; visits: Visit[] };
    expect(booked.visits.map((v) => [v.visit, v.state, v.slot])).toEqual([
      [1, 'booked', start],
      [2, 'booked', chosen],
      [3, 'booked', week(start, 2)],
      [4, 'booked', week(start, 3)],
    ]);
    // Paid visit by visit: four charges, each its own payment with its own reference.
    const paid = await Promise.all(booked.visits.map((v) => paymentOf(v.id!)));
    expect(paid.every((p) => p.status === 'succeeded' && p.reference)).toBe(true);
    expect(new Set(paid.map((p) => p.reference)).size).toBe(4);
    // Each visit says which it is.
    const page = await app.request(`/app/appointments/${booked.visits[2]!.id}`, { headers: cookieHeader(vet) });
    expect(await page.text()).toContain('Visit 3 of 4');
  });

  test('skipping a visit on purpose books the others and lists it as skipped', async () => {
    const start = await weeklyStart(3);
    const res = await series(vet, { slot: start, count: 3, choices: [{ visit: 2, skip: true }], waive: true });
    expect(res.status).toBe(200);
    const { visits } = (await res.json()) as { visits: Visit[] };
    expect(visits.map((v) => v.state)).toEqual(['booked', 'skipped', 'booked']);
  });

  test('53 visits, or an interval of 0, is a 422 naming the field; nothing is booked', async () => {
    const before = await app.db.$count(bookings);
    const tooMany = await series(vet, { slot: await weeklyStart(4), count: 53 });
    expect(tooMany.status).toBe(422);
    expect(await tooMany.json()).toMatchObject({ field: 'count' });
    const zero = await series(vet, { slot: await weeklyStart(4), count: 2, every: 0 });
    expect(zero.status).toBe(422);
    expect(await zero.json()).toMatchObject({ field: 'every' });
    expect(await app.db.$count(bookings)).toBe(before);
  });
});

describe('a series paid up front', () => {
  test('one charge for the visits; cancel from visit 3 on refunds those two shares of it', async () => {
    const start = await weeklyStart(5);
    const res = await series(vet, { slot: start, count: 4, pay: 'upfront' });
    expect(res.status).toBe(200);
    const { series_id, visits } = (await res.json()) as { series_id: number; visits: Visit[] };
    expect(visits.every((v) => v.state === 'booked')).toBe(true);
    const row = (await app.db.query.booking_series.findFirst({ where: eq(booking_series.id, series_id) }))!;
    const shares = await Promise.all(visits.map((v) => paymentOf(v.id!)));
    expect(row.charge_reference).toMatch(/^sb_/);
    expect(row.charge_amount).toBe(shares.reduce((sum, p) => sum + p.amount, 0));
    expect(shares.every((p) => p.status === 'succeeded' && p.reference === null)).toBe(true);
    const ledger = () => readSandboxLedger(join(app.deps.config.dataDir, SANDBOX_LEDGER));
    expect(ledger().filter((l) => l.kind === 'charge' && l.result.ok && l.result.reference === row.charge_reference)).toHaveLength(1);

    // Another owner, and a practice's team member who may not see it: not found.
    expect((await post(`/api/appointments/${visits[2]!.id}/cancel-onwards`, owner2, {})).status).toBe(404);
    const canceled = await post(`/api/appointments/${visits[2]!.id}/cancel-onwards`, owner, {});
    expect(canceled.status).toBe(200);
    expect(await canceled.json()).toEqual({ series_id, canceled: [{ visit: 3, id: visits[2]!.id! }, { visit: 4, id: visits[3]!.id! }] });
    expect((await Promise.all(visits.map((v) => bookingRow(v.id!)))).map((b) => b.status)).toEqual([0, 0, 3, 3]);
    const refunds = ledger().filter((l) => l.kind === 'refund' && l.charge === row.charge_reference);
    expect(refunds.map((l) => (l.kind === 'refund' ? l.amount : 0))).toEqual([shares[2]!.amount, shares[3]!.amount]);
    expect((await paymentOf(visits[2]!.id!)).refunded_amount).toBe(shares[2]!.amount);
    expect((await paymentOf(visits[0]!.id!)).refunded_amount).toBe(0);
    // A booking that is no visit of a series.
    const single = await payment(app, owner, { vendor_listing_id: patelId, type: VIDEO, slot: (await freeSlots(app, patelId, VIDEO, 6, ZONE))[0], pet: petId, info: { summary: 'Cough' }, payment: CARD });
    const { id } = (await single.json()) as { id: number };
    expect((await post(`/api/appointments/${id}/cancel-onwards`, owner, {})).status).toBe(409);
  });
});

describe('owners book a series only where the practice allows it', () => {
  test('off by default; the practice turns it on for its listing, another practice cannot', async () => {
    const body = { slot: await weeklyStart(7), count: 2, user_id: undefined };
    expect((await series(owner, body)).status).toBe(403);
    const other = await apiLogin(app, 'vet2@example.com', 'vendor').catch(() => null);
    if (other) expect((await app.request(`/api/listings/${patelId}/owner-series`, { method: 'PUT', json: { allowed: true }, headers: bearer(other) })).status).toBe(404);
    expect((await app.request(`/api/listings/${patelId}/owner-series`, { method: 'PUT', json: { allowed: true }, headers: bearer(owner) })).status).toBe(403);
    const on = await app.request(`/api/listings/${patelId}/owner-series`, { method: 'PUT', json: { allowed: true }, headers: bearer(vet) });
    expect(await on.json()).toEqual({ id: patelId, owner_series: true });
    const res = await series(owner, body);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { visits: Visit[] }).visits.map((v) => v.state)).toEqual(['booked', 'booked']);
  });
});
