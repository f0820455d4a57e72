import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import base from '../../playwright.config';

/**
 * `npm run proof` runs check R5 (stored XSS) with this config: only tests/proof/r5-xss.e2e.ts, against
 * its own server (tests/proof/xss/server.ts), Chromium as in the main config. PROOF=full runs
 * every vector; `npm test` runs the fast slice through the main config's `proof` project.
 */
// Beside the e2e server when npm test picked its port, else a fixed one.
const port = Number(process.env.PROOF_XSS_PORT ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 2 : 41450));
process.env.PROOF_XSS_PORT = String(port);
// Where R5 adds up its counts across workers (set once: workers load this config too).
process.env.PROOF_XSS_TALLY ??= join(mkdtempSync(join(tmpdir(), 'vetconsult-xss-')), 'tally.jsonl');

export default defineConfig({
  testDir: '.',
  testMatch: 'r5-xss.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: 'list',
  use: { launchOptions: base.use?.launchOptions },
  webServer: {
    command: `${process.env.BUN ?? 'bun'} tests/proof/xss/server.ts`,
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port) },
  },
});
