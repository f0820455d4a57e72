import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Bundle, FhirResource } from 'fhir/r4';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, postForm } from '../../../helpers/accounts';
import { fhirProblems, prepareFhirValidator } from '../../../helpers/fhir-validate';
import { fhirId } from '../../../../src/features/records/records.fhir.ids';
import { fhirBundle } from '../../../../src/features/records/records.fhir';
import { RECORD_CATEGORIES, type RecordField } from '../../../../src/lib/constants/record-categories';
import { askOpinion, demoListings, ownerWithRecords } from '../requests/fixtures';
import { PDF, upload } from './helpers';

/**
 * "Entered in error" is true everywhere, in the browser and in the FHIR document: an entry marked so
 * leaves the share link (its page and its Bundle), is marked entered-in-error in the pet's export and
 * in a second opinion's packet that shared it before, and is never offered or accepted for sharing again.
 * Entries lock 24 hours after they are made; the app's clock is moved by the test.
 */
let app: TestApp;
let now = new Date();
const later = (hours: number) => (now = new Date(now.getTime() + hours * 3_600_000));
let asker: Awaited<ReturnType<typeof ownerWithRecords>>;
let vet: string;
let hughes: number;
let opinionId: number;
const ids = { surgery: 0, wrongAllergy: 0 };

const get = (path: string, token?: string) => app.request(path, { headers: token ? bearer(token) : {} });
const resources = (bundle: Bundle): FhirResource[] => bundle.entry!.map((e) => e.resource!);
const byId = (bundle: Bundle, recordId: number, kind = 'phr') => resources(bundle).find((r) => r.id === fhirId(kind, recordId));

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  prepareFhirValidator();
  asker = await ownerWithRecords(app, 'Juniper');
  const add = async (category: string, details: Record<string, unknown>) => {
    const res = await app.request(`/api/pets/${asker.petId}/records`, { method: 'POST', headers: bearer(asker.token), json: { category, details } });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const report = await upload(app, asker.token, PDF);
  ids.surgery = await add('surgeries', { name: 'Wrong-Leg-Surgery', date: '2026-08-10', reason: 'Torn ligament', doc: [report] });
  ids.wrongAllergy = await add('allergies', { name: 'Wrong-Pet-Allergy', reaction: 'Hives' });
  vet = await apiLogin(app, 'vet2@example.com', 'vendor');
  hughes = (await demoListings(app)).hughes.id;
  // Shared while still in force: the practice may read it before it is retracted.
  const asked = await askOpinion(app, asker.token, { listing: hughes, pet: asker.petId, records: [asker.records.allergy, ids.surgery, ids.wrongAllergy] });
  expect(asked.status).toBe(201);
  opinionId = ((await asked.json()) as { id: number }).id;
  later(25);
  for (const [id, reason] of [[ids.surgery, 'Recorded on the wrong leg'], [ids.wrongAllergy, 'Recorded on the wrong pet']] as const) {
    expect((await app.request(`/api/records/${id}/entered-in-error`, { method: 'POST', headers: bearer(asker.token), json: { reason } })).status).toBe(200);
  }
}, 90_000);
afterAll(() => app.close());

describe('"entered in error" is true everywhere, in the browser and in the FHIR document', () => {
  test("the pet's FHIR export keeps the entry, marked entered-in-error in each of its resources, and stays valid", async () => {
    const res = await get(`/api/pets/${asker.petId}/fhir`, asker.token);
    expect(res.status).toBe(200);
    const bundle = (await res.json()) as Bundle;
    expect(fhirProblems(bundle)).toEqual([]);
    expect(byId(bundle, ids.surgery)).toMatchObject({ resourceType: 'Procedure', status: 'entered-in-error' });
    expect(byId(bundle, ids.surgery, 'phr-document')).toMatchObject({ resourceType: 'DocumentReference', status: 'entered-in-error' });
    const wrong = byId(bundle, ids.wrongAllergy)!;
    expect(wrong).toMatchObject({ resourceType: 'AllergyIntolerance', verificationStatus: { coding: [{ code: 'entered-in-error' }] } });
    expect(wrong).not.toHaveProperty('clinicalStatus');
    // The entries in force are as before.
    expect(byId(bundle, asker.records.allergy)).toMatchObject({ clinicalStatus: { coding: [{ code: 'active' }] } });
    expect(byId(bundle, asker.records.allergy)).not.toHaveProperty('verificationStatus');
    expect(byId(bundle, asker.records.weight)).toMatchObject({ resourceType: 'Observation', status: 'final' });
  }, 60_000);

  test("the share link's page and its FHIR leave the entry out, and the Bundle stays valid", async () => {
    const shared = await app.request(`/api/pets/${asker.petId}/share`, { method: 'POST', headers: bearer(asker.token), json: { action: 'on' } });
    const token = new URL(((await shared.json()) as { url: string }).url).searchParams.get('id')!;
    const page = await (await get(`/3/records?id=${token}`)).text();
    expect(page).toContain('Shared-Chicken-Allergy');
    expect(page).not.toContain('Wrong-Leg-Surgery');
    expect(page).not.toContain('Wrong-Pet-Allergy');
    const res = await get(`/3/records/fhir?id=${token}`);
    expect(res.status).toBe(200);
    const bundle = (await res.json()) as Bundle;
    expect(fhirProblems(bundle)).toEqual([]);
    expect(byId(bundle, asker.records.allergy)).toBeDefined();
    expect(byId(bundle, ids.surgery)).toBeUndefined();
    expect(byId(bundle, ids.surgery, 'phr-document')).toBeUndefined();
    expect(byId(bundle, ids.wrongAllergy)).toBeUndefined();
    expect(JSON.stringify(bundle)).not.toContain('Wrong-');
  }, 60_000);

  test('a second opinion that shared the entry before: its packet and its page mark it entered in error', async () => {
    const res = await get(`/api/requests/${opinionId}/fhir`, vet);
    expect(res.status).toBe(200);
    const bundle = (await res.json()) as Bundle;
    expect(fhirProblems(bundle)).toEqual([]);
    expect(byId(bundle, ids.surgery)).toMatchObject({ resourceType: 'Procedure', status: 'entered-in-error' });
    expect(byId(bundle, ids.wrongAllergy)).toMatchObject({ verificationStatus: { coding: [{ code: 'entered-in-error' }] } });
    expect(byId(bundle, asker.records.allergy)).toMatchObject({ clinicalStatus: { coding: [{ code: 'active' }] } });
    const page = await (await app.request(`/app/requests/${opinionId}`, { headers: cookieHeader(vet) })).text();
    expect(page).toContain('Entered in error: Recorded on the wrong leg');
    const detail = (await (await get(`/api/requests/${opinionId}`, vet)).json()) as { shared_records: { id: number; entered_in_error: string | null }[] };
    expect(detail.shared_records.find((r) => r.id === ids.surgery)?.entered_in_error).toBe('Recorded on the wrong leg');
    expect(detail.shared_records.find((r) => r.id === asker.records.allergy)?.entered_in_error).toBeNull();
  }, 60_000);

  test('the second-opinion form no longer offers the entry', async () => {
    const page = await (await app.request(`/app/requests/second-opinion?pet=${asker.petId}`, { headers: cookieHeader(asker.token) })).text();
    expect(page).toContain(`value="${asker.records.allergy}"`);
    expect(page).not.toContain(`name="records" value="${ids.surgery}"`);
    expect(page).not.toContain('Wrong-Pet-Allergy');
    expect(page).not.toContain('Wrong-Leg-Surgery');
  }, 60_000);

  test('a second opinion sharing the entry anyway is refused with 422 naming records; the form says why', async () => {
    const res = await askOpinion(app, asker.token, { listing: hughes, pet: asker.petId, records: [asker.records.weight, ids.wrongAllergy] });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ field: 'records', msg: 'An entry marked entered in error cannot be shared' });
    const form = await postForm(
      app,
      '/app/requests/second-opinion',
      { listing: String(hughes), pet: String(asker.petId), question: 'Is surgery needed?', records: String(ids.surgery), idempotencyKey: crypto.randomUUID(), 'payment.name': 'Olive Asker', 'payment.cardNumber': '4242424242424242', 'payment.expDt': '2099-12', 'payment.ccv': '123' },
      { headers: cookieHeader(asker.token) },
    );
    expect(form.status).toBe(422);
    expect(await form.text()).toContain('An entry marked entered in error cannot be shared');
  }, 60_000);

  test('a record of every category marked entered in error says so in its own status code and validates with 0 errors', () => {
    const value = (field: RecordField): unknown =>
      ({ date: '2026-10-01', number: Math.min(field.max ?? 10, Math.max(field.min ?? 0, 10)), choice: field.options?.[0], yesno: 'yes', files: [{ url: '/files/private/phr/x.pdf', name: 'x.pdf', type: 'application/pdf', size: 10 }] })[field.type as string] ?? `${field.label} value`;
    const records = RECORD_CATEGORIES.map((category, i) => ({ id: i + 1, category: category.key, created_at: '2026-10-01T18:00:00.000Z', details: Object.fromEntries(category.fields.map((f) => [f.key, value(f)])), error_reason: 'Wrong pet' }));
    const bundle = fhirBundle({ pet: { id: 1, name: 'Every', type: 4, species: 'Horse', breed: 'Arab', notes: null }, owner: null, records, visits: [], fileBase: 'http://localhost:3000', now: new Date('2026-11-26T12:00:00Z') });
    expect(fhirProblems(bundle)).toEqual([]);
    const ofRecords = resources(bundle).filter((r) => r.resourceType !== 'Patient');
    expect(ofRecords.length).toBeGreaterThanOrEqual(RECORD_CATEGORIES.length);
    const statusOf = (r: FhirResource) => ('verificationStatus' in r ? r.verificationStatus?.coding?.[0]?.code : 'status' in r ? r.status : undefined);
    expect(ofRecords.filter((r) => statusOf(r) !== 'entered-in-error').map((r) => r.resourceType)).toEqual([]);
  });
});
