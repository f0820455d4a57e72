import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { bookings, users, vendor_listings } from '../../../db/schema';

let app: TestApp;
let romero: typeof vendor_listings.$inferSelect;
const date = DateTime.now().setZone('America/New_York').plus({ days: 5 }).toISODate()!;
const slotsPath = (id: number, q: string) => `/api/public/listings/${id}/slots?${q}`;

beforeAll(async () => {
  app = await createTestApp();
  romero = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.title, 'Dr. Luis Romero, DVM — Feline & Exotics') }))!;
});
afterAll(() => app.close());

async function slots(id: number, type: number, tz = 'America/New_York', day = date) {
  const res = await app.request(slotsPath(id, `type=${type}&date=${day}&tz=${encodeURIComponent(tz)}`));
  expect(res.status).toBe(200);
  return ((await res.json()) as { slots: { start: string; label: string }[] }).slots;
}

describe('the public availability API', () => {
  test("lists a practice's visible listings by sub-domain", async () => {
    const res = await app.request('/api/public/listings?site=happypaws');
    expect(res.status).toBe(200);
    const listings = (await res.json()) as { id: number; title: string; timezone: string; consultations: { type: number; price: number }[] }[];
    expect(listings).toHaveLength(2);
    expect(listings[0]!.timezone).toBe('America/New_York');
    expect(listings[0]!.consultations.map((c) => c.type).sort()).toEqual([2000, 4000, 5000, 6000]);
  });

  test('gives free slots labelled in the asked zone', async () => {
    const ny = await slots(romero.id, 4000);
    expect(ny.length).toBeGreaterThan(10);
    expect(ny[0]!.label).toMatch(/^\d{2}:\d{2}$/);
    const kolkata = await slots(romero.id, 4000, 'Asia/Kolkata', DateTime.fromISO(ny[0]!.start).setZone('Asia/Kolkata').toISODate()!);
    const same = kolkata.find((s) => s.start === ny[0]!.start);
    expect(same?.label).toBe(DateTime.fromISO(ny[0]!.start).setZone('Asia/Kolkata').toFormat('HH:mm'));
  });

  test('a booked clinic visit removes the overlapping video slots of the same listing', async () => {
    const before = (await slots(romero.id, 4000)).map((s) => s.label);
    expect(before).toEqual(expect.arrayContaining(['09:30', '10:00', '10:30', '11:00']));
    const owner = (await app.db.query.users.findFirst({ where: eq(users.email, 'owner2@example.com') }))!;
    const start = DateTime.fromISO(`${date}T10:00`, { zone: 'America/New_York' });
    await app.db.insert(bookings).values({
      slot: start.toUTC().toISO()!,
      slot_end: start.plus({ minutes: 45 }).toUTC().toISO()!,
      status: 0,
      type: 2000,
      user_id: owner.id,
      vendor_id: romero.vendor_id,
      vendor_listing_id: romero.id,
      details: {
        type: 2000,
        slot: start.toUTC().toISO()!,
        user: { id: owner.id, first_name: owner.first_name, last_name: owner.last_name, email: owner.email },
        listing: { title: romero.title, line1: romero.line1, duration: 45, price: 7500 },
        info: { summary: 'Limping on the left hind leg' },
        userTZ: 'America/New_York',
        listingTZ: 'America/New_York',
      },
    });
    const after = (await slots(romero.id, 4000)).map((s) => s.label);
    expect(after).not.toContain('10:00');
    expect(after).not.toContain('10:30');
    expect(after).toContain('09:30');
    expect(after).toContain('11:00');
    const booked = await app.request('/api/gql/fetch_booked_slots', { method: 'POST', json: { id: romero.id } });
    const body = (await booked.json()) as { data: { bookings: { details: { slot: string } }[] } };
    expect(body.data.bookings.map((b) => b.details.slot)).toContain(start.toUTC().toISO()!);
  });
});

describe('bad availability requests get a clear 4xx', () => {
  const cases: [string, string, number, string][] = [
    ['an unknown listing', '/api/public/listings/999999/slots?type=4000&date=2026-12-01&tz=UTC', 404, 'Listing not found'],
    ['a listing id that is not a number', '/api/public/listings/abc/slots?type=4000&date=2026-12-01&tz=UTC', 422, 'id must be a listing id'],
    ['a malformed date', '/api/public/listings/1/slots?type=4000&date=01-12-2026&tz=UTC', 422, 'date must be a date as YYYY-MM-DD'],
    ['an impossible date', '/api/public/listings/1/slots?type=4000&date=2026-02-31&tz=UTC', 422, 'date must be a date as YYYY-MM-DD'],
    ['an unknown zone', '/api/public/listings/1/slots?type=4000&date=2026-12-01&tz=Mars/Olympus', 422, 'tz must be an IANA timezone such as America/New_York'],
    ['a missing type', '/api/public/listings/1/slots?date=2026-12-01&tz=UTC', 422, 'type must be a consultation type code (2000, 4000, 5000 or 6000)'],
    ['a type the listing lacks', '/api/public/listings/1/slots?type=1234&date=2026-12-01&tz=UTC', 422, 'This listing does not offer that consultation type'],
    ['an unknown practice', '/api/public/listings?site=nosuchpractice', 404, 'Practice not found'],
    ['no practice at all', '/api/public/listings', 422, 'site must be a practice sub-domain'],
  ];
  for (const [name, path, status, msg] of cases) {
    test(name, async () => {
      const res = await app.request(path);
      expect(res.status).toBe(status);
      expect(((await res.json()) as { msg: string }).msg).toBe(msg);
    });
  }

  test('fetch_booked_slots without a listing id', async () => {
    const res = await app.request('/api/gql/fetch_booked_slots', { method: 'POST', json: { id: 'x' } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { field: string }).field).toBe('id');
  });

  test('a type that is disabled on the listing is not offered', async () => {
    const consultations = romero.consultations.map((c) => (c.type === 6000 ? { ...c, status: false } : c));
    await app.db.update(vendor_listings).set({ consultations }).where(eq(vendor_listings.id, romero.id));
    const res = await app.request(slotsPath(romero.id, `type=6000&date=${date}&tz=UTC`));
    expect(res.status).toBe(422);
    await app.db.update(vendor_listings).set({ consultations: romero.consultations }).where(eq(vendor_listings.id, romero.id));
  });
});

describe('the OpenAPI document', () => {
  test('describes the availability and account calls at /api/docs', async () => {
    const res = await app.request('/api/docs');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/public/listings', '/api/public/listings/{id}/slots', '/api/gql/fetch_booked_slots', '/api/account/login']),
    );
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/vet-'))).toBe(false);
    // The slots answer is sent as kept JSON text, and still documented.
    const slots = doc.paths['/api/public/listings/{id}/slots'] as { get: { responses: Record<string, { content: Record<string, { schema: { properties: Record<string, unknown> } }> }> } };
    expect(Object.keys(slots.get.responses['200']!.content['application/json']!.schema.properties)).toEqual(['slots']);
  });
});
