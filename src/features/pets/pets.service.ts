import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import type { PetAppointment, PetLeftovers } from './pets.ports';
import { randomSecret } from '../../lib/crypto';
import { stampedReads } from '../../lib/stamped-cache';
import { speciesName } from '../../lib/constants/species';
import { practiceName } from '../accounts/accounts.practices.service';
import { petAddedMail } from '../notifications/notifications.customer-mail';
import { ownerReader, practiceLocaleTag } from '../accounts/accounts.readers';
import { storePublicImage } from '../files/files.service';
import type { Pet } from '../../../db/schema';
import {
  findActivePetById,
  findActivePetOfUser,
  findActivePetByShareToken,
  findActivePetsByUser,
  countActivePetsByUser,
  insertPet,
  softDeletePet,
  updatePet,
} from './pets.repo';
import type { PetInput, PetUpdateInput, ShareAction } from './pets.model';
import { writeMails } from '../../providers/mail/outbox';
import { isPetOwner, isPracticeLogin } from '../../lib/policy';

export type { Pet } from '../../../db/schema';

export interface PetView {
  id: number;
  name: string;
  type: number;
  species: string;
  breed: string | null;
  notes: string | null;
  pic: string | null;
}

export const petPic = (pet: Pet): string | null => (typeof pet.details.pic === 'string' ? pet.details.pic : null);

export const petView = (pet: Pet): PetView => ({
  id: pet.id,
  name: pet.name,
  type: pet.type,
  species: speciesName(pet.type),
  breed: pet.breed,
  notes: pet.notes,
  pic: petPic(pet),
});

interface Owner {
  id: number;
  email: string;
  first_name: string;
  byPractice: boolean;
}

/**
 * The practice↔customer rule (spec §6), answered by the customers feature and handed in by
 * `createApp`: the person a practice's principal may work with, else it throws "Customer not found".
 */
export type CustomerRule = (principal: Principal, userId: number) => Promise<{ id: number; email: string; first_name: string }>;

/**
 * Whose pets a person works with: an owner their own; a practice (any of its people) only its
 * own customer's, named by `user_id` (the practice↔customer rule, spec §6).
 */
async function ownerOf(principal: Principal, userId: number | undefined, customerOf: CustomerRule): Promise<Owner> {
  if (isPetOwner(principal)) return { id: principal.id, email: principal.email, first_name: principal.first_name, byPractice: false };
  if (!isPracticeLogin(principal)) throw forbidden('unauthorized');
  if (!userId) throw unprocessable('user_id must be a customer id', 'user_id');
  const customer = await customerOf(principal, userId);
  return { id: customer.id, email: customer.email, first_name: customer.first_name, byPractice: true };
}

export async function petsOf(deps: AppDeps, principal: Principal, userId: number | undefined, customerOf: CustomerRule): Promise<PetView[]> {
  const owner = await ownerOf(principal, userId, customerOf);
  return (await findActivePetsByUser(deps.database.db, owner.id)).map(petView);
}

/** A person's own active pets, for a page the person reached by a link sent to them. */
export async function petsOfOwner(deps: AppDeps, userId: number): Promise<PetView[]> {
  return (await findActivePetsByUser(deps.database.db, userId)).map(petView);
}

/** The person adds their own pet from a page reached by a link sent to them (accepting a booking). */
export async function addPetForOwner(deps: AppDeps, userId: number, input: { name: string; type: number }): Promise<PetView> {
  return petView(await insertPet(deps.database.db, { name: input.name, type: input.type, user_id: userId, details: {} }));
}

/** The pets a person sees on My Pets and Medical Records: an owner's own, not deleted. */
export async function myPets(deps: AppDeps, principal: Principal): Promise<Pet[]> {
  if (!isPetOwner(principal)) throw forbidden('unauthorized');
  return findActivePetsByUser(deps.database.db, principal.id);
}

/** The active pets of one owner, for a reader the caller has already allowed (records). */
export function activePetsOfOwner(deps: AppDeps, ownerId: number): Promise<Pet[]> {
  return findActivePetsByUser(deps.database.db, ownerId);
}

/** A pet that is not deleted, for a caller that checks access itself (records). */
export function activePet(deps: AppDeps, petId: number): Promise<Pet | undefined> {
  return findActivePetById(deps.database.db, petId);
}

/** The signed-in owner's own pet; anyone else's is "not found" (never tells it exists). */
export async function ownPet(deps: AppDeps, principal: Principal, petId: number): Promise<Pet> {
  const pet = isPetOwner(principal) ? await findActivePetById(deps.database.db, petId) : undefined;
  if (!pet || pet.user_id !== principal.id) throw notFound('Pet not found');
  return pet;
}

async function photoUrl(deps: AppDeps, photo: File | null | undefined): Promise<string | null> {
  return photo && photo.size > 0 ? storePublicImage(deps, 'user_avatar', photo, 'photo') : null;
}

/** Pets are written by their owner, or by a practice for its own customer, who is then told by e-mail. */
export async function addPet(deps: AppDeps, principal: Principal, input: PetInput, customerOf: CustomerRule, photo?: File | null): Promise<PetView> {
  const owner = await ownerOf(principal, input.user_id, customerOf);
  const pic = await photoUrl(deps, photo);
  const name = owner.byPractice ? await practiceName(deps, principal.vendor_id!) : null;
  const reader = owner.byPractice ? await ownerReader(deps, owner.id, await practiceLocaleTag(deps, principal.vendor_id)) : null;
  // The owner's e-mail is written with the pet it tells of (composed first: rendering is no work for a write transaction).
  const mail = name !== null && reader ? await petAddedMail({ to: owner.email, firstName: owner.first_name, practiceName: name, petName: input.name, reader }) : null;
  const pet = await deps.database.db.transaction(async (tx) => {
    const row = await insertPet(tx, {
      name: input.name,
      type: input.type,
      breed: input.breed || null,
      notes: input.notes || null,
      user_id: owner.id,
      details: pic ? { pic } : {},
    });
    if (mail) await writeMails(tx, [mail]);
    return row;
  });
  return petView(pet);
}

export async function editPet(deps: AppDeps, principal: Principal, petId: number, input: PetUpdateInput, photo?: File | null): Promise<PetView> {
  const pet = await ownPet(deps, principal, petId);
  const pic = await photoUrl(deps, photo);
  const updated = await updatePet(deps.database.db, pet.id, {
    name: input.name,
    type: input.type,
    breed: input.breed || null,
    notes: input.notes || null,
    details: pic ? { ...pet.details, pic } : pet.details,
  });
  if (!updated) throw notFound('Pet not found');
  return petView(updated);
}

/** What deleting a pet would do, said before the owner confirms: the appointments that stop it, the records it hides. */
export interface PetDeletion {
  pet: Pet;
  /** Upcoming appointments: while there are any, the pet cannot be deleted. */
  appointments: PetAppointment[];
  /** Its records by category key, which deleting it hides from everyone (they are kept, not erased). */
  records: { category: string; count: number }[];
}

/**
 * Refused while the pet has upcoming appointments: a practice expects it, and money may be held
 * for it. The owner cancels each under its own policy, seeing its refund first; no delete
 * cancels one silently.
 */
const HAS_APPOINTMENTS = '{name} has {count, plural, one {# upcoming appointment} other {# upcoming appointments}}: cancel {count, plural, one {it} other {them}} first, then delete {name}.' as const;

export async function petDeletion(deps: AppDeps, principal: Principal, petId: number, leftovers: PetLeftovers): Promise<PetDeletion> {
  const pet = await ownPet(deps, principal, petId);
  const [appointments, records] = await Promise.all([leftovers.upcomingAppointments(pet.id, pet.user_id), leftovers.recordCounts(pet.id)]);
  return { pet, appointments, records };
}

/** Soft delete (spec §4): the pet leaves every list and the wizard; past bookings keep their copy of it; refused while it has upcoming appointments. */
export async function removePet(deps: AppDeps, principal: Principal, petId: number, leftovers: PetLeftovers): Promise<void> {
  const pet = await ownPet(deps, principal, petId);
  const upcoming = await leftovers.upcomingAppointments(pet.id, pet.user_id);
  if (upcoming.length > 0) throw conflict(HAS_APPOINTMENTS, undefined, { name: pet.name, count: upcoming.length });
  if (!(await softDeletePet(deps.database.db, pet.id))) throw notFound('Pet not found');
  deps.log.info('pet_deleted', { pet_id: pet.id, user_id: principal.id });
}

/** Turns the pet's public records link on (keeping a live one), off, or renews it (the old link dies). */
export async function setShareLink(deps: AppDeps, principal: Principal, petId: number, action: ShareAction): Promise<string | null> {
  const pet = await ownPet(deps, principal, petId);
  const token = action === 'off' ? null : action === 'on' && pet.share_token ? pet.share_token : randomSecret(24);
  await updatePet(deps.database.db, pet.id, { share_token: token });
  return token;
}

/** The pet behind a public records link, if the link is live and the pet not deleted. */
export function petBySharedLink(deps: AppDeps, token: string): Promise<Pet | undefined> {
  return findActivePetByShareToken(deps.database.db, token);
}

/** One live pet of that owner, for booking (who may book for the owner is the caller's to check). */
export function activePetOf(deps: AppDeps, userId: number, petId: number): Promise<Pet | undefined> {
  const db = deps.database.db;
  return ownersPets(db, `${userId}:${petId}`, () => findActivePetOfUser(db, userId, petId));
}

/** Kept while no pet changes (frozen: read it, never change it). */
const ownersPets = stampedReads<Pet | undefined>(10_000, ['pets']);

/** How many pets each owner keeps (the platform admin's owner list; never their records). */
export async function petCounts(deps: AppDeps, userIds: number[]): Promise<Map<number, number>> {
  const rows = userIds.length === 0 ? [] : await countActivePetsByUser(deps.database.db, userIds);
  return new Map(rows.map((r) => [r.user_id, Number(r.count)]));
}
