import type { CodeableConcept, Patient, RelatedPerson } from 'fhir/r4';
import type { PetView } from '../pets/pets.service';
import { compact, fhirId, refTo, textOf } from './records.fhir.ids';

export const SNOMED = 'http://snomed.info/sct';
export const PATIENT_ANIMAL = 'http://hl7.org/fhir/StructureDefinition/patient-animal';

/** Species codes (spec §9) with a SNOMED CT organism concept; the others travel as text only. */
const SPECIES_SNOMED: Record<number, { code: string; display: string }> = {
  1: { code: '448771007', display: 'Canis lupus familiaris (organism)' },
  16: { code: '448771007', display: 'Canis lupus familiaris (organism)' },
  2: { code: '448169003', display: 'Felis catus (organism)' },
  15: { code: '448169003', display: 'Felis catus (organism)' },
};

/** The pet as the export needs it; `species` is the English name of its code. */
export type FhirPet = Pick<PetView, 'id' | 'name' | 'type' | 'species' | 'breed' | 'notes'>;

export interface FhirOwner {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

export function speciesConcept(type: number, species: string): CodeableConcept {
  const snomed = SPECIES_SNOMED[type];
  return snomed ? { coding: [{ system: SNOMED, ...snomed }], text: species } : { text: species };
}

/** The pet as a Patient with the patient-animal extension (species, breed; gender status is not recorded). */
export function patientOf(pet: FhirPet): Patient {
  const breed = textOf(pet.breed);
  const animal = [{ url: 'species', valueCodeableConcept: speciesConcept(pet.type, pet.species) }, ...(breed ? [{ url: 'breed', valueCodeableConcept: { text: breed } }] : [])];
  return {
    resourceType: 'Patient',
    id: fhirId('pet', pet.id),
    extension: [{ url: PATIENT_ANIMAL, extension: animal }],
    active: true,
    name: [{ text: pet.name }],
  };
}

/** The owner as a RelatedPerson of the pet (FHIR has no owner role code: the relationship is text). */
export function ownerOf(owner: FhirOwner, petId: number): RelatedPerson {
  const name = compact({ family: textOf(owner.last_name), given: textOf(owner.first_name) ? [owner.first_name.trim()] : undefined });
  return compact({
    resourceType: 'RelatedPerson' as const,
    id: fhirId('owner', owner.id),
    active: true,
    patient: refTo(fhirId('pet', petId)),
    relationship: [{ text: 'Owner' }],
    name: Object.keys(name).length ? [name] : undefined,
    telecom: textOf(owner.email) ? [{ system: 'email' as const, value: owner.email, use: 'home' as const }] : undefined,
  });
}
