/**
 * R1 races (issue 17): many owners ask at once for the one thing only one of them can have.
 * Each round, 200 concurrent requests from 20 owners for one slot against the real server:
 * exactly one wins, the other 199 are refused with the spec's message, and the database holds
 * exactly one live booking of that slot. 100 rounds at full strength, 10 × 20 in `npm test`.
 * A race is one entry of RACES: the reschedule race is one more entry once it exists.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq, inArray } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import { BOOKING_MESSAGES } from '../../src/features/booking/booking.model';
import { LIVE_BOOKING_STATUSES } from '../../src/lib/constants/booking-status';
import { fullStrength, proofFigure, strength } from './lib/figure';
import { allFreeSlots, api, CARD, listingNamed, makeOwners, VIDEO, type Live, type Owner, startLive } from './lib/live';

const ROUNDS = strength(10, 100);
const REQUESTS = strength(20, 200);
const OWNERS = 20;

interface Context {
  live: Live;
  owners: Owner[];
  listingId: number;
  /** Free slots no round has used yet. */
  slots: string[];
}

/** What each contender sees: the winner's status and the refusal every other one must get. */
interface Race {
  name: string;
  /** Prepares one round and answers what it is fought over. */
  setup(ctx: Context): Promise<string>;
  /** The i-th contender's request. */
  attempt(ctx: Context, target: string, owner: Owner, i: number): Promise<Response>;
  won: number;
  refusal: { status: number; body: unknown };
  /** How many live bookings hold the target once the round is over (must be 1). */
  holders(ctx: Context, target: string): Promise<number>;
}

const RACES: Race[] = [
  {
    name: 'payment races',
    async setup(ctx) {
      const slot = ctx.slots.shift();
      if (!slot) throw new Error('no free slot left for another round');
      return slot;
    },
    attempt(ctx, slot, owner, i) {
      const body = { vendor_listing_id: ctx.listingId, type: VIDEO, slot, pet: owner.petId, info: { summary: 'Race' }, payment: CARD };
      return api(ctx.live.server.origin, '/api/payment', { body, token: owner.token, headers: { 'idempotency-key': `race-${slot}-${i}` } });
    },
    won: 200,
    refusal: { status: 409, body: { result: 'error', status: BOOKING_MESSAGES.slotTaken } },
    async holders(ctx, slot) {
      const rows = await ctx.live.database.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.vendor_listing_id, ctx.listingId), eq(bookings.slot, slot), inArray(bookings.status, LIVE_BOOKING_STATUSES)));
      return rows.length;
    },
  },
];

let ctx: Context;

beforeAll(async () => {
  const live = await startLive({ LOG_LEVEL: 'error' });
  const listing = await listingNamed(live, 'Dr. Maya Patel');
  ctx = { live, owners: await makeOwners(live, OWNERS, 'race'), listingId: listing.id, slots: await allFreeSlots(live.server.origin, listing.id) };
}, 120_000);
afterAll(() => ctx?.live.close());

describe('R1: concurrent requests for one slot give exactly one booking and clear refusals', () => {
  for (const race of RACES) {
    test(
      `${race.name}: ${ROUNDS} rounds of ${REQUESTS} concurrent requests from ${OWNERS} owners, one winner each`,
      async () => {
        let wins = 0;
        let refusals = 0;
        const others: string[] = [];
        const latencies: number[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const target = await race.setup(ctx);
          const started = performance.now();
          const answers = await Promise.all(
            Array.from({ length: REQUESTS }, async (_, i) => {
              const res = await race.attempt(ctx, target, ctx.owners[i % OWNERS]!, i);
              return { status: res.status, body: (await res.json()) as unknown };
            }),
          );
          latencies.push(performance.now() - started);
          const winners = answers.filter((a) => a.status === race.won);
          const refused = answers.filter((a) => a.status === race.refusal.status && Bun.deepEquals(a.body, race.refusal.body));
          for (const a of answers) if (a.status !== race.won && !refused.includes(a)) others.push(`${a.status} ${JSON.stringify(a.body)}`);
          wins += winners.length;
          refusals += refused.length;
          expect(winners.length).toBe(1);
          expect(refused.length).toBe(REQUESTS - 1);
          expect(await race.holders(ctx, target)).toBe(1);
        }
        expect(others).toEqual([]);
        const slowest = Math.round(Math.max(...latencies));
        proofFigure(
          'R1',
          race.name,
          `${ROUNDS} rounds × ${REQUESTS} concurrent requests from ${OWNERS} owners: ${wins} bookings, ${refusals} refusals (${race.refusal.status} ${JSON.stringify(race.refusal.body)}), ${others.length} other answers; slowest round ${slowest} ms`,
        );
      },
      fullStrength() ? 1_800_000 : 120_000,
    );
  }
});
