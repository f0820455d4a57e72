import type { Principal } from '../../../lib/principal';
import { isPracticeLogin, isPetOwner } from '../../../lib/policy';
import { CALENDAR_FEEDS, OWNER_WAITLIST, PRACTICE_WAITLIST } from '../../../lib/paths';
import type { Tenant } from '../../../lib/tenant';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { Field } from '../../../ui/Field';
import { BOOKING_FILTERS } from '../../../lib/constants/booking-status';
import { NO_APPOINTMENTS, SORTS, listUrl, type ListFilters } from '../appointments.model';
import type { BookingsPage as AppointmentsPage } from '../../booking/booking.detail';
import { AppointmentCard } from '../../booking/views/AppointmentCard';
import { t, type MessageKey } from '../../../lib/i18n';

const STATUS_LABELS: Record<(typeof BOOKING_FILTERS)[number], MessageKey> = {
  'in progress': 'Upcoming',
  complete: 'Complete',
  canceled: 'Canceled',
  rescheduled: 'Rescheduled',
  'no-show': 'No-show',
  arrived: 'Arrived',
};

/** Zones are offered once per process: the list is long and never changes. */
const ZONES = (() => {
  const supported = Intl.supportedValuesOf('timeZone');
  return supported.includes('UTC') ? supported : ['UTC', ...supported];
})();

interface AppointmentListProps {
  page: AppointmentsPage;
  principal: Principal;
  filters: ListFilters;
  basePath: string;
  zone: string;
}

/**
 * The htmx fragment: one page of cards, then Load more while a full page came back. The first
 * page is swapped into #appointments-list by the filters; later pages replace the button.
 */
export function AppointmentList({ page, principal, filters, basePath, zone }: AppointmentListProps) {
  if (page.items.length === 0 && filters.page === 1) return <p class="empty-state" safe>{t(NO_APPOINTMENTS)}</p>;
  return (
    <>
      {page.items.map((booking) => (
        <AppointmentCard booking={booking} principal={principal} zone={zone} now={page.now} />
      ))}
      {page.hasMore ? (
        <div class="load-more" id="load-more">
          <button type="button" class="button button-ghost" hx-get={listUrl(basePath, { ...filters, tz: zone }, filters.page + 1)} hx-target="#load-more" hx-swap="outerHTML" safe>
            {t('Load more')}
          </button>
        </div>
      ) : (
        ''
      )}
    </>
  );
}

interface AppointmentsScreenProps extends AppointmentListProps {
  tenant: Tenant;
  listings: { id: number; title: string }[];
  /** Spec §2: practices, and owners on a practice site, may book from here. */
  showNewAppointment: boolean;
  /** An owner on the main host books with a practice found in the search. */
  showFindPractice?: boolean;
  /** A new practice's first-steps checklist (Settings renders it), if it has one. */
  safeFirstSteps?: JSX.Element | string;
  /** After Cancel: the booking canceled and what became of its money. */
  notice?: string | null;
}

/** The appointments screen (spec §2): filter panel, cards with Load more, New Appointment. */
const NewAppointmentLink = () => (
  <a class="button" href="/book" safe>
    {t('New Appointment')}
  </a>
);

/** An owner on the main host books with a practice found in the search. */
const FindPracticeLink = () => (
  <a class="button" href="/vet-appointments/" safe>
    {t('Find a practice')}
  </a>
);

/** Owners and practice logins subscribe to their appointments from a calendar app. */
const CalendarFeedsLink = () => (
  <a class="button button-ghost" href={CALENDAR_FEEDS} data-calendar-feeds safe>
    {t('Calendar feeds')}
  </a>
);

/** Who waits for a freed slot (the practice), or the owner's own waitlist entries. */
const WaitlistLink = ({ href, label }: { href: string; label: string }) => (
  <a class="button button-ghost" href={href} data-waitlist-link safe>
    {label}
  </a>
);

/** A practice releases a day's urgent slots held back (same-day capacity). */
const UrgentSlotsLink = () => (
  <a class="button button-ghost" href="/app/urgent" data-urgent-slots safe>
    {t('Urgent slots')}
  </a>
);

/** A practice narrows its list to one of its listings. */
function ListingFilter({ listings, selected }: { listings: AppointmentsScreenProps['listings']; selected: number | undefined }) {
  return (
    <Field name="listing" label={t('Listing')}>
      <select id="field-listing" name="listing">
        <option value="" safe>
          {t('All listings')}
        </option>
        {listings.map((listing) => (
          <option value={String(listing.id)} selected={selected === listing.id} safe>
            {listing.title}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function AppointmentsScreen(props: AppointmentsScreenProps) {
  const { tenant, principal, filters, basePath, zone, listings, showNewAppointment, safeFirstSteps = '' } = props;
  const practice = isPracticeLogin(principal);
  return (
    <DashboardLayout title={t('My Appointments')} tenant={tenant} principal={principal} current={basePath}>
      <div class="page-heading">
        <h1 safe>{t('My Appointments')}</h1>
        {showNewAppointment ? <NewAppointmentLink /> : ''}
        {props.showFindPractice ? <FindPracticeLink /> : ''}
        {practice || isPetOwner(principal) ? <CalendarFeedsLink /> : ''}
        {practice ? <WaitlistLink href={PRACTICE_WAITLIST} label={t('Waitlist')} /> : isPetOwner(principal) ? <WaitlistLink href={OWNER_WAITLIST} label={t('My waitlist')} /> : ''}
        {practice ? <UrgentSlotsLink /> : ''}
      </div>
      {props.notice ? (
        <p class="alert alert-success" role="status" data-cancel-notice safe>
          {props.notice}
        </p>
      ) : (
        ''
      )}
      {safeFirstSteps}
      <form
        class="filters appointment-filters"
        method="get"
        action={basePath}
        hx-get={basePath}
        hx-trigger="change, submit"
        hx-target="#appointments-list"
        hx-push-url="true"
        aria-label={t('Filter appointments')}
      >
        <Field name="status" label={t('Status')}>
          <select id="field-status" name="status">
            {BOOKING_FILTERS.map((value) => (
              <option value={value} selected={filters.status === value} safe>
                {t(STATUS_LABELS[value])}
              </option>
            ))}
          </select>
        </Field>
        {practice ? <ListingFilter listings={listings} selected={filters.listing} /> : ''}
        <Field name="sort" label={t('Sort by')}>
          <select id="field-sort" name="sort">
            {SORTS.map((sort) => (
              <option value={sort.value} selected={filters.sort === sort.value} safe>
                {t(sort.label)}
              </option>
            ))}
          </select>
        </Field>
        <Field name="tz" label={t('Timezone')}>
          {/* With no zone in the URL, public/js/appointments.js picks the browser's. */}
          <select id="field-tz" name="tz" data-browser-zone={filters.tz ? undefined : 'true'}>
            {ZONES.map((z) => (
              <option value={z} selected={z === zone} safe>
                {z.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </Field>
        <noscript>
          <button type="submit" class="button" safe>
            {t('Apply')}
          </button>
        </noscript>
      </form>
      <div id="appointments-list" class="appointment-list" aria-live="polite">
        <AppointmentList {...props} />
      </div>
      <script src="/public/js/appointments.js" defer></script>
    </DashboardLayout>
  );
}
