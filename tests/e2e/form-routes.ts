/**
 * Prints the app's form routes as JSON (every write route outside the JSON API), for the walk of
 * refused forms (form-refusals.e2e.ts) to check it visits or names each one. Run with Bun.
 */
import { createTestApp } from '../helpers/app';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const app = await createTestApp({ seed: false, env: { LOG_LEVEL: 'silent' } });
const routes = (app.app.routes as { method: string; path: string }[]).filter((r) => WRITES.has(r.method) && !r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`);
app.close();
console.log(JSON.stringify(routes));
