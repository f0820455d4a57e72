import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { Alert } from '../../../ui/Alert';
import { DataTable } from '../../../ui/DataTable';
import { Field } from '../../../ui/Field';
import { t } from '../../../lib/i18n';
import { formatDate, formatSlot } from '../../../lib/time';

export const URGENT_PATH = '/app/urgent';

/** A listing that holds urgent slots back, with the day the page shows for it (YYYY-MM-DD in its zone). */
export interface UrgentListingDay {
  id: number;
  title: string;
  timezone: string;
  date: string;
  /** Whether it holds a share of its slots back. */
  holds: boolean;
  released: boolean;
  /** Why the day asked cannot be released (in the past, too far ahead): said beside it, with no Release. */
  refusal?: string | null;
}

export interface UrgentRelease {
  listingId: number;
  date: string;
  at: string;
  firstName: string | null;
  lastName: string | null;
}

interface UrgentSlotsPageProps {
  tenant: Tenant;
  principal: Principal;
  listings: UrgentListingDay[];
  releases: UrgentRelease[];
  notice?: string | null;
}

function ListingDay({ listing }: { listing: UrgentListingDay }) {
  const day = formatDate(listing.date);
  return (
    <section class="card urgent-day" data-listing={String(listing.id)}>
      <h2 safe>{listing.title}</h2>
      {listing.holds ? <ReleaseDay listing={listing} day={day} /> : <p class="muted" safe>{t('This listing holds back no urgent slots')}</p>}
    </section>
  );
}

function ReleaseDay({ listing, day }: { listing: UrgentListingDay; day: string }) {
  return (
    <>
      <form method="get" action={URGENT_PATH} class="filters">
        <input type="hidden" name="listing" value={String(listing.id)} />
        <Field name="date" id={`urgent-date-${listing.id}`} label={t('Date')} type="date" value={listing.date} error={listing.refusal ?? undefined} />
        <button type="submit" class="button button-ghost" safe>
          {t('Show day')}
        </button>
      </form>
      {listing.refusal ? (
        ''
      ) : listing.released ? (
        <p class="muted" safe>
          {t('Urgent slots for {day} are open to everyone.', { day })}
        </p>
      ) : (
        <form method="post" action={`${URGENT_PATH}/release`}>
          <input type="hidden" name="listing" value={String(listing.id)} />
          <input type="hidden" name="date" value={listing.date} />
          <button type="submit" class="button" safe>
            {t('Release urgent slots for {day}', { day })}
          </button>
        </form>
      )}
    </>
  );
}

/** The practice's urgent slots: release a day's held slots to everyone, and the days released so far. */
export function UrgentSlotsPage({ tenant, principal, listings, releases, notice }: UrgentSlotsPageProps) {
  const titles = new Map(listings.map((l) => [l.id, l] as const));
  return (
    <DashboardLayout title={t('Urgent slots')} tenant={tenant} principal={principal} current={URGENT_PATH}>
      <h1 safe>{t('Urgent slots')}</h1>
      {notice ? <Alert kind="success" message={notice} /> : ''}
      {listings.every((l) => !l.holds) ? <p class="empty-state" safe>{t("None of your listings holds back urgent slots. Set a share in a listing's Same-day capacity.")}</p> : ''}
      {listings.map((listing) => (
        <ListingDay listing={listing} />
      ))}
      <h2 safe>{t('Days released')}</h2>
      <DataTable
        class="urgent-releases"
        rows={releases}
        columns={[t('Listing'), t('Date'), t('Released by'), t('Released at')]}
        empty={t('No day released yet.')}
        row={(r) => (
          <tr>
            <td safe>{titles.get(r.listingId)?.title ?? ''}</td>
            <td safe>{formatDate(r.date)}</td>
            <td safe>{[r.firstName, r.lastName].filter(Boolean).join(' ')}</td>
            <td safe>{formatSlot(r.at, titles.get(r.listingId)?.timezone ?? 'UTC')}</td>
          </tr>
        )}
      />
    </DashboardLayout>
  );
}
