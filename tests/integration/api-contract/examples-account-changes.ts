import { dayIn } from '../../../src/lib/time';
import { apiLogin, codeIn, createOwner, createPracticeLogin, outboxTo, uniquePhone } from '../../helpers/accounts';
import type { ContractContext, Example } from './context';

/** A fresh owner's token: these calls change or end an account, never a shared principal's. */
const freshOwner = async (ctx: ContractContext) => apiLogin(ctx.app, (await createOwner(ctx.app)).email);
// Codes are texted within per-address limits: these calls come from an address of their own.
const AWAY = { 'x-forwarded-for': '10.77.0.1' };

/** The token of the confirm link mailed to `email`. */
async function confirmToken(ctx: ContractContext, email: string): Promise<string> {
  const link = /(http\S+\/account\/email\/confirm\?token=\S+)/.exec((await outboxTo(ctx.app, email))!.body)![1]!;
  return new URL(link).searchParams.get('token')!;
}

/** An exam of the owner's pet today, recorded by the root admin: its id. */
async function examId(ctx: ContractContext): Promise<number> {
  const res = await ctx.call('POST', `/api/users/${ctx.ownerRow.id}/exams`, ctx.tokens.vet, { pet_id: ctx.ownerPet, examined_at: dayIn('America/New_York', ctx.app.deps.clock()) });
  return ((await res.json()) as { exam: { id: number } }).exam.id;
}

/** The Account page's e-mail, mobile and archive, a practice's deletion, an exam entered in error. */
export const accountChangeExamples: Record<string, Example> = {
  'POST /api/account/email': async (ctx) => {
    const token = await freshOwner(ctx);
    return [await ctx.call('POST', '/api/account/email', token, { email: `contract-new-${Date.now()}@example.com`, currentPassword: 'password123' }), await ctx.call('POST', '/api/account/email', token, { email: 'owner2@example.com', currentPassword: 'password123' })];
  },
  'POST /api/account/email/confirm': async (ctx) => {
    const email = `contract-confirm-${Date.now()}@example.com`;
    await ctx.call('POST', '/api/account/email', await freshOwner(ctx), { email, currentPassword: 'password123' });
    const token = await confirmToken(ctx, email);
    return [await ctx.call('POST', '/api/account/email/confirm', null, { token }), await ctx.call('POST', '/api/account/email/confirm', null, { token })];
  },
  'POST /api/account/mobile/send': async (ctx) => {
    const token = await freshOwner(ctx);
    return [await ctx.call('POST', '/api/account/mobile/send', token, { phone: uniquePhone(), country: 'US' }, AWAY), await ctx.call('POST', '/api/account/mobile/send', token, { phone: '123', country: 'US' }, AWAY)];
  },
  'POST /api/account/mobile/verify': async (ctx) => {
    const token = await freshOwner(ctx);
    const phone = uniquePhone();
    await ctx.call('POST', '/api/account/mobile/send', token, { phone, country: 'US' }, AWAY);
    const otp = codeIn((await outboxTo(ctx.app, phone))!.body);
    return [await ctx.call('POST', '/api/account/mobile/verify', token, { phone, country: 'US', otp: otp === '0000' ? '0001' : '0000' }, AWAY), await ctx.call('POST', '/api/account/mobile/verify', token, { phone, country: 'US', otp }, AWAY)];
  },
  'GET /api/account/export': async (ctx) => [await ctx.call('GET', '/api/account/export', ctx.tokens.owner), await ctx.call('GET', '/api/account/export', ctx.tokens.vet)],
  'POST /api/account/export': async (ctx) => {
    const token = await freshOwner(ctx);
    return [await ctx.call('POST', '/api/account/export', token, { tz: 'America/Chicago' }), await ctx.call('POST', '/api/account/export', token, { tz: 'Nowhere/Land' }), await ctx.call('POST', '/api/account/export', ctx.tokens.vet, {})];
  },
  'POST /api/settings/practice/delete': async (ctx) => {
    const token = await apiLogin(ctx.app, (await createPracticeLogin(ctx.app)).login.email, 'vendor');
    return [
      await ctx.call('POST', '/api/settings/practice/delete', ctx.tokens.staff, { currentPassword: 'password123' }),
      await ctx.call('POST', '/api/settings/practice/delete', token, { currentPassword: 'wrong-password' }),
      await ctx.call('POST', '/api/settings/practice/delete', token, { currentPassword: 'password123' }),
    ];
  },
  'POST /api/users/{id}/exams/{exam}/entered-in-error': async (ctx) => {
    const path = `/api/users/${ctx.ownerRow.id}/exams/${await examId(ctx)}/entered-in-error`;
    return [await ctx.call('POST', path, ctx.tokens.vet, { reason: '' }), await ctx.call('POST', path, ctx.tokens.vet, { reason: 'Recorded on the wrong pet' }), await ctx.call('POST', path, ctx.tokens.vet, { reason: 'Again' })];
  },
};
