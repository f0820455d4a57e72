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

test('npm start says once that it runs in development mode, what that means, and the one variable that switches', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'vetconsult-dev-'));
  const child = Bun.spawn([process.execPath, 'src/main.ts'], {
    cwd: join(import.meta.dir, '../..'),
    // No NODE_ENV: what `npm start` does by default.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', DATABASE_URL: `file:${dir}/dev.db`, DATA_DIR: dir, SEED_DEMO: '0', LOG_LEVEL: 'error' },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  try {
    let output = '';
    const reader = child.stdout.getReader();
    const decoder = new TextDecoder();
    while (!output.includes('NODE_ENV=production')) {
      const { value, done } = await reader.read();
      if (done) break;
      output += decoder.decode(value);
    }
    expect(output.match(/Running in DEVELOPMENT mode/g)).toHaveLength(1);
    expect(output).toContain('kept in the development outbox at /dev/outbox');
    expect(output).toContain('set NODE_ENV=production to switch to production mode.');
  } finally {
    child.kill('SIGTERM');
    await child.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);
