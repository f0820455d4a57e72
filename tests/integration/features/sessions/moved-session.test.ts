import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';

/** A booking moved to another time has no session of its own: its pages say it moved, and lead to the booking that took its place. */
const VIDEO = 4000;
const MOVED = 'This appointment was moved to another time, so it has no session.';
const CANCELED = 'This appointment was canceled, so it has no session.';

let app: TestApp;
let owner: string;
let vet: string;
let oldId: number;
let newId: number;

beforeAll(async () => {
  app = await createTestApp();
  owner = await apiLogin(app, 'owner@example.com');
  vet = await apiLogin(app, 'vet@example.com', 'vendor');
  const patelId = (await listingByTitle(app, 'Dr. Maya Patel')).id;
  const petId = (await petOf(app, (await userByEmail(app, 'owner@example.com')).id)).id;
  const nextSlot = slotTaker(app, patelId, VIDEO);
  const booked = await payment(app, owner, { vendor_listing_id: patelId, type: VIDEO, slot: await nextSlot(), pet: petId, info: { summary: 'Cough' }, payment: CARD });
  oldId = ((await booked.json()) as { id: number }).id;
  const moved = await app.request(`/api/appointments/${oldId}/reschedule`, { method: 'POST', json: { slot: await nextSlot() }, headers: bearer(owner) });
  expect(moved.status).toBe(200);
  newId = ((await moved.json()) as { id: number }).id;
}, 30_000);
afterAll(() => app?.close());

const page = async (path: string, token: string) => {
  const res = await app.request(path, { headers: cookieHeader(token) });
  expect(res.status).toBe(200);
  return res.text();
};

describe('the session of a rescheduled appointment', () => {
  test("a rescheduled appointment's session tab says it was moved, not canceled, and links to the new appointment", async () => {
    const tab = await page(`/app/my-appointments/${oldId}?tab=video`, owner);
    expect(tab).toContain(MOVED);
    expect(tab).not.toContain(CANCELED);
    expect(tab).toContain(`href="/app/my-appointments/${newId}"`);
    const practiceTab = await page(`/app/appointments/${oldId}?tab=video`, vet);
    expect(practiceTab).toContain(MOVED);
    expect(practiceTab).toContain(`href="/app/appointments/${newId}"`);
  });

  test("a rescheduled appointment's session page says it was moved and links to the new appointment", async () => {
    const session = await page(`/appointments/${oldId}/session`, owner);
    expect(session).toContain(MOVED);
    expect(session).not.toContain(CANCELED);
    expect(session).toContain(`href="/app/my-appointments/${newId}"`);
    expect(session).toContain(`Re-Scheduled to appointment #${newId}`);
  });

  test('the new appointment is not said to be moved', async () => {
    const tab = await page(`/app/my-appointments/${newId}?tab=video`, owner);
    expect(tab).not.toContain(MOVED);
    expect(tab).not.toContain(CANCELED);
  });
});
