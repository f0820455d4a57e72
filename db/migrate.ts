import { migrate } from 'drizzle-orm/libsql/migrator';
import { fileURLToPath } from 'node:url';
import type { Db } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/** Applies every committed migration that the database has not seen yet. */
export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

if (import.meta.main) {
  const { loadConfig } = await import('../src/config');
  const { openDatabase } = await import('./client');
  try {
    const config = loadConfig();
    const database = await openDatabase(config.databaseUrl, config.databaseAuthToken);
    await migrateDatabase(database.db);
    database.close();
    console.log('migrations applied');
  } catch (error) {
    console.error('migration failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
