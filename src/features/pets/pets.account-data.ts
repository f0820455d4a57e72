import type { AccountDataPart } from '../accounts/accounts.data';
import { petView } from './pets.service';
import { findAllPetsOfOwner, stripPetsOfOwner } from './pets.account-data.repo';

/** pets.json: every pet, removed ones marked; on deletion the pets keep only what a practice's records name. */
export const petsAccountData: AccountDataPart = {
  name: 'pets',
  tables: ['pets'],
  async archive(deps, person) {
    const all = await findAllPetsOfOwner(deps.database.db, person.id);
    const list = all.map((pet) => ({ ...petView(pet), removed: pet.status === 0, created_at: pet.created_at, updated_at: pet.updated_at }));
    return [{ path: 'pets.json', data: `${JSON.stringify(list, null, 2)}\n` }];
  },
  async erase(deps, tx, person) {
    await stripPetsOfOwner(tx, person.id, deps.clock().toISOString());
  },
};
