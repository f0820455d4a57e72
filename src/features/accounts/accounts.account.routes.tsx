import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { AppError } from '../../lib/errors';
import { fieldErrors } from '../../lib/form-errors';
import { formatPhone } from '../../lib/phone';
import { t as translate } from '../../lib/i18n';
import { redirectAfterPost } from '../../plugins/redirects';
import { ACCOUNT_MESSAGES, EmailChangeForm, MobileSendForm, MobileVerifyForm, PasswordChangeForm } from './accounts.account.model';
import { changeOwnPassword, requestEmailChange, sendNewMobileCode, verifyNewMobile } from './accounts.account.service';
import { formMobile, mobileErrors, phoneViewerCountry } from './accounts.mobile';
import { startSession } from './accounts.http';
import { accountFacts, accountPage, answerSection, failureState, withoutSecrets, type AccountContext } from './accounts.account.answers';
import { EmailSection, MobileSection, PasswordSection } from './views/AccountSignIn';
import { accountBaseOf } from './views/AccountPage';
import { MESSAGES } from './accounts.model';
import type { SectionState } from './views/AccountSignIn';

type Posted = AccountContext & { body: Record<string, string>; clientIp: string };
const body = t.Record(t.String(), t.String());

/** The Account page's sign-in changes (decision 0051): /app/account for owners and the admin, /app/settings/account for practice logins. */
export const accountRoutes = (deps: AppDeps) => {
  const app = featureRoutes('accounts-account-routes', deps);

  const emailSection = async (ctx: Posted, state: SectionState, status = 200) =>
    answerSection(deps, ctx, 'email', state, async () => <EmailSection base={accountBaseOf(ctx.user)} email={(await accountFacts(deps, ctx)).email} state={state} />, status);

  const postEmail = async (ctx: Posted) => {
    const values = withoutSecrets(ctx.body);
    const errors = fieldErrors(EmailChangeForm, ctx.body);
    if (Object.keys(errors).length > 0) return emailSection(ctx, { errors, values }, 422);
    try {
      const email = await requestEmailChange(deps, ctx.user, { email: ctx.body.email!, currentPassword: ctx.body.currentPassword });
      return emailSection(ctx, { message: { kind: 'success', text: translate(ACCOUNT_MESSAGES.emailLinkSent, { email }) } });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return emailSection(ctx, failureState(error, ['email', 'currentPassword'], values), error.status);
    }
  };

  const mobileSection = async (ctx: Posted, state: SectionState, sent: boolean, status = 200) => {
    const facts = await accountFacts(deps, ctx);
    return answerSection(deps, ctx, 'mobile', state, () => <MobileSection base={accountBaseOf(ctx.user)} phone={facts.phone} country={facts.country} sent={sent} state={state} />, status, sent);
  };

  /** Send Code (step 'send') or Verify (step 'verify'): the number read in its country, then the spec's OTP flow. */
  const postMobile = async (ctx: Posted, step: 'send' | 'verify') => {
    const values = withoutSecrets(ctx.body);
    const fallback = await phoneViewerCountry(deps, ctx.user);
    const errors = { ...fieldErrors(step === 'send' ? MobileSendForm : MobileVerifyForm, ctx.body), ...mobileErrors({ mobile: ctx.body.phone ?? '', country: ctx.body.country, field: 'phone' }, fallback) };
    if (Object.keys(errors).length > 0) return mobileSection(ctx, { errors, values }, step === 'verify', 422);
    const e164 = formMobile(ctx.body, 'phone', ctx.tenant)!;
    try {
      if (step === 'send') {
        await sendNewMobileCode(deps, ctx.user, e164, ctx.clientIp);
        return mobileSection(ctx, { message: { kind: 'success', text: translate(MESSAGES.codeSent) }, values }, true);
      }
      await verifyNewMobile(deps, ctx.user, e164, ctx.body.otp!, ctx.clientIp);
      return mobileSection(ctx, { message: { kind: 'success', text: translate(ACCOUNT_MESSAGES.mobileChanged, { phone: formatPhone(e164, fallback) }) } }, false);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return mobileSection(ctx, failureState(error, ['phone', 'country', 'otp'], values), step === 'verify', error.status);
    }
  };

  const passwordSection = (ctx: Posted, state: SectionState, status = 200) =>
    answerSection(deps, ctx, 'password', state, () => <PasswordSection base={accountBaseOf(ctx.user)} state={state} />, status);

  /** A new password: this browser is signed in again with it, every other session ended. */
  const postPassword = async (ctx: Posted) => {
    const errors = fieldErrors(PasswordChangeForm, ctx.body);
    if (Object.keys(errors).length > 0) return passwordSection(ctx, { errors }, 422);
    try {
      const input = { currentPassword: ctx.body.currentPassword, newPassword: ctx.body.newPassword!, confirmPassword: ctx.body.confirmPassword! };
      const account = await changeOwnPassword(deps, ctx.user, input);
      await startSession(deps, ctx as never, account);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return passwordSection(ctx, failureState(error, ['currentPassword', 'newPassword', 'confirmPassword']), error.status);
    }
    return redirectAfterPost(ctx, `${accountBaseOf(ctx.user)}?done=password`);
  };

  const show = async (ctx: AccountContext & { query: Record<string, string | undefined> }) => {
    const done = ctx.query.done === 'password' ? { kind: 'success' as const, text: translate(ACCOUNT_MESSAGES.passwordChanged) } : undefined;
    return accountPage(deps, ctx, done ? 'password' : undefined, done ? { message: done } : undefined);
  };

  for (const [base, role] of [['/app/account', ['user', 'admin']], ['/app/settings/account', 'vendor']] as const) {
    const auth = { role: role as never };
    app
      .get(base, (ctx) => show(ctx as never), { auth })
      .post(`${base}/email`, (ctx) => postEmail(ctx as never), { auth, body })
      .post(`${base}/mobile/send`, (ctx) => postMobile(ctx as never, 'send'), { auth, body })
      .post(`${base}/mobile/verify`, (ctx) => postMobile(ctx as never, 'verify'), { auth, body })
      .post(`${base}/password`, (ctx) => postPassword(ctx as never), { auth, body });
  }
  return app;
};
