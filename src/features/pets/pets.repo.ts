import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { pets, phr, type Pet } from '../../../db/schema';

type Conn = Db | Tx;

/** A person's pets that are not deleted (status truthy), oldest first. */
export function findActivePetsByUser(db: Conn, userId: number): Promise<Pet[]> {
  return db.select().from(pets).where(and(eq(pets.user_id, userId), eq(pets.status, 1))).orderBy(asc(pets.id));
}

export function findActivePetOfUser(db: Db, userId: number, petId: number): Promise<Pet | undefined> {
  return prepared(db, 'pets.activeOfUser', (d) =>
    d
      .select()
      .from(pets)
      .where(and(eq(pets.id, sql.placeholder('petId')), eq(pets.user_id, sql.placeholder('userId')), eq(pets.status, 1)))
      .limit(1)
      .prepare(),
  ).get({ petId, userId });
}

export async function insertPet(db: Conn, values: typeof pets.$inferInsert): Promise<Pet> {
  const [row] = await db.insert(pets).values(values).returning();
  return row!;
}

/** A pet's health records, newest first (spec §7 "phr: read by pet"). */
export function findRecordsOfPet(db: Db, petId: number, userId: number) {
  return db
    .select({ id: phr.id, category: phr.category, details: phr.details, created_at: phr.created_at })
    .from(phr)
    .where(and(eq(phr.pet_id, petId), eq(phr.user_id, userId)))
    .orderBy(desc(phr.created_at), desc(phr.id));
}
