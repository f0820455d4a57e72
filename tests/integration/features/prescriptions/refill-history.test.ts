import { afterAll, beforeAll, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import type { Bundle, MedicationRequest } from 'fhir/r4';
import { phr, prescriptions, refill_requests } from '../../../../db/schema';
import { createClockApp, type ClockApp } from '../../../helpers/clock';
import { insertSessionBooking } from '../../../helpers/sessions';
import { loginRow, sessionOf } from '../appointments/fixtures';
import { addLicence, recordExam } from '../../../../src/features/telehealth/telehealth.service';
import { saveBookingTelehealth } from '../../../../src/features/telehealth/telehealth.repo';
import { fhirId } from '../../../../src/features/records/records.fhir.ids';
import { fhirProblems } from '../../../helpers/fhir-validate';

/* An approved refill is one medication with its refill history, never a second identical entry; each renewal keeps its own signed paper. */

// Evening of Thursday, November 26 in New York (the practice's zone), already the 27th in UTC.
const START = '2026-11-27T00:40:00.000Z';
const VIDEO = 4000;
const RX = { drug: 'Apoquel', strength: '16 mg', dose: '1 tablet', frequency: 'once a day', duration_days: '30', quantity: '30 tablets', refills_allowed: '3', instructions: '' };

let app: ClockApp;
const as: Record<string, Record<string, string>> = {};
let petId: number;
let original: number;
let medicationId: number;
const json = { accept: 'application/json' };

const medicationsOfPet = () => app.db.select().from(phr).where(and(eq(phr.pet_id, petId), eq(phr.category, 'medications')));
const screen = async (who: string) => (await app.request(`/app/medical-records?pet=${petId}&category=medications`, { headers: as[who] })).text();

/** The owner asks to refill from the Medications entry and the vet approves: the renewal's id. */
async function refillApproved(): Promise<number> {
  expect((await app.request(`/app/medical-records/records/${medicationId}/refill`, { method: 'POST', headers: { ...as.owner, ...json }, body: new URLSearchParams({ note: '' }) })).status).toBe(303);
  const [request] = await app.db.select().from(refill_requests).where(and(eq(refill_requests.record_id, medicationId), eq(refill_requests.status, 'pending')));
  expect((await app.request(`/app/refills/${request!.id}`, { method: 'POST', headers: { ...as.vet, ...json }, body: new URLSearchParams({ decision: 'approve' }) })).status).toBe(303);
  return (await app.db.select().from(refill_requests).where(eq(refill_requests.id, request!.id)))[0]!.issued_id!;
}

beforeAll(async () => {
  app = await createClockApp(START);
  as.owner = await sessionOf(app, 'owner@example.com', 'user');
  as.vet = await sessionOf(app, 'vet@example.com', 'vendor');
  const vet = await loginRow(app, 'vet@example.com');
  const booking = await insertSessionBooking(app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: -5, status: 1 });
  petId = booking.details.pet!.id;
  await saveBookingTelehealth(app.db, { booking_id: booking.id, vendor_id: booking.vendor_id, user_id: booking.user_id }, { country: 'US', region: 'US-MA' }, app.now().toISOString());
  await addLicence(app.deps, { vendorId: vet.vendor_id, loginId: vet.id, country: 'US', region: '' });
  await recordExam(app.deps, { vendorId: vet.vendor_id, petId, examinedAt: '2026-11-26', byLoginId: vet.id });
  const made = await app.request(`/app/appointments/${booking.id}/prescriptions`, { method: 'POST', headers: { ...as.vet, ...json }, body: new URLSearchParams(RX) });
  original = ((await made.json()) as { id: number }).id;
  medicationId = (await medicationsOfPet()).find((m) => m.details.prescription_id === original)!.id;
}, 30_000);
afterAll(() => app.close());

test('approving a refill, twice, leaves one medication whose history names each refill, who approved it and its own prescription', async () => {
  const first = await refillApproved();
  const second = await refillApproved();
  const entries = (await medicationsOfPet()).filter((m) => String(m.details.name) === 'Apoquel 16 mg');
  expect(entries.map((m) => m.id)).toEqual([medicationId]);
  expect(entries[0]!.details.refills).toMatchObject([
    { prescription_id: first, date: '2026-11-26', by: 'Maya Patel' },
    { prescription_id: second, date: '2026-11-26', by: 'Maya Patel' },
  ]);
  // Each renewal is still its own signed prescription, refilling the original, with its paper in Prescriptions.
  const renewals = await app.db.select().from(prescriptions).where(eq(prescriptions.refill_of, original));
  expect(renewals.map((rx) => rx.id).sort()).toEqual([first, second].sort());
  const papers = await app.db.select().from(phr).where(and(eq(phr.pet_id, petId), eq(phr.category, 'prescriptions')));
  expect(papers.map((doc) => doc.details.name)).toEqual(expect.arrayContaining([`Prescription #${first}`, `Prescription #${second}`]));
  expect((await app.db.select().from(prescriptions).where(eq(prescriptions.id, original)))[0]!.refills_used).toBe(2);

  for (const who of ['owner', 'vet']) {
    const page = await screen(who);
    expect(page.split('<span>Apoquel 16 mg</span>').length - 1).toBe(1);
    expect(page).toContain('Refill history');
    expect(page.split('Refilled Thu, Nov 26, 2026, approved by Maya Patel').length - 1).toBe(2);
    for (const id of [first, second]) expect(page).toContain(`href="/app/prescriptions/${id}/pdf"`);
  }
  const spanish = await (await app.request(`/app/medical-records?pet=${petId}&category=medications`, { headers: { ...as.owner, 'accept-language': 'es' } })).text();
  expect(spanish).toContain('Repuesto el jue, 26 nov 2026, aprobado por Maya Patel');
  const print = await (await app.request(`/app/medical-records/print?pet=${petId}`, { headers: as.owner })).text();
  expect(print).toContain('Refilled Thu, Nov 26, 2026, approved by Maya Patel');
  expect(print).toContain(`href="/app/prescriptions/${second}/pdf"`);
});

test('the FHIR export carries each renewal as a MedicationRequest whose priorPrescription is the original, and validates', async () => {
  const bundle = (await (await app.request(`/api/pets/${petId}/fhir`, { headers: as.owner })).json()) as Bundle;
  const requests = bundle.entry!.map((e) => e.resource!).filter((r): r is MedicationRequest => r.resourceType === 'MedicationRequest');
  const renewals = requests.filter((r) => r.priorPrescription);
  expect(renewals.length).toBe(2);
  for (const renewal of renewals) expect(renewal.priorPrescription).toEqual({ reference: `urn:uuid:${fhirId('prescription', original)}` });
  expect(bundle.entry!.some((e) => e.fullUrl === `urn:uuid:${fhirId('prescription', original)}`)).toBe(true);
  expect(fhirProblems(bundle)).toEqual([]);
}, 60_000);

test('a renewal whose paper cannot be stored leaves no refill in the history, the request pending and the refill not counted', async () => {
  const before = (await medicationsOfPet()).find((m) => m.id === medicationId)!.details.refills;
  const used = (await app.db.select().from(prescriptions).where(eq(prescriptions.id, original)))[0]!.refills_used;
  expect((await app.request(`/app/medical-records/records/${medicationId}/refill`, { method: 'POST', headers: { ...as.owner, ...json }, body: new URLSearchParams({ note: '' }) })).status).toBe(303);
  const [request] = await app.db.select().from(refill_requests).where(and(eq(refill_requests.record_id, medicationId), eq(refill_requests.status, 'pending')));
  const storage = app.deps.providers.storage;
  const put = storage.put;
  storage.put = () => Promise.reject(new Error('storage is down'));
  try {
    const res = await app.request(`/app/refills/${request!.id}`, { method: 'POST', headers: { ...as.vet, ...json }, body: new URLSearchParams({ decision: 'approve' }) });
    expect(res.status).toBe(500);
  } finally {
    storage.put = put;
  }
  expect((await medicationsOfPet()).find((m) => m.id === medicationId)!.details.refills).toEqual(before);
  expect((await app.db.select().from(refill_requests).where(eq(refill_requests.id, request!.id)))[0]!.status).toBe('pending');
  expect((await app.db.select().from(prescriptions).where(eq(prescriptions.id, original)))[0]!.refills_used).toBe(used);
  expect((await app.db.select().from(prescriptions).where(eq(prescriptions.refill_of, original))).length).toBe(2);
});
