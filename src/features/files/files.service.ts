import { fileTypeFromBuffer } from 'file-type';
import type { AppDeps } from '../../deps';
import { unprocessable } from '../../lib/errors';
import type { FileCategory } from '../../lib/constants/file-categories';

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * Stores an uploaded image as a public file: its kind is read from its bytes (not its name
 * or declared type), its size is capped, and it is saved under a generated name.
 */
export async function storePublicImage(deps: AppDeps, category: FileCategory, file: File, field: string): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw unprocessable('The image must be at most 2 MB', field);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = await fileTypeFromBuffer(bytes);
  if (!kind || !IMAGE_TYPES.has(kind.mime)) throw unprocessable('The image must be a PNG, JPEG or WebP file', field);
  const key = `public/${category}/${crypto.randomUUID()}.${kind.ext}`;
  await deps.providers.storage.put(key, bytes, kind.mime);
  return deps.providers.storage.publicUrl(key);
}
