import type { AppDeps } from '../../deps';
import { CATEGORY_KEYS } from '../../lib/constants/record-categories';
import { countRecordsByCategory } from './records.repo';

/** A pet's records counted by category, in the menu's order (deleting the pet says what it hides). */
export async function recordCountsOfPet(deps: AppDeps, petId: number): Promise<{ category: string; count: number }[]> {
  const counts = await countRecordsByCategory(deps.database.db, petId);
  const order = (key: string) => {
    const at = CATEGORY_KEYS.indexOf(key);
    return at === -1 ? CATEGORY_KEYS.length : at;
  };
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => order(a) - order(b))
    .map(([category, count]) => ({ category, count }));
}
