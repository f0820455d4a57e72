import type { FhirResource, Provenance } from 'fhir/r4';
import { fhirId, refTo } from './records.fhir.ids';
import type { FhirRecord } from './records.fhir.history';

/** The names an entry's writer is shown by (the records screen's): practices and their people, by id. */
export interface FhirAuthors {
  practices: Record<number, string>;
  logins: Record<number, string>;
}

const PARTICIPANT_TYPE = 'http://terminology.hl7.org/CodeSystem/provenance-participant-type';

/**
 * Who wrote a practice's entry, as a Provenance over its resources: the vet (when known) on behalf
 * of the practice. An entry without one is the owner's own, as the rest of the record is.
 */
export function provenanceOf(record: FhirRecord, targets: FhirResource[], authors: FhirAuthors): Provenance | null {
  if (record.author_vendor_id == null || targets.length === 0) return null;
  const practice = authors.practices[record.author_vendor_id] ?? 'Veterinary practice';
  const vet = record.author_login_id == null ? undefined : authors.logins[record.author_login_id];
  return {
    resourceType: 'Provenance',
    id: fhirId('provenance', record.id),
    target: targets.map((resource) => refTo(resource.id!)),
    recorded: record.made_at ?? record.created_at,
    agent: [
      {
        type: { coding: [{ system: PARTICIPANT_TYPE, code: 'author', display: 'Author' }] },
        who: { display: vet ?? practice },
        ...(vet ? { onBehalfOf: { display: practice } } : {}),
      },
    ],
  };
}
