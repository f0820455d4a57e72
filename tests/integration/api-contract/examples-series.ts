import { DateTime } from 'luxon';
import { CARD, slotTaker } from '../../helpers/booking';
import type { ContractContext, Example } from './context';

const VIDEO = 4000;

/** A weekly series of 2 of owner's pet on Dr. Romero's video consultation, booked by the practice. */
async function seriesBody(ctx: ContractContext, extra: Record<string, unknown> = {}) {
  const slot = await slotTaker(ctx.app, ctx.romero, VIDEO)(3);
  return { vendor_listing_id: ctx.romero, type: VIDEO, slot, user_id: ctx.ownerRow.id, pet: ctx.ownerPet, info: { summary: 'Physiotherapy' }, payment: CARD, every: 1, unit: 'week', count: 2, ...extra };
}

/** Repeat visits. */
export const seriesExamples: Record<string, Example> = {
  'POST /api/series/plan': async (ctx) => {
    const body = await seriesBody(ctx);
    return [await ctx.call('POST', '/api/series/plan', ctx.tokens.vet, body), await ctx.call('POST', '/api/series/plan', ctx.tokens.vet, { ...body, count: 53 })];
  },
  'POST /api/series': async (ctx) => {
    const body = await seriesBody(ctx);
    const past = DateTime.fromISO(body.slot).minus({ days: 30 }).toUTC().toISO();
    return [
      await ctx.call('POST', '/api/series', ctx.tokens.vet, body),
      await ctx.call('POST', '/api/series', ctx.tokens.vet, { ...body, slot: past, count: 2 }),
      await ctx.call('POST', '/api/series', ctx.tokens.owner, body),
    ];
  },
  'POST /api/appointments/{id}/cancel-onwards': async (ctx) => {
    const booked = (await (await ctx.call('POST', '/api/series', ctx.tokens.vet, await seriesBody(ctx, { pay: 'upfront' }))).json()) as { visits: { id: number }[] };
    const first = booked.visits[0]!.id;
    return [await ctx.call('POST', `/api/appointments/${first}/cancel-onwards`, ctx.tokens.owner2, {}), await ctx.call('POST', `/api/appointments/${first}/cancel-onwards`, ctx.tokens.owner, {})];
  },
  'PUT /api/listings/{id}/owner-series': async (ctx) => [
    await ctx.call('PUT', `/api/listings/${ctx.romero}/owner-series`, ctx.tokens.vet, { allowed: false }),
    await ctx.call('PUT', `/api/listings/${ctx.romero}/owner-series`, ctx.tokens.vet2, { allowed: true }),
  ],
};
