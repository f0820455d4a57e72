import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createClockApp, type ClockApp } from '../../../helpers/clock';
import { apiLogin, bearer, cookieHeader, postForm } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { webhook_deliveries, webhook_endpoints, vendors } from '../../../../db/schema';
import { deliverWebhooks } from '../../../../src/features/webhooks/webhooks.sender';
import { askOpinion, demoListings, ownerWithRecords } from '../requests/fixtures';
import { addEndpoint, documentedRecipe, startReceiver, type Received } from './fixtures';

/** A receiver on loopback that fails each event twice, then takes it: every event arrives, each id once with a 2xx. */
const VIDEO = 4000;
let app: ClockApp;
let receiver: ReturnType<typeof startReceiver>;
let vet: string;
let vet2: string;
const ids = { a: 0, b: 0, booked: 0, canceled: 0, moved: 0 };

/** Sender rounds with the clock moved past each wait, until nothing is left to send. */
async function drain() {
  for (let round = 0; round < 8; round++) {
    await deliverWebhooks(app.deps);
    await app.moveClock({ advance: 'PT6M' });
  }
}

beforeAll(async () => {
  let clockApp: ClockApp | undefined;
  receiver = startReceiver((n) => (n <= 2 ? 500 : 200), () => clockApp!.now());
  app = clockApp = await createClockApp('2027-03-08T14:00:00Z', { WEBHOOK_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${receiver.port}` });
  vet = await apiLogin(app, 'vet@example.com', 'vendor');
  vet2 = await apiLogin(app, 'vet2@example.com', 'vendor');
  expect((await addEndpoint(app, vet, `http://127.0.0.1:${receiver.port}/a`)).status).toBe(303);
  expect((await addEndpoint(app, vet2, `http://127.0.0.1:${receiver.port}/b`)).status).toBe(303);
  ids.a = (await listingByTitle(app, 'Dr. Maya Patel')).vendor_id;
  ids.b = (await listingByTitle(app, 'Dr. Eleanor Hughes')).vendor_id;

  // Practice A: two bookings; one canceled, the other moved; a house visit asked and declined; a record of its customer.
  const owner = await apiLogin(app, 'owner@example.com');
  const ownerId = (await userByEmail(app, 'owner@example.com')).id;
  const petId = (await petOf(app, ownerId)).id;
  const patel = await listingByTitle(app, 'Dr. Maya Patel');
  const nextSlot = slotTaker(app, patel.id, VIDEO);
  const book = async () => {
    const res = await payment(app, owner, { vendor_listing_id: patel.id, type: VIDEO, slot: await nextSlot(), userTZ: 'America/Chicago', pet: petId, info: { summary: 'Itchy ears' }, payment: CARD });
    expect(res.status).toBe(200);
    return ((await res.json()) as { id: number }).id;
  };
  ids.booked = await book();
  ids.canceled = await book();
  expect((await app.request(`/app/appointments/${ids.canceled}/cancel`, { method: 'POST', headers: cookieHeader(owner) })).status).toBe(303);
  const moved = await app.request(`/api/appointments/${ids.booked}/reschedule`, { method: 'POST', headers: bearer(owner), json: { slot: await nextSlot(5) } });
  expect(moved.status).toBe(200);
  ids.moved = ((await moved.json()) as { id: number }).id;
  const asker = await ownerWithRecords(app);
  const visit = await app.request('/api/requests/house-visit', { method: 'POST', headers: bearer(asker.token), json: { listing: patel.id, pet: asker.petId, address: '12 Elm Street', reason: 'Anxious dog', preferred: 'Mornings', idempotencyKey: crypto.randomUUID() } });
  const visitId = ((await visit.json()) as { id: number }).id;
  expect((await app.request(`/api/requests/${visitId}/decline`, { method: 'POST', headers: bearer(vet), json: { reason: 'Out of our area' } })).status).toBe(200);
  expect((await app.request(`/api/pets/${petId}/records`, { method: 'POST', headers: bearer(owner), json: { category: 'allergies', details: { name: 'Pollen', reaction: 'Sneezing' } } })).status).toBe(201);

  // Practice B: a second opinion asked and answered (its report is a record B wrote).
  const opinion = await askOpinion(app, asker.token, { listing: (await demoListings(app)).hughes.id, pet: asker.petId, records: [asker.records.allergy] });
  const opinionId = ((await opinion.json()) as { id: number }).id;
  expect((await postForm(app, `/app/requests/${opinionId}/report`, { report: 'No surgery needed.' }, { headers: cookieHeader(vet2) })).status).toBe(303);
  await drain();
}, 60_000);
afterAll(() => {
  receiver.stop();
  app.close();
});

const bodies = (path: string) => receiver.received.filter((r) => r.path === path && r.status === 200).map((r) => JSON.parse(r.body) as { id: string; type: string; practice_id: number; data: Record<string, unknown> });

describe('every event arrives, each id exactly once with a 2xx', () => {
  test('A gets its bookings, its house visit and its customer’s record; B its second opinion, the report it wrote, and the record of its customer too', () => {
    expect(bodies('/a').map((b) => b.type)).toEqual(
      expect.arrayContaining(['booking.created', 'booking.confirmed', 'booking.canceled', 'booking.rescheduled', 'request.created', 'request.answered', 'record.added']),
    );
    expect(bodies('/a').map((b) => b.type).sort()).toEqual(
      ['booking.canceled', 'booking.confirmed', 'booking.confirmed', 'booking.created', 'booking.created', 'booking.rescheduled', 'record.added', 'request.answered', 'request.created'],
    );
    // owner@example.com has booked with both practices: both may read the record they added.
    expect(bodies('/b').map((b) => b.type).sort()).toEqual(['record.added', 'record.added', 'request.answered', 'request.created']);
  });

  test('each event id: two failures, then one success, and nothing after it', () => {
    const byId = new Map<string, Received[]>();
    for (const r of receiver.received) byId.set(r.id, [...(byId.get(r.id) ?? []), r]);
    expect(byId.size).toBe(13);
    for (const attempts of byId.values()) expect(attempts.map((a) => a.status)).toEqual([500, 500, 200]);
  });

  test('the log says delivered, after three attempts, with the 200', async () => {
    const rows = await app.db.select().from(webhook_deliveries);
    expect(rows).toHaveLength(13);
    for (const row of rows) expect(row).toMatchObject({ attempts: 3, last_status: 200, failed_at: null, claimed_at: null });
    expect(rows.every((row) => row.delivered_at !== null)).toBe(true);
  });
});

describe('the body and its signature', () => {
  test('the signature verifies with the documented recipe, and not with another secret or an altered body', async () => {
    const verify = await documentedRecipe();
    const secretOf = async (vendorId: number) => (await app.db.select().from(webhook_endpoints).where(eq(webhook_endpoints.vendor_id, vendorId)))[0]!.secret;
    const secrets: Record<string, string> = { '/a': await secretOf(ids.a), '/b': await secretOf(ids.b) };
    for (const r of receiver.received) {
      expect(verify(r.body, r.signature, secrets[r.path]!, 300, r.at)).toBe(true);
      expect(verify(`${r.body} `, r.signature, secrets[r.path]!, 300, r.at)).toBe(false);
      expect(verify(r.body, r.signature, secrets[r.path === '/a' ? '/b' : '/a']!, 300, r.at)).toBe(false);
      expect(verify(r.body, r.signature, secrets[r.path]!, 300, r.at + 301)).toBe(false);
    }
  });

  test('one envelope for every type, and one shape per object whichever event carries it', () => {
    const all = [...bodies('/a'), ...bodies('/b')];
    const shapes = new Map<unknown, string>();
    for (const body of all) {
      expect(Object.keys(body).sort()).toEqual(['created_at', 'data', 'id', 'practice_id', 'type']);
      expect(body.id).toMatch(/^evt_[0-9a-f]{32}$/);
      const keys = Object.keys(body.data).sort().join(',');
      expect(shapes.get(body.data.object) ?? keys).toBe(keys);
      shapes.set(body.data.object, keys);
    }
    expect([...shapes.keys()].sort()).toEqual(['booking', 'record', 'request']);
  });

  test('a full snapshot as it is after the change, each to its own practice', async () => {
    const a = bodies('/a');
    expect(a.every((b) => b.practice_id === ids.a)).toBe(true);
    expect(bodies('/b').every((b) => b.practice_id === ids.b)).toBe(true);
    expect(a.find((b) => b.type === 'booking.canceled')!.data).toMatchObject({ object: 'booking', id: ids.canceled, status: 'canceled' });
    expect(a.find((b) => b.type === 'booking.rescheduled')!.data).toMatchObject({ object: 'booking', id: ids.moved, status: 'confirmed', rescheduled_from: ids.booked });
    expect(a.find((b) => b.type === 'request.answered')!.data).toMatchObject({ object: 'request', kind: 'house_visit', status: 'declined' });
    expect(bodies('/b').find((b) => b.type === 'record.added' && b.data.category === 'notes')!.data).toMatchObject({ object: 'record', pet_id: expect.any(Number) });
    const [practiceA] = await app.db.select().from(vendors).where(eq(vendors.id, ids.a));
    expect(a.find((b) => b.type === 'booking.created')!.data.currency).toBe(practiceA!.currency);
  });

  test('no practice hears of the records of an owner who is not its customer (the asker’s own)', () => {
    const records = [...bodies('/a'), ...bodies('/b')].filter((b) => b.type === 'record.added');
    expect(records.map((r) => (r.data.details as { name?: string }).name).sort()).toEqual(['Pollen', 'Pollen', 'Second opinion report']);
  });
});
