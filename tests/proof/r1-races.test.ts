/**
 * R1 races (issue 17): many owners ask at once for the one thing only one of them can have.
 * Each round, 200 concurrent requests from 20 owners for one slot against the real server:
 * exactly one wins, the other 199 are refused with the spec's message, and the database holds
 * exactly one live booking of that slot. 100 rounds at full strength, 10 × 20 in `npm test`.
 * A race is one entry of RACES. The reschedule race: each round the 20 owners each hold a booking
 * and send 10 requests each to move it onto one free slot: exactly one move wins, every other
 * request is refused (the slot is taken, or the winner's own booking has already moved), and
 * every losing booking is still where it was.
 * Every race runs twice: against one server process, and against WORKERS=2 (two worker processes
 * on one port and one database file, the kernel spreading the requests between them).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq, inArray } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import { BOOKING_MESSAGES } from '../../src/features/booking/booking.model';
import { BOOKING_STATUS, LIVE_BOOKING_STATUSES } from '../../src/lib/constants/booking-status';
import { fullStrength, proofFigure, strength } from './lib/figure';
import { startRedis, type RunningRedis } from '../helpers/redis-server';
import { allFreeSlots, api, CARD, listingNamed, makeOwners, VIDEO, type Live, type Owner, startLive } from './lib/live';

const ROUNDS = strength(10, 100);
const REQUESTS = strength(20, 200);
const OWNERS = 20;

interface Context {
  live: Live;
  owners: Owner[];
  listingId: number;
  /** Free slots no round is using. */
  slots: string[];
  /** The reschedule race: each owner's booking this round, and the slots the round took. */
  moving: Map<Owner, { id: number; slot: string }>;
  used: string[];
}

/** What each contender sees: the winner's status and the refusals every other one may get. */
interface Race {
  name: string;
  /** Prepares one round and answers what it is fought over. */
  setup(ctx: Context): Promise<string>;
  /** The i-th contender's request. */
  attempt(ctx: Context, target: string, owner: Owner, i: number): Promise<Response>;
  won: number;
  /** The clear refusals a losing contender may get. */
  refusals: { status: number; body: unknown }[];
  /** How many live bookings hold the target once the round is over (must be 1). */
  holders(ctx: Context, target: string): Promise<number>;
  /** Checks what the losers kept, and gives the round's slots back; optional. */
  after?(ctx: Context, target: string): Promise<void>;
}

async function liveHolders(ctx: Context, slot: string): Promise<number> {
  const rows = await ctx.live.database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.vendor_listing_id, ctx.listingId), eq(bookings.slot, slot), inArray(bookings.status, LIVE_BOOKING_STATUSES)));
  return rows.length;
}

const pay = (ctx: Context, owner: Owner, slot: string, key: string) =>
  api(ctx.live.server.origin, '/api/payment', {
    body: { vendor_listing_id: ctx.listingId, type: VIDEO, slot, pet: owner.petId, info: { summary: 'Race' }, payment: CARD, telehealth_consent: 1 },
    token: owner.token,
    headers: { 'idempotency-key': key },
  });

const RACES: Race[] = [
  {
    name: 'payment races',
    async setup(ctx) {
      const slot = ctx.slots.shift();
      if (!slot) throw new Error('no free slot left for another round');
      return slot;
    },
    attempt: (ctx, slot, owner, i) => pay(ctx, owner, slot, `race-${slot}-${i}`),
    won: 200,
    refusals: [{ status: 409, body: { result: 'error', status: BOOKING_MESSAGES.slotTaken } }],
    holders: liveHolders,
  },
  {
    name: 'reschedule races',
    async setup(ctx) {
      const [target, ...own] = ctx.slots.splice(0, OWNERS + 1);
      if (!target || own.length < OWNERS) throw new Error('no free slots left for another round');
      ctx.used = [target, ...own];
      ctx.moving = new Map();
      await Promise.all(
        ctx.owners.map(async (owner, i) => {
          const res = await pay(ctx, owner, own[i]!, `move-${own[i]}`);
          const body = (await res.json()) as { id: number };
          expect(res.status).toBe(200);
          ctx.moving.set(owner, { id: body.id, slot: own[i]! });
        }),
      );
      return target;
    },
    attempt: (ctx, target, owner) =>
      api(ctx.live.server.origin, `/api/appointments/${ctx.moving.get(owner)!.id}/reschedule`, { body: { slot: target }, token: owner.token }),
    won: 200,
    refusals: [
      { status: 409, body: { msg: BOOKING_MESSAGES.slotTaken } },
      { status: 409, body: { msg: BOOKING_MESSAGES.cannotReschedule } },
    ],
    holders: liveHolders,
    async after(ctx) {
      // The 19 losers keep their booking where it was; then the round's bookings are canceled to free the slots again.
      const kept = await Promise.all([...ctx.moving.values()].map(({ slot }) => liveHolders(ctx, slot)));
      expect(kept.filter((n) => n === 1).length).toBe(OWNERS - 1);
      await ctx.live.database.db
        .update(bookings)
        .set({ status: BOOKING_STATUS.CANCELED })
        .where(and(eq(bookings.vendor_listing_id, ctx.listingId), inArray(bookings.slot, ctx.used)));
      ctx.slots.push(...ctx.used);
    },
  },
];

/** The answer says what the refusal says (its other fields, such as the field name, may vary). */
const matches = (body: unknown, expected: unknown) =>
  Object.entries(expected as Record<string, unknown>).every(([k, v]) => (body as Record<string, unknown> | null)?.[k] === v);

/** One process, then two workers of one server (they need Redis for the rooms, so it runs beside them). */
const MODES = [
  { name: 'one process', workers: 1 },
  { name: 'two worker processes', workers: 2 },
] as const;

async function contextFor(workers: number, redis: RunningRedis): Promise<Context> {
  const live = await startLive({ LOG_LEVEL: 'error', ...(workers > 1 ? { WORKERS: String(workers), REDIS_URL: redis.url } : {}) });
  const listing = await listingNamed(live, 'Dr. Maya Patel');
  return { live, owners: await makeOwners(live, OWNERS, 'race'), listingId: listing.id, slots: await allFreeSlots(live.server.origin, listing.id), moving: new Map(), used: [] };
}

let redis: RunningRedis;
beforeAll(async () => void (redis = await startRedis()));
afterAll(() => redis?.dispose());

for (const mode of MODES) describe(`R1 (${mode.name}): concurrent requests for one slot give exactly one booking and clear refusals`, () => {
  let ctx: Context;
  beforeAll(async () => void (ctx = await contextFor(mode.workers, redis)), 120_000);
  afterAll(() => ctx?.live.close());
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
          const refused = answers.filter((a) => a.status !== race.won && race.refusals.some((r) => a.status === r.status && matches(a.body, r.body)));
          for (const a of answers) if (a.status !== race.won && !refused.includes(a)) others.push(`${a.status} ${JSON.stringify(a.body)}`);
          wins += winners.length;
          refusals += refused.length;
          expect(winners.length).toBe(1);
          expect(refused.length).toBe(REQUESTS - 1);
          expect(await race.holders(ctx, target)).toBe(1);
          await race.after?.(ctx, target);
        }
        expect(others).toEqual([]);
        const slowest = Math.round(Math.max(...latencies));
        proofFigure(
          'R1',
          `${race.name} (${mode.name})`,
          `${ROUNDS} rounds × ${REQUESTS} concurrent requests from ${OWNERS} owners: ${wins} winners, ${refusals} refusals (${race.refusals.map((r) => `${r.status} ${JSON.stringify(r.body)}`).join(' or ')}), ${others.length} other answers; slowest round ${slowest} ms`,
        );
      },
      fullStrength() ? 1_800_000 : 120_000,
    );
  }
});
