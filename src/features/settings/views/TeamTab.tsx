import { escapeHtml } from '@kitajs/html';
import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import { DataTable } from '../../../ui/DataTable';
import type { FieldErrors } from '../../../lib/form-errors';
import type { TeamMemberView } from '../../accounts/accounts.team.service';
import { FormActions } from '../../../ui/FormActions';
import { FormKey } from '../../../ui/FormKey';
import { isRootAdminSubrole } from '../../../lib/policy';
import { t, translated } from '../../../lib/i18n';
import { formatPhone } from '../../../lib/phone';
import { PhoneField } from '../../../ui/PhoneField';

const SUBROLE_LABELS = { root_admin: 'Root admin', user: 'User' } as const;

/** The rules' messages come from another feature, maybe already in the reader's language: each shown translated. */
const shown = (errors: FieldErrors): FieldErrors => Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, translated(text)]));

/** The Team tab: every member, newest first, with edit and remove. */
export function TeamList({ members, selfId, message, phoneCountry }: { members: TeamMemberView[]; selfId: number; message?: string; phoneCountry: string }) {
  return (
    <div id="team-panel">
      {message ? <Alert kind="success">{escapeHtml(translated(message))}</Alert> : ''}
      <p>
        <a class="button" href="/app/settings/team/new" safe>
          {t('Add team member')}
        </a>
      </p>
      <DataTable
        class="table team-table"
        columns={[t('Name'), t('Email'), t('Mobile'), t('Role'), { hidden: t('Actions') }]}
        rows={members}
        row={(m) => (
          <tr data-member={m.email}>
            <td safe>{`${m.first_name} ${m.last_name}`}</td>
            <td safe>{m.email}</td>
            <td safe>{formatPhone(m.phone, phoneCountry)}</td>
            <td safe>{t(SUBROLE_LABELS[m.subrole])}</td>
            <td class="actions">
              <a href={`/app/settings/team/${m.id}`} safe>
                {t('Edit')}
              </a>
              {m.id === selfId ? (
                ''
              ) : (
                <a href={`/app/settings/team/${m.id}/remove`} safe>
                  {t('Remove')}
                </a>
              )}
            </td>
          </tr>
        )}
      />
    </div>
  );
}

export interface TeamMemberFormProps {
  /** null for a new member. */
  id: number | null;
  values: Partial<Record<'first_name' | 'last_name' | 'email' | 'phone' | 'country' | 'subrole', string | null>>;
  errors?: FieldErrors;
  /** The practice's country: the mobile's unless another is chosen. */
  phoneCountry: string;
}

/** spec §5 Team member: first name, last name, e-mail, mobile with its country; password optional on edit. */
export function TeamMemberForm({ id, values, errors: given = {}, phoneCountry }: TeamMemberFormProps) {
  const errors = shown(given);
  // A stored number (E.164) is shown as the practice reads it, which its country reads back.
  const phone = values.phone?.startsWith('+') && !values.country ? formatPhone(values.phone, phoneCountry) : values.phone;
  const action = id ? `/app/settings/team/${id}` : '/app/settings/team/new';
  const subrole = values.subrole ?? 'user';
  return (
    <div id="team-member-form" class="card">
      <h3 safe>{id ? t('Edit team member') : t('Add team member')}</h3>
      <form method="post" action={action} hx-post={action} hx-target="#team-member-form" hx-swap="outerHTML" novalidate>
        {id ? '' : <FormKey />}
        <Field name="first_name" label={t('First name')} value={values.first_name} error={errors.first_name} required />
        <Field name="last_name" label={t('Last name')} value={values.last_name} error={errors.last_name} required />
        <Field name="email" label={t('Email')} type="email" value={values.email} error={errors.email} required />
        <PhoneField value={phone} country={values.country ?? phoneCountry} error={errors.phone} countryError={errors.country} />
        <Field name="subrole" label={t('Role')} error={errors.subrole}>
          <select id="field-subrole" name="subrole">
            <option value="user" selected={!isRootAdminSubrole(subrole)} safe>
              {t('User')}
            </option>
            <option value="root_admin" selected={isRootAdminSubrole(subrole)} safe>
              {t('Root admin')}
            </option>
          </select>
        </Field>
        <Field
          name="password"
          label={id ? t('New password (optional)') : t('Password (optional)')}
          type="password"
          error={errors.password}
          autocomplete="new-password"
          hint={id ? t('Leave empty to keep the current password.') : t('Leave empty: we e-mail them a link to set their own.')}
        />
        <FormActions cancel="/app/settings/team" />
      </form>
    </div>
  );
}

export interface RemoveMemberProps {
  member: TeamMemberView;
  listings: { id: number; title: string }[];
  others: TeamMemberView[];
  /** A refusal: beside the successor picker when it names it, above the form otherwise (removing yourself). */
  error?: { field?: string; message: string };
  /** The successor chosen in a refused post, chosen again. */
  chosen?: string;
}

/** Removing a member asks for confirmation, and who takes over their listings when they have some. */
export function RemoveMember({ member, listings, others, error, chosen }: RemoveMemberProps) {
  const action = `/app/settings/team/${member.id}/remove`;
  const byPicker = error?.field === 'successor' && listings.length > 0;
  return (
    <div id="remove-member" class="card">
      <h3 safe>{t('Remove {name}?', { name: `${member.first_name} ${member.last_name}` })}</h3>
      {error && !byPicker ? <Alert kind="error">{escapeHtml(error.message)}</Alert> : ''}
      <form method="post" action={action}>
        {listings.length > 0 ? (
          <Field
            name="successor"
            label={t('Who takes over their listings?')}
            hint={t('They own or manage: {titles}.', { titles: listings.map((l) => l.title).join(', ') })}
            error={byPicker ? error.message : undefined}
          >
            <select
              id="field-successor"
              name="successor"
              required
              aria-invalid={byPicker ? 'true' : undefined}
              aria-describedby={byPicker ? 'field-successor-hint field-successor-error' : 'field-successor-hint'}
            >
              <option value="" safe>
                {t('Choose a team member')}
              </option>
              {others.map((o) => (
                <option value={String(o.id)} selected={chosen === String(o.id)} safe>
                  {`${o.first_name} ${o.last_name}`}
                </option>
              ))}
            </select>
          </Field>
        ) : (
          ''
        )}
        <FormActions submit={t('Remove')} kind="button-danger" cancel="/app/settings/team" />
      </form>
    </div>
  );
}
