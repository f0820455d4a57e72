/** Stores uploaded files under keys the app generates. */
export interface StorageProvider {
  readonly name: string;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The address a browser loads a public file from. */
  publicUrl(key: string): string;
  /** A short-lived address the browser PUTs a new file's bytes to (spec §7), allowing at most `maxBytes`. */
  uploadUrl(key: string, contentType: string, maxBytes: number): Promise<string>;
  /** How an allowed reader gets a stored file: its bytes, or a short-lived address to fetch them from. */
  read(key: string): Promise<{ bytes: Blob } | { redirect: string } | null>;
  /** The stored size and first `bytes` bytes of a file (to check what arrived), or null when absent. */
  head(key: string, bytes: number): Promise<{ size: number; start: Uint8Array } | null>;
  delete(key: string): Promise<void>;
}

/** How long an upload or download address stays valid. */
export const SIGNED_URL_SECONDS = 10 * 60;

/** Keys are always `<access>/<category>/<uuid>.<ext>`; anything else is refused before touching storage. */
export const STORAGE_KEY = /^(public|private)\/[a-z_]{1,40}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;
