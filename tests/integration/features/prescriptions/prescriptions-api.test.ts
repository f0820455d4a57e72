import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { phr, prescriptions, refill_requests } from '../../../../db/schema';
import { BOOKING_STATUS } from '../../../../src/lib/constants/booking-status';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer } from '../../../helpers/accounts';
import { insertSessionBooking } from '../../../helpers/sessions';

/** Prescribing and refills through the JSON API: the pages' services, the same refusals, each naming its field. */
const CLINIC = 2000;
const RX = { drug: 'Carprofen', strength: '75 mg', dose: '1 tablet', frequency: 'twice a day', duration_days: 14, quantity: '28 tablets', refills_allowed: 2, instructions: 'Give with food' };

let app: TestApp;
const as: Record<string, Record<string, string>> = {};
const call = (method: string, path: string, who: string, json?: unknown) => app.request(path, { method, headers: as[who], json });
const count = async (table: typeof prescriptions | typeof refill_requests) => (await app.db.select().from(table)).length;
const refillRow = async (id: number) => (await app.db.query.refill_requests.findFirst({ where: eq(refill_requests.id, id) }))!;

/** A clinic visit of the owner's, marked arrived: the practice may prescribe in it. */
const attended = () => insertSessionBooking(app, { email: 'owner@example.com', listing: 'patel', type: CLINIC, startsInMin: -60, status: BOOKING_STATUS.ATTENDED });

/** Prescribes in a new visit; answers the prescription and the Active Medications entry it was filed as. */
async function prescribed() {
  const res = await call('POST', `/api/appointments/${(await attended()).id}/prescriptions`, 'vet', RX);
  expect(res.status).toBe(201);
  const rx = (await res.json()) as { id: number; pdf_url: string; verify_url: string };
  const entries = await app.db.select().from(phr).where(eq(phr.category, 'medications'));
  return { rx, medication: entries.find((row) => Number(row.details.prescription_id) === rx.id)!.id };
}

beforeAll(async () => {
  app = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  for (const [who, email, role] of [['vet', 'vet@example.com', 'vendor'], ['staff', 'staff@example.com', 'vendor'], ['vet2', 'vet2@example.com', 'vendor'], ['owner', 'owner@example.com', 'user'], ['owner2', 'owner2@example.com', 'user']] as const) {
    as[who] = bearer(await apiLogin(app, email, role));
  }
}, 30_000);
afterAll(() => app.close());

describe('prescribing', () => {
  test('the vet prescribes in a visit the pet came to: signed, with its PDF and public check, filed in Medications', async () => {
    const { rx, medication } = await prescribed();
    expect(rx.pdf_url).toBe(`/app/prescriptions/${rx.id}/pdf`);
    expect(rx.verify_url).toContain(`/rx/${rx.id}.`);
    expect((await app.db.query.phr.findFirst({ where: eq(phr.id, medication) }))!.details).toMatchObject({ status: 'Active', prescription_id: rx.id });
    expect((await app.request(rx.pdf_url, { headers: as.owner })).headers.get('content-type')).toBe('application/pdf');
  });

  test('a wrong field is a 422 naming it, a visit not held or another’s is refused, and nothing is written', async () => {
    const booking = await attended();
    const before = await count(prescriptions);
    for (const [field, body] of [['drug', { ...RX, drug: '   ' }], ['duration_days', { ...RX, duration_days: 0 }], ['refills_allowed', { ...RX, refills_allowed: 13 }], ['quantity', { ...RX, quantity: 'x'.repeat(61) }]] as const) {
      const res = await call('POST', `/api/appointments/${booking.id}/prescriptions`, 'vet', body);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { field: string }).field).toBe(field);
    }
    const ahead = await insertSessionBooking(app, { email: 'owner@example.com', listing: 'patel', type: CLINIC, startsInMin: 24 * 60, status: BOOKING_STATUS.COMPLETE });
    const notHeld = await call('POST', `/api/appointments/${ahead.id}/prescriptions`, 'vet', RX);
    expect(notHeld.status).toBe(403);
    expect(await notHeld.json()).toEqual({ msg: 'This clinic visit is not marked arrived: prescribe once the pet has been seen.' });
    expect((await call('POST', `/api/appointments/${booking.id}/prescriptions`, 'vet2', RX)).status).toBe(404);
    expect((await call('POST', `/api/appointments/${booking.id}/prescriptions`, 'owner', RX)).status).toBe(403);
    expect(await count(prescriptions)).toBe(before);
  });
});

describe('refills', () => {
  test('the owner asks; the practice lists it pending, with the drug, pet and owner; once asked, asking again is 409', async () => {
    const { rx, medication } = await prescribed();
    const asked = await call('POST', `/api/records/${medication}/refill`, 'owner', { note: 'Running low' });
    expect(asked.status).toBe(201);
    const refill = (await asked.json()) as { id: number };
    expect(refill).toMatchObject({ prescription_id: rx.id, record_id: medication, status: 'pending', note: 'Running low', reason: '', decided_at: null, issued_id: null });
    const again = await call('POST', `/api/records/${medication}/refill`, 'owner', {});
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ msg: 'A refill of this medication is already waiting for the practice.' });
    const listed = (await (await call('GET', '/api/refills?status=pending', 'staff')).json()) as { refills: { id: number; drug: string; pet_name: string; owner: string; status: string }[] };
    expect(listed.refills.find((r) => r.id === refill.id)).toMatchObject({ drug: 'Carprofen 75 mg', status: 'pending', pet_name: expect.any(String), owner: expect.any(String) });
    expect(listed.refills.every((r) => r.status === 'pending')).toBe(true);
    expect(((await (await call('GET', '/api/refills', 'vet2')).json()) as { refills: { id: number }[] }).refills.some((r) => r.id === refill.id)).toBe(false);
  });

  test('another owner asking, a note too long, and another practice answering are refused; nothing is written', async () => {
    const { medication } = await prescribed();
    const before = await count(refill_requests);
    expect((await call('POST', `/api/records/${medication}/refill`, 'owner2', {})).status).toBe(404);
    const long = await call('POST', `/api/records/${medication}/refill`, 'owner', { note: 'x'.repeat(501) });
    expect(long.status).toBe(422);
    expect(((await long.json()) as { field: string }).field).toBe('note');
    expect((await call('POST', `/api/records/${medication}/refill`, 'vet', {})).status).toBe(403);
    expect(await count(refill_requests)).toBe(before);
  });

  test('the practice answers: a decline needs its reason (422 naming reason), visit asks for one, approve renews; answered once', async () => {
    const declined = (await (await call('POST', `/api/records/${(await prescribed()).medication}/refill`, 'owner', {})).json()) as { id: number };
    const noReason = await call('POST', `/api/refills/${declined.id}/answer`, 'vet', { decision: 'decline' });
    expect(noReason.status).toBe(422);
    expect(await noReason.json()).toEqual({ msg: 'Give the reason for declining (at most 500 characters)', field: 'reason' });
    expect((await call('POST', `/api/refills/${declined.id}/answer`, 'vet', { decision: 'maybe' })).status).toBe(422);
    expect((await call('POST', `/api/refills/${declined.id}/answer`, 'vet2', { decision: 'visit' })).status).toBe(404);
    expect((await refillRow(declined.id)).status).toBe('pending');
    const answered = await call('POST', `/api/refills/${declined.id}/answer`, 'vet', { decision: 'decline', reason: 'Needs a blood test first' });
    expect(await answered.json()).toMatchObject({ id: declined.id, status: 'declined', reason: 'Needs a blood test first', decided_at: expect.any(String) });
    const twice = await call('POST', `/api/refills/${declined.id}/answer`, 'vet', { decision: 'visit' });
    expect(twice.status).toBe(409);
    expect((await refillRow(declined.id)).status).toBe('declined');

    const { rx, medication } = await prescribed();
    const approved = (await (await call('POST', `/api/records/${medication}/refill`, 'owner', {})).json()) as { id: number };
    const renewed = (await (await call('POST', `/api/refills/${approved.id}/answer`, 'staff', { decision: 'approve' })).json()) as { status: string; issued_id: number };
    expect(renewed.status).toBe('approved');
    const issued = (await app.db.query.prescriptions.findFirst({ where: and(eq(prescriptions.id, renewed.issued_id), eq(prescriptions.refill_of, rx.id)) }))!;
    expect(issued.drug).toBe('Carprofen');
  });
});
