import { Type as t } from '@sinclair/typebox';
import { ROLE, answers, type ApiOperations } from '../../lib/api-docs';

/** A FHIR R4 Bundle as the export answers it (the full shape is the R4 specification's: https://hl7.org/fhir/R4/bundle.html). */
export const FhirBundle = t.Object(
  {
    resourceType: t.Literal('Bundle'),
    id: t.String(),
    type: t.Literal('collection'),
    timestamp: t.String({ format: 'date-time' }),
    entry: t.Array(t.Object({ fullUrl: t.String({ pattern: '^urn:uuid:' }), resource: t.Object({ resourceType: t.String(), id: t.String() }, { additionalProperties: true }) })),
  },
  { title: 'FhirBundle', additionalProperties: true },
);

/** The pet's record as FHIR R4 (application/fhir+json). */
export const recordsFhirApiDocs: ApiOperations = {
  'GET /api/pets/{id}/fhir': {
    tag: 'Records',
    summary:
      "A pet's whole record as a FHIR R4 Bundle (collection): Patient with the patient-animal extension, RelatedPerson (owner), AllergyIntolerance, Immunization, MedicationStatement, Condition, Procedure, NutritionOrder, Observation (UCUM), DocumentReference, Appointment and Encounter. A practice sees only its own bookings. An entry marked entered in error keeps its resources with status (or verificationStatus) entered-in-error.",
    session: true,
    media: 'application/fhir+json',
    responses: answers({ 200: FhirBundle }, ROLE, 404, 422),
  },
};
