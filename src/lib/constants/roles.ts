/** Roles and vendor sub-roles (spec §6). */
const ROLES = {
  USER: 'user',
  VENDOR: 'vendor',
  ADMIN: 'admin',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

export const SUBROLES = {
  ROOT_ADMIN: 'root_admin',
  USER: 'user',
} as const;
export type Subrole = (typeof SUBROLES)[keyof typeof SUBROLES];

