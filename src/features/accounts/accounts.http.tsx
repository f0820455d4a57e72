/**
 * What the accounts routes share over HTTP: which auth form an entry path shows, how a
 * form post answers (fragment for htmx, page otherwise), and the session cookie.
 */
import type { AppDeps } from '../../deps';
import { SESSION_COOKIE, signSession } from '../../plugins/session';
import { respond } from '../../plugins/htmx';
import type { Principal, SessionAccount } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { phoneCountryOf } from '../../lib/phone';
import { AppError } from '../../lib/errors';
import type { FieldErrors } from '../../lib/form-errors';
import { MESSAGES } from './accounts.model';
import { safeRedirect } from './accounts.service';
import { AuthForm, type AuthFormProps, type AuthMode, type Audience, type AuthPaths } from './views/AuthForm';
import { AuthPage } from './views/AuthPage';
import { isPracticeRole } from '../../lib/policy';
import { t } from '../../lib/i18n';

/** The mode links of a form stay on the entry pages of its host and audience. */
function authPaths(audience: Audience, tenant: Tenant): AuthPaths {
  if (audience === 'practice') return { login: '/vendor/login', signup: '/vendor/signup' };
  return tenant.kind === 'main' ? { login: '/login/', signup: '/signup-type' } : { login: '/login', signup: '/signup' };
}

/**
 * Which form an entry path shows (spec §2, §4). On the portal and under /vendor/ it is the
 * practice's: Practice Login where the path contains /login or is the root, else Practice Signup.
 * `?mode=forgot` gives forgot password; any `forgot=` gives change password.
 */
export function entryForm(
  path: string,
  query: Record<string, string | undefined>,
  tenant: Tenant,
  captcha = false,
): Omit<AuthFormProps, 'values'> {
  const practice = path.startsWith('/vendor/') || (tenant.kind === 'portal' && path === '/');
  const audience: Audience = practice ? 'practice' : 'owner';
  let mode: AuthMode = practice
    ? path.includes('/login') || path === '/'
      ? 'login'
      : 'signup'
    : path.startsWith('/signup')
      ? 'signup'
      : 'login';
  if (mode === 'login' && query.mode === 'forgot') mode = 'forgot';
  if (query.forgot !== undefined) mode = 'change';
  // Messages carried by the redirect after a plain (script-less) post.
  const message =
    mode === 'login' && query.reset === 'done'
      ? { kind: 'success' as const, text: t(MESSAGES.passwordReset) }
      : mode === 'forgot' && query.sent === '1'
        ? { kind: 'success' as const, text: t(MESSAGES.forgotSent) }
        : undefined;
  return {
    mode,
    audience,
    paths: authPaths(audience, tenant),
    phoneCountry: phoneCountryOf(tenant),
    redirect: query.redirect ? safeRedirect(query.redirect) : undefined,
    message,
    captcha: captcha && mode === 'signup',
    forgotCode: mode === 'change' && query.forgot ? query.forgot : undefined,
  };
}

/** The form a post answers with: the audience from the posted role, the paths of this host. */
export function postedForm(mode: AuthMode, tenant: Tenant, body: Record<string, string | undefined>, captcha = false): AuthFormProps {
  const audience: Audience = isPracticeRole(body.role) ? 'practice' : 'owner';
  return {
    mode,
    audience,
    paths: authPaths(audience, tenant),
    phoneCountry: phoneCountryOf(tenant),
    redirect: body.redirect ? safeRedirect(body.redirect) : undefined,
    values: withoutSecrets(body),
    captcha: captcha && mode === 'signup',
  };
}

/** Posted values to show again: never a password, code or captcha payload. */
function withoutSecrets(body: Record<string, string | undefined>): Record<string, string | undefined> {
  const { password: _p, currentPassword: _c, newPassword: _n, confirmPassword: _f, otp: _o, altcha: _a, forgotCode: _g, ...rest } = body;
  return rest;
}

/** An expected failure shown on a form: under its field when it names one the form has, else at the top. */
export function failureProps(error: AppError, fields: readonly string[]): { errors?: FieldErrors; message?: AuthFormProps['message'] } {
  if (error.field && fields.includes(error.field)) return { errors: { [error.field]: error.message } };
  return { message: { kind: 'error', text: error.message } };
}

export interface HttpContext {
  isHtmx: boolean;
  tenant: Tenant;
  principal: Principal | null;
  set: { status?: number | string; headers: Record<string, string | number> };
}

/** Answers a form post with the auth form: the fragment for htmx (4xx is swapped too), the page otherwise. */
export function answerForm(ctx: HttpContext, props: AuthFormProps, status = 200) {
  ctx.set.status = status;
  return respond(ctx, () => <AuthPage tenant={ctx.tenant} principal={ctx.principal} form={props} />, () => <AuthForm {...props} />);
}

interface SessionContext {
  jwt: { sign: (claims: Record<string, string | number | boolean | null>) => Promise<string> };
  cookie: Record<string, { set: (options: Record<string, unknown>) => unknown }>;
}

function cookieOptions(deps: AppDeps, maxAge: number) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: deps.config.production, maxAge };
}

/** Signs a session for the account and sets it as the HttpOnly cookie; answers the token for API callers. */
export async function startSession(deps: AppDeps, ctx: SessionContext, account: SessionAccount): Promise<string> {
  const { token, maxAge } = await signSession(deps, ctx.jwt.sign, account);
  ctx.cookie[SESSION_COOKIE]!.set({ value: token, ...cookieOptions(deps, maxAge) });
  return token;
}

export function endSession(deps: AppDeps, ctx: Pick<SessionContext, 'cookie'>): void {
  ctx.cookie[SESSION_COOKIE]!.set({ value: '', ...cookieOptions(deps, 0) });
}
