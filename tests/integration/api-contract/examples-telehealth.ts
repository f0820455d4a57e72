import { dayIn } from '../../../src/lib/time';
import { bookAs } from './examples-booking';
import type { ContractContext, Example } from './context';

// A typed exam date is a day in the practice's zone: the demo practice's listings are in New York.
const today = (ctx: ContractContext) => dayIn('America/New_York', ctx.app.deps.clock());
/** Dr. Patel's login id, from the practice's team list. */
const vetId = async (ctx: ContractContext) => ((await (await ctx.call('GET', '/api/settings/team', ctx.tokens.vet)).json()) as { id: number; email: string }[]).find((m) => m.email === 'vet@example.com')!.id;
const bookedId = async (ctx: ContractContext) => ((await (await bookAs(ctx)).json()) as { id: number }).id;

/** Telehealth: a booking's kind and consent, the wizard's consent, the practice's licences, window and consent text, exams. */
export const telehealthExamples: Record<string, Example> = {
  'GET /api/appointments/{id}/telehealth': async (ctx) => {
    const id = await bookedId(ctx);
    return [await ctx.call('GET', `/api/appointments/${id}/telehealth`, ctx.tokens.owner2), await ctx.call('GET', `/api/appointments/${id}/telehealth`, ctx.tokens.owner)];
  },
  'POST /api/appointments/{id}/telehealth-consent': async (ctx) => {
    const id = await bookedId(ctx);
    const path = `/api/appointments/${id}/telehealth-consent`;
    return [await ctx.call('POST', path, ctx.tokens.owner2, { telehealth_consent: 1 }), await ctx.call('POST', path, ctx.tokens.owner2, {}), await ctx.call('POST', path, ctx.tokens.vet, { telehealth_consent: 1 })];
  },
  'GET /api/telehealth/consent': async (ctx) => [await ctx.call('GET', `/api/telehealth/consent?vendor_listing_id=${ctx.patel}`, ctx.tokens.owner), await ctx.call('GET', '/api/telehealth/consent?vendor_listing_id=999999', ctx.tokens.owner)],
  'GET /api/telehealth/countries': async (ctx) => [await ctx.call('GET', '/api/telehealth/countries', ctx.tokens.owner), await ctx.call('GET', '/api/telehealth/countries', null)],
  'GET /api/telehealth/regions': async (ctx) => [
    await ctx.call('GET', '/api/telehealth/regions?country=GB', ctx.tokens.owner),
    await ctx.call('GET', '/api/telehealth/regions?country=UK', ctx.tokens.owner),
    await ctx.call('GET', '/api/telehealth/regions?country=US', null),
  ],
  'GET /api/telehealth/settings': async (ctx) => [await ctx.call('GET', '/api/telehealth/settings', ctx.tokens.staff), await ctx.call('GET', '/api/telehealth/settings', ctx.tokens.owner)],
  'PUT /api/telehealth/settings/window': async (ctx) => [
    await ctx.call('PUT', '/api/telehealth/settings/window', ctx.tokens.vet, { vcpr_months: 12 }),
    await ctx.call('PUT', '/api/telehealth/settings/window', ctx.tokens.vet, { vcpr_months: 40 }),
    await ctx.call('PUT', '/api/telehealth/settings/window', ctx.tokens.staff, { vcpr_months: 6 }),
  ],
  // Dr. Hughes's practice: the other examples book with Dr. Patel's, whose consent stays version 1.
  'PUT /api/telehealth/consent': async (ctx) => [await ctx.call('PUT', '/api/telehealth/consent', ctx.tokens.vet2, { text: 'Our telehealth terms.' }), await ctx.call('PUT', '/api/telehealth/consent', ctx.tokens.vet2, { text: '' })],
  'POST /api/telehealth/licences': async (ctx) => {
    const id = await vetId(ctx);
    return [await ctx.call('POST', '/api/telehealth/licences', ctx.tokens.vet, { login_id: id, country: 'US', region: 'US-MA' }), await ctx.call('POST', '/api/telehealth/licences', ctx.tokens.vet, { login_id: id, country: 'XX' })];
  },
  'DELETE /api/telehealth/licences/{id}': async (ctx) => {
    const added = (await (await ctx.call('POST', '/api/telehealth/licences', ctx.tokens.vet, { login_id: await vetId(ctx), country: 'GB', region: '' })).json()) as { licence: { id: number } };
    return [await ctx.call('DELETE', `/api/telehealth/licences/${added.licence.id}`, ctx.tokens.vet2), await ctx.call('DELETE', `/api/telehealth/licences/${added.licence.id}`, ctx.tokens.vet)];
  },
  'POST /api/users/{id}/exams': async (ctx) => [
    await ctx.call('POST', `/api/users/${ctx.ownerRow.id}/exams`, ctx.tokens.vet, { pet_id: ctx.ownerPet, examined_at: today(ctx) }),
    await ctx.call('POST', `/api/users/${ctx.ownerRow.id}/exams`, ctx.tokens.vet, { pet_id: ctx.ownerPet, examined_at: 'yesterday' }),
    await ctx.call('POST', '/api/users/999999/exams', ctx.tokens.vet, { pet_id: ctx.ownerPet, examined_at: today(ctx) }),
  ],
};
