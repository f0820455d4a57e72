import type { AppDeps } from '../../deps';
import type { AccountDataPart, AccountPerson, ArchiveEntry } from '../accounts/accounts.data';
import { myPets } from '../pets/pets.service';
import { exportRecordsLogged, fhirOfPetLogged } from './records.audited';
import { ownerAccessLog, type AccessLogEntry } from './records.access-log.service';
import { deleteOwnerWrittenEntries, renameOwnerInHistory } from './records.account-data.repo';
import { FORMER_CLIENT_NAME } from '../../lib/person-name';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Every page of a pet's access log. */
async function wholeLog(deps: AppDeps, person: AccountPerson, petId: number): Promise<AccessLogEntry[]> {
  const entries: AccessLogEntry[] = [];
  for (let page = 1; ; page++) {
    const answer = await ownerAccessLog(deps, person.principal, petId, page);
    entries.push(...answer.entries);
    if (!answer.hasMore) return entries;
  }
}

/** Per pet: its records as JSON and as a FHIR R4 Bundle, and who read or wrote them (the export itself is logged, as any export). */
async function archive(deps: AppDeps, person: AccountPerson): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  for (const pet of await myPets(deps, person.principal)) {
    const folder = `records/pet-${pet.id}`;
    const log = await wholeLog(deps, person, pet.id);
    entries.push({ path: `${folder}/records.json`, data: json(await exportRecordsLogged(deps, person.principal, pet.id)) });
    entries.push({ path: `${folder}/records.fhir.json`, data: json(await fhirOfPetLogged(deps, person.principal, pet.id, deps.config.publicUrl)) });
    entries.push({ path: `access-log/pet-${pet.id}.json`, data: json(log) });
  }
  return entries;
}

/**
 * The owner's own entries are erased with their history; a practice's entries stay with that
 * practice (its clinical record), and the access log (ids only, append-only) stays with them.
 */
export const recordsAccountData: AccountDataPart = {
  name: 'records',
  tables: ['phr', 'phr_amendments', 'records_access'],
  archive,
  async erase(_deps, tx, person) {
    await deleteOwnerWrittenEntries(tx, person.id);
    await renameOwnerInHistory(tx, person.id, FORMER_CLIENT_NAME);
  },
};
