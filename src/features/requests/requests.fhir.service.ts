import type { Bundle } from 'fhir/r4';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { notFound } from '../../lib/errors';
import { activePet } from '../pets/pets.service';
import { fhirOfSharedRecords } from '../records/records.fhir.service';
import { REQUEST_MESSAGES } from './requests.model';
import { requestFor } from './requests.service';
import { sharedRecordsOf } from './requests.second-opinion.service';

/**
 * A second opinion's packet as a FHIR R4 Bundle: the pet, its owner and exactly the records the owner
 * shared, for the practice asked (and the owner); anyone else, or another kind of request, gets 404.
 */
export async function secondOpinionBundle(deps: AppDeps, principal: Principal, id: number, fileBase: string): Promise<Bundle> {
  const { request } = await requestFor(deps, principal, id);
  const pet = request.kind === 'second_opinion' && request.pet_id ? await activePet(deps, request.pet_id) : undefined;
  if (!pet || pet.user_id !== request.user_id) throw notFound(REQUEST_MESSAGES.notFound);
  return fhirOfSharedRecords(deps, pet, await sharedRecordsOf(deps, request, principal), fileBase);
}
