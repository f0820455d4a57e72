import type { Principal } from '../../../src/lib/principal';

/**
 * The kinds of person the policy's table answers for, its columns in order (policy.test.ts says
 * who each is). The exports' matrix (tests/integration/features/records/exports-matrix.test.ts)
 * asks the same people, so a new column there is a new column here.
 */
export const PEOPLE = {
  out: null,
  own: person({ id: 1, role: 'user' }),
  oth: person({ id: 2, role: 'user' }),
  adm: person({ id: 100, role: 'vendor', vendor_id: 10, subrole: 'root_admin' }),
  adm2: person({ id: 200, role: 'vendor', vendor_id: 20, subrole: 'root_admin' }),
  tmM: person({ id: 101, role: 'vendor', vendor_id: 10, subrole: 'user' }),
  tmN: person({ id: 102, role: 'vendor', vendor_id: 10, subrole: 'user' }),
  plat: person({ id: 9, role: 'admin' }),
} satisfies Record<string, Principal | null>;
export type Who = keyof typeof PEOPLE;
export const COLUMNS = Object.keys(PEOPLE) as Who[];

function person(over: Partial<Principal> & Pick<Principal, 'id' | 'role'>): Principal {
  return { vendor_id: null, subrole: null, email: `p${over.id}@example.com`, pic: null, first_name: 'P', last_name: String(over.id), exp: 0, ...over };
}
