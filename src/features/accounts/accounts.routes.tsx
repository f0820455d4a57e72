import { Elysia, t } from 'elysia';
import { seedOf, type AppDeps } from '../../deps';
import { setup } from '../../plugins/setup';
import { SESSION_COOKIE, signSession } from '../../plugins/session';
import type { Tenant } from '../../plugins/tenant';
import { AppError, notFound } from '../../lib/errors';
import { fieldErrors } from '../../lib/form-errors';
import { LoginBody } from './accounts.model';
import { landingPath, login, safeRedirect, type SessionAccount } from './accounts.service';
import { bumpUserTokenVersion, bumpVendorLoginTokenVersion } from './accounts.repo';
import { AuthForm, type AuthFormProps, type AuthMode, type Audience } from './views/AuthForm';
import { AuthPage } from './views/AuthPage';

/**
 * Which form an entry path shows (spec §2, §4). On the portal and under /vendor/ it is the
 * practice's: Practice Login where the path contains /login or is the root, else Practice Signup.
 */
export function entryForm(path: string, query: Record<string, string | undefined>, tenant: Tenant): Omit<AuthFormProps, 'values'> {
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
  const paths = practice
    ? { login: '/vendor/login', signup: '/vendor/signup' }
    : tenant.kind === 'main'
      ? { login: '/login/', signup: '/signup-type' }
      : { login: '/login', signup: '/signup' };
  return { mode, audience, paths, redirect: query.redirect ? safeRedirect(query.redirect) : undefined };
}

const ENTRY_PATHS: Record<Tenant['kind'], string[]> = {
  main: ['/login/', '/login', '/signup-type', '/signup', '/vendor/login', '/vendor/signup'],
  portal: ['/vendor/login', '/vendor/signup', '/login', '/signup'],
  site: ['/login', '/signup', '/vendor/login'],
  unknown: [],
};

export const accountsRoutes = (deps: AppDeps) => {
  const cookieOptions = (maxAge: number) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: deps.config.production,
    maxAge,
  });

  async function startSession(
    ctx: { jwt: { sign: (claims: Record<string, string | number | boolean | null>) => Promise<string> }; cookie: Record<string, { set: (o: object) => unknown }> },
    account: SessionAccount,
  ) {
    const { token, maxAge } = await signSession(deps, ctx.jwt.sign as never, account);
    ctx.cookie[SESSION_COOKIE]!.set({ value: token, ...cookieOptions(maxAge) });
    return token;
  }

  const app = new Elysia({ name: 'accounts-routes', seed: seedOf(deps) }).use(setup(deps));

  const allPaths = new Set(Object.values(ENTRY_PATHS).flat());
  for (const path of allPaths) {
    app.get(path, ({ tenant, principal, query }) => {
      if (!ENTRY_PATHS[tenant.kind].includes(path)) throw notFound();
      return <AuthPage tenant={tenant} principal={principal} form={entryForm(path, query, tenant)} />;
    });
  }

  return app
    .post(
      '/auth/login',
      async (ctx) => {
        const { body, tenant, isHtmx, clientIp, set } = ctx;
        const audience: Audience = body.role === 'vendor' ? 'practice' : 'owner';
        const paths = entryForm(audience === 'practice' ? '/vendor/login' : '/login', {}, tenant).paths;
        const form = (status: number, extra: Partial<AuthFormProps>) => {
          set.status = status;
          const props: AuthFormProps = { mode: 'login', audience, paths, redirect: body.redirect, values: { email: body.email }, ...extra };
          return isHtmx ? <AuthForm {...props} /> : <AuthPage tenant={tenant} principal={null} form={props} />;
        };
        const errors = fieldErrors(LoginBody, body);
        if (Object.keys(errors).length > 0) return form(422, { errors });
        try {
          const account = await login(deps, body as typeof LoginBody.static, clientIp);
          await startSession(ctx as never, account);
          const target = safeRedirect(body.redirect);
          if (isHtmx) {
            set.headers['hx-redirect'] = target;
            return '';
          }
          return ctx.redirect(target, 303);
        } catch (error) {
          if (error instanceof AppError) return form(error.status, { message: { kind: 'error', text: error.message } });
          throw error;
        }
      },
      { body: t.Record(t.String(), t.String()) },
    )
    .post(
      '/api/account/login',
      async (ctx) => {
        const account = await login(deps, ctx.body, ctx.clientIp);
        const token = await startSession(ctx as never, account);
        return { token };
      },
      { body: LoginBody, detail: { summary: 'Sign in; answers the session token (also set as an HttpOnly cookie)' } },
    )
    .get('/app', ({ user, redirect }) => redirect(landingPath(user.role), 303), { auth: true })
    .get('/app/*', () => {
      throw notFound();
    }, { auth: true })
    .get('/app/logout', async ({ principal, cookie, redirect }) => {
      if (principal) {
        const db = deps.database.db;
        await (principal.role === 'vendor' ? bumpVendorLoginTokenVersion(db, principal.id) : bumpUserTokenVersion(db, principal.id));
      }
      cookie[SESSION_COOKIE]!.set({ value: '', ...cookieOptions(0) });
      return redirect('/', 303);
    });
};
