import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { pets, type Pet } from '../../../db/schema';

/** Every pet of an owner, removed ones too (their archive). */
export function findAllPetsOfOwner(db: Db, userId: number): Promise<Pet[]> {
  return db.select().from(pets).where(eq(pets.user_id, userId)).orderBy(pets.id);
}

/**
 * A deleted owner's pets keep only what the practices' clinical entries name (name, species, breed),
 * so a practice still finds its patient under "Former client": the notes, photo and other details go,
 * and the share link ends.
 */
export async function stripPetsOfOwner(tx: Tx, userId: number, now: string): Promise<void> {
  await tx.update(pets).set({ notes: null, details: {}, share_token: null, updated_at: now }).where(eq(pets.user_id, userId));
}
