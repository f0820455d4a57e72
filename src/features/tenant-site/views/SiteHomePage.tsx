import { Layout } from '../../../ui/Layout';
import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import type { PublicListing } from '../../listings/listings.service';
import { Island } from '../../../ui/Island';
import { PracticeBodySection, PracticeHeaderSection } from './PracticeSections';
import { NOT_TAKING_BOOKINGS } from '../../accounts/accounts.practices.service';
import { formatMoney } from '../../../lib/money';
import { LIMITS } from '../../../lib/constants/limits';
import { consultationTypeLabel } from '../../../lib/constants/consultation-types';
import { WEEKDAYS } from '../../../lib/constants/weekdays';
import { consultationChoice } from '../../../ui/island-choices';
import { t, translated } from '../../../lib/i18n';
import { policyLines } from '../../../lib/cancel-policy-words';

/**
 * A practice's branded booking page (spec §1): its header HTML, a Book an Appointment
 * block, and its body HTML. Both HTML sections were sanitized by the service.
 */
export function SiteHomePage({
  site,
  principal,
  headerHtml: safeHeaderHtml,
  bodyHtml: safeBodyHtml,
  listings,
  takingBookings,
  preview,
}: {
  site: Extract<Tenant, { kind: 'site' }>;
  principal: Principal | null;
  headerHtml: string;
  bodyHtml: string;
  listings: PublicListing[];
  /** false while a platform admin has the practice suspended. */
  takingBookings: boolean;
  /** Shown in the website editor's sandboxed preview: no script. */
  preview?: boolean;
}) {
  return (
    <Layout title={t('Book an Appointment')} tenant={site} principal={principal} islands={!preview} htmx={false} scriptless={preview}>
      <PracticeHeaderSection safeHtml={safeHeaderHtml} />
      <section class="practice-section book-block" aria-labelledby="book-heading">
        <div class="container">
          <h1 id="book-heading" safe>{t('Book an Appointment')}</h1>
          {!takingBookings ? (
            <p class="empty-state" role="status" safe>
              {translated(NOT_TAKING_BOOKINGS)}
            </p>
          ) : listings.length === 0 ? (
            <p class="empty-state" safe>{t('Consultations are not available currently.')}</p>
          ) : (
            <div class="card-grid">
              {listings.map((listing) => (
                <article class="card listing-card">
                  <h3 safe>{listing.title}</h3>
                  <p safe>{listing.line1}</p>
                  {listing.line2 ? <p class="muted" safe>{listing.line2}</p> : ''}
                  {listing.address ? <p class="muted" safe>{listing.address}</p> : ''}
                  <ul class="consultation-list">
                    {listing.consultations.map((c) => (
                      <li>
                        <span safe>{consultationTypeLabel(c.type)}</span>
                        <span class="muted" safe>{t('{duration} min', { duration: c.duration })}</span>
                        <strong safe>{formatMoney(c.price, site.practice.currency, 'short')}</strong>
                      </li>
                    ))}
                  </ul>
                  <Island
                    name="BookingWidget"
                    props={{
                      listingId: listing.id,
                      listingZone: listing.timezone,
                      consultations: listing.consultations.map((c) => consultationChoice(c, site.practice.currency)),
                      daysAhead: LIMITS.BOOKING_DAYS_AHEAD,
                      continueTo: '/book',
                      signInFirst: principal ? undefined : '/login',
                    }}
                  />
                  {listing.policy ? (
                    <details class="cancel-policy-details">
                      <summary safe>{t('Cancellation policy')}</summary>
                      <ul>
                        {policyLines(listing.policy, site.practice.currency).map((line) => (
                          <li safe>{line}</li>
                        ))}
                      </ul>
                    </details>
                  ) : (
                    ''
                  )}
                  <details class="opening-hours-details">
                    <summary safe>{t('Opening hours')}</summary>
                    <Island name="OpeningHours" props={{ timezone: listing.timezone, consultations: listing.consultations, weekdays: [...WEEKDAYS] }} />
                  </details>
                </article>
              ))}
            </div>
          )}
        </div>
      </section>
      <PracticeBodySection safeHtml={safeBodyHtml} />
    </Layout>
  );
}
