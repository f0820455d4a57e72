import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import type { Bundle, DocumentReference, FhirResource } from 'fhir/r4';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, createOwner, createPracticeLogin } from '../../../helpers/accounts';
import { fhirProblems, prepareFhirValidator } from '../../../helpers/fhir-validate';
import { pets } from '../../../../db/schema';
import { askOpinion, demoListings, ownerWithRecords } from '../requests/fixtures';

/** Who gets a pet's FHIR Bundle: its owner, a practice that may read the pet, a live share link, the practice asked for a second opinion; nobody else (404). */
let app: TestApp;
let biscuit: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp();
  biscuit = (await app.db.select().from(pets).where(eq(pets.name, 'Biscuit')))[0]!.id;
  tokens.owner = await apiLogin(app, 'owner@example.com');
  tokens.otherOwner = await apiLogin(app, (await createOwner(app)).email);
  tokens.practice = await apiLogin(app, 'vet@example.com', 'vendor');
  tokens.stranger = await apiLogin(app, (await createPracticeLogin(app)).login.email, 'vendor');
  prepareFhirValidator();
}, 90_000);
afterAll(() => app.close());

const get = (path: string, token?: string) => app.request(path, { headers: token ? bearer(token) : {} });
const resources = (bundle: Bundle): FhirResource[] => bundle.entry!.map((e) => e.resource!);
const ofType = <T extends FhirResource['resourceType']>(bundle: Bundle, type: T) => resources(bundle).filter((r) => r.resourceType === type) as Extract<FhirResource, { resourceType: T }>[];

describe("a pet's FHIR export", () => {
  test('its owner downloads it as a file, with the files at absolute addresses', async () => {
    const res = await get(`/api/pets/${biscuit}/fhir`, tokens.owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="pet-${biscuit}-fhir.json"`);
    const bundle = (await res.json()) as Bundle;
    expect(bundle.type).toBe('collection');
    const panel = ofType(bundle, 'DocumentReference').find((d) => d.description === 'Wellness blood panel') as DocumentReference;
    expect(panel.content[0]!.attachment).toMatchObject({ contentType: 'application/pdf', title: 'biscuit-blood-panel.pdf' });
    expect(panel.content[0]!.attachment.url).toStartWith(`${app.deps.config.publicUrl}/files/`);
    expect(ofType(bundle, 'RelatedPerson')[0]!.telecom).toEqual([{ system: 'email', value: 'owner@example.com', use: 'home' }]);
  }, 60_000);

  test('the practice that may read the pet gets it too, with only its own bookings', async () => {
    const [mine, theirs] = await Promise.all([get(`/api/pets/${biscuit}/fhir`, tokens.owner), get(`/api/pets/${biscuit}/fhir`, tokens.practice)]);
    expect(theirs.status).toBe(200);
    const [own, practice] = [(await mine.json()) as Bundle, (await theirs.json()) as Bundle];
    expect(fhirProblems(practice)).toEqual([]);
    expect(ofType(practice, 'Appointment').length).toBeGreaterThan(0);
    expect(ofType(practice, 'Appointment').length).toBeLessThanOrEqual(ofType(own, 'Appointment').length);
  }, 60_000);

  test("another owner, a practice that may not read the pet, and nobody signed in get no record", async () => {
    expect((await get(`/api/pets/${biscuit}/fhir`, tokens.otherOwner)).status).toBe(404);
    expect((await get(`/api/pets/${biscuit}/fhir`, tokens.stranger)).status).toBe(404);
    expect((await get(`/api/pets/${biscuit}/fhir`)).status).toBe(401);
    expect((await get('/api/pets/999999/fhir', tokens.owner)).status).toBe(404);
  }, 60_000);

  test('Medical Records offers the download', async () => {
    const page = await (await app.request(`/app/medical-records?pet=${biscuit}`, { headers: cookieHeader(tokens.owner) })).text();
    expect(page).toContain(`href="/api/pets/${biscuit}/fhir"`);
    expect(page).toContain('Download FHIR (JSON)');
  }, 60_000);

  test("the practice's read-only Medical Records offers it too", async () => {
    const page = await (await app.request(`/app/medical-records?pet=${biscuit}`, { headers: cookieHeader(tokens.practice) })).text();
    expect(page).toContain(`href="/api/pets/${biscuit}/fhir"`);
  }, 60_000);
});

describe("the share link's machine-readable form", () => {
  const share = (action: string) => app.request(`/api/pets/${biscuit}/share`, { method: 'POST', headers: bearer(tokens.owner), json: { action } });
  const tokenOf = async (res: Response) => new URL(((await res.json()) as { url: string }).url).searchParams.get('id')!;

  test('a live link answers the Bundle without the owner or any file address; renewed or turned off, 404', async () => {
    const first = await tokenOf(await share('on'));
    const res = await get(`/3/records/fhir?id=${first}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toStartWith('application/fhir+json');
    const bundle = (await res.json()) as Bundle;
    expect(fhirProblems(bundle)).toEqual([]);
    expect(ofType(bundle, 'RelatedPerson')).toEqual([]);
    expect(JSON.stringify(bundle)).not.toContain('/files/');
    expect(ofType(bundle, 'Patient')[0]!.name).toEqual([{ text: 'Biscuit' }]);
    const renewed = await tokenOf(await share('renew'));
    expect((await get(`/3/records/fhir?id=${first}`)).status).toBe(404);
    expect((await get(`/3/records/fhir?id=${renewed}`)).status).toBe(200);
    await share('off');
    expect((await get(`/3/records/fhir?id=${renewed}`)).status).toBe(404);
    expect((await get('/3/records/fhir')).status).toBe(404);
  }, 60_000);
});

describe("the second opinion's packet", () => {
  test('the practice asked gets exactly the shared records as a valid Bundle; another practice gets 404', async () => {
    const asker = await ownerWithRecords(app);
    const res = await askOpinion(app, asker.token, { listing: (await demoListings(app)).hughes.id, pet: asker.petId, records: [asker.records.allergy, asker.records.weight] });
    const id = ((await res.json()) as { id: number }).id;
    const packet = await get(`/api/requests/${id}/fhir`, await apiLogin(app, 'vet2@example.com', 'vendor'));
    expect(packet.status).toBe(200);
    const bundle = (await packet.json()) as Bundle;
    expect(fhirProblems(bundle)).toEqual([]);
    expect(resources(bundle).map((r) => r.resourceType)).toEqual(['Patient', 'RelatedPerson', 'AllergyIntolerance', 'Observation']);
    expect(JSON.stringify(bundle)).not.toContain('Private-Condition-Never-Shared');
    expect((await get(`/api/requests/${id}/fhir`, tokens.practice)).status).toBe(404);
    expect((await get(`/api/requests/${id}/fhir`, tokens.otherOwner)).status).toBe(404);
    expect((await get(`/api/requests/${id}/fhir`, asker.token)).status).toBe(200);
  }, 60_000);
});
