import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { forbidden, unprocessable } from '../../lib/errors';
import type { Pet } from '../../../db/schema';
import { customerOf } from '../customers/customers.service';
import { practiceName } from '../accounts/practices.service';
import { petAddedMail } from '../notifications/customer-mail';
import { findActivePetOfUser, findActivePetsByUser, findRecordsOfPet, insertPet } from './pets.repo';
import type { PetInput } from './pets.model';

export interface PetView {
  id: number;
  name: string;
  type: number;
  breed: string | null;
}

const view = (pet: Pet): PetView => ({ id: pet.id, name: pet.name, type: pet.type, breed: pet.breed });

interface Owner {
  id: number;
  email: string;
  first_name: string;
  byPractice: boolean;
}

/**
 * Whose pets a person works with: an owner their own; a practice (any of its people) only its
 * own customer's, named by `user_id` (issue 19: the practice↔customer rule, spec §6).
 */
async function ownerOf(deps: AppDeps, principal: Principal, userId: number | undefined): Promise<Owner> {
  if (principal.role === 'user') return { id: principal.id, email: principal.email, first_name: principal.first_name, byPractice: false };
  if (principal.role !== 'vendor') throw forbidden('unauthorized');
  if (!userId) throw unprocessable('user_id must be a customer id', 'user_id');
  const customer = await customerOf(deps, principal, userId);
  return { id: customer.id, email: customer.email, first_name: customer.first_name, byPractice: true };
}

export async function petsOf(deps: AppDeps, principal: Principal, userId?: number): Promise<PetView[]> {
  const owner = await ownerOf(deps, principal, userId);
  return (await findActivePetsByUser(deps.database.db, owner.id)).map(view);
}

/** A person's own active pets, for a page the person reached by a link sent to them. */
export async function petsOfOwner(deps: AppDeps, userId: number): Promise<PetView[]> {
  return (await findActivePetsByUser(deps.database.db, userId)).map(view);
}

/** Pets are written by their owner, or by a practice for its own customer, who is then told by e-mail. */
export async function addPet(deps: AppDeps, principal: Principal, input: PetInput): Promise<PetView> {
  const owner = await ownerOf(deps, principal, input.user_id);
  const pet = await insertPet(deps.database.db, {
    name: input.name,
    type: input.type,
    breed: input.breed || null,
    notes: input.notes || null,
    user_id: owner.id,
  });
  if (owner.byPractice) {
    const name = await practiceName(deps, principal.vendor_id!);
    await deps.providers.mail
      .send(petAddedMail({ to: owner.email, firstName: owner.first_name, practiceName: name, petName: pet.name }))
      .catch((error) => deps.log.error('pet_mail_failed', { pet_id: pet.id, error }));
  }
  return view(pet);
}

/** The person adds their own pet from a page reached by a link sent to them (accepting a booking). */
export async function addPetForOwner(deps: AppDeps, userId: number, input: { name: string; type: number }): Promise<PetView> {
  return view(await insertPet(deps.database.db, { name: input.name, type: input.type, user_id: userId }));
}

/** One live pet of that owner, for booking (who may book for the owner is the caller's to check). */
export function activePetOf(deps: AppDeps, userId: number, petId: number): Promise<Pet | undefined> {
  return findActivePetOfUser(deps.database.db, userId, petId);
}

/** A pet's health records, newest first, for the owner's booking that shows them. */
export function recordsOfPet(deps: AppDeps, petId: number, userId: number) {
  return findRecordsOfPet(deps.database.db, petId, userId);
}
