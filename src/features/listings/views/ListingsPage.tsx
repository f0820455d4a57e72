import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { Alert } from '../../../ui/Alert';
import { formatMoney } from '../../../lib/money';
import { consultationTypeLabel } from '../../../lib/constants/consultation-types';
import type { Listing } from '../../../../db/schema';
import { LISTINGS_LOAD_FAILED } from '../listings.model';

function initials(title: string): string {
  return title
    .replace(/^Dr\.?\s+/i, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/** My Listings (spec §2): a card per listing with its consultations and prices. */
export function ListingsPage({ tenant, principal, listings, currency }: { tenant: Tenant; principal: Principal; listings: Listing[] | null; currency: string }) {
  return (
    <DashboardLayout title="My Listings" tenant={tenant} principal={principal} current="/app/listings">
      <div class="page-heading">
        <h1>My Listings</h1>
        <a class="button" href="/app/listings/item">
          New Listing
        </a>
      </div>
      {listings === null ? <Alert message={LISTINGS_LOAD_FAILED} /> : ''}
      {listings !== null && listings.length === 0 ? <p class="empty-state">No listing found!</p> : ''}
      <div class="card-grid">
        {(listings ?? []).map((listing) => (
          <article class="card listing-card">
            <div class="listing-card-head">
              {listing.avatar ? (
                <img class="avatar" src={listing.avatar} alt="" width="64" height="64" />
              ) : (
                <span class="avatar avatar-initials" aria-hidden="true" safe>
                  {initials(listing.title)}
                </span>
              )}
              <div>
                <h2 safe>{listing.title}</h2>
                <p safe>{listing.line1}</p>
                {listing.line2 ? <p class="muted" safe>{listing.line2}</p> : ''}
                {listing.address ? <p class="muted" safe>{listing.address}</p> : ''}
              </div>
            </div>
            <ul class="consultation-list">
              {listing.consultations.map((c) => (
                <li class={c.status ? '' : 'is-disabled'}>
                  <span safe>{consultationTypeLabel(c.type)}</span>
                  <span class="muted" safe>{`${c.duration} min${c.status ? '' : ' · disabled'}`}</span>
                  <strong safe>{formatMoney(c.price, currency, 'short')}</strong>
                </li>
              ))}
            </ul>
            <a class="button button-ghost" href={`/app/listings/item?id=${listing.id}`} aria-label={`Edit ${listing.title}`}>
              Edit
            </a>
          </article>
        ))}
      </div>
    </DashboardLayout>
  );
}
