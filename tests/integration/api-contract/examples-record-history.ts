import { eq } from 'drizzle-orm';
import { phr } from '../../../db/schema';
import type { ContractContext, Example } from './context';

/** An entry of owner 2's pet made two days ago: locked. */
async function lockedEntry({ call, tokens, owner2Pet, app }: ContractContext, name: string) {
  const made = await call('POST', `/api/pets/${owner2Pet}/records`, tokens.owner2, { category: 'allergies', details: { name, reaction: 'Sneezing' } });
  const { id } = (await made.json()) as { id: number };
  await app.db.update(phr).set({ made_at: new Date(Date.now() - 2 * 86_400_000).toISOString() }).where(eq(phr.id, id));
  return id;
}

/** Records that keep their history: amendments of a locked entry, and "entered in error". */
export const recordHistoryExamples: Record<string, Example> = {
  'GET /api/records/{id}/history': async (ctx) => {
    const id = await lockedEntry(ctx, 'Pollen');
    await ctx.call('PUT', `/api/records/${id}`, ctx.tokens.owner2, { details: { name: 'Grass pollen' }, reason: 'More precise' });
    return [await ctx.call('GET', `/api/records/${id}/history`, ctx.tokens.owner2), await ctx.call('GET', `/api/records/${id}/history`, ctx.tokens.owner)];
  },
  'POST /api/records/{id}/entered-in-error': async (ctx) => {
    const id = await lockedEntry(ctx, 'Dust');
    return [
      await ctx.call('POST', `/api/records/${id}/entered-in-error`, ctx.tokens.owner2, { reason: '' }),
      await ctx.call('POST', `/api/records/${id}/entered-in-error`, ctx.tokens.owner2, { reason: 'Wrong pet' }),
      await ctx.call('POST', `/api/records/${id}/entered-in-error`, ctx.tokens.owner2, { reason: 'Again' }),
      await ctx.call('DELETE', `/api/records/${id}`, ctx.tokens.owner2),
    ];
  },
};
