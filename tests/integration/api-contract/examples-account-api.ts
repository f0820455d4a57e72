import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import { vendors, waitlist_entries, waitlist_offers } from '../../../db/schema';
import { randomSecret } from '../../../src/lib/crypto';
import { apiLogin, bearer, createOwner } from '../../helpers/accounts';
import { PNG } from '../features/records/helpers';
import type { ContractContext, Example } from './context';

/** A multipart post of one file, as a browser's upload sends it. */
function upload(ctx: ContractContext, path: string, token: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return ctx.app.request(path, { method: 'POST', headers: bearer(token), body: form });
}
const png = () => new File([PNG], 'pixel.png', { type: 'image/png' });
const text = () => new File(['not a picture'], 'note.png', { type: 'image/png' });

let offers = 0;
/** An open offer of a Dr. Patel video slot 10 days ahead, held 15 minutes for the owner: its token. */
async function offer(ctx: ContractContext): Promise<string> {
  const day = DateTime.now().plus({ days: 10 }).toISODate()!;
  const [entry] = await ctx.app.db.insert(waitlist_entries).values({ user_id: ctx.ownerRow.id, vendor_id: (await ctx.app.db.query.vendors.findFirst({ where: eq(vendors.name, 'Happy Paws Veterinary Clinic') }))!.id, vendor_listing_id: ctx.patel, type: 4000, date_from: day, date_to: day, state: 'offered' }).returning();
  const token = randomSecret(24);
  const start = Date.parse(`${day}T12:00:00.000Z`) + ++offers * 30 * 60_000;
  const slot = new Date(start).toISOString();
  await ctx.app.db.insert(waitlist_offers).values({ entry_id: entry!.id, vendor_listing_id: ctx.patel, slot, slot_end: new Date(start + 30 * 60_000).toISOString(), token, expires_at: new Date(Date.now() + 15 * 60_000).toISOString() });
  return token;
}

/** Profile, reminders, picture, sign-out; the newsletter; urgent slots; the platform admin's practices; waitlist offers; the website's uploads. */
export const accountApiExamples: Record<string, Example> = {
  'GET /api/account/profile': async ({ call, tokens }) => [await call('GET', '/api/account/profile', tokens.owner), await call('GET', '/api/account/profile', null)],
  'PUT /api/account/profile': async ({ call, tokens }) => [await call('PUT', '/api/account/profile', tokens.owner2, { language: 'en', units: 'us' }), await call('PUT', '/api/account/profile', tokens.owner2, { units: 'cubits' })],
  'POST /api/account/picture': async (ctx) => [await upload(ctx, '/api/account/picture', ctx.tokens.owner2, png()), await upload(ctx, '/api/account/picture', ctx.tokens.owner2, text())],
  'GET /api/account/reminders': async ({ call, tokens }) => [await call('GET', '/api/account/reminders', tokens.owner), await call('GET', '/api/account/reminders', tokens.vet)],
  'PUT /api/account/reminders': async ({ call, tokens }) => [
    await call('PUT', '/api/account/reminders', tokens.owner, { appointment_reminders: true, vaccine_reminders: true }),
    await call('PUT', '/api/account/reminders', tokens.owner, { appointment_reminders: 'yes', vaccine_reminders: true }),
  ],
  'POST /api/account/logout': async (ctx) => {
    const token = await apiLogin(ctx.app, (await createOwner(ctx.app)).email);
    return [await ctx.call('POST', '/api/account/logout', token), await ctx.call('POST', '/api/account/logout', token)];
  },
  'POST /api/newsletter': async ({ call }) => [await call('POST', '/api/newsletter', null, { email: `news-${Date.now()}@example.com` }), await call('POST', '/api/newsletter', null, { email: 'not an address' })],
  'GET /api/urgent': async ({ call, tokens, patel }) => [await call('GET', `/api/urgent?listing=${patel}`, tokens.vet), await call('GET', '/api/urgent', tokens.owner)],
  'POST /api/urgent/release': async ({ call, tokens, patel }) => {
    const day = DateTime.now().setZone('America/New_York').plus({ days: 13 }).toISODate();
    return [await call('POST', '/api/urgent/release', tokens.vet, { listing: patel, date: day }), await call('POST', '/api/urgent/release', tokens.vet, { listing: patel, date: '2020-01-01' }), await call('POST', '/api/urgent/release', tokens.vet2, { listing: patel, date: day })];
  },
  'GET /api/admin/practices': async ({ call, tokens }) => [await call('GET', '/api/admin/practices?q=city', tokens.admin), await call('GET', '/api/admin/practices', tokens.vet)],
  'POST /api/admin/practices/{id}/{action}': async (ctx) => {
    const vendorId = (await ctx.app.db.query.vendors.findFirst({ where: eq(vendors.name, 'City Cat Clinic') }))!.id;
    return [await ctx.call('POST', `/api/admin/practices/${vendorId}/restore`, ctx.tokens.admin), await ctx.call('POST', `/api/admin/practices/${vendorId}/explode`, ctx.tokens.admin), await ctx.call('POST', `/api/admin/practices/${vendorId}/suspend`, ctx.tokens.vet)];
  },
  'GET /api/waitlist/offers/{token}': async (ctx) => {
    const token = await offer(ctx);
    return [await ctx.call('GET', `/api/waitlist/offers/${token}`, ctx.tokens.owner), await ctx.call('GET', `/api/waitlist/offers/${token}`, ctx.tokens.owner2)];
  },
  'POST /api/waitlist/offers/{token}/decline': async (ctx) => {
    const token = await offer(ctx);
    return [await ctx.call('POST', `/api/waitlist/offers/${token}/decline`, ctx.tokens.owner2), await ctx.call('POST', `/api/waitlist/offers/${token}/decline`, ctx.tokens.owner)];
  },
  'POST /api/settings/website/logo': async (ctx) => [await upload(ctx, '/api/settings/website/logo', ctx.tokens.vet2, png()), await upload(ctx, '/api/settings/website/logo', ctx.tokens.vet2, text())],
  'POST /api/settings/website/image': async (ctx) => [await upload(ctx, '/api/settings/website/image', ctx.tokens.vet2, png()), await upload(ctx, '/api/settings/website/image', ctx.tokens.owner, png())],
};
