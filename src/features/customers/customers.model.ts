import { t } from 'elysia';
import { Email, FirstName, LastName, Mobile, PhoneCountry } from '../accounts/accounts.model';
import type { MessageKey } from '../../lib/i18n';

/** A customer a practice registers (spec §6): names, e-mail and mobile, no password. */
export const CustomerBody = t.Object({ first_name: FirstName, last_name: LastName, email: Email, phone: Mobile, country: PhoneCountry });
export type CustomerInput = typeof CustomerBody.static;

export const CustomerQuery = t.Object({ email: Email });

export const CUSTOMER_NOT_FOUND = 'Customer not found' satisfies MessageKey;
/** One way to name the person: an id and an e-mail for two people would answer which one an id's e-mail is. */
export const CUSTOMER_NAMED_TWICE = 'Name the customer by user_id or by customer_email, not both' satisfies MessageKey;

/** Everything a practice sees of its own customer. */
export interface CustomerView {
  customer: true;
  id: number;
  first_name: string;
  last_name: string;
  display_name: string;
  email: string;
  phone: string | null;
}

/** All a practice learns of an account that is not its customer: that it exists, and "First L.". */
export interface AccountExistsView {
  customer: false;
  exists: true;
  display_name: string;
}
