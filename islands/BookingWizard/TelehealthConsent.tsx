/** @jsxImportSource react */
import { useEffect, useState } from 'react';
import { api } from './state';
import type { MessageKey } from '../../src/lib/i18n';
import { useT } from '../lib/use-t';

export const messages = [
  'Where will your pet be during the consultation?',
  'Telehealth rules follow where the pet is at the time of the consultation.',
  'Country code (ISO 3166-1, such as US)',
  'Region code (ISO 3166-2, such as US-CA); empty for the whole country',
  'Telehealth consent',
  'I have read and accept the telehealth consent',
  "You accepted this practice's telehealth consent (version {version}).",
  'Please read and accept the telehealth consent to book a video, phone or chat consultation',
] as const satisfies readonly MessageKey[];

/** What a video, phone or chat booking carries: the owner's place and, when not accepted before, the consent version read. */
export interface Telehealth {
  country: string;
  region: string;
  /** The current version, once loaded. */
  version: number | null;
  /** Accepted with this practice before: not asked again. */
  acceptedBefore: boolean;
  checked: boolean;
}

export const EMPTY_TELEHEALTH: Telehealth = { country: '', region: '', version: null, acceptedBefore: false, checked: false };

/** The fields the booking call sends for it. */
export const telehealthFields = (tele: Telehealth) => ({
  ...(tele.country ? { owner_country: tele.country.trim().toUpperCase(), owner_region: tele.region.trim().toUpperCase() } : {}),
  ...(tele.checked && tele.version !== null && !tele.acceptedBefore ? { telehealth_consent: tele.version } : {}),
});

type Info = { version: number; text: string; accepted: boolean; location: { country: string; region: string } | null };

/** Before paying for a remote consult: where the pet will be (prefilled with the last answer), and the practice's consent, asked once per version. */
export function TelehealthConsent({ listingId, value, missing, onChange }: { listingId: number; value: Telehealth; missing: boolean; onChange: (tele: Telehealth) => void }) {
  const t = useT();
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
    <fieldset className="wizard-telehealth">
      <legend>{t('Where will your pet be during the consultation?')}</legend>
      <p className="muted">{t('Telehealth rules follow where the pet is at the time of the consultation.')}</p>
      <div className="field">
        <label htmlFor="owner-country">{t('Country code (ISO 3166-1, such as US)')}</label>
        <input id="owner-country" name="owner_country" maxLength={2} value={value.country} onChange={(e) => onChange({ ...value, country: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="owner-region">{t('Region code (ISO 3166-2, such as US-CA); empty for the whole country')}</label>
        <input id="owner-region" name="owner_region" maxLength={6} value={value.region} onChange={(e) => onChange({ ...value, region: e.target.value })} />
      </div>
      {needed ? (
        <div className="field telehealth-consent">
          <h3>{t('Telehealth consent')}</h3>
          <div className="consent-text">{(text ?? '').split(/\n\s*\n/).map((p, i) => <p key={i}>{p}</p>)}</div>
          <label>
            <input type="checkbox" name="telehealth_consent" checked={value.checked} aria-invalid={missing && !value.checked} onChange={(e) => onChange({ ...value, checked: e.target.checked })} />{' '}
            {t('I have read and accept the telehealth consent')}
          </label>
          {missing && !value.checked ? <p className="field-error">{t('Please read and accept the telehealth consent to book a video, phone or chat consultation')}</p> : null}
        </div>
      ) : value.version !== null ? (
        <p className="muted telehealth-accepted">{t("You accepted this practice's telehealth consent (version {version}).", { version: value.version })}</p>
      ) : null}
    </fieldset>
  );
}
