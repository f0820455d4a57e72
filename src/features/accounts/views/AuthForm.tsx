import { escapeHtml } from '@kitajs/html';
import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import { LIMITS } from '../../../lib/constants/limits';
import { DEFAULT_PRACTICE_ZONE, zoneList } from '../../../lib/time';
import type { FieldErrors } from '../../../lib/form-errors';
import { Captcha } from './Captcha';
import { MobileVerification, type MobileVerificationProps } from './MobileVerification';
import { PhoneField } from '../../../ui/PhoneField';
import { PromoCode, type PromoCodeProps } from './PromoCode';
import { FormActions } from '../../../ui/FormActions';
import { t, type MessageKey } from '../../../lib/i18n';

export type AuthMode = 'login' | 'signup' | 'forgot' | 'change';
export type Audience = 'owner' | 'practice';

export interface AuthFormProps {
  mode: AuthMode;
  audience: Audience;
  /** Where the form lives, so mode links stay on the same entry page. */
  paths: AuthPaths;
  redirect?: string;
  values?: Record<string, string | undefined>;
  errors?: FieldErrors;
  message?: { kind: 'error' | 'success'; text: string; link?: { href: string; label: string } };
  /** The mobile's country when none was chosen: the practice's on its site, else the platform's. */
  phoneCountry?: string;
  /** Owner signup: the state of the mobile number's verification. */
  mobile?: MobileVerificationProps;
  /** Owner signup: the promo code and the plan it applied. */
  promo?: PromoCodeProps;
  /** Signup: show the captcha (CAPTCHA=1). */
  captcha?: boolean;
  /** Change password: the code from the reset link (`forgot=`); without one the current password is asked. */
  forgotCode?: string;
}

export interface AuthPaths {
  login: string;
  signup: string;
}

const HEADINGS: Record<Audience, Record<AuthMode, MessageKey>> = {
  owner: { login: 'Login', signup: 'Create your account', forgot: 'Forgot password', change: 'Change password' },
  practice: { login: 'Practice Login', signup: 'Practice Signup', forgot: 'Forgot password', change: 'Change password' },
};

function LoginFields({ values, errors }: { values: Record<string, string | undefined>; errors: FieldErrors }) {
  return (
    <>
      <Field name="email" label={t('Email')} type="email" value={values.email} error={errors.email} autocomplete="email" required />
      <Field name="password" label={t('Password')} type="password" error={errors.password} autocomplete="current-password" required />
      <FormActions submit={t('Login')} />
    </>
  );
}

/** A password being chosen: at least LIMITS.PASSWORD_MIN characters, said in the hint unless `hint` is false. */
function NewPassword({ name, label, error, hint = true, preserve }: { name: string; label: string; error?: string; hint?: boolean; preserve?: boolean }) {
  return (
    <Field
      name={name}
      label={label}
      type="password"
      preserve={preserve}
      error={error}
      autocomplete="new-password"
      minlength={LIMITS.PASSWORD_MIN}
      hint={hint ? t('At least {count} characters', { count: LIMITS.PASSWORD_MIN }) : undefined}
      required
    />
  );
}

/** Identity fields shared by both signups; the password is never echoed back, the browser keeps it across a refused submit. */
function PersonFields({ values, errors }: { values: Record<string, string | undefined>; errors: FieldErrors }) {
  return (
    <>
      <Field name="first_name" label={t('First name')} value={values.first_name} error={errors.first_name} autocomplete="given-name" required />
      <Field name="last_name" label={t('Last name')} value={values.last_name} error={errors.last_name} autocomplete="family-name" required />
      <Field name="email" label={t('Email')} type="email" value={values.email} error={errors.email} autocomplete="email" required />
      <NewPassword name="password" label={t('Password')} preserve error={errors.password} />
    </>
  );
}

function OwnerSignupFields(props: AuthFormProps & { values: Record<string, string | undefined>; errors: FieldErrors }) {
  const { values, errors } = props;
  const mobile = props.mobile ?? { state: 'start' as const, phone: values.phone, country: values.country ?? props.phoneCountry };
  const promo = props.promo ?? { code: values.promocode };
  return (
    <>
      <PersonFields values={values} errors={errors} />
      <MobileVerification
        {...mobile}
        phoneError={mobile.phoneError ?? errors.phone}
        countryError={mobile.countryError ?? errors.country}
        otpError={mobile.otpError ?? errors.otp}
      />
      <PromoCode {...promo} error={promo.error ?? errors.promocode} />
      {props.captcha ? <Captcha error={errors.altcha} /> : ''}
      <FormActions submit={t('Sign up')} />
    </>
  );
}

function PracticeSignupFields(props: AuthFormProps & { values: Record<string, string | undefined>; errors: FieldErrors }) {
  const { values, errors } = props;
  return (
    <>
      <fieldset>
        <legend safe>{t('Your practice')}</legend>
        <Field name="practice_name" label={t('Practice name')} value={values.practice_name} error={errors.practice_name} autocomplete="organization" required />
        <Field
          name="categories"
          label={t('Categories (optional)')}
          value={values.categories}
          error={errors.categories}
          hint={t('Separate with commas, e.g. General Practice, Dentistry')}
        />
        <Field name="summary" label={t('About the practice (optional)')} error={errors.summary}>
          <textarea id="field-summary" name="summary" rows="3" maxlength="1000" safe>
            {values.summary ?? ''}
          </textarea>
        </Field>
        <ZoneSelect value={values.timezone} error={errors.timezone} />
      </fieldset>
      <fieldset>
        <legend safe>{t('Your login')}</legend>
        <PersonFields values={values} errors={errors} />
        <PhoneField value={values.phone} country={values.country ?? props.phoneCountry} error={errors.phone} countryError={errors.country} />
      </fieldset>
      {props.captcha ? <Captcha error={errors.altcha} /> : ''}
      <FormActions submit={t('Register practice')} />
    </>
  );
}

/** The practice's zone, asked once at signup: its new listings start in it (a plain select, no script). */
function ZoneSelect({ value, error }: { value?: string; error?: string }) {
  const selected = value || DEFAULT_PRACTICE_ZONE;
  return (
    <Field name="timezone" label={t('Timezone')} error={error} hint={t('New listings start in this timezone')}>
      <select id="field-timezone" name="timezone">
        {zoneList().map((zone) => (
          <option value={zone} selected={zone === selected} safe>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
    </Field>
  );
}

function ForgotFields({ values, errors }: { values: Record<string, string | undefined>; errors: FieldErrors }) {
  return (
    <>
      <p safe>{t('Enter the e-mail address of your account and we will send you a link to choose a new password.')}</p>
      <Field name="email" label={t('Email')} type="email" value={values.email} error={errors.email} autocomplete="email" required />
      <FormActions submit={t('Send reset link')} />
    </>
  );
}

function ChangeFields({ forgotCode, errors }: { forgotCode?: string; errors: FieldErrors }) {
  return (
    <>
      {forgotCode ? <input type="hidden" name="forgotCode" value={forgotCode} /> : ''}
      {errors.forgotCode ? <Alert kind="error">{escapeHtml(errors.forgotCode)}</Alert> : ''}
      {forgotCode ? (
        ''
      ) : (
        <Field
          name="currentPassword"
          label={t('Current password')}
          type="password"
          error={errors.currentPassword}
          autocomplete="current-password"
          required
        />
      )}
      <NewPassword name="newPassword" label={t('New password')} error={errors.newPassword} />
      <NewPassword name="confirmPassword" label={t('Confirm new password')} error={errors.confirmPassword} hint={false} />
      <FormActions submit={t('Change password')} />
    </>
  );
}

/** The fields of the form's mode (and, for signup, its audience). */
function ModeFields(props: AuthFormProps) {
  const { mode, audience, values = {}, errors = {} } = props;
  if (mode === 'login') return <LoginFields values={values} errors={errors} />;
  if (mode === 'signup') return audience === 'practice' ? <PracticeSignupFields {...props} values={values} errors={errors} /> : <OwnerSignupFields {...props} values={values} errors={errors} />;
  if (mode === 'forgot') return <ForgotFields values={values} errors={errors} />;
  return <ChangeFields forgotCode={props.forgotCode} errors={errors} />;
}

/** The form's message, with its link when it has one. */
function FormMessage({ message }: { message: NonNullable<AuthFormProps['message']> }) {
  return (
    <Alert kind={message.kind}>
      {escapeHtml(message.text)}
      {message.link ? (
        <>
          {' '}
          <a href={message.link.href} safe>
            {message.link.label}
          </a>
        </>
      ) : (
        ''
      )}
    </Alert>
  );
}

/**
 * The auth form (spec §4): one component, four modes (login ↔ signup, login → forgot,
 * forgot → login; `forgot=` in the URL gives change password). htmx swaps it in place,
 * and it works as a plain form too.
 */
export function AuthForm(props: AuthFormProps) {
  const { mode, audience, paths } = props;
  const action = `/auth/${mode}`;
  const withRedirect = (path: string, extra = '') => {
    const params = new URLSearchParams(extra);
    if (props.redirect) params.set('redirect', props.redirect);
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
  return (
    <div id="auth-form" class="auth-card card">
      <h1 safe>{t(HEADINGS[audience][mode])}</h1>
      {props.message ? <FormMessage message={props.message} /> : ''}
      <form method="post" action={action} hx-post={action} hx-target="#auth-form" hx-swap="outerHTML" novalidate>
        {mode === 'signup' && audience === 'owner' ? (
          // The form's other buttons (Send Code, Verify, Apply) post elsewhere; Enter must still sign up.
          <button type="submit" hidden tabindex="-1" aria-hidden="true"></button>
        ) : (
          ''
        )}
        <input type="hidden" name="role" value={audience === 'practice' ? 'vendor' : 'user'} />
        {props.redirect ? <input type="hidden" name="redirect" value={props.redirect} /> : ''}
        <ModeFields {...props} />
      </form>
      <p class="auth-links">
        {mode === 'login' ? (
          <>
            <a href={withRedirect(paths.login, 'mode=forgot')} safe>
              {t('Forgot password?')}
            </a>
            <span aria-hidden="true"> · </span>
            <a href={withRedirect(paths.signup)} safe>
              {audience === 'practice' ? t('Register your practice') : t('Create an account')}
            </a>
          </>
        ) : mode === 'signup' ? (
          <>
            {escapeHtml(t('Already have an account?'))}{' '}
            <a href={withRedirect(paths.login)} safe>
              {t('Login')}
            </a>
          </>
        ) : (
          <a href={withRedirect(paths.login)} safe>
            {t('Back to login')}
          </a>
        )}
      </p>
    </div>
  );
}
