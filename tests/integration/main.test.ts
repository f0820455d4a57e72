import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp } from '../../bench/lib/serve';

const dataDir = mkdtempSync(join(tmpdir(), 'vetconsult-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test('the server stops cleanly on SIGTERM (docker stop): it says so and exits with 0', async () => {
  // The real start-up (src/main.ts), as the benches run it: answering /healthz once ready.
  const app = await startApp(dataDir);
  expect((await fetch(`${app.origin}/healthz`)).status).toBe(200);
  expect(await app.stop()).toBe(0);
  const output = readFileSync(app.log, 'utf8');
  expect(output).toContain('VetConsult is serving');
  expect(output).toContain('VetConsult stopped');
}, 30_000);
