import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { LIMITS } from '../../lib/constants/limits';
import { listingsFor, visibleListings } from '../listings/listings.service';
import { practiceName as practiceNameOf } from '../accounts/practices.service';
import { bookingPetSpecies, consultationChoice } from '../../ui/island-choices';
import type { BookingWizardProps, WizardListing } from '../../../islands/BookingWizard/types';

export interface WizardQuery {
  listing?: number;
  type?: number;
  slot?: string;
  tz?: string;
  stage?: number;
}

/** The BookingWizard island's props: plain JSON (the island defines them). */
type WizardProps = BookingWizardProps;

export type Wizard = { allowed: true; practiceName: string; props: WizardProps } | { allowed: false; practiceName: string; message: string };

/**
 * Who may use the wizard where (spec §6): on the main host only practices create
 * appointments; on a practice site its owners and the practice itself. A practice books its
 * own listings (a team member only those they manage); an owner the site's visible listings.
 */
export async function wizardFor(deps: AppDeps, tenant: Tenant, principal: Principal, query: WizardQuery): Promise<Wizard> {
  let mode: WizardProps['mode'];
  let listings: WizardListing[];
  let practiceName: string;
  type ListingRow = Omit<WizardListing, 'consultations'> & { consultations: { type: number; duration: number; price: number; status?: boolean }[] };
  const visible = (rows: ListingRow[]): WizardListing[] =>
    rows
      .map(({ id, title, line1, line2, address, timezone, consultations }) => ({
        id,
        title,
        line1,
        line2,
        address,
        timezone,
        consultations: consultations.filter((c) => c.status !== false).map(consultationChoice),
      }))
      .filter((l) => l.consultations.length > 0);
  if (principal.role === 'vendor' && principal.vendor_id) {
    mode = 'practice';
    practiceName = await practiceNameOf(deps, principal.vendor_id);
    const own = tenant.kind !== 'site' || tenant.website.vendor_id === principal.vendor_id;
    listings = own ? visible(await listingsFor(deps, principal)) : [];
  } else if (principal.role === 'user' && tenant.kind === 'site') {
    mode = 'owner';
    practiceName = tenant.website.name;
    listings = visible(await visibleListings(deps, tenant.website.vendor_id));
  } else {
    return { allowed: false, practiceName: '', message: "Appointments are booked on the practice's own site." };
  }
  return {
    allowed: true,
    practiceName,
    props: {
      mode,
      practiceName,
      listings,
      daysAhead: LIMITS.BOOKING_DAYS_AHEAD,
      // A provider that creates payment intents takes the card in its own frame (Stripe's Payment Element).
      cardByIntent: Boolean(deps.providers.payments.createIntent),
      stripePublishableKey: deps.providers.payments.createIntent ? (deps.config.payments.stripePublishableKey ?? null) : null,
      species: bookingPetSpecies(),
      initial: query,
    },
  };
}
