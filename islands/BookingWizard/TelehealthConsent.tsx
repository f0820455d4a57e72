/** @jsxImportSource react */
import { useEffect, useId, useState } from 'react';
import { api } from './state';
import type { Telehealth } from './telehealth-fields';
import { FieldError } from './Alerts';
import { PlacePickers, type PlaceChoice } from './PlacePickers';
import { useT } from '../lib/use-t';

type Info = { version: number; text: string; accepted: boolean; location: { country: string; region: string } | null; practice_country: string };

/** The server's refusal of the booking and the field it names (`owner_country`, `telehealth_consent`, …). */
export type Refusal = { field: string | null; message: string | null };

/**
 * Before booking a remote consult: where the pet will be (the last answer, else the practice's
 * country), and for an owner the practice's consent, asked once per version and required until a
 * booking is made with it (unticked: the server's 422 is said under the box). A practice booking
 * for its customer is asked the place only: the owner accepts the consent at the session's door.
 */
export default function TelehealthConsent({ listingId, askConsent, value, refusal, onChange }: { listingId: number; askConsent: boolean; value: Telehealth; refusal: Refusal; onChange: (tele: Telehealth) => void }) {
  const t = useT();
  const errorId = `${useId()}-consent-error`;
  const [text, setText] = useState<string | null>(null);
  const [countries, setCountries] = useState<PlaceChoice[] | null>(null);
  useEffect(() => {
    void api<{ countries: PlaceChoice[] }>('/api/telehealth/countries').then(({ ok, body }) => ok && setCountries(body.countries));
    void api<Info>(`/api/telehealth/consent?vendor_listing_id=${listingId}`).then(({ ok, body }) => {
      if (!ok) return;
      setText(body.text);
      const place = value.country ? value : (body.location ?? { country: body.practice_country, region: '' });
      onChange({ ...value, version: body.version, acceptedBefore: body.accepted, country: place.country, region: place.region });
    });
  }, [listingId]);
  const needed = askConsent && value.version !== null && !value.acceptedBefore;
  const error = (field: string) => (refusal.field === field ? refusal.message : null);
  return (
    <fieldset className="wizard-telehealth" data-ready={value.version !== null && countries !== null}>
      <legend>{askConsent ? t('Where will your pet be during the consultation?') : t('Where will the pet be during the consultation?')}</legend>
      <PlacePickers countries={countries} country={value.country} region={value.region} errors={{ country: error('owner_country'), region: error('owner_region') }} onChange={(place) => onChange({ ...value, ...place })} />
      {needed ? (
        <div className="field telehealth-consent">
          <div className="consent-text">{(text ?? '').split(/\n\s*\n/).map((p, i) => <p key={i}>{p}</p>)}</div>
          <label>
            <input
              type="checkbox"
              name="telehealth_consent"
              required
              checked={value.checked}
              aria-invalid={error('telehealth_consent') ? true : undefined}
              aria-describedby={error('telehealth_consent') ? errorId : undefined}
              onChange={(e) => onChange({ ...value, checked: e.target.checked })}
            />{' '}
            {t('I have read and accept the telehealth consent')}
          </label>
          <FieldError message={error('telehealth_consent')} id={errorId} />
        </div>
      ) : null}
    </fieldset>
  );
}
