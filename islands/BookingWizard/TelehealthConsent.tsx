/** @jsxImportSource react */
import { useEffect, useId, useState } from 'react';
import { api } from './state';
import type { Telehealth } from './telehealth-fields';
import { FieldError } from './Alerts';
import { useT } from '../lib/use-t';

type Info = { version: number; text: string; accepted: boolean; location: { country: string; region: string } | null };

/**
 * Before paying for a remote consult: where the pet will be (prefilled with the last answer), and
 * the practice's consent, asked once per version and required until a booking is made with it
 * (unticked: the server's 422, `error`, is said under the box). A declined card leaves it as it was.
 */
export default function TelehealthConsent({ listingId, value, error, onChange }: { listingId: number; value: Telehealth; error?: string | null; onChange: (tele: Telehealth) => void }) {
  const t = useT();
  const errorId = `${useId()}-consent-error`;
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    void api<Info>(`/api/telehealth/consent?vendor_listing_id=${listingId}`).then(({ ok, body }) => {
      if (!ok) return;
      setText(body.text);
      onChange({ ...value, version: body.version, acceptedBefore: body.accepted, country: value.country || body.location?.country || '', region: value.region || body.location?.region || '' });
    });
  }, [listingId]);
  const needed = value.version !== null && !value.acceptedBefore;
  return (
    <fieldset className="wizard-telehealth" data-ready={value.version !== null}>
      <legend>{t('Where will your pet be during the consultation?')}</legend>
      <div className="field">
        <label htmlFor="owner-country">{t('Country')}</label>
        <input id="owner-country" name="owner_country" maxLength={2} value={value.country} onChange={(e) => onChange({ ...value, country: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="owner-region">{t('Region (such as US-CA)')}</label>
        <input id="owner-region" name="owner_region" maxLength={6} value={value.region} onChange={(e) => onChange({ ...value, region: e.target.value })} />
      </div>
      {needed ? (
        <div className="field telehealth-consent">
          <div className="consent-text">{(text ?? '').split(/\n\s*\n/).map((p, i) => <p key={i}>{p}</p>)}</div>
          <label>
            <input
              type="checkbox"
              name="telehealth_consent"
              required
              checked={value.checked}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => onChange({ ...value, checked: e.target.checked })}
            />{' '}
            {t('I have read and accept the telehealth consent')}
          </label>
          <FieldError message={error} id={errorId} />
        </div>
      ) : null}
    </fieldset>
  );
}
