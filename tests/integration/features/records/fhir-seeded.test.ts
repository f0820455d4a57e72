import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import type { Bundle } from 'fhir/r4';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer } from '../../../helpers/accounts';
import { fhirProblems, prepareFhirValidator } from '../../../helpers/fhir-validate';
import { pets, users } from '../../../../db/schema';
import { RECORD_CATEGORIES, type RecordField } from '../../../../src/lib/constants/record-categories';
import { fhirBundle } from '../../../../src/features/records/records.fhir';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  prepareFhirValidator();
}, 90_000);
afterAll(() => app.close());

async function exportOf(petId: number, token: string): Promise<{ status: number; type: string | null; bundle: Bundle }> {
  const res = await app.request(`/api/pets/${petId}/fhir`, { headers: bearer(token) });
  return { status: res.status, type: res.headers.get('content-type'), bundle: (await res.json()) as Bundle };
}

const kinds = (bundle: Bundle) => [...new Set(bundle.entry!.map((e) => e.resource!.resourceType))].sort();

describe('the FHIR R4 export of the seeded world', () => {
  test('The FHIR export of the demo dog validates with 0 errors', async () => {
    const [biscuit] = await app.db.select().from(pets).where(eq(pets.name, 'Biscuit'));
    const { status, type, bundle } = await exportOf(biscuit!.id, await apiLogin(app, 'owner@example.com'));
    expect(status).toBe(200);
    expect(type).toStartWith('application/fhir+json');
    expect(fhirProblems(bundle)).toEqual([]);
    expect(kinds(bundle)).toEqual(['AllergyIntolerance', 'Appointment', 'Condition', 'DocumentReference', 'Encounter', 'Immunization', 'MedicationStatement', 'NutritionOrder', 'Observation', 'Patient', 'Procedure', 'RelatedPerson']);
  }, 60_000);

  test("every seeded pet's export validates with 0 errors (read by its owner)", async () => {
    const owners = await app.db.select().from(users).where(eq(users.role, 'user'));
    let checked = 0;
    for (const owner of owners) {
      const own = await app.db.select().from(pets).where(eq(pets.user_id, owner.id));
      if (!own.length) continue;
      const token = await apiLogin(app, owner.email);
      for (const pet of own) {
        const { status, bundle } = await exportOf(pet.id, token);
        expect({ pet: pet.name, status, problems: fhirProblems(bundle) }).toEqual({ pet: pet.name, status: 200, problems: [] });
        checked += 1;
      }
    }
    expect(checked).toBe(await app.db.$count(pets));
  }, 60_000);

  test('a record of every category, every field filled, validates with 0 errors', () => {
    const value = (field: RecordField): unknown =>
      ({ date: '2026-10-01', number: Math.min(field.max ?? 10, Math.max(field.min ?? 0, 10)), choice: field.options?.[0], yesno: 'yes', files: [{ url: '/files/private/phr/x.pdf', name: 'x.pdf', type: 'application/pdf', size: 10 }] })[field.type as string] ?? `${field.label} value`;
    const records = RECORD_CATEGORIES.map((category, i) => ({ id: i + 1, category: category.key, created_at: '2026-10-01T18:00:00.000Z', details: Object.fromEntries(category.fields.map((f) => [f.key, value(f)])) }));
    const bundle = fhirBundle({ pet: { id: 1, name: 'Every', type: 4, species: 'Horse', breed: 'Arab', notes: null }, owner: { id: 1, first_name: 'A', last_name: 'B', email: 'a@example.com' }, records, visits: [], fileBase: 'http://localhost:3000', now: new Date('2026-11-26T12:00:00Z') });
    expect(fhirProblems(bundle)).toEqual([]);
    expect(bundle.entry!.length).toBeGreaterThanOrEqual(RECORD_CATEGORIES.length);
  }, 60_000);
});
