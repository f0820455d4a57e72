import { eq } from 'drizzle-orm';
import { phr, vendor_logins } from '../../../db/schema';
import type { ContractContext, Example } from './context';

/** An entry of owner 2's pet made two days ago: locked. */
async function lockedEntry({ call, tokens, owner2Pet, app }: ContractContext, name: string) {
  const made = await call('POST', `/api/pets/${owner2Pet}/records`, tokens.owner2, { category: 'allergies', details: { name, reaction: 'Sneezing' } });
  const { id } = (await made.json()) as { id: number };
  await app.db.update(phr).set({ made_at: new Date(Date.now() - 2 * 86_400_000).toISOString() }).where(eq(phr.id, id));
  return id;
}

/** An entry the seeded vet's practice wrote on owner 2's pet (as a prescription files its medication). */
async function practiceEntry({ app, owner2Pet, owner2Row }: ContractContext, name: string) {
  const [vet] = await app.db.select().from(vendor_logins).where(eq(vendor_logins.email, 'vet@example.com'));
  const [row] = await app.db
    .insert(phr)
    .values({ category: 'medications', details: { name, date: '2026-01-05' }, pet_id: owner2Pet, user_id: owner2Row.id, author_vendor_id: vet!.vendor_id, author_login_id: vet!.id, made_at: new Date().toISOString() })
    .returning();
  return row!.id;
}

/** Records that keep their history: amendments of a locked entry, and "entered in error". */
export const recordHistoryExamples: Record<string, Example> = {
  'GET /api/records/{id}/history': async (ctx) => {
    const id = await lockedEntry(ctx, 'Pollen');
    await ctx.call('PUT', `/api/records/${id}`, ctx.tokens.owner2, { details: { name: 'Grass pollen' }, reason: 'More precise' });
    return [await ctx.call('GET', `/api/records/${id}/history`, ctx.tokens.owner2), await ctx.call('GET', `/api/records/${id}/history`, ctx.tokens.owner)];
  },
  'POST /api/records/{id}/correction-request': async (ctx) => {
    const id = await practiceEntry(ctx, 'Meloxicam');
    return [
      await ctx.call('POST', `/api/records/${id}/correction-request`, ctx.tokens.owner2, { message: 'The dose should be 0.5 ml, not 5 ml.' }),
      await ctx.call('POST', `/api/records/${id}/correction-request`, ctx.tokens.owner2, { message: '' }),
      await ctx.call('POST', `/api/records/${id}/correction-request`, ctx.tokens.vet, { message: 'Not theirs to ask' }),
    ];
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
