import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { AppError } from '../../lib/errors';
import { fieldErrors } from '../../lib/form-errors';
import { siteOrigin } from '../../lib/site-url';
import { ChangePasswordBody, ChangePasswordForm, ForgotForm, ForgotPasswordBody, MESSAGES } from './accounts.model';
import { changePassword, requestForgotPassword, sendResetLink } from './accounts.password.service';
import { answerForm, endSession, failureProps, postedForm } from './accounts.http';
import { bodyMobile } from './accounts.mobile';
import { redirectAfterPost } from '../../plugins/redirects';
import { isPracticeRole } from '../../lib/policy';
import { respond } from '../../plugins/htmx';
import { t as translate } from '../../lib/i18n';

const CHANGE_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword', 'forgotCode'] as const;

/** Forgot password and change password: the form modes and their JSON calls (spec §4, §5, §7). */
export const passwordRoutes = (deps: AppDeps) =>
  featureRoutes('accounts-password-routes', deps)
    .post(
      '/auth/forgot',
      async (ctx) => {
        const { body } = ctx;
        const form = postedForm('forgot', ctx.tenant, body);
        const errors = fieldErrors(ForgotForm, body);
        if (Object.keys(errors).length > 0) return answerForm(ctx, { ...form, errors }, 422);
        try {
          await sendResetLink(deps, body.email!, isPracticeRole(body.role) ? 'vendor' : 'user', ctx.clientIp, siteOrigin(deps.config, ctx.tenant));
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return answerForm(ctx, { ...form, ...failureProps(error, []) }, error.status);
        }
        // The same answer for known and unknown addresses.
        const query = new URLSearchParams({ mode: 'forgot', sent: '1', ...(form.redirect ? { redirect: form.redirect } : {}) });
        return respond(
          ctx,
          () => redirectAfterPost(ctx, `${form.paths.login}?${query}`),
          () => answerForm(ctx, { ...form, values: {}, message: { kind: 'success', text: translate(MESSAGES.forgotSent) } }),
        );
      },
      { body: t.Record(t.String(), t.String()) },
    )
    .post(
      '/auth/change',
      async (ctx) => {
        const { body } = ctx;
        const forgotCode = body.forgotCode || undefined;
        const form = { ...postedForm('change', ctx.tenant, body), values: {}, forgotCode };
        const errors = fieldErrors(ChangePasswordForm, body);
        if (Object.keys(errors).length > 0) return answerForm(ctx, { ...form, errors }, 422);
        try {
          await changePassword(
            deps,
            {
              forgotCode,
              currentPassword: body.currentPassword || undefined,
              newPassword: body.newPassword!,
              confirmPassword: body.confirmPassword,
              role: isPracticeRole(body.role) ? 'vendor' : 'user',
            },
            ctx.principal,
          );
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return answerForm(ctx, { ...form, ...failureProps(error, CHANGE_FIELDS) }, error.status);
        }
        // Every earlier session is revoked, this one included: sign in again with the new password.
        endSession(deps, ctx as never);
        return redirectAfterPost(ctx, `${form.paths.login}?reset=done`);
      },
      { body: t.Record(t.String(), t.String()) },
    )
    .post(
      '/api/account/forgot_password',
      async (ctx) => {
        const input = ctx.body.mobile ? { ...ctx.body, mobile: bodyMobile(ctx.body, 'mobile', ctx.tenant) } : ctx.body;
        return { msg: await requestForgotPassword(deps, input, ctx.clientIp, siteOrigin(deps.config, ctx.tenant)) };
      },
      {
        body: ForgotPasswordBody,
        detail: { summary: '{mobile, country?} sends a one-time code by SMS (the number read in the country, the site\'s by default, or a full +number); {email, role} sends a reset e-mail (same answer for unknown addresses)' },
      },
    )
    .post(
      '/api/account/change_password',
      async (ctx) => {
        await changePassword(deps, ctx.body, ctx.principal);
        // The caller's own session was revoked with the others.
        if (ctx.principal && !ctx.body.forgotCode) endSession(deps, ctx as never);
        return { msg: translate(MESSAGES.passwordReset) };
      },
      {
        body: ChangePasswordBody,
        detail: { summary: 'With a forgot code, or signed in with the current password; revokes every earlier session' },
      },
    );
