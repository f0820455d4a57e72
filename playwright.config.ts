import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The app under test is started by the run itself on a free port, with its own database.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'vetconsult-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// Check R5 of the proof suite (tests/proof/r5-xss.e2e.ts) runs its fast slice here, against its own server.
const proofPort = Number(process.env.PROOF_XSS_PORT ?? port + 2);
process.env.PROOF_XSS_PORT = String(proofPort);
process.env.PROOF_XSS_TALLY ??= join(mkdtempSync(join(tmpdir(), 'vetconsult-xss-')), 'tally.jsonl');

export default defineConfig({
  projects: [
    { name: 'e2e', testDir: './tests/e2e', testMatch: '**/*.e2e.ts' },
    { name: 'proof', testDir: './tests/proof', testMatch: 'r5-xss.e2e.ts' },
  ],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `${process.env.BUN ?? 'bun'} src/main.ts`,
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        DATABASE_URL: `file:${join(dataDir, 'e2e.db')}`,
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        LOG_LEVEL: 'error',
        JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
        // The journeys read the newest e-mail to an address: reminders of the demo bookings must not slip in between.
        REMINDERS_EVERY_SECONDS: '0',
        // tests/e2e/webhooks.e2e.ts: its receiver listens on loopback (refused by the address guard otherwise); sent every second.
        WEBHOOK_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${port + 7}`,
        WEBHOOKS_EVERY_SECONDS: '1',
        // tests/e2e/waitlist.e2e.ts: a freed slot is offered within a second (only its own owners wait).
        WAITLIST_EVERY_SECONDS: '1',
      },
    },
    {
      command: `${process.env.BUN ?? 'bun'} tests/proof/xss/server.ts`,
      url: `http://localhost:${proofPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(proofPort) },
    },
  ],
});
