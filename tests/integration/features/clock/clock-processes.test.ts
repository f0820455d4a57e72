import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../../helpers/server';

/**
 * Two real server processes over one database, each started with the same CLOCK_START, as a
 * tester runs them: they tell the same time, and a move made through one is seen by the other
 * (the offset lives in the database; each process reads it again every second).
 */
const START = '2027-08-02T09:00:00.000Z';
let dir: string;
let first: RunningServer;
let second: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vetconsult-clock-'));
  first = await startServer(dir, { CLOCK_START: START });
  second = await startServer(dir, { CLOCK_START: START, SEED_DEMO: '0' });
}, 60_000);
afterAll(async () => {
  await first?.stop();
  await second?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** GET /dev/clock of a server, as a client on this machine, on the main host. */
async function clockOf(server: RunningServer): Promise<number> {
  const res = await fetch(`http://localhost:${server.port}/dev/clock`);
  expect(res.status).toBe(200);
  return Date.parse(((await res.json()) as { now: string }).now);
}

describe('the clock across processes', () => {
  test('processes started with the same CLOCK_START tell the same time, and one’s move is seen by the other within a second or two', async () => {
    const [a, b] = [await clockOf(first), await clockOf(second)];
    expect(Math.abs(a - b)).toBeLessThan(2_000);
    expect(Math.abs(a - Date.parse(START))).toBeLessThan(60_000);

    // curl -X POST localhost:PORT/dev/clock -d '{"advance":"PT50M"}', as README says.
    const moved = await fetch(`http://localhost:${second.port}/dev/clock`, { method: 'POST', body: '{"advance":"P2D"}', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(moved.status).toBe(200);
    const target = Date.parse(((await moved.json()) as { now: string }).now);
    await Bun.sleep(2_500);
    expect(Math.abs((await clockOf(first)) - target)).toBeLessThan(5_000);
    expect(Math.abs((await clockOf(second)) - target)).toBeLessThan(5_000);
  });
});
