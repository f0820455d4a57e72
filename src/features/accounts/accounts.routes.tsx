import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import type { Tenant } from '../../lib/tenant';
import { AppError, notFound } from '../../lib/errors';
import { fieldErrors } from '../../lib/form-errors';
import { LoginBody, MESSAGES } from './accounts.model';
import { login, safeRedirect, signOutEverywhere } from './accounts.service';
import { listPathFor } from '../../lib/paths';
import { answerForm, endSession, entryForm, failureProps, postedForm, startSession } from './accounts.http';
import { redirectAfterPost, redirectTo } from '../../plugins/redirects';
import { AuthPage } from './views/AuthPage';
import { LogoutPage } from './views/LogoutPage';
import { signupRoutes } from './accounts.signup.routes';
import type { OnPracticeCreated } from './accounts.signup.service';
import { passwordRoutes } from './accounts.password.routes';
import { profileRoutes } from './accounts.profile.routes';
import { accountRoutes } from './accounts.account.routes';
import { emailConfirmRoutes } from './accounts.email-confirm.routes';
import { accountDataRoutes } from './accounts.data.routes';
import { t as translate } from '../../lib/i18n';

const ENTRY_PATHS: Record<Tenant['kind'], string[]> = {
  main: ['/login/', '/login', '/signup-type', '/signup', '/vendor/login', '/vendor/signup'],
  portal: ['/vendor/login', '/vendor/signup', '/login', '/signup'],
  site: ['/login', '/signup', '/vendor/login'],
  unknown: [],
};

/** Entry pages, login, the /app landing and logout; signup, passwords and profile are mounted here too. */
export const accountsRoutes = (deps: AppDeps, onPracticeCreated: OnPracticeCreated) => {
  const app = featureRoutes('accounts-routes', deps);

  // Elysia answers a path with and without its trailing slash alike, so each is registered once.
  const bare = (path: string) => path.replace(/(.)\/$/, '$1');
  for (const path of new Set(Object.values(ENTRY_PATHS).flat().map(bare))) {
    app.get(path, ({ tenant, principal, query }) => {
      if (!ENTRY_PATHS[tenant.kind].some((entry) => bare(entry) === path)) throw notFound();
      return <AuthPage tenant={tenant} principal={principal} form={entryForm(path, query, tenant, deps.config.captcha)} />;
    });
  }

  return app
    .use(signupRoutes(deps, onPracticeCreated))
    .use(passwordRoutes(deps))
    .use(profileRoutes(deps))
    .use(accountRoutes(deps))
    .use(emailConfirmRoutes(deps))
    .use(accountDataRoutes(deps))
    .post(
      '/auth/login',
      async (ctx) => {
        const { body, clientIp } = ctx;
        const form = postedForm('login', ctx.tenant, body);
        const errors = fieldErrors(LoginBody, body);
        if (Object.keys(errors).length > 0) return answerForm(ctx, { ...form, errors }, 422);
        try {
          const account = await login(deps, body as typeof LoginBody.static, clientIp);
          await startSession(deps, ctx as never, account);
          return redirectAfterPost(ctx, safeRedirect(body.redirect));
        } catch (error) {
          if (error instanceof AppError && error.key === MESSAGES.practiceAccount) {
            const link = { href: '/vendor/login', label: translate(MESSAGES.practiceLoginLink) };
            return answerForm(ctx, { ...form, message: { kind: 'error', text: error.message, link } }, error.status);
          }
          if (error instanceof AppError) return answerForm(ctx, { ...form, ...failureProps(error, []) }, error.status);
          throw error;
        }
      },
      { body: t.Record(t.String(), t.String()) },
    )
    .post(
      '/api/account/login',
      async (ctx) => {
        const account = await login(deps, ctx.body, ctx.clientIp);
        const token = await startSession(deps, ctx as never, account);
        return { token };
      },
      { body: LoginBody, detail: { summary: 'Sign in; answers the session token (also set as an HttpOnly cookie)' } },
    )
    .get('/app', ({ user, set }) => redirectTo(set, listPathFor(user)), { auth: true })
    .get('/app/*', () => {
      throw notFound();
    }, { auth: true })
    .get('/app/logout', ({ tenant, principal, set }) => {
      // Following a link (from anywhere) only shows the question; the button below signs out.
      if (!principal) return redirectTo(set, '/');
      return <LogoutPage tenant={tenant} principal={principal} />;
    })
    .post('/app/logout', async (ctx) => {
      const { principal, request, set } = ctx;
      // The security plugin refused a foreign Origin already; a browser that says the request
      // came from a sibling site (same-site) or another site is refused here too.
      const fetchSite = request.headers.get('sec-fetch-site');
      if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
        set.status = 403;
        return { msg: 'Cross-site request refused' };
      }
      if (principal) await signOutEverywhere(deps, principal);
      endSession(deps, ctx as never);
      return redirectTo(set, '/');
    });
};
