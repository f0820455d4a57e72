import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { practiceName } from '../accounts/accounts.practices.service';
import { CustomerBody, CustomerQuery } from './customers.model';
import { findCustomer, registerCustomer } from './customers.service';
import { formKeyOf, once } from '../../lib/form-once';

/** A practice finds a person by e-mail, or registers a new customer, when booking for them (spec §6). */
export const customerLookupRoutes = (deps: AppDeps) =>
  featureRoutes('customer-lookup-routes', deps)
    .get('/api/booking/customers', ({ user, query }) => findCustomer(deps, user, query.email), {
      auth: { role: 'vendor' },
      query: CustomerQuery,
      detail: {
        summary: "A practice finds a person by e-mail ('Customer not found')",
        description: 'Its own customer: {customer: true, id, first_name, last_name, display_name, email, phone}. Anyone else: {customer: false, exists: true, display_name} ("First L.") and nothing more.',
        tags: ['customers'],
      },
    })
    .post(
      '/api/booking/customers',
      async ({ user, body, set, clientIp, request }) => {
        set.status = 201;
        const key = formKeyOf(user, 'customer', request.headers.get('idempotency-key'));
        return once(deps.database.db, key, async () => registerCustomer(deps, user, body, await practiceName(deps, user.vendor_id ?? 0), clientIp));
      },
      {
        auth: { role: 'vendor' },
        body: CustomerBody,
        detail: { summary: 'A practice registers a customer without a password; they get a set-password e-mail', tags: ['customers'] },
      },
    );
