import { eq } from 'drizzle-orm';
import { vendor_logins } from '../../../db/schema';
import { listingByTitle } from '../../helpers/booking';
import type { ContractContext, Example } from './context';

const VIDEO = 4000;
const SCHEDULE = [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], from: '09:00', to: '17:00' }];
/** A listing of City Cat's, as its form would send it: one video consultation at £40. */
const listing = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  line1: 'Video consultations',
  timezone: 'Europe/London',
  consultations: [{ status: true, type: VIDEO, duration: 30, price: 40, schedule: SCHEDULE }],
  ...extra,
});
/** City Cat's root admin owns the listings made here (its team grows in the settings examples, so the owner must be named). */
const owner = async (ctx: ContractContext) => (await ctx.app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, 'vet2@example.com') }))!.id;
const made = async (ctx: ContractContext, title: string) => {
  const res = await ctx.call('POST', '/api/listings', ctx.tokens.vet2, listing(title, { vendor_login_id: await owner(ctx) }));
  return ((await res.json()) as { listing: { id: number } }).listing.id;
};
const hughes = async (ctx: ContractContext) => listingByTitle(ctx.app, 'Dr. Eleanor Hughes');
const POLICY = { notice_hours: 24, inside: 'fee', fee: 10, reschedule_inside: true };

/** My Listings, a listing's cancellation policy and its intake questionnaire (City Cat's own listings; Happy Paws is refused them). */
export const listingExamples: Record<string, Example> = {
  'GET /api/listings': async ({ call, tokens }) => [await call('GET', '/api/listings', tokens.vet), await call('GET', '/api/listings', tokens.owner)],
  'GET /api/listings/{id}': async (ctx) => [await ctx.call('GET', `/api/listings/${ctx.patel}`, ctx.tokens.vet), await ctx.call('GET', `/api/listings/${ctx.patel}`, ctx.tokens.vet2)],
  'POST /api/listings': async (ctx) => [
    await ctx.call('POST', '/api/listings', ctx.tokens.vet2, listing('Contract Cats', { vendor_login_id: await owner(ctx) }), { 'idempotency-key': `contract-${crypto.randomUUID()}` }),
    await ctx.call('POST', '/api/listings', ctx.tokens.vet2, listing('Contract Cats', { timezone: 'Mars/Olympus' })),
  ],
  'PUT /api/listings/{id}': async (ctx) => {
    const id = await made(ctx, 'Contract Edit');
    return [
      await ctx.call('PUT', `/api/listings/${id}`, ctx.tokens.vet2, listing('Contract Edited', { vendor_login_id: await owner(ctx), policy: POLICY })),
      await ctx.call('PUT', `/api/listings/${id}`, ctx.tokens.vet2, listing('Contract Edited', { vendor_login_id: await owner(ctx), policy: { ...POLICY, fee: 400 } })),
      await ctx.call('PUT', `/api/listings/${id}`, ctx.tokens.vet, listing('Taken')),
    ];
  },
  'GET /api/listings/{id}/cancel-policy': async (ctx) => [await ctx.call('GET', `/api/listings/${ctx.patel}/cancel-policy`, ctx.tokens.vet), await ctx.call('GET', `/api/listings/${ctx.patel}/cancel-policy`, ctx.tokens.vet2)],
  'PUT /api/listings/{id}/cancel-policy': async (ctx) => {
    const id = await made(ctx, 'Contract Policy');
    return [
      await ctx.call('PUT', `/api/listings/${id}/cancel-policy`, ctx.tokens.vet2, { policy: POLICY }),
      await ctx.call('PUT', `/api/listings/${id}/cancel-policy`, ctx.tokens.vet2, { policy: { ...POLICY, fee: 41 } }),
    ];
  },
  'DELETE /api/listings/{id}/cancel-policy': async (ctx) => {
    const id = await made(ctx, 'Contract No Policy');
    return [await ctx.call('DELETE', `/api/listings/${id}/cancel-policy`, ctx.tokens.vet), await ctx.call('DELETE', `/api/listings/${id}/cancel-policy`, ctx.tokens.vet2)];
  },
  'GET /api/listings/{id}/intake': async (ctx) => {
    const { id } = await hughes(ctx);
    return [await ctx.call('GET', `/api/listings/${id}/intake?type=${VIDEO}`, ctx.tokens.vet2), await ctx.call('GET', `/api/listings/${id}/intake?type=${VIDEO}`, ctx.tokens.vet)];
  },
  'POST /api/listings/{id}/intake/questions': async (ctx) => {
    const { id } = await hughes(ctx);
    const path = `/api/listings/${id}/intake/questions?type=${VIDEO}`;
    return [await ctx.call('POST', path, ctx.tokens.vet2, { kind: 'yesno', label: 'Is your cat indoors?', red_flags: ['no'] }), await ctx.call('POST', path, ctx.tokens.vet2, { kind: 'choice', label: 'Pick one', options: ['only'] })];
  },
  'DELETE /api/listings/{id}/intake/questions/{qid}': async (ctx) => {
    const { id } = await hughes(ctx);
    const asked = await ctx.call('POST', `/api/listings/${id}/intake/questions?type=${VIDEO}`, ctx.tokens.vet2, { kind: 'text', label: 'Anything else?' });
    const qid = ((await asked.json()) as { questions: { id: string }[] }).questions.at(-1)!.id;
    const path = `/api/listings/${id}/intake/questions/${qid}?type=${VIDEO}`;
    return [await ctx.call('DELETE', path, ctx.tokens.vet), await ctx.call('DELETE', path, ctx.tokens.vet2)];
  },
  'POST /api/listings/{id}/intake/questions/{qid}/move': async (ctx) => {
    const { id } = await hughes(ctx);
    const read = await ctx.call('GET', `/api/listings/${id}/intake?type=${VIDEO}`, ctx.tokens.vet2);
    const qid = ((await read.json()) as { questions: { id: string }[] }).questions[0]!.id;
    const path = `/api/listings/${id}/intake/questions/${qid}/move?type=${VIDEO}`;
    return [await ctx.call('POST', path, ctx.tokens.vet2, { direction: 'down' }), await ctx.call('POST', path, ctx.tokens.vet2, { direction: 'sideways' })];
  },
};

/** Calendar feeds: an owner's own, refused another kind; a vet's own feed turned off. */
export const feedExamples: Record<string, Example> = {
  'GET /api/calendar-feeds': async ({ call, tokens }) => [await call('GET', '/api/calendar-feeds', tokens.owner), await call('GET', '/api/calendar-feeds', null)],
  'POST /api/calendar-feeds/{kind}': async ({ call, tokens }) => [await call('POST', '/api/calendar-feeds/owner', tokens.owner), await call('POST', '/api/calendar-feeds/practice', tokens.owner), await call('POST', '/api/calendar-feeds/weekly', tokens.owner)],
  'DELETE /api/calendar-feeds/{kind}': async ({ call, tokens }) => [await call('DELETE', '/api/calendar-feeds/vet', tokens.vet), await call('DELETE', '/api/calendar-feeds/practice', tokens.staff)],
};
