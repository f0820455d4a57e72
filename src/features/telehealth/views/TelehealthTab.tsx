import { escapeHtml } from '@kitajs/html';
import type { FieldErrors } from '../../../lib/form-errors';
import { currentReader, t } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import { FormActions } from '../../../ui/FormActions';
import type { CurrentConsent } from '../telehealth.consent';
import type { ConsentVersion } from '../../../../db/schema';
import { VCPR_MONTHS } from '../telehealth.model';
import { placeLabel } from '../telehealth.places';
import { ConsentText } from './ConsentDoor';
import { PlacePickers } from './PlacePickers';

export interface TelehealthTabProps {
  licences: { id: number; login_id: number; country: string; region: string; number: string | null; first_name: string; last_name: string }[];
  team: { id: number; first_name: string; last_name: string }[];
  months: number;
  /** The practice's own country (ISO 3166-1): the licence form's first choice. */
  practiceCountry: string;
  consent: CurrentConsent;
  versions: ConsentVersion[];
  /** The root admin edits; other members read. */
  canManage: boolean;
  errors?: FieldErrors;
  values?: Record<string, string>;
  saved?: 'licence' | 'window' | 'consent' | null;
}

function Licences({ licences, canManage }: Pick<TelehealthTabProps, 'licences' | 'canManage'>) {
  if (licences.length === 0) return <p class="empty-state" safe>{t('No licences recorded yet.')}</p>;
  const locale = currentReader().locale;
  return (
    <table class="licences">
      <thead>
        <tr>
          <th safe>{t('Team member')}</th>
          <th safe>{t('Licensed in')}</th>
          <th safe>{t('Licence number')}</th>
          {canManage ? <th></th> : ''}
        </tr>
      </thead>
      <tbody>
        {licences.map((licence) => (
          <tr>
            <td safe>{`${licence.first_name} ${licence.last_name}`}</td>
            <td safe>{licence.region ? placeLabel(licence, locale) : t('{country} (whole country)', { country: placeLabel(licence, locale) })}</td>
            <td safe>{licence.number ?? '—'}</td>
            {canManage ? (
              <td class="actions">
                <form method="post" action={`/app/settings/telehealth/licences/${licence.id}/remove`}>
                  <button type="submit" class="button button-ghost" safe>
                    {t('Remove')}
                  </button>
                </form>
              </td>
            ) : (
              ''
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LicenceForm({ team, practiceCountry, errors = {}, values = {} }: Pick<TelehealthTabProps, 'team' | 'practiceCountry' | 'errors' | 'values'>) {
  return (
    <form method="post" action="/app/settings/telehealth/licences" class="licence-form" novalidate>
      <Field name="login_id" label={t('Team member')} error={errors.login_id}>
        <select id="field-login_id" name="login_id" required>
          {team.map((member) => (
            <option value={String(member.id)} selected={values.login_id === String(member.id)} safe>
              {`${member.first_name} ${member.last_name}`}
            </option>
          ))}
        </select>
      </Field>
      <PlacePickers country={values.country || practiceCountry} region={values.region} errors={errors} />
      <Field name="number" label={t('Licence number')} value={values.number} error={errors.number} maxlength={40} />
      <FormActions submit={t('Add licence')} />
    </form>
  );
}

function WindowForm({ months, canManage, errors = {}, values = {} }: Pick<TelehealthTabProps, 'months' | 'canManage' | 'errors' | 'values'>) {
  const hint = t('A video, phone or chat consultation is telemedicine only within this many months after an in-person exam of the pet here.');
  if (!canManage) return <p safe>{t('{count, plural, one {# month} other {# months}}', { count: months })}</p>;
  return (
    <form method="post" action="/app/settings/telehealth/window" novalidate>
      <Field name="vcpr_months" type="number" label={t('VCPR window in months')} value={values.vcpr_months ?? months} error={errors.vcpr_months} hint={hint} required inputmode="numeric" step="1" />
      <p class="muted" safe>{t('From {min} to {max} months.', { min: VCPR_MONTHS.min, max: VCPR_MONTHS.max })}</p>
      <FormActions />
    </form>
  );
}

function ConsentForm({ consent, versions, canManage, errors = {}, values = {} }: Pick<TelehealthTabProps, 'consent' | 'versions' | 'canManage' | 'errors' | 'values'>) {
  return (
    <>
      <p class="muted" safe>{consent.isDefault ? t('Version {version} (the default text)', { version: consent.version }) : t('Version {version}', { version: consent.version })}</p>
      {canManage ? (
        <form method="post" action="/app/settings/telehealth/consent" novalidate>
          <Field name="text" label={t('Consent text')} error={errors.text} hint={t('Each saved change is a new version: owners accept it again before their next video, phone or chat consultation.')}>
            <textarea id="field-text" name="text" rows="10" maxlength="10000" required aria-invalid={errors.text ? 'true' : undefined} aria-describedby={errors.text ? 'field-text-hint field-text-error' : 'field-text-hint'} safe>
              {values.text ?? consent.text}
            </textarea>
          </Field>
          <FormActions />
        </form>
      ) : (
        <ConsentText consent={consent} />
      )}
      {versions.length > 1 ? (
        <details>
          <summary safe>{t('Earlier versions')}</summary>
          {versions.slice(1).map((version) => (
            <div class="consent-version">
              <h4 safe>{t('Version {version}', { version: version.version })}</h4>
              <ConsentText consent={{ version: version.version, text: version.text, isDefault: false }} />
            </div>
          ))}
        </details>
      ) : (
        ''
      )}
    </>
  );
}

/** The Telehealth tab: where the team is licensed, the VCPR window and the consent text. */
export function TelehealthSettingsPanel(props: TelehealthTabProps) {
  return (
    <div id="telehealth-panel" class="card">
      {props.saved ? <Alert kind="success">{escapeHtml(t('Your telehealth settings have been saved.'))}</Alert> : ''}
      <h3 safe>{t('Licences')}</h3>
      <p class="muted" safe>{t('Where each member of your team is licensed to practise. A remote consultation is telemedicine only where the pet is, during it, in a licensed region.')}</p>
      <Licences licences={props.licences} canManage={props.canManage} />
      {props.canManage ? <LicenceForm team={props.team} practiceCountry={props.practiceCountry} errors={props.errors} values={props.values} /> : ''}
      <h3 safe>{t('VCPR window')}</h3>
      <WindowForm months={props.months} canManage={props.canManage} errors={props.errors} values={props.values} />
      <h3 safe>{t('Telehealth consent')}</h3>
      <ConsentForm consent={props.consent} versions={props.versions} canManage={props.canManage} errors={props.errors} values={props.values} />
    </div>
  );
}
