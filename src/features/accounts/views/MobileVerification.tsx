import { Field } from '../../../ui/Field';
import { PhoneField } from '../../../ui/PhoneField';
import { t } from '../../../lib/i18n';
import { MESSAGES } from '../accounts.model';

export interface MobileVerificationProps {
  /** start: number and Send Code; sent: also the code and Verify; verified: the number locked. */
  state: 'start' | 'sent' | 'verified';
  phone?: string;
  /** The number's country as chosen (ISO alpha-2). */
  country?: string;
  /** Carried in a hidden field once verified, so a re-shown form keeps the number locked. */
  token?: string;
  phoneError?: string;
  countryError?: string;
  otpError?: string;
  /** The code as typed, shown again with its refusal. */
  otp?: string;
  notice?: string;
}

/**
 * The signup form's mobile verification (spec §4): Send Code, then the code and Verify;
 * 'Verified!' locks the number. Its buttons post the whole form: htmx swaps just this
 * block, and without script the same addresses answer the whole page.
 */
export function MobileVerification(props: MobileVerificationProps) {
  const step = (path: string, label: string) => (
    <button type="submit" class="button button-ghost" formaction={path} hx-post={path} hx-target="#mobile-verification" hx-swap="outerHTML" safe>
      {label}
    </button>
  );
  if (props.state === 'verified') {
    return (
      <div id="mobile-verification" class="mobile-verification is-verified">
        <PhoneField value={props.phone} country={props.country} readonly hint={t('This number is verified.')} />
        <input type="hidden" name="mobile_token" value={props.token} />
        <p class="verified-badge" role="status" safe>
          {t(MESSAGES.verified)}
        </p>
      </div>
    );
  }
  return (
    <div id="mobile-verification" class="mobile-verification">
      <div class="field-with-action">
        <PhoneField value={props.phone} country={props.country} error={props.phoneError} countryError={props.countryError} />
        {step('/auth/mobile/send', props.state === 'sent' ? t('Resend Code') : t('Send Code'))}
      </div>
      {props.notice ? (
        <p class="field-hint" role="status" safe>
          {props.notice}
        </p>
      ) : (
        ''
      )}
      {props.state === 'sent' ? (
        <div class="field-with-action">
          <Field name="otp" label={t('Code')} inputmode="numeric" autocomplete="one-time-code" maxlength={4} value={props.otp} error={props.otpError} required />
          {step('/auth/mobile/verify', t('Verify'))}
        </div>
      ) : (
        ''
      )}
    </div>
  );
}
