import type { AppDeps } from '../../deps';
import type { Principal } from '../../plugins/session';
import type { Tenant } from '../../plugins/tenant';
import { LIMITS } from '../../lib/constants/limits';
import { visibleListings } from '../tenant-site/tenant-site.service';
import { listingsFor } from '../listings/listings.service';
import { findVendorById } from './booking.repo';
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

export async function practiceNameOf(deps: AppDeps, vendorId: number): Promise<string> {
  return (await findVendorById(deps.database.db, vendorId))?.name ?? 'Your practice';
}

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
      provider: deps.providers.payments.name,
      stripePublishableKey: deps.providers.payments.name === 'stripe' ? (deps.config.payments.stripePublishableKey ?? null) : null,
      species: bookingPetSpecies(),
      initial: query,
    },
  };
}
