import { Field } from '../../../ui/Field';
import { MESSAGES } from '../accounts.model';
import { t } from '../../../lib/i18n';

export interface MobileVerificationProps {
  /** start: number and Send Code; sent: also the code and Verify; verified: the number locked. */
  state: 'start' | 'sent' | 'verified';
  phone?: string;
  /** Carried in a hidden field once verified, so a re-shown form keeps the number locked. */
  token?: string;
  phoneError?: string;
  otpError?: string;
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
        <Field name="phone" label={t('Mobile number')} type="tel" value={props.phone} readonly hint={t('This number is verified.')} />
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
        <PhoneField value={props.phone} error={props.phoneError} />
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
          <Field name="otp" label={t('Code')} inputmode="numeric" autocomplete="one-time-code" maxlength={4} error={props.otpError} required />
          {step('/auth/mobile/verify', t('Verify'))}
        </div>
      ) : (
        ''
      )}
    </div>
  );
}

/** The mobile number field (spec §5: 10 digits, no country code), for signup and practice signup alike. */
export function PhoneField({ value, error }: { value?: string; error?: string }) {
  return (
    <Field
      name="phone"
      label="Mobile number"
      type="tel"
      inputmode="numeric"
      autocomplete="tel-national"
      maxlength={10}
      hint="10 digits, without the country code"
      value={value}
      error={error}
      required
    />
  );
}
