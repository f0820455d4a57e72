/** @jsxImportSource react */
import { useId } from 'react';
import { useT } from '../lib/use-t';

/** A listing's no-show fee as the payment stage words it: the fee ("$25.00") and the practice that may charge it. */
export interface NoShow {
  fee: string;
  practice: string;
}

/** The owner's consent to keep the card for the no-show fee: required to pay for such a listing (its texts are in payment-messages.ts). */
export function NoShowConsent({ noShow, consent, missing, onChange }: { noShow: NoShow; consent: boolean; missing: boolean; onChange: (consent: boolean) => void }) {
  const t = useT();
  const id = useId();
  const refused = missing && !consent;
  return (
    <div className="field no-show-consent">
      <label>
        <input type="checkbox" name="no_show_consent" checked={consent} aria-invalid={refused} aria-describedby={refused ? `${id}-error` : undefined} onChange={(e) => onChange(e.target.checked)} />{' '}
        {t('I agree that {practice} may charge a no-show fee of {amount} to this card if I miss the appointment.', { practice: noShow.practice, amount: noShow.fee })}
      </label>
      {refused ? <p className="field-error" id={`${id}-error`}>{t('Please agree to the no-show fee to book this consultation by card')}</p> : null}
    </div>
  );
}
