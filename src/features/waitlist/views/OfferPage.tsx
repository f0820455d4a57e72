import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { Layout } from '../../../ui/Layout';
import { consultationTypeLabel } from '../../../lib/constants/consultation-types';
import { t } from '../../../lib/i18n';
import { formatSlot } from '../../../lib/time';
import type { OfferView } from '../waitlist.offer-view';

const bookLink = (view: OfferView, start: string) => `/book?${new URLSearchParams({ listing: String(view.listing.id), type: String(view.entry.type), slot: start, tz: view.listing.timezone })}`;

/** What is over: why, and the listing's free slots now to book instead. */
function Over({ view }: { view: OfferView }) {
  const zone = view.listing.timezone;
  const why = view.state === 'accepted' ? t('You took this offer: the appointment is in your appointments.') : view.state === 'declined' ? t('You let this offer go.') : t('This offer has expired: the slot was held for you for 15 minutes.');
  return (
    <>
      <p class="alert alert-warning" role="status" data-offer-over={view.state} safe>{why}</p>
      {view.state === 'accepted' ? '' : view.freeSlots.length === 0 ? <p safe>{t('No slot is free on your days now: you stay on the waitlist.')}</p> : (
        <>
          <p safe>{t('These slots are free now:')}</p>
          <ul data-free-slots>
            {view.freeSlots.map((slot) => (
              <li>
                <a href={bookLink(view, slot.start)} safe>{formatSlot(slot.start, zone, 'long')}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** An offer's page: the held slot with Take it and Let it go, or what became of it. */
export function OfferPage({ tenant, principal, view }: { tenant: Tenant; principal: Principal; view: OfferView }) {
  const zone = view.listing.timezone;
  const what = { type: consultationTypeLabel(view.entry.type), title: view.listing.title, when: formatSlot(view.offer.slot, zone, 'long') };
  return (
    <Layout title={t('Your waitlist offer')} tenant={tenant} principal={principal}>
      <main class="container narrow" data-offer>
        <h1 safe>{t('Your waitlist offer')}</h1>
        <p safe>{t('{type} consultation, {title}: {when}', what)}</p>
        {view.state === 'open' ? (
          <>
            <p safe>{t('Held for you until {until}.', { until: formatSlot(view.offer.expires_at, zone, 'time') })}</p>
            <div class="form-actions">
              <form method="post" action={`/waitlist/offers/${view.offer.token}/accept`}>
                <button type="submit" class="button" data-accept-offer safe>{t('Take this slot')}</button>
              </form>
              <form method="post" action={`/waitlist/offers/${view.offer.token}/decline`}>
                <button type="submit" class="button button-ghost" safe>{t('Let it go')}</button>
              </form>
            </div>
          </>
        ) : (
          <Over view={view} />
        )}
      </main>
    </Layout>
  );
}
