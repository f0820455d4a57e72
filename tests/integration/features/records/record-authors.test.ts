import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, desc, eq } from 'drizzle-orm';
import { outbox, phr, phrAmendments, vendors } from '../../../../db/schema';
import { createClockApp, type ClockApp } from '../../../helpers/clock';
import { insertSessionBooking } from '../../../helpers/sessions';
import { countRows } from '../../../helpers/accounts';
import { loginRow, sessionOf } from '../appointments/fixtures';
import { addLicence, recordExam } from '../../../../src/features/telehealth/telehealth.service';
import { saveBookingTelehealth } from '../../../../src/features/telehealth/telehealth.repo';
import type { Bundle, Provenance } from 'fhir/r4';
import { fhirProblems, prepareFhirValidator } from '../../../helpers/fhir-validate';

/*
 * An owner could edit or delete what the practice wrote. An entry now records who wrote it: a
 * prescription's medication and a vet's consultation note are the practice's, which alone changes
 * them (an amendment once locked); the owner reads "Written by …" and may ask for a correction.
 */

const START = '2026-11-27T00:40:00.000Z';
const VIDEO = 4000;
const RX = { drug: 'Meloxicam', strength: '1.5 mg/ml', dose: '0.5 ml', frequency: 'once a day', duration_days: '7', quantity: '10 ml', refills_allowed: '1', instructions: 'With food' };

let app: ClockApp;
const as: Record<string, Record<string, string>> = {};
let petId = 0;
let vendorId = 0;
let vetId = 0;
let practiceName = '';
let bookingId = 0;
let medicationId = 0;
let noteId = 0;

const json = { accept: 'application/json' };
const api = (who: string, method: string, path: string, body?: unknown) => app.request(path, { method, headers: { ...as[who], ...json }, json: body });
const form = (who: string, path: string, fields: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', headers: { ...as[who], 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
const row = async (id: number) => (await app.db.select().from(phr).where(eq(phr.id, id)))[0];
const screen = async (who: string, category: string) => (await app.request(`/app/medical-records?pet=${petId}&category=${category}`, { headers: as[who] })).text();
const writeNote = (text: string) => form('vet', `/appointments/${bookingId}/note`, { note: text });

/** What the owner may try on an entry, by the JSON API and by the page's forms. */
function ownerTries(id: number, category: string, locked: boolean) {
  const edit = { name: 'Changed by the owner', date: '2026-11-20', reason: 'I think it is wrong' };
  return [
    ['PUT /api/records/:id', () => api('owner', 'PUT', `/api/records/${id}`, { details: edit, reason: edit.reason })],
    ['DELETE /api/records/:id', () => api('owner', 'DELETE', `/api/records/${id}`)],
    ['the edit form', () => app.request(`/app/medical-records?form=${id}`, { headers: as.owner })],
    ['the form post', () => form('owner', `/app/medical-records/records?pet=${petId}&category=${category}&id=${id}`, edit)],
    ['the delete button', () => form('owner', `/app/medical-records/records/${id}/delete`)],
    ...(locked
      ? ([
          ['POST /api/records/:id/entered-in-error', () => api('owner', 'POST', `/api/records/${id}/entered-in-error`, { reason: 'Not my pet' })],
          ['the entered-in-error form', () => form('owner', `/app/medical-records/records/${id}/entered-in-error`, { reason: 'Not my pet' })],
        ] as const)
      : []),
  ] as const;
}

async function refusedAndUnchanged(id: number, category: string, locked: boolean) {
  const before = await row(id);
  const amendments = await countRows(app, phrAmendments);
  for (const [what, attempt] of ownerTries(id, category, locked)) {
    const res = await attempt();
    expect({ what, status: res.status }).toEqual({ what, status: 403 });
  }
  expect(await row(id)).toEqual(before);
  expect(await countRows(app, phrAmendments)).toBe(amendments);
}

beforeAll(async () => {
  app = await createClockApp(START);
  as.owner = await sessionOf(app, 'owner@example.com', 'user');
  as.vet = await sessionOf(app, 'vet@example.com', 'vendor');
  as.staff = await sessionOf(app, 'staff@example.com', 'vendor');
  as.otherPractice = await sessionOf(app, 'vet2@example.com', 'vendor');
  const vet = await loginRow(app, 'vet@example.com');
  vendorId = vet.vendor_id;
  vetId = vet.id;
  practiceName = (await app.db.select().from(vendors).where(eq(vendors.id, vendorId)))[0]!.name;
  const booking = await insertSessionBooking(app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: -5, status: 1 });
  bookingId = booking.id;
  petId = booking.details.pet!.id;
  await saveBookingTelehealth(app.db, { booking_id: booking.id, vendor_id: booking.vendor_id, user_id: booking.user_id }, { country: 'US', region: 'US-MA' }, app.now().toISOString());
  await addLicence(app.deps, { vendorId, loginId: vetId, country: 'US', region: '' });
  await recordExam(app.deps, { vendorId, petId, examinedAt: '2026-11-26', byLoginId: vetId });
  const issued = await form('vet', `/app/appointments/${booking.id}/prescriptions`, RX);
  expect(issued.status).toBe(303);
  medicationId = (await app.db.select().from(phr).where(and(eq(phr.pet_id, petId), eq(phr.category, 'medications'))).orderBy(desc(phr.id)))[0]!.id;
  expect((await writeNote('Mild otitis. Meloxicam for a week.')).status).toBe(303);
  noteId = (await app.db.select().from(phr).where(and(eq(phr.pet_id, petId), eq(phr.category, 'notes'))).orderBy(desc(phr.id)))[0]!.id;
}, 60_000);
afterAll(() => app.close());

describe('an entry records who wrote it', () => {
  test('a prescription’s medication and a vet’s consultation note name the practice and the vet; the owner’s own entry names no one', async () => {
    for (const id of [medicationId, noteId]) expect(await row(id)).toMatchObject({ author_vendor_id: vendorId, author_login_id: vetId });
    const listed = (await (await api('owner', 'GET', `/api/pets/${petId}/records?category=medications`)).json()) as { id: number; author: unknown }[];
    expect(listed.find((r) => r.id === medicationId)!.author).toEqual({ role: 'practice', vendor_id: vendorId, login_id: vetId });
    const own = await api('owner', 'POST', `/api/pets/${petId}/records`, { category: 'allergies', details: { name: 'Grass', reaction: 'Itching' } });
    expect(((await own.json()) as { author: unknown }).author).toEqual({ role: 'owner', vendor_id: null, login_id: null });
    expect(await screen('owner', 'medications')).toContain(`Written by ${practiceName} (Maya Patel)`);
  });
});

describe('the FHIR document says who wrote each entry', () => {
  test('a Provenance names the vet on behalf of the practice for its entries; the owner’s own entry has none, and the Bundle stays valid', async () => {
    prepareFhirValidator();
    const own = (await (await api('owner', 'POST', `/api/pets/${petId}/records`, { category: 'allergies', details: { name: 'Pollen', reaction: 'Sneezing' } })).json()) as { id: number };
    for (const who of ['owner', 'vet']) {
      const bundle = (await (await api(who, 'GET', `/api/pets/${petId}/fhir`)).json()) as Bundle;
      expect(fhirProblems(bundle)).toEqual([]);
      const resources = bundle.entry!.map((e) => e.resource!);
      const byUrl = new Map(bundle.entry!.map((e) => [e.fullUrl, e.resource!]));
      const provenances = resources.filter((r): r is Provenance => r.resourceType === 'Provenance');
      const authorOf = (resourceType: string) => provenances.find((p) => p.target.some((t) => byUrl.get(t.reference)?.resourceType === resourceType && JSON.stringify(byUrl.get(t.reference)).includes('Meloxicam')));
      expect(authorOf('MedicationStatement')?.agent).toEqual([
        { type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/provenance-participant-type', code: 'author', display: 'Author' }] }, who: { display: 'Maya Patel' }, onBehalfOf: { display: practiceName } },
      ]);
      const pollen = resources.find((r) => r.resourceType === 'AllergyIntolerance' && JSON.stringify(r).includes('Pollen'))!;
      expect(provenances.some((p) => p.target.some((t) => byUrl.get(t.reference) === pollen))).toBe(false);
    }
    expect((await api('owner', 'DELETE', `/api/records/${own.id}`)).status).toBe(200);
  });
});

describe('an owner can edit or delete what the practice wrote: no more', () => {
  test('before the lock, the owner’s edits and deletes of a prescription’s medication and of a vet’s note are refused (403), and nothing changes', async () => {
    await refusedAndUnchanged(medicationId, 'medications', false);
    await refusedAndUnchanged(noteId, 'notes', false);
  });

  test('the owner’s screen offers no Edit or Delete on the practice’s entry, but Ask for a correction; their own entry keeps Edit and Delete', async () => {
    const own = (await (await api('owner', 'POST', `/api/pets/${petId}/records`, { category: 'medications', details: { name: 'Fish oil', date: '2026-11-20' } })).json()) as { id: number };
    const html = await screen('owner', 'medications');
    expect(html).not.toContain(`/app/medical-records/records/${medicationId}/delete`);
    expect(html).not.toContain(`form=${medicationId}"`);
    expect(html).toContain(`/app/medical-records/records/${medicationId}/history#correction`);
    expect(html).toContain(`/app/medical-records/records/${own.id}/delete`);
    expect(html).toContain(`form=${own.id}"`);
    expect(html).not.toContain(`/app/medical-records/records/${own.id}/history#correction`);
  });

  test('the owner’s own entries are still edited and deleted as before', async () => {
    const made = (await (await api('owner', 'POST', `/api/pets/${petId}/records`, { category: 'allergies', details: { name: 'Dust', reaction: 'Sneezing' } })).json()) as { id: number };
    expect((await api('owner', 'PUT', `/api/records/${made.id}`, { details: { name: 'House dust', reaction: 'Sneezing' } })).status).toBe(200);
    expect((await row(made.id))!.details.name).toBe('House dust');
    expect((await api('owner', 'DELETE', `/api/records/${made.id}`)).status).toBe(200);
    expect(await row(made.id)).toBeUndefined();
  });

  test('another practice that reads the records may not change the practice’s entry, nor may a practice change an owner’s entry (403)', async () => {
    expect((await api('otherPractice', 'PUT', `/api/records/${medicationId}`, { details: { name: 'X', date: '2026-11-20' } })).status).toBe(403);
    expect((await api('otherPractice', 'DELETE', `/api/records/${noteId}`)).status).toBe(403);
    const own = (await (await api('owner', 'POST', `/api/pets/${petId}/records`, { category: 'allergies', details: { name: 'Wool', reaction: 'Rash' } })).json()) as { id: number };
    expect((await api('vet', 'PUT', `/api/records/${own.id}`, { details: { name: 'Cotton', reaction: 'Rash' } })).status).toBe(403);
    expect((await api('vet', 'DELETE', `/api/records/${own.id}`)).status).toBe(403);
    expect((await row(own.id))!.details.name).toBe('Wool');
  });
});

describe('once locked (24 hours later)', () => {
  let ownLocked = 0;
  beforeAll(async () => {
    ownLocked = ((await (await api('owner', 'POST', `/api/pets/${petId}/records`, { category: 'allergies', details: { name: 'Pollen', reaction: 'Sneezing' } })).json()) as { id: number }).id;
    expect((await app.moveClock({ advance: 'PT25H' })).status).toBe(200);
  });

  test('the owner’s amendments and error marks of the medication and the note are refused (403), and nothing is written', async () => {
    await refusedAndUnchanged(medicationId, 'medications', true);
    await refusedAndUnchanged(noteId, 'notes', true);
  });

  test('the owner still amends and marks in error their own locked entry', async () => {
    expect((await api('owner', 'PUT', `/api/records/${ownLocked}`, { details: { name: 'Tree pollen', reaction: 'Sneezing' }, reason: 'The vet named the tree' })).status).toBe(200);
    expect((await api('owner', 'POST', `/api/records/${ownLocked}/entered-in-error`, { reason: 'It was another dog' })).status).toBe(200);
    expect((await row(ownLocked))!.error_reason).toBe('It was another dog');
  });

  test('the practice amends its own locked note: from the session and from the records screen, the first version kept', async () => {
    expect((await writeNote('Mild otitis externa. Meloxicam for a week, recheck in 10 days.')).status).toBe(303);
    const screenOfPractice = await screen('vet', 'notes');
    expect(screenOfPractice).toContain(`form=${noteId}"`);
    const amendForm = await (await app.request(`/app/medical-records?form=${noteId}`, { headers: as.vet })).text();
    expect(amendForm).toContain('name="reason"');
    const fields = { name: 'Consultation note', date: String((await row(noteId))!.details.date), type: 'Consultation Note', type_info: 'Maya Patel', comment: 'Otitis externa, left ear.', reason: 'Named the ear' };
    expect((await form('vet', `/app/medical-records/records?pet=${petId}&category=notes&id=${noteId}`, fields)).status).toBe(303);
    const history = (await (await api('owner', 'GET', `/api/records/${noteId}/history`)).json()) as { record: { details: { comment: string } }; original: { comment: string }; amendments: { kind: string; reason: string | null; author: { name: string; role: string } }[] };
    expect(history.original.comment).toBe('Mild otitis. Meloxicam for a week.');
    expect(history.record.details.comment).toBe('Otitis externa, left ear.');
    expect(history.amendments.map((a) => [a.kind, a.author.name, a.author.role, a.reason])).toEqual([
      ['note', 'Maya Patel', 'practice', null],
      ['amend', 'Maya Patel', 'practice', 'Named the ear'],
    ]);
  });

  test('a team member of the writing practice amends its medication too; another practice may not', async () => {
    const details = { ...(await row(medicationId))!.details, comment: 'With food, in the morning' };
    expect((await api('otherPractice', 'PUT', `/api/records/${medicationId}`, { details, reason: 'Ours' })).status).toBe(403);
    const res = await api('staff', 'PUT', `/api/records/${medicationId}`, { details, reason: 'The owner asked for mornings' });
    expect(res.status).toBe(200);
    const amended = (await row(medicationId))!;
    expect(amended.amended_at).not.toBeNull();
    // It still names its prescription: the owner may still ask for a refill of it.
    expect(amended.details).toMatchObject({ comment: 'With food, in the morning', prescription_id: expect.any(Number) });
  });
});

describe('the owner asks the practice for a correction', () => {
  test('kept in the entry’s history and e-mailed to the vet who wrote it; the entry stays as written', async () => {
    const before = await row(medicationId);
    const blank = await form('owner', `/app/medical-records/records/${medicationId}/correction`, { message: '  ' });
    expect(blank.status).toBe(422);
    expect(await blank.text()).toContain('Write what should be corrected');
    const asked = await form('owner', `/app/medical-records/records/${medicationId}/correction`, { message: 'The dose is 0.3 ml, not 0.5 ml.' });
    expect(asked.status).toBe(303);
    expect(await row(medicationId)).toEqual(before);
    const page = await (await app.request(`/app/medical-records/records/${medicationId}/history`, { headers: as.owner })).text();
    expect(page).toContain(`Written by ${practiceName} (Maya Patel)`);
    expect(page).toMatch(/asked for a correction on/);
    expect(page).toContain('The dose is 0.3 ml, not 0.5 ml.');
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, 'vet@example.com')).orderBy(desc(outbox.id)).limit(1);
    expect(mail!.subject).toMatch(/^Correction asked: Medications of /);
    expect(mail!.body).toContain('The dose is 0.3 ml, not 0.5 ml.');
    expect(mail!.body).toContain(`/app/medical-records/records/${medicationId}/history`);
    // The practice reads the request in the same history.
    expect(await (await app.request(`/app/medical-records/records/${medicationId}/history`, { headers: as.vet })).text()).toContain('The dose is 0.3 ml, not 0.5 ml.');
  });

  test('only the owner asks, and only of a practice’s entry', async () => {
    expect((await api('vet', 'POST', `/api/records/${medicationId}/correction-request`, { message: 'Hm' })).status).toBe(403);
    const own = (await (await api('owner', 'POST', `/api/pets/${petId}/records`, { category: 'allergies', details: { name: 'Hay', reaction: 'Sneezing' } })).json()) as { id: number };
    expect((await api('owner', 'POST', `/api/records/${own.id}/correction-request`, { message: 'Hm' })).status).toBe(403);
    const res = await api('owner', 'POST', `/api/records/${noteId}/correction-request`, { message: 'It was the right ear.' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ kind: 'correction', message: 'It was the right ear.' });
  });
});
