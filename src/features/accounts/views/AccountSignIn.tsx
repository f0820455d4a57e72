import { escapeHtml } from '@kitajs/html';
import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import { FormActions } from '../../../ui/FormActions';
import { PhoneField } from '../../../ui/PhoneField';
import type { FieldErrors } from '../../../lib/form-errors';
import { t } from '../../../lib/i18n';

/** What a section of the Account page shows after a post: a message, the fields' errors, what was typed (never a password). */
export interface SectionState {
  message?: { kind: 'error' | 'success'; text: string };
  errors?: FieldErrors;
  values?: Record<string, string | undefined>;
}

/** The base of the Account page's posts: /app/account for owners, /app/settings/account for practice logins. */
export type AccountBase = '/app/account' | '/app/settings/account';

function Message({ state }: { state: SectionState }) {
  return state.message ? <Alert kind={state.message.kind}>{escapeHtml(state.message.text)}</Alert> : '';
}

/** A form of the page that htmx swaps in place (its section), and that posts as a plain form without script. */
function SectionForm({ id, action, children }: { id: string; action: string; children: JSX.Element | JSX.Element[] }) {
  return (
    <form method="post" action={action} hx-post={action} hx-target={`#${id}`} hx-swap="outerHTML" novalidate>
      {children as 'safe'}
    </form>
  );
}

/** Change e-mail: a link to the new address confirms it (the old one keeps working until then, and is told after). */
export function EmailSection({ base, email, state = {} }: { base: AccountBase; email: string; state?: SectionState }) {
  const errors = state.errors ?? {};
  return (
    <section id="account-email" class="card account-section" aria-labelledby="account-email-title">
      <h2 id="account-email-title" safe>{t('E-mail address')}</h2>
      <p safe>{t('You sign in with {email}.', { email })}</p>
      <Message state={state} />
      <SectionForm id="account-email" action={`${base}/email`}>
        <Field name="email" id="account-new-email" label={t('New e-mail address')} type="email" autocomplete="email" value={state.values?.email} error={errors.email} required />
        <Field name="currentPassword" id="account-email-password" label={t('Current password')} type="password" autocomplete="current-password" error={errors.currentPassword} required />
        <FormActions submit={t('Send confirmation link')} />
      </SectionForm>
    </section>
  );
}

/** Change mobile: the spec's Send Code, then the code and Verify, to the new number. */
export function MobileSection({ base, phone, country, sent = false, state = {} }: { base: AccountBase; phone: string | null; country: string; sent?: boolean; state?: SectionState }) {
  const errors = state.errors ?? {};
  const step = (path: string, label: string) => (
    <button type="submit" class="button button-ghost" formaction={`${base}/mobile/${path}`} hx-post={`${base}/mobile/${path}`} hx-target="#account-mobile" hx-swap="outerHTML" safe>
      {label}
    </button>
  );
  return (
    <section id="account-mobile" class="card account-section" aria-labelledby="account-mobile-title">
      <h2 id="account-mobile-title" safe>{t('Mobile number')}</h2>
      <p safe>{phone ? t('Your verified mobile number is {phone}.', { phone }) : t('No mobile number yet.')}</p>
      <Message state={state} />
      <form method="post" action={`${base}/mobile/send`} novalidate>
        <div class="field-with-action">
          <PhoneField value={state.values?.phone} country={state.values?.country || country} error={errors.phone} countryError={errors.country} hint={t('The new number: we text it a 4-digit code.')} />
          {step('send', sent ? t('Resend Code') : t('Send Code'))}
        </div>
        {sent ? (
          <div class="field-with-action">
            <Field name="otp" id="account-otp" label={t('Code')} inputmode="numeric" autocomplete="one-time-code" maxlength={4} error={errors.otp} required />
            {step('verify', t('Verify'))}
          </div>
        ) : (
          ''
        )}
      </form>
    </section>
  );
}

/** Change password: the current one, then the new one twice; every other session ends. */
export function PasswordSection({ base, state = {} }: { base: AccountBase; state?: SectionState }) {
  const errors = state.errors ?? {};
  return (
    <section id="account-password" class="card account-section" aria-labelledby="account-password-title">
      <h2 id="account-password-title" safe>{t('Password')}</h2>
      <p safe>{t('Changing it signs you out everywhere else: other browsers and apps, and the links in your booking e-mails.')}</p>
      <Message state={state} />
      <SectionForm id="account-password" action={`${base}/password`}>
        <Field name="currentPassword" id="account-password-current" label={t('Current password')} type="password" autocomplete="current-password" error={errors.currentPassword} required />
        <Field name="newPassword" id="account-password-new" label={t('New password')} type="password" autocomplete="new-password" error={errors.newPassword} required />
        <Field name="confirmPassword" id="account-password-confirm" label={t('Confirm new password')} type="password" autocomplete="new-password" error={errors.confirmPassword} required />
        <FormActions submit={t('Change password')} />
      </SectionForm>
    </section>
  );
}
