import { ROLE, answers, type ApiOperations } from '../../lib/api-docs';
import { FhirBundle } from '../records/records.fhir.api-docs';

/** A second opinion's packet as FHIR R4 (application/fhir+json). */
export const requestsFhirApiDocs: ApiOperations = {
  'GET /api/requests/{id}/fhir': {
    tag: 'Requests',
    summary: "A second opinion's packet as a FHIR R4 Bundle: the pet, its owner and exactly the records shared (the practice asked, or the owner); one marked entered in error since it was shared is marked entered-in-error",
    session: true,
    media: 'application/fhir+json',
    responses: answers({ 200: FhirBundle }, ROLE, 404, 422),
  },
};
