/** Roles, vendor sub-roles and numeric role levels (spec §6). */
export const ROLES = {
  USER: 'user',
  VENDOR: 'vendor',
  ADMIN: 'admin',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_NAMES = Object.values(ROLES) as Role[];

export const SUBROLES = {
  ROOT_ADMIN: 'root_admin',
  USER: 'user',
} as const;
export type Subrole = (typeof SUBROLES)[keyof typeof SUBROLES];

export const ROLE_LEVELS = {
  ROOT_ADMIN: 1,
  ADMIN: 2,
  USER: 3,
} as const;

/** The vendor id assumed when none is known (spec §6). */
export const DEFAULT_VENDOR_ID = 1;
