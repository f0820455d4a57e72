import type { Bundle } from 'fhir/r4';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { asReader, readerFor } from '../../lib/i18n';
import { speciesName } from '../../lib/constants/species';
import { sessionAccount } from '../accounts/accounts.service';
import { petBySharedLink, type Pet } from '../pets/pets.service';
import { findAllRecordsOfPet } from './records.repo';
import { authorNames, petForReader } from './records.service';
import { fhirBundle, patientRef, type FhirExportInput } from './records.fhir';
import { fhirSourcesPort } from './records.fhir.visits';
import type { FhirRecord } from './records.fhir.history';
import type { FhirOwner, FhirPet } from './records.fhir.patient';

/** The pet with its species' English name: a Bundle reads the same whoever downloads it. */
const fhirPet = (pet: Pet): FhirPet => ({ id: pet.id, name: pet.name, type: pet.type, species: asReader(readerFor('en'), () => speciesName(pet.type)), breed: pet.breed, notes: pet.notes });

async function ownerOfPet(deps: AppDeps, pet: Pet): Promise<FhirOwner | null> {
  const account = await sessionAccount(deps, 'user', pet.user_id);
  return account ? { id: account.id, first_name: account.first_name, last_name: account.last_name, email: account.email } : null;
}

/** Builds the Bundle as an English reader (category and consultation names are codes' texts, not the downloader's words). */
async function bundleOf(deps: AppDeps, input: Omit<FhirExportInput, 'extra' | 'now'>, reader: Principal): Promise<Bundle> {
  const sources = fhirSourcesPort.of(deps);
  const extra = (await Promise.all((sources.more ?? []).map((more) => more(deps, input.pet, patientRef(input.pet.id), reader)))).flat();
  return asReader(readerFor('en'), () => fhirBundle({ ...input, extra, now: deps.clock() }));
}

/** The names of the practices and people that wrote these entries, as the records screen shows them. */
const authorsOf = (deps: AppDeps, records: FhirRecord[]) => authorNames(deps, records.map((record) => ({ author_vendor_id: record.author_vendor_id ?? null })));

/**
 * A pet's whole record for its owner or a practice that may read it (else 404, as for the JSON export):
 * its visits and prescriptions are only those the reader sees on the screens (a team member: the
 * bookings of the listings they manage). `fileBase` is the site the reader opens files on.
 * An entry marked entered in error stays, marked so, as in the JSON export.
 */
export async function fhirOfPet(deps: AppDeps, principal: Principal, petId: number, fileBase: string): Promise<Bundle> {
  const { pet } = await petForReader(deps, principal, petId);
  const [records, owner, visits] = await Promise.all([findAllRecordsOfPet(deps.database.db, pet.id), ownerOfPet(deps, pet), fhirSourcesPort.of(deps).visitsOfPet(deps, pet, principal)]);
  return bundleOf(deps, { pet: fhirPet(pet), owner, records, visits, fileBase, authors: await authorsOf(deps, records) }, principal);
}

/** The share link's machine-readable form: what its public page shows (the pet and its records), no owner, no visit, no file address; null when the link is unknown or off. */
export async function fhirOfSharedLink(deps: AppDeps, token: string): Promise<{ petId: number; bundle: Bundle } | null> {
  const pet = token ? await petBySharedLink(deps, token) : undefined;
  if (!pet) return null;
  // The link is public and its page leaves an entry marked entered in error out: so does its Bundle.
  const records = (await findAllRecordsOfPet(deps.database.db, pet.id)).filter((record) => record.error_reason === null);
  const authors = await authorsOf(deps, records);
  return { petId: pet.id, bundle: asReader(readerFor('en'), () => fhirBundle({ pet: fhirPet(pet), owner: null, records, visits: [], fileBase: null, authors, now: deps.clock() })) };
}

/**
 * A second opinion's packet: the pet, its owner and exactly the records the owner shared (the caller,
 * requests, checked who reads it and chose the records); their files open on `fileBase` for that practice.
 * An entry marked entered in error since it was shared stays, marked so: the practice may have read it.
 */
export async function fhirOfSharedRecords(deps: AppDeps, pet: Pet, records: FhirRecord[], fileBase: string): Promise<Bundle> {
  const [owner, authors] = await Promise.all([ownerOfPet(deps, pet), authorsOf(deps, records)]);
  return asReader(readerFor('en'), () => fhirBundle({ pet: fhirPet(pet), owner, records, visits: [], fileBase, authors, now: deps.clock() }));
}
