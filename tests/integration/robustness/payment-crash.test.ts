import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { eq, like } from 'drizzle-orm';
import { openDatabase, type Database } from '../../../db/client';
import { bookings, payments, pets, users, vendor_listings } from '../../../db/schema';
import { startServer, type RunningServer } from '../../helpers/server';

const VIDEO = 4000;
const ZONE = 'America/New_York';
const CARD = { name: 'Pat Owner', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '9731' };
/** The hold in this test: short, so the restarted server finds it expired. */
const HOLD_SECONDS = 2;

let dir: string;
let server: RunningServer | undefined;
let db: Database;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'vetconsult-crash-'));
});
afterAll(async () => {
  await server?.stop(true);
  db?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await Bun.sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const api = (path: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${server!.origin}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.headers as Record<string, string>) },
  });

async function freeSlots(listingId: number, days: number): Promise<string[]> {
  const date = DateTime.now().setZone(ZONE).plus({ days }).toISODate();
  const res = await api(`/api/public/listings/${listingId}/slots?type=${VIDEO}&date=${date}&tz=${encodeURIComponent(ZONE)}`);
  return ((await res.json()) as { slots: { start: string }[] }).slots.map((s) => s.start);
}

describe('issue 20.5: kill -9 between hold and confirm, restart, and the payment is resolved', () => {
  test(
    'the restarted server fails the unfinished payment, frees the slot, and the same Idempotency-Key answers the final result',
    async () => {
      const env = { NODE_ENV: 'test', SEED_DEMO: '1', TEST_HOLD_SECONDS: String(HOLD_SECONDS), LOG_LEVEL: 'info' };
      server = await startServer(dir, { ...env, TEST_PAUSE: 'hold' });
      db = (await openDatabase(`file:${dir}/app.db`)) as Database;

      const login = await api('/api/account/login', { method: 'POST', body: JSON.stringify({ email: 'owner@example.com', password: 'password123' }) });
      const { token } = (await login.json()) as { token: string };
      const owner = (await db.db.query.users.findFirst({ where: eq(users.email, 'owner@example.com') }))!;
      const pet = (await db.db.query.pets.findFirst({ where: eq(pets.user_id, owner.id) }))!;
      const listing = (await db.db.query.vendor_listings.findFirst({ where: like(vendor_listings.title, 'Dr. Maya Patel%') }))!;
      const slot = (await freeSlots(listing.id, 3))[0]!;
      const key = `crash-${Date.now()}`;
      const body = JSON.stringify({ vendor_listing_id: listing.id, type: VIDEO, slot, pet: pet.id, info: { summary: 'Crash test' }, payment: CARD, telehealth_consent: 1 });

      // The booking stops right after its slot is held (the test-only pause point)...
      const inFlight = api('/api/payment', { method: 'POST', body, token, headers: { 'idempotency-key': key } }).catch(() => null);
      const pending = await until('the hold', async () => (await db.db.query.payments.findFirst({ where: eq(payments.idempotency_key, `user:${owner.id}:${key}`) })) ?? null);
      expect(pending.status).toBe('pending');
      expect(await freeSlots(listing.id, 3)).not.toContain(slot);

      // ...and the server dies there.
      await server.stop(true);
      expect(await inFlight).toBeNull();
      expect((await db.db.query.payments.findFirst({ where: eq(payments.id, pending.id) }))!.status).toBe('pending');
      await Bun.sleep(HOLD_SECONDS * 1000 + 500);

      // Restarted without the pause: recovery runs at start.
      server = await startServer(dir, env);
      const settled = await until('recovery', async () => {
        const row = await db.db.query.payments.findFirst({ where: eq(payments.id, pending.id) });
        return row && row.status !== 'pending' ? row : null;
      });
      // The crash came before the charge: the sandbox's ledger has nothing under the key, so the payment failed.
      expect(settled.status).toBe('failed');
      expect(await db.db.query.bookings.findFirst({ where: eq(bookings.id, pending.booking_id ?? 0) })).toBeUndefined();
      expect(server.output()).toContain('payment_recovered');

      // The slot is free again, and the same key answers the final result (not "being processed").
      expect(await freeSlots(listing.id, 3)).toContain(slot);
      const again = await api('/api/payment', { method: 'POST', body, token, headers: { 'idempotency-key': key } });
      expect(again.status).toBe(402);
      expect(await again.json()).toEqual({ result: 'error', status: 'Your payment has not been completed. Please try again.' });

      // And someone can book it now.
      const fresh = await api('/api/payment', { method: 'POST', body, token, headers: { 'idempotency-key': `${key}-new` } });
      expect(fresh.status).toBe(200);
    },
    90_000,
  );
});
