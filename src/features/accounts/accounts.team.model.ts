import { t } from 'elysia';
import { LIMITS } from '../../lib/constants/limits';
import { Email, FirstName, LastName, Mobile, PhoneCountry } from './accounts.model';
import type { MessageKey } from '../../lib/i18n';

/** Catalogue keys, translated where shown. */
export const TEAM_MESSAGES = {
  cannotRemoveSelf: 'You cannot remove yourself',
  cannotDemoteSelf: 'You cannot change your own role',
  lastRootAdmin: 'A practice needs at least one root admin',
  successorRequired: 'Choose who takes over their listings',
  successorInvalid: 'The new owner must be another team member',
  memberNotFound: 'Team member not found',
  memberAdded: 'Team member added. We have e-mailed them a link to set their password.',
  memberSaved: 'Team member saved.',
  memberRemoved: 'Team member removed.',
} as const satisfies Record<string, MessageKey>;

export const Subrole = t.Union([t.Literal('root_admin'), t.Literal('user')], { error: 'Role must be root admin or user' });

/** spec §5 Team member: first name, last name, e-mail and mobile (its country the practice's unless chosen) required; password optional. */
export const TeamMemberBody = t.Object({
  first_name: FirstName,
  last_name: LastName,
  email: Email,
  phone: Mobile,
  country: PhoneCountry,
  subrole: Subrole,
  password: t.Optional(
    t.Union([t.Literal(''), t.String({ minLength: LIMITS.PASSWORD_MIN, maxLength: 200 })], { error: 'Password must be at least 8 characters' }),
  ),
});
export type TeamMemberInput = typeof TeamMemberBody.static;

export const RemoveMemberBody = t.Object({ successor: t.Optional(t.Union([t.Literal(''), t.Numeric({ minimum: 1 })])) });
