import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { searchPractices } from '../accounts/accounts.platform.service';

/** The practices the platform admin's report can be narrowed to, by name. */
export async function practiceChoices(deps: AppDeps, principal: Principal): Promise<{ id: number; name: string }[]> {
  const rows = await searchPractices(deps, principal, '');
  return rows.map((r) => ({ id: r.id, name: r.name })).sort((a, b) => a.name.localeCompare(b.name));
}
