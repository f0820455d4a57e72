import type { AccountDataPart } from '../accounts/accounts.data';
import { removeNewsletterSubscriber } from './public-site.account-data.repo';

/** A deleted owner's address leaves the newsletter too. */
export const publicSiteAccountData: AccountDataPart = {
  name: 'public-site',
  tables: ['newsletter_subscribers'],
  async erase(_deps, tx, person) {
    await removeNewsletterSubscriber(tx, person.email);
  },
};
