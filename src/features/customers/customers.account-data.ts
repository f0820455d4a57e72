import type { AccountDataPart } from '../accounts/accounts.data';

/** Who was a practice's customer stays its own record: the practice still finds its clinical entries, under "Former client". */
export const customersAccountData: AccountDataPart = {
  name: 'customers',
  tables: ['practice_customers'],
};
