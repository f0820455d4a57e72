import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { files } from '../../../db/schema';
import type { StoredFile } from './files.repo';

/** The files one person uploaded (an owner's archive and erasure, decision 0051). */
export function findFilesUploadedBy(db: Db, role: string, id: number): Promise<StoredFile[]> {
  return db.select().from(files).where(and(eq(files.owner_role, role), eq(files.owner_id, id), isNotNull(files.uploaded_at))).orderBy(files.id);
}

/** Deletes the rows of every file the person uploaded (received or not); answers their storage keys. */
export async function deleteFilesUploadedBy(tx: Tx, role: string, id: number): Promise<string[]> {
  const rows = await tx.delete(files).where(and(eq(files.owner_role, role), eq(files.owner_id, id))).returning({ key: files.storage_key });
  return rows.map((r) => r.key);
}
