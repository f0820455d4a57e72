import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { files } from '../../../db/schema';

export type StoredFile = typeof files.$inferSelect;

export async function insertFile(db: Db, values: typeof files.$inferInsert): Promise<StoredFile> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

export async function findFileByKey(db: Db, key: string): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(files).where(eq(files.storage_key, key)).limit(1);
  return row;
}

export function findFilesByKeys(db: Db, keys: string[]): Promise<StoredFile[]> {
  return keys.length ? db.select().from(files).where(inArray(files.storage_key, keys)) : Promise.resolve([]);
}

/** Records that the bytes arrived; only once (a second upload to the same key is refused). */
export async function markUploaded(db: Db, id: number, size: number, fileType: string, at: string): Promise<boolean> {
  const rows = await db
    .update(files)
    .set({ size, file_type: fileType, uploaded_at: at })
    .where(and(eq(files.id, id), isNull(files.uploaded_at)))
    .returning({ id: files.id });
  return rows.length > 0;
}

export async function deleteFilesByKeys(db: Db, keys: string[]): Promise<void> {
  if (keys.length) await db.delete(files).where(inArray(files.storage_key, keys));
}
