import { freeSlots, listingByTitle } from '../../helpers/booking';
import { CARD, askOpinion, ownerWithRecords } from '../features/requests/fixtures';
import type { ContractContext, Example } from './context';

/** An owner of their own, with records, who asks City Cat (Dr. Hughes) for an opinion and Happy Paws (Dr. Patel) for visits. */
async function asker(ctx: ContractContext) {
  return (ctx.asker ??= ownerWithRecords(ctx.app, 'Contract'));
}

async function opinion(ctx: ContractContext) {
  const { token, petId, records } = await asker(ctx);
  const hughes = (await listingByTitle(ctx.app, 'Dr. Eleanor Hughes')).id;
  return askOpinion(ctx.app, token, { listing: hughes, pet: petId, records: [records.allergy] });
}

async function visit(ctx: ContractContext) {
  const { token, petId } = await asker(ctx);
  const json = { listing: ctx.patel, pet: petId, address: '12 Elm Street, Springfield', reason: 'Anxious senior dog', preferred: 'Weekday mornings', idempotencyKey: crypto.randomUUID() };
  return ctx.call('POST', '/api/requests/house-visit', token, json);
}

const idOf = async (res: Response) => ((await res.clone().json()) as { id: number }).id;

async function clinicSlot(ctx: ContractContext, skip: number) {
  for (let day = 3; day < 14; day++) {
    const slot = (await freeSlots(ctx.app, ctx.patel, 2000, day))[skip];
    if (slot) return slot;
  }
  throw new Error('no free clinic slot');
}

/** Second opinions and house visits, each step by the side that takes it. */
export const requestExamples: Record<string, Example> = {
  'GET /api/requests': async ({ call, tokens }) => [await call('GET', '/api/requests', tokens.vet), await call('GET', '/api/requests', tokens.admin)],
  'GET /api/requests/{id}': async (ctx) => {
    const id = await idOf(await opinion(ctx));
    return [await ctx.call('GET', `/api/requests/${id}`, ctx.tokens.vet2), await ctx.call('GET', `/api/requests/${id}`, ctx.tokens.vet)];
  },
  'POST /api/requests/second-opinion': async (ctx) => {
    const { token } = await asker(ctx);
    return [await opinion(ctx), await askOpinion(ctx.app, token, { listing: ctx.patel, pet: ctx.ownerPet, records: [] })];
  },
  'POST /api/requests/house-visit': async (ctx) => [await visit(ctx), await ctx.call('POST', '/api/requests/house-visit', (await asker(ctx)).token, { listing: ctx.patel })],
  'POST /api/requests/{id}/more-info': async (ctx) => {
    const id = await idOf(await opinion(ctx));
    return [await ctx.call('POST', `/api/requests/${id}/more-info`, ctx.tokens.vet2, { body: 'How old is the pet?' }), await ctx.call('POST', `/api/requests/${id}/more-info`, ctx.tokens.vet2, { body: '' })];
  },
  'POST /api/requests/{id}/answer': async (ctx) => {
    const id = await idOf(await opinion(ctx));
    await ctx.call('POST', `/api/requests/${id}/more-info`, ctx.tokens.vet2, { body: 'How old is the pet?' });
    const { token } = await asker(ctx);
    return [await ctx.call('POST', `/api/requests/${id}/answer`, token, { body: 'Nine years' }), await ctx.call('POST', `/api/requests/${id}/answer`, ctx.tokens.owner, { body: 'Not mine' })];
  },
  'POST /api/requests/{id}/report': async (ctx) => {
    const id = await idOf(await opinion(ctx));
    return [await ctx.call('POST', `/api/requests/${id}/report`, ctx.tokens.vet2, { report: 'No surgery needed.' }), await ctx.call('POST', `/api/requests/${id}/report`, ctx.tokens.vet, { report: 'Not ours' })];
  },
  'POST /api/requests/{id}/accept': async (ctx) => {
    const id = await idOf(await visit(ctx));
    const slot = await clinicSlot(ctx, 0);
    return [await ctx.call('POST', `/api/requests/${id}/accept`, ctx.tokens.vet, { slot }), await ctx.call('POST', `/api/requests/${id}/accept`, ctx.tokens.vet2, { slot })];
  },
  'POST /api/requests/{id}/decline': async (ctx) => {
    const id = await idOf(await visit(ctx));
    return [await ctx.call('POST', `/api/requests/${id}/decline`, ctx.tokens.vet, { reason: 'Outside our area' }), await ctx.call('POST', `/api/requests/${id}/decline`, ctx.tokens.vet, {})];
  },
  'POST /api/requests/{id}/pay': async (ctx) => {
    const id = await idOf(await visit(ctx));
    await ctx.call('POST', `/api/requests/${id}/accept`, ctx.tokens.vet, { slot: await clinicSlot(ctx, 1) });
    const { token } = await asker(ctx);
    return [
      await ctx.call('POST', `/api/requests/${id}/pay`, token, { payment: CARD, idempotencyKey: crypto.randomUUID() }),
      await ctx.call('POST', `/api/requests/${id}/pay`, token, { idempotencyKey: crypto.randomUUID() }),
    ];
  },
};
