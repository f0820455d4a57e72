import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, constraintCode, notFound, unprocessable } from '../../lib/errors';
import { fieldErrors } from '../../lib/form-errors';
import { can, isRootAdminSubrole, ownPractice } from '../../lib/policy';
import type { VendorLogin } from '../../../db/schema/index';
import { findVendorLoginByEmail } from './accounts.repo';
import { MESSAGES } from './accounts.model';
import { hashPassword } from './accounts.service';
import { mobileE164, mobileErrors } from './accounts.mobile';
import { practiceLocaleOf } from './accounts.practices.service';
import { sendSetPasswordLink } from './accounts.password.service';
import { TEAM_MESSAGES as T, TeamMemberBody, type TeamMemberInput } from './accounts.team.model';
import {
  countRootAdmins,
  deleteTeamMember,
  findVendorLoginOfVendor,
  findVendorLoginsByVendor,
  findVendorName,
  insertTeamMember,
  updateTeamMember,
} from './accounts.team.repo';
import { accessChanged } from '../../lib/access-changes';
import { announceAccountChange, type AccountChange } from './accounts.changes';
import { translated } from '../../lib/i18n';

export interface TeamMemberView {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  pic: string | null;
  subrole: 'root_admin' | 'user';
  created_at: string;
}

const view = (m: VendorLogin): TeamMemberView => ({
  id: m.id,
  first_name: m.first_name,
  last_name: m.last_name,
  email: m.email,
  phone: m.phone,
  pic: m.pic,
  subrole: m.subrole,
  created_at: m.created_at,
});

/** Thrown with every rule a team member form breaks, each in the reader's language (keys translated, form texts already are). */
export class TeamRuleError extends AppError {
  readonly errors: Record<string, string>;
  constructor(errors: Record<string, string>, status = 422) {
    super(status, Object.values(errors)[0] ?? 'Invalid team member', Object.keys(errors)[0]);
    this.errors = Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, translated(text)]));
  }
}

/** The team is the root admin's to manage (spec §6); anyone else is told it does not exist. */
export function practiceOf(principal: Principal): number {
  if (!can(principal, 'practice:manage-team', ownPractice(principal))) throw notFound();
  return principal.vendor_id!;
}

export async function listTeam(deps: AppDeps, principal: Principal): Promise<TeamMemberView[]> {
  return (await findVendorLoginsByVendor(deps.database.db, practiceOf(principal))).map(view);
}

export async function teamMember(deps: AppDeps, principal: Principal, id: number): Promise<TeamMemberView> {
  const member = await findVendorLoginOfVendor(deps.database.db, practiceOf(principal), id);
  if (!member) throw notFound(T.memberNotFound);
  return view(member);
}

/** The input with its mobile in E.164 (read in the practice's country unless another is chosen), or every rule it breaks. */
async function checked(deps: AppDeps, vendorId: number, input: TeamMemberInput): Promise<TeamMemberInput> {
  const errors = fieldErrors(TeamMemberBody, input);
  const typed = { mobile: errors.phone ? '' : input.phone, country: input.country, field: 'phone' };
  const fallback = (await practiceLocaleOf(deps, vendorId)).country;
  const all = { ...mobileErrors(typed, fallback), ...errors };
  if (Object.keys(all).length > 0) throw new TeamRuleError(all);
  return { ...input, phone: mobileE164(typed, fallback) };
}

const duplicate = (error: unknown) => constraintCode(error) === 'SQLITE_CONSTRAINT_UNIQUE';

/** Adds a member; they get an e-mail with a single-use link to set their password (unless one is given). */
export async function addTeamMember(deps: AppDeps, principal: Principal, input: TeamMemberInput, ip: string): Promise<TeamMemberView> {
  const vendorId = practiceOf(principal);
  input = await checked(deps, vendorId, input);
  const db = deps.database.db;
  if (await findVendorLoginByEmail(db, input.email)) throw new TeamRuleError({ email: MESSAGES.signupDuplicate }, 409);
  let member: VendorLogin;
  try {
    member = await insertTeamMember(db, {
      vendor_id: vendorId,
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email.toLowerCase(),
      phone: input.phone,
      subrole: input.subrole,
      password_hash: input.password ? await hashPassword(input.password) : null,
    });
  } catch (error) {
    if (duplicate(error)) throw new TeamRuleError({ email: MESSAGES.signupDuplicate }, 409);
    throw error;
  }
  deps.log.info('team_member_added', { vendor_id: vendorId, vendor_login_id: member.id });
  await sendSetPasswordLink(deps, member, await findVendorName(db, vendorId), ip, 'vendor', { passwordGiven: Boolean(input.password) });
  return view(member);
}

/** What an edit ends, told in its transaction: a new password ends what was given out under the old one, a new sub-role what it no longer allows. */
function changesOf(before: VendorLogin, after: VendorLogin, newPassword: boolean, at: string): AccountChange[] {
  const changes: AccountChange[] = [];
  if (newPassword) changes.push({ what: 'password', account: 'vendor_logins', id: after.id, at });
  if (isRootAdminSubrole(before.subrole) !== isRootAdminSubrole(after.subrole)) changes.push({ what: 'subrole', account: 'vendor_logins', id: after.id, at, after: { ...after, role: 'vendor' } });
  return changes;
}

/** Edits a member; the password stays unless a new one is given. Nobody demotes themselves or the last root admin. */
export async function editTeamMember(deps: AppDeps, principal: Principal, id: number, input: TeamMemberInput): Promise<TeamMemberView> {
  const vendorId = practiceOf(principal);
  input = await checked(deps, vendorId, input);
  const db = deps.database.db;
  const member = await findVendorLoginOfVendor(db, vendorId, id);
  if (!member) throw notFound(T.memberNotFound);
  if (isRootAdminSubrole(member.subrole) && !isRootAdminSubrole(input.subrole)) {
    if (member.id === principal.id) throw new TeamRuleError({ subrole: T.cannotDemoteSelf });
    if ((await countRootAdmins(db, vendorId)) <= 1) throw new TeamRuleError({ subrole: T.lastRootAdmin });
  }
  const other = await findVendorLoginByEmail(db, input.email);
  if (other && other.id !== id) throw new TeamRuleError({ email: MESSAGES.signupDuplicate }, 409);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const at = deps.clock().toISOString();
  try {
    const saved = await db.transaction(async (tx) => {
      const values = { first_name: input.first_name, last_name: input.last_name, email: input.email.toLowerCase(), phone: input.phone, subrole: input.subrole };
      const row = await updateTeamMember(tx, vendorId, id, { ...values, ...(passwordHash ? { password_hash: passwordHash } : {}) }, at);
      if (!row) throw notFound(T.memberNotFound);
      for (const change of changesOf(member, row, Boolean(passwordHash), at)) await announceAccountChange(deps, tx, change);
      return row;
    });
    // A new password or sub-role may end what the member may see.
    accessChanged(deps, { account: 'vendor_logins', id });
    return view(saved);
  } catch (error) {
    if (duplicate(error)) throw new TeamRuleError({ email: MESSAGES.signupDuplicate }, 409);
    throw error;
  }
}

/** The practice of a member the root admin may remove: nobody removes themselves or the last root admin. */
export async function removableMember(deps: AppDeps, principal: Principal, id: number): Promise<number> {
  const vendorId = practiceOf(principal);
  const db = deps.database.db;
  const member = await findVendorLoginOfVendor(db, vendorId, id);
  if (!member) throw notFound(T.memberNotFound);
  if (member.id === principal.id) throw new TeamRuleError({ member: T.cannotRemoveSelf }, 409);
  if (isRootAdminSubrole(member.subrole) && (await countRootAdmins(db, vendorId)) <= 1) throw new TeamRuleError({ member: T.lastRootAdmin }, 409);
  return vendorId;
}

/** The member named to take over what a removed member leaves: someone else of the same practice. */
export async function successorOf(deps: AppDeps, vendorId: number, id: number, successor?: number): Promise<number> {
  if (!successor) throw new TeamRuleError({ successor: T.successorRequired }, 409);
  const next = await findVendorLoginOfVendor(deps.database.db, vendorId, successor);
  if (!next || next.id === id) throw unprocessable(T.successorInvalid, 'successor');
  return next.id;
}

/** Deletes a member cleared for removal; what they made (calendar feeds) ends with the row, what their access opened (live rooms) after it. */
export async function deleteRemovedMember(deps: AppDeps, vendorId: number, id: number): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    // Told before the row goes, so what they made still names them.
    await announceAccountChange(deps, tx, { what: 'removed', account: 'vendor_logins', id, at: deps.clock().toISOString() });
    if (!(await deleteTeamMember(tx, vendorId, id))) throw notFound(T.memberNotFound);
  });
  accessChanged(deps, { account: 'vendor_logins', id });
  deps.log.info('team_member_removed', { vendor_id: vendorId, vendor_login_id: id });
}
