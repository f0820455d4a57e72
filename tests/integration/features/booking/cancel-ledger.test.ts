/**
 * The must-show of cancellation policies: after 1,000 random cancels, inside and outside their
 * windows, by the owner or the practice, under random policies, the sandbox's ledger and the
 * payments table say the same money: each charge refunded at most once, for the amount its
 * payment records, and every refund plus fee is the amount paid. The app is driven through HTTP
 * with a settable clock (it moves next to each booking before the cancel).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { payments, vendor_listings, type CancelPolicy } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, cookieHeader } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { SANDBOX_LEDGER, readSandboxLedger } from '../../../../src/providers/payments/sandbox';

const CANCELS = Number(process.env.POLICY_CANCELS ?? 1000);
const VIDEO = 4000;
const HOUR = 3_600_000;

let app: TestApp;
let shift = 0;
let owner: Record<string, string>;
let ownerToken: string;
let vet: Record<string, string>;
let listingId: number;
let petId: number;

/** A small seeded generator: the same run every time, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

beforeAll(async () => {
  app = await createTestApp({ clock: () => new Date(Date.now() + shift) });
  ownerToken = await apiLogin(app, 'owner@example.com');
  owner = cookieHeader(ownerToken);
  vet = cookieHeader(await apiLogin(app, 'vet@example.com', 'vendor'));
  listingId = (await listingByTitle(app, 'Dr. Maya Patel, DVM — General Practice')).id;
  petId = (await petOf(app, (await userByEmail(app, 'owner@example.com')).id)).id;
});
afterAll(() => app.close());

describe(`${CANCELS} random cancels: the sandbox ledger equals the payments table`, () => {
  test('every refund is on the ledger once, for what its payment records; refund + fee = paid', async () => {
    const next = random(20261126);
    const kinds: CancelPolicy['inside'][] = ['full', 'partial', 'none', 'fee'];
    // A handful of slots, each booked and canceled again and again (a cancel frees it).
    const take = slotTaker(app, listingId, VIDEO);
    const slots = await Promise.all(Array.from({ length: 4 }, () => take()));
    const canceled: number[] = [];
    let inside = 0;
    for (let i = 0; i < CANCELS; i++) {
      shift = 0;
      const policy: CancelPolicy = { notice_hours: 1 + Math.floor(next() * 72), inside: kinds[Math.floor(next() * 4)]!, refund_percent: 1 + Math.floor(next() * 99), fee: Math.floor(next() * 4500), reschedule_inside: true };
      await app.db.update(vendor_listings).set({ policy }).where(eq(vendor_listings.id, listingId));
      const slot = slots[i % slots.length]!;
      const paid = await payment(app, ownerToken, { vendor_listing_id: listingId, type: VIDEO, slot, userTZ: 'America/New_York', pet: petId, info: { summary: 'Limping' }, payment: CARD });
      expect(paid.status).toBe(200);
      const { id } = (await paid.json()) as { id: number };
      // Now anywhere from 96 hours to half an hour before the start: inside or outside the window.
      const before = 0.5 + next() * 95.5;
      if (before < policy.notice_hours) inside++;
      shift = new Date(slot).getTime() - before * HOUR - Date.now();
      const res = await app.request(`/app/appointments/${id}/cancel`, { method: 'POST', headers: { ...(next() < 0.2 ? vet : owner), accept: 'application/json' } });
      expect(res.status).toBe(200);
      canceled.push(id);
    }
    shift = 0;

    const rows = await app.db.select().from(payments).where(inArray(payments.booking_id, canceled));
    expect(rows).toHaveLength(CANCELS);
    const lines = readSandboxLedger(join(app.deps.config.dataDir, SANDBOX_LEDGER)).filter((l) => l.kind === 'refund');
    const byCharge = new Map<string, number[]>();
    for (const line of lines) if (line.kind === 'refund') byCharge.set(line.charge, [...(byCharge.get(line.charge) ?? []), line.amount]);
    const mismatches = rows.filter((p) => {
      const refunds = byCharge.get(p.reference!) ?? [];
      const ledger = refunds.reduce((a, b) => a + b, 0);
      return refunds.length > 1 || ledger !== p.refunded_amount || p.refunded_amount + p.cancel_fee !== p.amount;
    });
    expect(mismatches.map((p) => ({ id: p.id, refunded: p.refunded_amount, fee: p.cancel_fee, ledger: byCharge.get(p.reference!) }))).toEqual([]);
    // Both sides of the window were exercised, and some money was kept.
    expect(inside).toBeGreaterThan(CANCELS / 10);
    expect(inside).toBeLessThan(CANCELS * 0.9);
    expect(rows.some((p) => p.cancel_fee > 0 && p.refunded_amount > 0)).toBe(true);
    expect(rows.some((p) => p.cancel_fee === p.amount)).toBe(true);
  }, 600_000);
});
