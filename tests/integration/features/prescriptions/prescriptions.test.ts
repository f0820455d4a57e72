import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, desc, eq } from 'drizzle-orm';
import { outbox, phr, prescriptions, refill_requests } from '../../../../db/schema';
import { createClockApp, type ClockApp } from '../../../helpers/clock';
import { insertSessionBooking } from '../../../helpers/sessions';
import { loginRow, sessionOf, userId } from '../appointments/fixtures';
import { addLicence, recordExam } from '../../../../src/features/telehealth/telehealth.service';
import { saveBookingTelehealth } from '../../../../src/features/telehealth/telehealth.repo';
import { fhirId } from '../../../../src/features/records/records.fhir.ids';
import { fhirProblems } from '../../../helpers/fhir-validate';
import type { Bundle, MedicationRequest } from 'fhir/r4';

/* A vet prescribes in a telemedicine consultation (never in teletriage), the prescription lands in the pet's records with its signed PDF, the public page says only whether it is valid, and the owner's refill request is answered. */

// Evening in New York, already the next day in UTC: the exam typed "today" is the practice's day.
const START = '2026-11-27T00:40:00.000Z';
const PRACTICE_TODAY = '2026-11-26';

const VIDEO = 4000;
const RX = { drug: 'Carprofen', strength: '75 mg', dose: '1 tablet', frequency: 'twice a day', duration_days: '14', quantity: '28 tablets', refills_allowed: '2', instructions: 'Give with food' };

let app: ClockApp;
const as: Record<string, Record<string, string>> = {};
let vendorId: number;
let petId: number;

const json = { accept: 'application/json' };
const prescribe = (bookingId: number, who: string, body: Record<string, string> = RX) =>
  app.request(`/app/appointments/${bookingId}/prescriptions`, { method: 'POST', headers: { ...as[who], ...json }, body: new URLSearchParams(body) });
const countRx = async () => (await app.db.select().from(prescriptions)).length;
const medications = () => app.db.select().from(phr).where(and(eq(phr.pet_id, petId), eq(phr.category, 'medications'))).orderBy(desc(phr.id));
const mailTo = async (to: string) => (await app.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1))[0];

/** A confirmed video consultation; `vcpr` makes it telemedicine (an exam of the pet, the vet licensed where the owner is). */
async function consult(vcpr: boolean) {
  const booking = await insertSessionBooking(app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: -5, status: 1 });
  await saveBookingTelehealth(app.db, { booking_id: booking.id, vendor_id: booking.vendor_id, user_id: booking.user_id }, { country: vcpr ? 'US' : 'CA', region: vcpr ? 'US-MA' : 'CA-ON' }, app.now().toISOString());
  return booking;
}

beforeAll(async () => {
  app = await createClockApp(START);
  as.owner = await sessionOf(app, 'owner@example.com', 'user');
  as.otherOwner = await sessionOf(app, 'owner2@example.com', 'user');
  as.vet = await sessionOf(app, 'vet@example.com', 'vendor');
  as.otherPractice = await sessionOf(app, 'vet2@example.com', 'vendor');
  const vet = await loginRow(app, 'vet@example.com');
  vendorId = vet.vendor_id;
  const booking = await consult(true);
  petId = booking.details.pet!.id;
  await addLicence(app.deps, { vendorId, loginId: vet.id, country: 'US', region: '' });
  await recordExam(app.deps, { vendorId, petId, examinedAt: PRACTICE_TODAY, byLoginId: vet.id });
}, 30_000);
afterAll(() => app.close());

describe('prescribing', () => {
  test('in teletriage the Prescribe button is disabled with the reason, and a post is refused 403 with it, writing nothing', async () => {
    const booking = await consult(false);
    const page = await (await app.request(`/app/appointments/${booking.id}`, { headers: as.vet })).text();
    expect(page).toContain('Prescribing needs a vet–client–patient relationship: this consultation is teletriage.');
    expect(page).toMatch(/<button type="button" class="button" disabled[^>]*>Prescribe<\/button>/);
    const before = await countRx();
    const res = await prescribe(booking.id, 'vet');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ msg: 'Prescribing needs a vet–client–patient relationship: this consultation is teletriage.' });
    expect(await countRx()).toBe(before);
    expect((await app.request(`/app/appointments/${booking.id}/prescribe`, { headers: as.vet })).status).toBe(403);
  });

  test('bad input is refused 422 naming the field, nothing written; the owner and another practice may not prescribe', async () => {
    const booking = await consult(true);
    const before = await countRx();
    for (const [field, body] of [
      ['drug', { ...RX, drug: ' ' }],
      ['duration_days', { ...RX, duration_days: '0' }],
      ['refills_allowed', { ...RX, refills_allowed: '13' }],
      ['quantity', { ...RX, quantity: 'x'.repeat(61) }],
    ] as const) {
      const res = await prescribe(booking.id, 'vet', body);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { field: string }).field).toBe(field);
    }
    expect((await prescribe(booking.id, 'owner')).status).toBe(303); // an owner is sent to the practice's sign-in
    expect((await prescribe(booking.id, 'otherPractice')).status).toBe(404);
    expect(await countRx()).toBe(before);
    expect((await medications()).filter((m) => m.details.prescription_id).length).toBe(0);
  });

  test('in telemedicine it is signed, lands in Medications (Active) and Prescriptions (the PDF), and its PDF is the owner’s and the practice’s only', async () => {
    const booking = await consult(true);
    const page = await (await app.request(`/app/appointments/${booking.id}`, { headers: as.vet })).text();
    expect(page).toContain(`href="/app/appointments/${booking.id}/prescribe"`);
    const res = await prescribe(booking.id, 'vet');
    expect(res.status).toBe(201);
    const made = (await res.json()) as { id: number; pdf_url: string; verify_url: string };
    expect(made.verify_url).toMatch(new RegExp(`/rx/${made.id}\\.[A-Za-z0-9_-]{86}$`));
    const [med] = await medications();
    expect(med!.details).toMatchObject({ name: 'Carprofen 75 mg', status: 'Active', dosage: '1 tablet', frequency: 'twice a day', duration: 14, prescription_id: made.id });
    const doc = (await app.db.select().from(phr).where(and(eq(phr.pet_id, petId), eq(phr.category, 'prescriptions'))).orderBy(desc(phr.id)))[0]!;
    expect(doc.details.name).toBe(`Prescription #${made.id}`);
    expect((doc.details.files as { type: string }[])[0]!.type).toBe('application/pdf');
    for (const who of ['owner', 'vet']) {
      const pdf = await app.request(made.pdf_url, { headers: as[who] });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    }
    expect((await app.request(made.pdf_url, { headers: as.otherOwner })).status).toBe(404);
    expect((await app.request(made.pdf_url, { headers: as.otherPractice })).status).toBe(404);
    const owners = await (await app.request(`/app/my-appointments/${booking.id}`, { headers: as.owner })).text();
    expect(owners).toContain(made.pdf_url);
    expect(owners).not.toContain('/prescribe"');
  });

  test('the pet’s FHIR export carries each prescription as a MedicationRequest, and validates with 0 errors', async () => {
    const booking = await consult(true);
    const made = (await (await prescribe(booking.id, 'vet')).json()) as { id: number };
    const res = await app.request(`/api/pets/${petId}/fhir`, { headers: as.owner });
    expect(res.status).toBe(200);
    const bundle = (await res.json()) as Bundle;
    const requests = bundle.entry!.map((e) => e.resource!).filter((r): r is MedicationRequest => r.resourceType === 'MedicationRequest');
    const request = requests.find((r) => r.id === fhirId('prescription', made.id))!;
    expect(request).toMatchObject({ status: 'active', intent: 'order', medicationCodeableConcept: { text: 'Carprofen 75 mg' }, dosageInstruction: [{ text: '1 tablet; twice a day; 28 tablets. Give with food' }] });
    expect(request.dispenseRequest).toEqual({ numberOfRepeatsAllowed: 2, expectedSupplyDuration: { value: 14, unit: 'days', system: 'http://unitsofmeasure.org', code: 'd' } });
    expect(fhirProblems(bundle)).toEqual([]);
  }, 60_000);

  test('the public page says only whether it is valid: not the drug, the pet or the owner; an altered link or an ended prescription is not valid', async () => {
    const booking = await consult(true);
    const made = (await (await prescribe(booking.id, 'vet')).json()) as { id: number; verify_url: string };
    const path = new URL(made.verify_url).pathname;
    const valid = await (await app.request(path)).text();
    expect(valid).toMatch(/Valid prescription issued by Happy Paws[^<]* on [A-Z][a-z]+ \d{1,2}, \d{4}/);
    for (const secret of ['Carprofen', booking.details.pet!.name, booking.details.user.last_name]) expect(valid).not.toContain(secret);
    const forged = path.slice(0, -2) + (path.endsWith('AA') ? 'AB' : 'AA');
    expect(await (await app.request(forged)).text()).toContain('Not valid');
    expect(await (await app.request('/rx/999999.nope')).text()).toContain('Not valid');
    await app.db.update(prescriptions).set({ status: 'ended' }).where(eq(prescriptions.id, made.id));
    expect(await (await app.request(path)).text()).toContain('Not valid');
  });
});

describe('refills', () => {
  const ask = (recordId: number, who: string, note = '') =>
    app.request(`/app/medical-records/records/${recordId}/refill`, { method: 'POST', headers: { ...as[who], ...json }, body: new URLSearchParams({ note }) });
  const answer = (id: number, decision: string, reason = '', who = 'vet') =>
    app.request(`/app/refills/${id}`, { method: 'POST', headers: { ...as[who], ...json }, body: new URLSearchParams({ decision, reason }) });

  test('the owner asks from an active prescribed medication; another owner’s or an inactive one is not found', async () => {
    const booking = await consult(true);
    await prescribe(booking.id, 'vet');
    const [med] = await medications();
    expect((await ask(med!.id, 'otherOwner')).status).toBe(404);
    const res = await ask(med!.id, 'owner', 'Running low');
    expect(res.status).toBe(303);
    const told = await app.db.select().from(outbox).where(eq(outbox.subject, `Refill requested: Carprofen 75 mg for ${booking.details.pet!.name}`));
    expect(told.length).toBe(1);
    expect(told[0]!.body).toContain('Running low');
    expect(told[0]!.html).toContain('Running low');
    expect((await ask(med!.id, 'owner')).status).toBe(409);
    const list = await (await app.request('/app/refills', { headers: as.vet })).text();
    expect(list).toContain('Carprofen 75 mg');
    expect(list).toContain('Running low');
    expect((await app.request('/app/refills', { headers: as.otherPractice })).status).toBe(200);
    expect(await (await app.request('/app/refills', { headers: as.otherPractice })).text()).not.toContain('Running low');
    await app.db.update(phr).set({ details: { ...med!.details, status: 'Inactive' } }).where(eq(phr.id, med!.id));
    expect((await ask(med!.id, 'owner')).status).toBe(404);
  });

  test('declining needs a reason (422); approving renews it once, as a refill of the same Medications entry; the owner is e-mailed each answer', async () => {
    const booking = await consult(true);
    await prescribe(booking.id, 'vet');
    const [med] = await medications();
    await ask(med!.id, 'owner');
    const request = (await app.db.select().from(refill_requests).where(eq(refill_requests.record_id, med!.id)))[0]!;
    expect((await answer(request.id, 'approve', '', 'otherPractice')).status).toBe(404);
    const noReason = await answer(request.id, 'decline');
    expect(noReason.status).toBe(422);
    expect(((await noReason.json()) as { field: string }).field).toBe('reason');
    const before = (await medications()).length;
    expect((await answer(request.id, 'approve')).status).toBe(303);
    const after = await medications();
    expect(after.length).toBe(before);
    const [renewal] = await app.db.select().from(prescriptions).where(eq(prescriptions.refill_of, Number(med!.details.prescription_id)));
    expect(after.find((m) => m.id === med!.id)!.details).toMatchObject({ name: 'Carprofen 75 mg', status: 'Active', refills: [{ prescription_id: renewal!.id }] });
    expect((await app.db.select().from(prescriptions).where(eq(prescriptions.id, Number(med!.details.prescription_id))))[0]!.refills_used).toBe(1);
    expect((await answer(request.id, 'decline', 'Too late')).status).toBe(409);
    const mail = (await mailTo(booking.details.user.email))!;
    expect(mail.subject).toBe('Refill approved: Carprofen 75 mg for ' + booking.details.pet!.name);
    expect(mail.html).toContain('Medications');
    expect(mail.body).toContain('Medications');
  });

  test('a decline tells the owner the reason; "needs a visit" asks them to book', async () => {
    const booking = await consult(true);
    await prescribe(booking.id, 'vet');
    const [med] = await medications();
    await ask(med!.id, 'owner');
    let request = (await app.db.select().from(refill_requests).where(eq(refill_requests.record_id, med!.id)))[0]!;
    expect((await answer(request.id, 'decline', 'Needs blood work first')).status).toBe(303);
    expect((await mailTo(booking.details.user.email))!.body).toContain('Needs blood work first');
    await ask(med!.id, 'owner');
    request = (await app.db.select().from(refill_requests).where(and(eq(refill_requests.record_id, med!.id), eq(refill_requests.status, 'pending'))))[0]!;
    expect((await answer(request.id, 'visit')).status).toBe(303);
    expect((await mailTo(booking.details.user.email))!.body).toContain('Please book a visit.');
    expect(await userId(app, 'owner@example.com')).toBe(booking.user_id);
  });
});
