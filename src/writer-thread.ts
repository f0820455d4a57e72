import type { Database } from '../db/client';
import { startWriterThread } from '../db/write-thread';

/** Starts the database's writer thread over src/writer.ts, once the schema is migrated (db/write-thread). */
export function startWriter(database: Database, url: string): void {
  startWriterThread(database, url, new URL('./writer.ts', import.meta.url));
}
