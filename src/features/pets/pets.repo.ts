import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { pets, type Pet } from '../../../db/schema';
import { appNow } from '../../lib/clock';

type Conn = Db | Tx;

/** A person's pets that are not deleted (status truthy), oldest first. */
export function findActivePetsByUser(db: Db, userId: number): Promise<Pet[]> {
  return prepared(db, 'pets.activeByUser', (d) =>
    d
      .select()
      .from(pets)
      .where(and(eq(pets.user_id, sql.placeholder('userId')), eq(pets.status, 1)))
      .orderBy(asc(pets.id))
      .prepare(),
  ).all({ userId });
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

/** A pet that is not deleted, whoever owns it (the caller checks who may see it). */
export function findActivePetById(db: Db, petId: number): Promise<Pet | undefined> {
  return prepared(db, 'pets.activeById', (d) =>
    d
      .select()
      .from(pets)
      .where(and(eq(pets.id, sql.placeholder('petId')), eq(pets.status, 1)))
      .limit(1)
      .prepare(),
  ).get({ petId });
}

export async function findActivePetByShareToken(db: Db, token: string): Promise<Pet | undefined> {
  const [row] = await db
    .select()
    .from(pets)
    .where(and(eq(pets.share_token, token), eq(pets.status, 1)))
    .limit(1);
  return row;
}

export async function insertPet(db: Conn, values: typeof pets.$inferInsert): Promise<Pet> {
  const [row] = await db.insert(pets).values(values).returning();
  return row!;
}

export async function updatePet(db: Conn, petId: number, values: Partial<typeof pets.$inferInsert>): Promise<Pet | undefined> {
  const [row] = await db
    .update(pets)
    .set({ ...values, updated_at: appNow().toISOString() })
    .where(and(eq(pets.id, petId), eq(pets.status, 1)))
    .returning();
  return row;
}

/** Soft delete (spec §4 Pet): status 0; the row stays for the bookings that name it. The share link dies with it. */
export async function softDeletePet(db: Conn, petId: number): Promise<boolean> {
  const rows = await db
    .update(pets)
    .set({ status: 0, share_token: null, updated_at: appNow().toISOString() })
    .where(and(eq(pets.id, petId), eq(pets.status, 1)))
    .returning({ id: pets.id });
  return rows.length > 0;
}

/** Active pets per owner (the platform admin's owner list). */
export function countActivePetsByUser(db: Db, userIds: number[]) {
  return db
    .select({ user_id: pets.user_id, count: sql<number>`count(*)` })
    .from(pets)
    .where(and(inArray(pets.user_id, userIds), sql`${pets.status} != 0`))
    .groupBy(pets.user_id);
}
