import { DateTime } from 'luxon';
import type { ContractContext, Example } from './context';

const VIDEO = 4000;
const day = (ahead: number) => DateTime.now().setZone('America/New_York').plus({ days: ahead }).toISODate()!;

/** The owner waits on Dr. Patel's video consultations some days ahead. */
const join = (ctx: ContractContext, from: string, to: string) => ctx.call('POST', '/api/waitlist', ctx.tokens.owner, { listing_id: ctx.patel, type: VIDEO, from, to });

/** The waitlist: join (new, the same again, bad days), the owner's list, leave (theirs, another's). */
export const waitlistExamples: Record<string, Example> = {
  'POST /api/waitlist': async (ctx) => [await join(ctx, day(12), day(13)), await join(ctx, day(13), day(13)), await join(ctx, day(13), day(12))],
  'GET /api/waitlist': async (ctx) => [await ctx.call('GET', '/api/waitlist', ctx.tokens.owner), await ctx.call('GET', '/api/waitlist', ctx.tokens.vet)],
  'DELETE /api/waitlist/{id}': async (ctx) => {
    const created = await join(ctx, day(9), day(9));
    const { entry } = (await created.clone().json()) as { entry: { id: number } };
    return [await ctx.call('DELETE', `/api/waitlist/${entry.id}`, ctx.tokens.owner2), await ctx.call('DELETE', `/api/waitlist/${entry.id}`, ctx.tokens.owner)];
  },
};
