import type { Tenant } from '../../../lib/tenant';
import { HtmlDocument } from '../../../ui/HtmlDocument';
import { Island } from '../../../ui/Island';
import { t, translated } from '../../../lib/i18n';
import { NOT_TAKING_BOOKINGS } from '../../accounts/accounts.practices.service';
import type { EmbedBookingProps } from '../../../../islands/EmbedBooking/types';

type Site = Extract<Tenant, { kind: 'site' }>;

/** The practice's name or logo, as its own site shows it. */
export function EmbedBrand({ site }: { site: Site }) {
  const { website } = site;
  return <p class="embed-brand">{website.logo ? <img src={website.logo} alt={website.name} height="40" /> : <strong safe>{website.name}</strong>}</p>;
}

/**
 * `/embed`: the booking flow framed on the practice's own website, in its brand. The frame
 * reports its height to the page around it (public/js/embed-frame.js) so it never scrolls.
 */
export function EmbedPage({ site, start }: { site: Site; start: Omit<EmbedBookingProps, 'i18n'> | null }) {
  return (
    <HtmlDocument
      head={
        <>
          <title safe>{`${t('Book an Appointment')} · ${site.website.name}`}</title>
          {/* A link (the confirmation's "Go to my appointments") opens first party in a new tab, where the session is. */}
          <base target="_blank" />
          <link rel="stylesheet" href="/public/css/app.css" />
          <script src="/public/js/embed-frame.js" defer></script>
          {start ? <script type="module" src="/public/islands/client.js"></script> : ''}
        </>
      }
    >
      <body class="embed-body">
        <main id="main" class="embed-widget">
          <EmbedBrand site={site} />
          <h1 safe>{t('Book an Appointment')}</h1>
          {!start ? (
            <p class="empty-state" role="status" safe>
              {translated(NOT_TAKING_BOOKINGS)}
            </p>
          ) : start.listings.length === 0 ? (
            <p class="empty-state" safe>{t('Consultations are not available currently.')}</p>
          ) : (
            <Island name="EmbedBooking" props={start} />
          )}
        </main>
      </body>
    </HtmlDocument>
  );
}
