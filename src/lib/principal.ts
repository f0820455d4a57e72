import type { Role, Subrole } from './constants/roles';

/** Who is signed in: the spec's token claims (id, vendor_id, role, subrole, email, pic, exp) plus a name. */
export interface Principal {
  id: number;
  vendor_id: number | null;
  role: Role;
  subrole: Subrole | null;
  email: string;
  pic: string | null;
  first_name: string;
  last_name: string;
  exp: number;
  /** The token version the session was issued with (set by the session plugin): an open room socket compares it later. */
  token_version?: number;
  /** The account's chosen language (`en`, `es`) and tracker units (`us`, `metric`); null or absent: not chosen. */
  language?: string | null;
  units?: string | null;
}

/** An account as a session is made from it and checked against it: a pet owner or admin (users) or a practice login. */
export interface SessionAccount {
  id: number;
  role: Role;
  vendor_id: number | null;
  subrole: Subrole | null;
  email: string;
  pic: string | null;
  first_name: string;
  last_name: string;
  /** Raised on logout and password change, so older tokens stop working. */
  token_version: number;
  language?: string | null;
  units?: string | null;
}
