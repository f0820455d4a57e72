import type { AccountDataPart } from '../accounts/accounts.data';
import { deleteAnswersOfOwner, findAnswersOfOwner } from './intake.account-data.repo';

/** intake.json: the owner's answers before their visits; erased with the account (a practice's filed copy is its own entry). */
export const intakeAccountData: AccountDataPart = {
  name: 'intake',
  tables: ['intake_answers'],
  async archive(deps, person) {
    const rows = (await findAnswersOfOwner(deps.database.db, person.id)).map(({ booking_id, answers, answered_at }) => ({ booking_id, answers, answered_at }));
    return [{ path: 'intake.json', data: `${JSON.stringify(rows, null, 2)}\n` }];
  },
  async erase(_deps, tx, person) {
    await deleteAnswersOfOwner(tx, person.id);
  },
};
