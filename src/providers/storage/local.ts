import { mkdir, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { hmacHex, safeEqual } from '../../lib/crypto';
import { SIGNED_URL_SECONDS, STORAGE_KEY, type StorageProvider } from './storage';

export interface LocalUploadTicket {
  key: string;
  exp: number;
  max: number;
  sig: string;
}

export type LocalStorage = StorageProvider & {
  pathOf(key: string): string | null;
  /** Checks an upload address this provider signed: the key's shape, the signature, the expiry. */
  checkUpload(ticket: LocalUploadTicket): 'ok' | 'bad-key' | 'bad-signature' | 'expired';
};

/**
 * The offline default: files under DATA_DIR/uploads, public ones served at /files/<key>.
 * Upload addresses are signed (HMAC over key, expiry and size cap) and served by the app.
 */
export function localStorage(dataDir: string, secret: string, clock: () => Date): LocalStorage {
  const root = resolve(dataDir, 'uploads');
  const pathOf = (key: string) => {
    if (!STORAGE_KEY.test(key)) return null;
    const path = resolve(join(root, key));
    return path.startsWith(`${root}/`) ? path : null;
  };
  const sign = (key: string, exp: number, max: number) => hmacHex(secret, 'upload', `${key}\n${exp}\n${max}`);
  return {
    name: 'local',
    pathOf,
    async put(key, body) {
      const path = pathOf(key);
      if (!path) throw new Error('invalid storage key');
      await mkdir(dirname(path), { recursive: true });
      await Bun.write(path, body);
    },
    publicUrl: (key) => `/files/${key}`,
    async uploadUrl(key, _contentType, maxBytes) {
      const exp = Math.floor(clock().getTime() / 1000) + SIGNED_URL_SECONDS;
      const query = new URLSearchParams({ key, exp: String(exp), max: String(maxBytes), sig: sign(key, exp, maxBytes) });
      return `/api/files/upload?${query}`;
    },
    checkUpload({ key, exp, max, sig }) {
      if (!pathOf(key)) return 'bad-key';
      if (!safeEqual(sig, sign(key, exp, max))) return 'bad-signature';
      return exp * 1000 <= clock().getTime() ? 'expired' : 'ok';
    },
    async read(key) {
      const path = pathOf(key);
      const file = path ? Bun.file(path) : null;
      return file && (await file.exists()) ? { bytes: file } : null;
    },
    async head(key, bytes) {
      const path = pathOf(key);
      const file = path ? Bun.file(path) : null;
      if (!file || !(await file.exists())) return null;
      return { size: file.size, start: new Uint8Array(await file.slice(0, bytes).arrayBuffer()) };
    },
    async delete(key) {
      const path = pathOf(key);
      if (path) await rm(path, { force: true });
    },
  };
}
