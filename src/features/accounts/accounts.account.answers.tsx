import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { AppError } from '../../lib/errors';
import { formatPhone } from '../../lib/phone';
import { respond } from '../../plugins/htmx';
import { viewerZone } from '../../plugins/viewer-zone';
import { profileOf } from './accounts.service';
import { phoneViewerCountry } from './accounts.mobile';
import { exportsOf } from './accounts.export.service';
import { AccountPage, type AccountSection } from './views/AccountPage';
import type { SectionState } from './views/AccountSignIn';

/** What a route of the Account page answers from. */
export interface AccountContext {
  tenant: Tenant;
  user: Principal;
  request: Request;
  isHtmx: boolean;
  set: { status?: number | string; headers: Record<string, string | number> };
}

/** The page's facts for this person: the sign-in e-mail, the mobile as they read it, their archives, their zone. */
export async function accountFacts(deps: AppDeps, ctx: AccountContext) {
  const profile = await profileOf(deps, ctx.user);
  const country = await phoneViewerCountry(deps, ctx.user);
  const rows = await exportsOf(deps, ctx.user);
  return { email: profile.email, phone: profile.phone ? formatPhone(profile.phone, country) : null, country, exports: rows, zone: viewerZone(ctx.request, 'UTC') };
}

/** The whole page, a section in the state a plain post left it in. */
export async function accountPage(deps: AppDeps, ctx: AccountContext, section?: AccountSection, state?: SectionState, mobileSent = false) {
  const facts = await accountFacts(deps, ctx);
  return <AccountPage tenant={ctx.tenant} principal={ctx.user} {...facts} states={section && state ? { [section]: state } : {}} mobileSent={mobileSent} />;
}

/** A refused or done post: the section for htmx (4xx swapped too), the page otherwise, at `status`. */
export async function answerSection(deps: AppDeps, ctx: AccountContext, section: AccountSection, state: SectionState, fragment: () => JSX.Element | Promise<JSX.Element>, status = 200, mobileSent = false) {
  ctx.set.status = status;
  return respond(ctx, () => accountPage(deps, ctx, section, state, mobileSent), fragment);
}

/** An expected failure as a section shows it: by its field when the form has one, else above the form. */
export function failureState(error: AppError, fields: readonly string[], values: Record<string, string | undefined> = {}): SectionState {
  if (error.field && fields.includes(error.field)) return { errors: { [error.field]: error.message }, values };
  return { message: { kind: 'error', text: error.message }, values };
}

/** Posted values to show again: never a password or code. */
export const withoutSecrets = ({ currentPassword: _c, newPassword: _n, confirmPassword: _f, otp: _o, ...rest }: Record<string, string | undefined>) => rest;
