import type { AppDeps } from '../../deps';
import type { Tx } from '../../../db/client';
import { deleteFilesUploadedBy, findFilesUploadedBy } from './files.uploader.repo';
import type { Uploader } from './files.service';

/** A stored file with its bytes, for an archive. */
export interface FileWithBytes {
  category: string;
  name: string;
  type: string;
  key: string;
  bytes: Uint8Array;
}

/** The bytes of a stored file, fetched from the storage's short-lived address when it answers with one (S3). */
async function bytesOf(deps: AppDeps, key: string): Promise<Uint8Array | null> {
  const content = await deps.providers.storage.read(key);
  if (!content) return null;
  if ('bytes' in content) return new Uint8Array(await content.bytes.arrayBuffer());
  const res = await fetch(content.redirect);
  return res.ok ? new Uint8Array(await res.arrayBuffer()) : null;
}

/** Every file the person uploaded, with its bytes (a file gone from storage is left out). */
export async function filesOfUploader(deps: AppDeps, uploader: Uploader): Promise<FileWithBytes[]> {
  const out: FileWithBytes[] = [];
  for (const file of await findFilesUploadedBy(deps.database.db, uploader.role, uploader.id)) {
    const bytes = await bytesOf(deps, file.storage_key);
    if (bytes) out.push({ category: file.category, name: file.file_name, type: file.file_type, key: file.storage_key, bytes });
  }
  return out;
}

/** Forgets every file the person uploaded, in the caller's transaction; answers the keys to delete from storage once it commits. */
export function forgetFilesOfUploader(tx: Tx, uploader: Uploader): Promise<string[]> {
  return deleteFilesUploadedBy(tx, uploader.role, uploader.id);
}

/** Deletes stored files by key (after the transaction that forgot them); a failure is logged, never undoes the erasure. */
export async function deleteStoredFiles(deps: AppDeps, keys: string[]): Promise<void> {
  for (const key of keys) {
    try {
      await deps.providers.storage.delete(key);
    } catch (error) {
      deps.log.error('stored_file_delete_failed', { error });
    }
  }
}
