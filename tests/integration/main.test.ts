import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../bench/lib/ports';

const dataDir = mkdtempSync(join(tmpdir(), 'vetconsult-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function waitForHealth(origin: string): Promise<Response> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      return await fetch(`${origin}/healthz`);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await Bun.sleep(100);
    }
  }
}

test('the server stops cleanly on SIGTERM (docker stop): it says so and exits with 0', async () => {
  const port = freePort();
  const child = Bun.spawn([process.execPath, 'src/main.ts'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port), DATABASE_URL: `file:${dataDir}/app.db`, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const res = await waitForHealth(`http://127.0.0.1:${port}`);
  expect(res.status).toBe(200);

  child.kill('SIGTERM');
  const code = await Promise.race([child.exited, Bun.sleep(5_000).then(() => 'still running')]);
  expect(code).toBe(0);
  const output = await new Response(child.stdout).text();
  expect(output).toContain('VetConsult is serving');
  expect(output).toContain('VetConsult stopped');
}, 30_000);
