/**
 * `npm run backup` (docs/operations.md): a consistent copy of the live database, taken while the
 * server runs, into `<DATA_DIR>/backups/app-<UTC time>.db`; copies older than 14 days are then
 * deleted (the terms promise backups kept up to 2 weeks).
 *   npm run backup -- [--dir <folder>] [--keep-days <n>]
 *   npm run backup -- --restore <backup file>      (with the server stopped)
 */
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import { backupDatabase, pruneBackups, restoreDatabase } from '../db/backup';

const { values } = parseArgs({
  options: { dir: { type: 'string' }, 'keep-days': { type: 'string', default: '14' }, restore: { type: 'string' } },
});
const config = loadConfig();

try {
  if (values.restore) {
    const { restored, keptAs } = await restoreDatabase(values.restore, config.databaseUrl);
    console.log(`restored ${values.restore} to ${restored}${keptAs ? `; the previous database is kept as ${keptAs}` : ''}`);
  } else {
    const keepDays = Number(values['keep-days']);
    if (!Number.isInteger(keepDays) || keepDays < 1) throw new Error('--keep-days must be a whole number of days, at least 1');
    const dir = values.dir ?? join(config.dataDir, 'backups');
    const started = performance.now();
    const file = await backupDatabase(config.databaseUrl, dir);
    const pruned = pruneBackups(dir, keepDays);
    console.log(`backup written to ${file} in ${Math.round(performance.now() - started)} ms (integrity ok); ${pruned.length} older than ${keepDays} days deleted`);
  }
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
