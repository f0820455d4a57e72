import { bookAs } from './examples-booking';
import type { Example } from './context';

/** A video booking of owner2's, asking the default triage set. */
const booked = async (ctx: Parameters<Example>[0]) => ((await (await bookAs(ctx)).json()) as { id: number }).id;

/** A booking's intake: read by both sides, answered by its owner (a red flag answers the emergency notice). */
export const intakeExamples: Record<string, Example> = {
  'GET /api/appointments/{id}/intake': async (ctx) => {
    const id = await booked(ctx);
    return [await ctx.call('GET', `/api/appointments/${id}/intake`, ctx.tokens.owner2), await ctx.call('GET', `/api/appointments/${id}/intake`, ctx.tokens.owner)];
  },
  'PUT /api/appointments/{id}/intake': async (ctx) => {
    const id = await booked(ctx);
    const answers = { concern: 'Coughing since yesterday', eating: 'yes', breathing: 'no', collapsed: 'no', toxin: 'no' };
    return [
      await ctx.call('PUT', `/api/appointments/${id}/intake`, ctx.tokens.owner2, { answers }),
      await ctx.call('PUT', `/api/appointments/${id}/intake`, ctx.tokens.owner2, { answers: { ...answers, breathing: 'maybe' } }),
      await ctx.call('PUT', `/api/appointments/${id}/intake`, ctx.tokens.owner, { answers }),
    ];
  },
};
