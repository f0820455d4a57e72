import { SUBROLES, type Subrole } from '../constants/roles';
import type { Principal } from '../principal';

/*
 * The coarse questions: which kind of person is this? Every role and sub-role comparison of
 * the app is written here (and in config.ts), so "who is a root admin" has one answer.
 */

type Who = Pick<Principal, 'id' | 'role' | 'subrole' | 'vendor_id'> | null | undefined;

/** A role as a claim, a form field or a stored column names it: a pet owner (`user`). */
export const isOwnerRole = (role: string | null | undefined): boolean => role === 'user';
/** A role naming a practice login (`vendor`). */
export const isPracticeRole = (role: string | null | undefined): boolean => role === 'vendor';
/** A role naming the platform admin. */
export const isAdminRole = (role: string | null | undefined): boolean => role === 'admin';
/** A practice login's sub-role naming the practice's root admin. */
export const isRootAdminSubrole = (subrole: string | null | undefined): boolean => subrole === SUBROLES.ROOT_ADMIN;
/** Whether two stored roles name the same kind of account. */
export const sameRole = (a: string | null | undefined, b: string | null | undefined): boolean => a === b;

/** A signed-in pet owner. */
export const isPetOwner = (p: Who): boolean => isOwnerRole(p?.role);
/** A signed-in practice login: its root admin or a team member. */
export const isPracticeLogin = (p: Who): boolean => isPracticeRole(p?.role);
/** The platform admin. */
export const isPlatformAdmin = (p: Who): boolean => isAdminRole(p?.role);
/** Not a practice: a pet owner or the platform admin (the "owner" side of the dashboard). */
export const isOwnerSide = (p: Who): boolean => Boolean(p) && !isPracticeLogin(p);
/** The top-level account of a practice (spec §6): sees Users, Reports, Website, Domains, Team. */
export const isRootAdmin = (p: Who): boolean => isPracticeLogin(p) && isRootAdminSubrole(p!.subrole) && p!.vendor_id !== null;
/** Whether the person holds this sub-role (the session macro's `auth: { subrole }`). */
export const hasSubrole = (p: Who, subrole: Subrole): boolean => p?.subrole === subrole;
/** A practice login with the user sub-role: works only with the listings it manages. */
export const isTeamMember = (p: Who): boolean => isPracticeLogin(p) && p!.subrole === SUBROLES.USER;
/** The practice a practice login belongs to; null for anyone else. */
export const practiceOf = (p: Who): number | null => (isPracticeLogin(p) ? (p!.vendor_id ?? null) : null);
/** Whether two role-and-id pairs name the same account (a person and a file's uploader, say). */
export const isAccount = (p: { role: string; id: number } | null | undefined, account: { role: string; id: number }): boolean => Boolean(p) && sameRole(p!.role, account.role) && p!.id === account.id;
