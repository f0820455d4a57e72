import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { pets } from '../../../db/schema';

type Conn = Db | Tx;
export type Pet = typeof pets.$inferSelect;

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
