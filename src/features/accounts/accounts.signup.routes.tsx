import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import type { Tenant } from '../../lib/tenant';
import { AppError, notFound } from '../../lib/errors';
import { fieldErrors } from '../../lib/form-errors';
import {
  MESSAGES,
  PracticeSignupBody,
  RegisterBody,
  SendCodeForm,
  VerifyCodeForm,
  VerifyOtpBody,
  type PracticeSignupInput,
  type RegisterInput,
} from './accounts.model';
import { safeRedirect } from './accounts.service';
import { findPromoPlan, registerOwner, registerPractice, type OnPracticeCreated, type SignupContext } from './accounts.signup.service';
import { isMobileVerifiedToken, mobileVerifiedToken, sendMobileCode, verifyMobileCode } from './accounts.otp.service';
import { createCaptchaChallenge } from './accounts.captcha.service';
import { answerForm, failureProps, postedForm, startSession, type HttpContext } from './accounts.http';
import { bodyMobile, formMobile, mobileErrors } from './accounts.mobile';
import { phoneCountryOf } from '../../lib/phone';
import { redirectAfterPost } from '../../plugins/redirects';
import { respond } from '../../plugins/htmx';
import type { AuthFormProps } from './views/AuthForm';
import { AuthPage } from './views/AuthPage';
import { MobileVerification, type MobileVerificationProps } from './views/MobileVerification';
import { PromoCode, type PromoCodeProps } from './views/PromoCode';
import { isPracticeRole } from '../../lib/policy';
import { t as translate } from '../../lib/i18n';

type Body = Record<string, string>;

const OWNER_FIELDS = ['first_name', 'last_name', 'email', 'password', 'phone', 'country', 'otp', 'promocode', 'altcha'] as const;
const PRACTICE_FIELDS = ['timezone', 'practice_name', 'categories', 'summary', 'first_name', 'last_name', 'email', 'password', 'phone', 'country', 'altcha'] as const;

function signupContext(tenant: Tenant, request: Request): SignupContext {
  return { userAgent: request.headers.get('user-agent'), vendorId: tenant.kind === 'site' ? tenant.website.vendor_id : null };
}

/** The form's empty optional fields count as absent. */
function present(body: Body): Body {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== ''));
}

/** The owner's signup form as posted: the number stays locked when its token holds, the promo code re-checked. */
async function ownerForm(deps: AppDeps, tenant: Tenant, body: Body): Promise<AuthFormProps> {
  const form = postedForm('signup', tenant, body, deps.config.captcha);
  const phone = body.phone ?? '';
  const country = body.country || phoneCountryOf(tenant);
  const e164 = formMobile(body, 'phone', tenant);
  const mobile: MobileVerificationProps =
    e164 && isMobileVerifiedToken(deps.config.jwtSecret, e164, body.mobile_token, deps.clock())
      ? { state: 'verified', phone, country, token: body.mobile_token }
      : { state: body.otp === undefined ? 'start' : 'sent', phone, country };
  const plan = await findPromoPlan(deps, body.promocode);
  const promo: PromoCodeProps = { code: body.promocode, plan, error: body.promocode && !plan ? translate(MESSAGES.promoInvalid) : undefined };
  return { ...form, mobile, promo };
}

/** The Send Code / Verify form's number and country as typed, and what is wrong with them (schema first, then the country's rules). */
function typedMobile(ctx: { body: Body; tenant: Tenant }, schema: typeof SendCodeForm | typeof VerifyCodeForm) {
  const phone = ctx.body.phone ?? '';
  const country = ctx.body.country || phoneCountryOf(ctx.tenant);
  const errors = fieldErrors(schema, ctx.body);
  const rules = errors.phone ? {} : mobileErrors({ mobile: phone, country, field: 'phone' }, country);
  return { phone, country, errors: { ...rules, ...errors } };
}

/** A step of the signup form answers its own block for htmx, the whole page without script. */
async function answerStep(deps: AppDeps, ctx: HttpContext & { body: Body }, status: number, part: { mobile?: MobileVerificationProps; promo?: PromoCodeProps }) {
  ctx.set.status = status;
  const page = async () => <AuthPage tenant={ctx.tenant} principal={ctx.principal} form={{ ...(await ownerForm(deps, ctx.tenant, ctx.body)), ...part }} />;
  return respond(ctx, page, () => (part.mobile ? <MobileVerification {...part.mobile} /> : <PromoCode {...part.promo!} />));
}

/** Signup, Send Code / Verify, the promo check, and their JSON calls (spec §4, §5, §7). */
export const signupRoutes = (deps: AppDeps, onPracticeCreated: OnPracticeCreated) =>
  featureRoutes('accounts-signup-routes', deps)
    .post(
      '/auth/signup',
      async (ctx) => {
        const body = present(ctx.body);
        const practice = isPracticeRole(body.role);
        const form = practice ? postedForm('signup', ctx.tenant, body, deps.config.captcha) : await ownerForm(deps, ctx.tenant, ctx.body);
        const errors = fieldErrors(practice ? PracticeSignupBody : RegisterBody, body);
        const all = { ...mobileErrors({ mobile: errors.phone ? '' : (body.phone ?? ''), country: body.country, field: 'phone' }, phoneCountryOf(ctx.tenant)), ...errors };
        if (Object.keys(all).length > 0) return answerForm(ctx, { ...form, errors: all }, 422);
        const input = { ...body, phone: formMobile(body, 'phone', ctx.tenant)! };
        try {
          const account = practice
            ? await registerPractice(deps, input as unknown as PracticeSignupInput, onPracticeCreated)
            : await registerOwner(deps, input as unknown as RegisterInput, signupContext(ctx.tenant, ctx.request));
          await startSession(deps, ctx as never, account);
          return redirectAfterPost(ctx, safeRedirect(body.redirect));
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return answerForm(ctx, { ...form, ...failureProps(error, practice ? PRACTICE_FIELDS : OWNER_FIELDS) }, error.status);
        }
      },
      { body: t.Record(t.String(), t.String()) },
    )
    .post(
      '/auth/mobile/send',
      async (ctx) => {
        const { phone, country, errors } = typedMobile(ctx, SendCodeForm);
        // Once a code was sent the form has a code field: a refused resend keeps it.
        const state = ctx.body.otp === undefined ? 'start' : 'sent';
        if (errors.phone || errors.country) {
          return answerStep(deps, ctx, 422, { mobile: { state, phone, country, phoneError: errors.phone, countryError: errors.country } });
        }
        try {
          await sendMobileCode(deps, formMobile(ctx.body, 'phone', ctx.tenant)!, ctx.clientIp);
          return answerStep(deps, ctx, 200, { mobile: { state: 'sent', phone, country, notice: translate(MESSAGES.codeSent) } });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          // Asked again within the wait: the code just sent still works, so its box stays (or comes back).
          const waiting = error.key === MESSAGES.codeTooSoon ? 'sent' : state;
          return answerStep(deps, ctx, error.status, { mobile: { state: waiting, phone, country, phoneError: error.message } });
        }
      },
      { body: t.Record(t.String(), t.String()) },
    )
    .post(
      '/auth/mobile/verify',
      async (ctx) => {
        const { phone, country, errors } = typedMobile(ctx, VerifyCodeForm);
        if (errors.phone || errors.country) {
          return answerStep(deps, ctx, 422, { mobile: { state: 'start', phone, country, phoneError: errors.phone, countryError: errors.country } });
        }
        if (errors.otp) return answerStep(deps, ctx, 422, { mobile: { state: 'sent', phone, country, otp: ctx.body.otp, otpError: errors.otp } });
        try {
          const e164 = formMobile(ctx.body, 'phone', ctx.tenant)!;
          const verifiedAt = await verifyMobileCode(deps, e164, ctx.body.otp!, ctx.clientIp);
          const token = mobileVerifiedToken(deps.config.jwtSecret, e164, verifiedAt);
          return answerStep(deps, ctx, 200, { mobile: { state: 'verified', phone, country, token } });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return answerStep(deps, ctx, error.status, { mobile: { state: 'sent', phone, country, otp: ctx.body.otp, otpError: error.message } });
        }
      },
      { body: t.Record(t.String(), t.String()) },
    )
    .post(
      '/auth/promo',
      async (ctx) => {
        const code = ctx.body.promocode ?? '';
        const plan = await findPromoPlan(deps, code);
        return answerStep(deps, ctx, plan ? 200 : 422, { promo: plan ? { code, plan } : { code, error: translate(MESSAGES.promoInvalid) } });
      },
      { body: t.Record(t.String(), t.String()) },
    )
    .use(signupApiRoutes(deps));

/** The JSON calls of signup: register, verify a code, the captcha challenge (spec §7). */
const signupApiRoutes = (deps: AppDeps) =>
  featureRoutes('accounts-signup-api-routes', deps)
    .post(
      '/api/account/register',
      async (ctx) => {
        const input = { ...ctx.body, phone: bodyMobile(ctx.body, 'phone', ctx.tenant) };
        const account = await registerOwner(deps, input, signupContext(ctx.tenant, ctx.request));
        const token = await startSession(deps, ctx as never, account);
        return { token };
      },
      {
        body: RegisterBody,
        detail: { summary: 'Owner signup (the phone must have been verified in the last 30 minutes); answers the session token and sets the cookie' },
      },
    )
    .post(
      '/api/account/verify_otp',
      async (ctx) => {
        await verifyMobileCode(deps, bodyMobile(ctx.body, 'mobile', ctx.tenant), ctx.body.otp, ctx.clientIp);
        return { msg: translate(MESSAGES.verified) };
      },
      { body: VerifyOtpBody, detail: { summary: 'Checks the code sent by forgot_password {mobile}; a right code verifies the number for 30 minutes' } },
    )
    .get(
      '/api/account/captcha',
      () => {
        if (!deps.config.captcha) throw notFound();
        return createCaptchaChallenge(deps);
      },
      { detail: { summary: 'A signed altcha challenge for the signup forms (only when CAPTCHA=1)' } },
    );
