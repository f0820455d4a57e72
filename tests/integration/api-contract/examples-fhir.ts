import type { Example } from './context';
import { askOpinion, ownerWithRecords } from '../features/requests/fixtures';

/** The FHIR exports: the owner's pet (and another owner's, refused); a second opinion's packet for the practice asked (and another practice, refused). */
export const fhirExamples: Record<string, Example> = {
  'GET /api/pets/{id}/fhir': async ({ call, tokens, ownerPet }) => [await call('GET', `/api/pets/${ownerPet}/fhir`, tokens.owner), await call('GET', `/api/pets/${ownerPet}/fhir`, tokens.owner2)],
  'GET /api/requests/{id}/fhir': async ({ app, call, tokens, romero }) => {
    const asker = await ownerWithRecords(app, 'Packet');
    const asked = await askOpinion(app, asker.token, { listing: romero, pet: asker.petId, records: [asker.records.allergy] });
    const id = ((await asked.json()) as { id: number }).id;
    return [await call('GET', `/api/requests/${id}/fhir`, asker.token), await call('GET', `/api/requests/${id}/fhir`, tokens.vet2)];
  },
};
