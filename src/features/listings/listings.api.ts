import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import type { Listing } from '../../../db/schema';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { featureRoutes } from '../../plugins/setup';
import { unprocessable } from '../../lib/errors';
import { formKeyOf, once } from '../../lib/form-once';
import { siteOrigin } from '../../lib/site-url';
import { noDefault } from '../../lib/no-default';
import { ListingInput, PolicyInput } from './listings.model';
import { policyInUnits } from './listings.policy';
import { ListingRuleError, consultationsInUnits, currencyFor, listingForEdit, listingsFor } from './listings.service';
import { STRANDED_CHOICES, StrandedBookingsQuestion, saveListingMindingBookings } from './listings.removals';
import { listingPolicyFor, setListingPolicy } from './listings.policy-setting';
import type { ListingBookings } from './listings.ports';

const PRACTICE = { auth: { role: 'vendor' as const } };
const IdParams = t.Object({ id: t.Numeric({ minimum: 1, error: 'id must be a listing id' }) });
/** The listing form's fields, and the answer to its question about the bookings of types a change takes away. */
const SaveBody = t.Object({
  ...ListingInput.properties,
  stranded: t.Optional(noDefault(t.UnionEnum([...STRANDED_CHOICES], { error: 'Choose what happens to these bookings' }))),
  stranded_seen: t.Optional(t.Array(t.Integer({ minimum: 1 }), { maxItems: 1000, error: 'stranded_seen must be the ids of the bookings the question named' })),
});
const PolicyBody = t.Object({ policy: PolicyInput });

/** A listing as its form shows it: prices and fees in the currency's units, with the currency. */
const listingJson = (l: Listing, currency: string) => ({
  id: l.id,
  title: l.title,
  line1: l.line1,
  line2: l.line2,
  address: l.address,
  avatar: l.avatar,
  timezone: l.timezone,
  vendor_login_id: l.vendor_login_id,
  managers: l.managers,
  currency,
  consultations: consultationsInUnits(l.consultations, currency),
  policy: policyInUnits(l.policy, currency),
  urgent: l.urgent ?? null,
  owner_series: l.owner_series,
  created_at: l.created_at,
  updated_at: l.updated_at,
});

interface SaveContext {
  user: Principal;
  tenant: Tenant;
  request: Request;
  body: typeof SaveBody.static;
  set: { status?: number | string };
}

/**
 * My Listings as JSON: the practice's listings (a team member's: those they manage), and the
 * listing form's save, its rules and its question about booked visits, through the same services.
 */
export const listingsApi = (deps: AppDeps, bookings: ListingBookings) => {
  /** Saves as the form does; a rule broken is a 422 naming its field, the booked-visits question a 409 naming `stranded` with the bookings. */
  const save = async ({ user, tenant, request, body, set }: SaveContext, id: number | null) => {
    const { stranded, stranded_seen, ...input } = body;
    const key = id ? null : formKeyOf(user, 'listing', request.headers.get('idempotency-key'));
    const run = () => saveListingMindingBookings(deps, user, { id, input, avatar: null, choice: stranded, seen: stranded_seen ?? [], site: siteOrigin(deps.config, tenant) }, bookings);
    try {
      const saved = await once(deps.database.db, key, run);
      set.status = id ? 200 : 201;
      return { listing: listingJson(saved.listing, await currencyFor(deps, user)), kept: saved.kept, canceled: saved.canceled, failed: saved.failed };
    } catch (error) {
      if (error instanceof StrandedBookingsQuestion) {
        set.status = 409;
        return { msg: error.message, field: 'stranded', bookings: error.bookings };
      }
      if (!(error instanceof ListingRuleError)) throw error;
      const [field, message] = Object.entries(error.errors)[0]!;
      throw unprocessable(message, field);
    }
  };
  return featureRoutes('listings-api', deps)
    .get('/api/listings', async ({ user }) => {
      const currency = await currencyFor(deps, user);
      return { listings: (await listingsFor(deps, user)).map((l) => listingJson(l, currency)) };
    }, PRACTICE)
    .get('/api/listings/:id', async ({ user, params }) => listingJson(await listingForEdit(deps, user, params.id), await currencyFor(deps, user)), { ...PRACTICE, params: IdParams })
    .post('/api/listings', (ctx) => save(ctx, null), { ...PRACTICE, body: SaveBody })
    .put('/api/listings/:id', (ctx) => save(ctx, ctx.params.id), { ...PRACTICE, params: IdParams, body: SaveBody })
    .get('/api/listings/:id/cancel-policy', ({ user, params }) => listingPolicyFor(deps, user, params.id), { ...PRACTICE, params: IdParams })
    .put('/api/listings/:id/cancel-policy', ({ user, params, body }) => setListingPolicy(deps, user, params.id, body.policy), { ...PRACTICE, params: IdParams, body: PolicyBody })
    // No policy of its own: a full refund until the start.
    .delete('/api/listings/:id/cancel-policy', ({ user, params }) => setListingPolicy(deps, user, params.id, null), { ...PRACTICE, params: IdParams });
};
