import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { StorageProvider } from './storage';

/** The offline default: files under DATA_DIR/uploads, public ones served at /files/<key>. */
export function localStorage(dataDir: string): StorageProvider & { pathOf(key: string): string | null } {
  const root = resolve(dataDir, 'uploads');
  const pathOf = (key: string) => {
    const path = resolve(join(root, key));
    return path.startsWith(`${root}/`) ? path : null;
  };
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
  };
}
