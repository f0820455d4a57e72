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
/** What became of the bookings of the types a save took away (the redirect after it says). */
export interface ListingsSaved {
  kept?: number;
  canceled?: number;
  failed?: number;
}

function SavedNotice({ saved }: { saved: ListingsSaved }) {
  return (
    <>
      {saved.kept ? <Alert kind="success" message={t('Listing saved. The upcoming bookings of the types you took away stay booked.')} /> : ''}
      {saved.canceled ? <Alert kind="success" message={t('Listing saved. {count, plural, one {# upcoming booking was} other {# upcoming bookings were}} canceled; the owners are refunded and told by e-mail.', { count: saved.canceled })} /> : ''}
      {saved.failed ? <Alert message={t('{count, plural, one {# booking} other {# bookings}} could not be canceled: cancel them from Appointments.', { count: saved.failed })} /> : ''}
    </>
  );
}

export function ListingsPage({ tenant, principal, listings, currency, saved = {} }: { tenant: Tenant; principal: Principal; listings: Listing[] | null; currency: string; saved?: ListingsSaved }) {
  return (
    <DashboardLayout title={t('My Listings')} tenant={tenant} principal={principal} current="/app/listings">
      <div class="page-heading">
        <h1 safe>{t('My Listings')}</h1>
        <a class="button" href="/app/listings/item" safe>
          {t('New Listing')}
        </a>
      </div>
      <SavedNotice saved={saved} />
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
