/**
 * R10 backup and restore (issue 17): `npm run backup` takes its copy while owners keep booking;
 * the copy, put back with `npm run backup -- --restore`, holds every booking acknowledged before
 * the backup started, booking by booking with its payment, and a server starts on it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import { bookings, payments } from '../../db/schema';
import { BOOKING_STATUS } from '../../src/lib/constants/booking-status';
import { fullStrength, proofFigure, strength } from './lib/figure';
import { allFreeSlots, api, CARD, listingNamed, makeOwners, proofPort, VIDEO, type Live, type Owner, startLive } from './lib/live';
import { startServer } from '../helpers/server';

const ROUNDS = strength(1, 5);
const WRITERS = 4;
/** Each writer's pause between two bookings. */
const PACE_MS = 100;
const ROOT = join(import.meta.dir, '../..');

interface Acknowledged {
  id: number;
  slot: string;
  listingId: number;
  userId: number;
  at: number;
}

let live: Live;
let owners: Owner[];
let slots: { listingId: number; slot: string }[] = [];
const work = mkdtempSync(join(tmpdir(), 'vetconsult-backup-'));

beforeAll(async () => {
  live = await startLive({ LOG_LEVEL: 'error' });
  owners = await makeOwners(live, WRITERS, 'backup');
  for (const name of ['Dr. Maya Patel', 'Dr. Luis Romero']) {
    const listing = await listingNamed(live, name);
    slots.push(...(await allFreeSlots(live.server.origin, listing.id)).map((slot) => ({ listingId: listing.id, slot })));
  }
  slots = slots.sort(() => Math.random() - 0.5);
}, 120_000);
afterAll(async () => {
  await live?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Books free slots one after another until told to stop, keeping every booking the server acknowledged. */
function writer(owner: Owner, acknowledged: Acknowledged[], running: { on: boolean }) {
  return (async () => {
    while (running.on) {
      const next = slots.shift();
      if (!next) return;
      const body = { vendor_listing_id: next.listingId, type: VIDEO, slot: next.slot, pet: owner.petId, info: { summary: 'Backup load' }, payment: CARD, telehealth_consent: 1 };
      const res = await api(live.server.origin, '/api/payment', { body, token: owner.token });
      const answer = (await res.json()) as { result: string; id?: number };
      if (res.status === 200 && answer.id) acknowledged.push({ id: answer.id, slot: next.slot, listingId: next.listingId, userId: owner.id, at: performance.now() });
      // A steady stream, so that the free slots last every round.
      await Bun.sleep(PACE_MS);
    }
  })();
}

/** Runs `npm run backup`'s script with the given arguments against a database URL. */
async function backupScript(args: string[], databaseUrl: string, dataDir: string): Promise<string> {
  const child = Bun.spawn([process.execPath, 'scripts/backup.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const [out, err, status] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  if (status !== 0) throw new Error(`backup.ts ${args.join(' ')} failed: ${err}${out}`);
  return out;
}

describe('R10: a backup taken under write load restores every acknowledged booking', () => {
  test(
    `${ROUNDS} backup(s) while ${WRITERS} owners keep booking; each restored copy checked booking by booking`,
    async () => {
      let checked = 0;
      let duringBackup = 0;
      const took: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const acknowledged: Acknowledged[] = [];
        const running = { on: true };
        const writers = owners.map((owner) => writer(owner, acknowledged, running));
        await Bun.sleep(1_500);
        // What the owners had been told before the backup started must all be in the copy.
        const before = [...acknowledged];
        const startedAt = performance.now();
        const out = await backupScript(['--dir', join(work, 'backups')], `file:${live.dir}/app.db`, live.dir);
        const endedAt = performance.now();
        took.push(endedAt - startedAt);
        await Bun.sleep(500);
        running.on = false;
        await Promise.all(writers);
        duringBackup += acknowledged.filter((a) => a.at > startedAt && a.at < endedAt).length;
        expect(before.length).toBeGreaterThan(0);
        expect(acknowledged.length).toBeGreaterThan(before.length);

        // Restored into a fresh folder as an operator would, with the restore command.
        const file = /backup written to (\S+) /.exec(out)![1]!;
        const restoredDir = join(work, `restored-${round}`);
        await backupScript(['--restore', file], `file:${restoredDir}/app.db`, restoredDir);
        const restored = await openDatabase(`file:${restoredDir}/app.db`);
        try {
          const integrity = await restored.client.execute('PRAGMA integrity_check');
          expect(String(integrity.rows[0]![0])).toBe('ok');
          for (const ack of before) {
            const booking = await restored.db.query.bookings.findFirst({ where: eq(bookings.id, ack.id) });
            const payment = await restored.db.query.payments.findFirst({ where: eq(payments.booking_id, ack.id) });
            const seen = { id: booking?.id, slot: booking?.slot, listing: booking?.vendor_listing_id, user: booking?.user_id, status: booking?.status, held: booking?.hold_expires_at };
            // Confirmed: live, no hold left, paid by its payment.
            expect(seen).toEqual({ id: ack.id, slot: ack.slot, listing: ack.listingId, user: ack.userId, status: BOOKING_STATUS.IN_PROGRESS, held: null });
            expect(booking?.payment_id).toBe(payment!.id);
            expect(payment?.status).toBe('succeeded');
            expect(payment?.reference).toBeTruthy();
            checked++;
          }
        } finally {
          restored.close();
        }
        // The restored copy serves.
        const port = proofPort();
        const server = await startServer(restoredDir, { NODE_ENV: 'test', SEED_DEMO: '0', LOG_LEVEL: 'error', ...(port ? { PORT: port } : {}) });
        expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
        await server.stop();
      }
      proofFigure(
        'R10',
        'backup and restore',
        `${ROUNDS} backup(s) under load: ${checked} acknowledged bookings checked in the restored copies, 0 missing; ${duringBackup} bookings acknowledged while a backup ran; slowest backup ${Math.round(Math.max(...took))} ms`,
      );
    },
    fullStrength() ? 900_000 : 120_000,
  );
});
