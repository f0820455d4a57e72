import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { Alert } from '../../../ui/Alert';
import { formatMoney } from '../../../lib/money';
import { consultationTypeLabel } from '../../../lib/constants/consultation-types';
import type { Listing } from '../../../../db/schema';
import { LISTINGS_LOAD_FAILED } from '../listings.model';
import { t } from '../../../lib/i18n';

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
    <DashboardLayout title={t('My Listings')} tenant={tenant} principal={principal} current="/app/listings">
      <div class="page-heading">
        <h1 safe>{t('My Listings')}</h1>
        <a class="button" href="/app/listings/item" safe>
          {t('New Listing')}
        </a>
      </div>
      {listings === null ? <Alert message={t(LISTINGS_LOAD_FAILED)} /> : ''}
      {listings !== null && listings.length === 0 ? <p class="empty-state" safe>{t('No listing found!')}</p> : ''}
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
                  <span class="muted" safe>{c.status ? t('{duration} min', { duration: c.duration }) : t('{duration} min · disabled', { duration: c.duration })}</span>
                  <strong safe>{formatMoney(c.price, currency, 'short')}</strong>
                </li>
              ))}
            </ul>
            <a class="button button-ghost" href={`/app/listings/item?id=${listing.id}`} aria-label={t('Edit {listing}', { listing: listing.title })} safe>
              {t('Edit')}
            </a>
          </article>
        ))}
      </div>
    </DashboardLayout>
  );
}
