import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { forbidden, notFound, unprocessable } from '../../lib/errors';
import type { Pet } from '../../../db/schema';
import { customerById } from '../accounts/customers.service';
import { findActivePetOfUser, findActivePetsByUser, findRecordsOfPet, insertPet } from './pets.repo';
import type { PetInput } from './pets.model';

interface PetView {
  id: number;
  name: string;
  type: number;
  breed: string | null;
}

const view = (pet: Pet): PetView => ({ id: pet.id, name: pet.name, type: pet.type, breed: pet.breed });

/**
 * Whose pets a person works with: an owner their own; a practice any customer's (spec §6:
 * vendors can view any user's pets), named by `user_id`, as when booking for that customer.
 */
async function ownerOf(deps: AppDeps, principal: Principal, userId: number | undefined): Promise<number> {
  if (principal.role === 'user') return principal.id;
  if (principal.role !== 'vendor') throw forbidden('unauthorized');
  if (!userId) throw unprocessable('user_id must be a customer id', 'user_id');
  const customer = await customerById(deps, userId);
  if (!customer) throw notFound('Customer not found');
  return customer.id;
}

export async function petsOf(deps: AppDeps, principal: Principal, userId?: number): Promise<PetView[]> {
  const owner = await ownerOf(deps, principal, userId);
  return (await findActivePetsByUser(deps.database.db, owner)).map(view);
}

export async function addPet(deps: AppDeps, principal: Principal, input: PetInput): Promise<PetView> {
  const owner = await ownerOf(deps, principal, input.user_id);
  const pet = await insertPet(deps.database.db, {
    name: input.name,
    type: input.type,
    breed: input.breed || null,
    notes: input.notes || null,
    user_id: owner,
  });
  return view(pet);
}

/** One live pet of that owner, for booking (who may book for the owner is the caller's to check). */
export function activePetOf(deps: AppDeps, userId: number, petId: number): Promise<Pet | undefined> {
  return findActivePetOfUser(deps.database.db, userId, petId);
}

/** A pet's health records, newest first, for the owner's booking that shows them. */
export function recordsOfPet(deps: AppDeps, petId: number, userId: number) {
  return findRecordsOfPet(deps.database.db, petId, userId);
}
