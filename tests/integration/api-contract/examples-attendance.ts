import { eq } from 'drizzle-orm';
import { bookings, vendor_listings } from '../../../db/schema';
import { bookAs } from './examples-booking';
import type { ContractContext, Example } from './context';

const FEE = 2500;

/**
 * A paid booking of owner2 on Dr. Patel's listing whose start has passed: booked ahead through the
 * API (on a listing with a no-show fee and the owner's consent when `consent`, else with none),
 * then moved into the past, as time would. The listing keeps that policy until the next call.
 */
async function pastBooking(ctx: ContractContext, consent: boolean): Promise<number> {
  const listing = eq(vendor_listings.id, ctx.patel);
  await ctx.app.db.update(vendor_listings).set({ policy: consent ? { notice_hours: 24, inside: 'full', no_show_fee: FEE } : null }).where(listing);
  const res = await bookAs(ctx, consent ? { no_show_consent: true } : {});
  const { id } = (await res.json()) as { id: number };
  const start = new Date(Date.now() - 3_600_000 - id * 60_000);
  await ctx.app.db
    .update(bookings)
    .set({ slot: start.toISOString(), slot_end: new Date(start.getTime() + 30 * 60_000).toISOString() })
    .where(eq(bookings.id, id));
  return id;
}

/** The practice's marks on a past booking and the no-show fee. */
export const attendanceExamples: Record<string, Example> = {
  'POST /api/appointments/{id}/attendance': async (ctx) => {
    const id = await pastBooking(ctx, false);
    const future = (await (await bookAs(ctx)).json()) as { id: number };
    return [
      await ctx.call('POST', `/api/appointments/${id}/attendance`, ctx.tokens.vet, { mark: 'arrived' }),
      await ctx.call('POST', `/api/appointments/${id}/attendance`, ctx.tokens.owner2, { mark: 'no-show' }),
      await ctx.call('POST', `/api/appointments/${future.id}/attendance`, ctx.tokens.vet, { mark: 'no-show' }),
      await ctx.call('POST', `/api/appointments/${id}/attendance`, ctx.tokens.vet, { mark: 'maybe' }),
    ];
  },
  'POST /api/appointments/{id}/no-show-fee': async (ctx) => {
    const id = await pastBooking(ctx, true);
    await ctx.call('POST', `/api/appointments/${id}/attendance`, ctx.tokens.vet, { mark: 'no-show' });
    const answers = [
      await ctx.call('POST', `/api/appointments/${id}/no-show-fee`, ctx.tokens.vet),
      await ctx.call('POST', `/api/appointments/${id}/no-show-fee`, ctx.tokens.owner2),
      await ctx.call('POST', `/api/appointments/${await pastBooking(ctx, false)}/no-show-fee`, ctx.tokens.vet),
    ];
    await ctx.app.db.update(vendor_listings).set({ policy: null }).where(eq(vendor_listings.id, ctx.patel));
    return answers;
  },
};
