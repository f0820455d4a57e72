import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { AppError } from '../../lib/errors';
import { confirmEmailChange } from './accounts.account.service';
import { ConfirmEmailForm } from './accounts.account.model';
import { EmailConfirmPage } from './views/AccountPage';

/**
 * The link sent to a new e-mail address (decision 0051): opening it shows one button, and only the
 * POST behind it changes the address, so a mail scanner following the link changes nothing.
 */
export const emailConfirmRoutes = (deps: AppDeps) =>
  featureRoutes('accounts-email-confirm-routes', deps)
    .get('/account/email/confirm', ({ tenant, principal, query }) => <EmailConfirmPage tenant={tenant} principal={principal} token={query.token ?? ''} />, {
      query: t.Object({ token: t.Optional(t.String({ maxLength: 200 })) }),
    })
    .post(
      '/account/email/confirm',
      async ({ tenant, principal, body, set }) => {
        try {
          const { email } = await confirmEmailChange(deps, body.token);
          return <EmailConfirmPage tenant={tenant} principal={principal} token="" done={email} />;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          set.status = error.status;
          return <EmailConfirmPage tenant={tenant} principal={principal} token="" error={error.message} />;
        }
      },
      { body: ConfirmEmailForm },
    );
