import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import type { Bundle } from 'fhir/r4';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer } from '../../../helpers/accounts';
import { fhirProblems } from '../../../helpers/fhir-validate';
import { pets, users } from '../../../../db/schema';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
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
  });

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
  });
});
