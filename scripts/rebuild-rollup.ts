/** `bun scripts/rebuild-rollup.ts` (npm run reports:rebuild): recomputes the reports' daily roll-up from the bookings. */
import { loadConfig } from '../src/config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { rebuildRollup } from '../src/features/reports/reports.service';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl, config.databaseAuthToken);
try {
  await migrateDatabase(database.db);
  const started = performance.now();
  const done = await rebuildRollup(database.db);
  console.log(`roll-up rebuilt from ${done.bookings} bookings: ${done.days} day rows, ${done.hours} hour rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  database.close();
}
