import type { CalendarFeedKind } from '../../../../db/schema';
import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { CALENDAR_FEEDS, listPathFor } from '../../../lib/paths';
import { formatSlot } from '../../../lib/time';
import { t, type MessageKey } from '../../../lib/i18n';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { CopyField } from '../../../ui/CopyField';
import type { FeedCard } from '../calendar-feeds.service';

export const CALENDAR_FEEDS_PATH = CALENDAR_FEEDS;

const TITLES: Record<CalendarFeedKind, MessageKey> = {
  owner: 'My pets’ appointments',
  vet: 'The appointments of my listings',
  practice: 'Every appointment of the practice',
};

const ABOUT: Record<CalendarFeedKind, MessageKey> = {
  owner: 'Every appointment of your pets, with any practice.',
  vet: 'The appointments of the listings you manage.',
  practice: 'Every appointment of every listing, with customers’ names: keep its address private.',
};

function Action({ kind, action, label, danger }: { kind: CalendarFeedKind; action: 'renew' | 'revoke'; label: string; danger?: boolean }) {
  return (
    <form method="post" action={`${CALENDAR_FEEDS_PATH}/${kind}/${action}`}>
      <button type="submit" class={danger ? 'button button-danger button-small' : 'button button-small'} data-feed-action={action} safe>
        {label}
      </button>
    </form>
  );
}

/** The address just made, shown this once: only its hash is kept, so it cannot be shown again. */
function FreshAddress({ kind, urls }: { kind: CalendarFeedKind; urls: NonNullable<FeedCard['urls']> }) {
  return (
    <div class="feed-address" data-feed-address>
      <p class="alert alert-success" role="status" safe>
        {t('Here is your calendar address. Copy it now: it is shown only this once.')}
      </p>
      <CopyField id={`feed-${kind}-webcal`} label={t('Subscribe (webcal)')} value={urls.webcal} />
      <CopyField id={`feed-${kind}-https`} label={t('Address (https)')} value={urls.https} />
      <p>
        <a class="button button-ghost button-small" href={urls.webcal} safe>
          {t('Open in my calendar app')}
        </a>
      </p>
    </div>
  );
}

function FeedSection({ card, zone }: { card: FeedCard; zone: string }) {
  const { kind, since, urls, maker } = card;
  return (
    <section class="card calendar-feed" data-feed={kind} aria-labelledby={`feed-${kind}-title`}>
      <h2 id={`feed-${kind}-title`} safe>
        {t(TITLES[kind])}
      </h2>
      <p class="muted" safe>
        {t(ABOUT[kind])}
      </p>
      {urls ? <FreshAddress kind={kind} urls={urls} /> : ''}
      {since && !urls ? (
        <p data-feed-since safe>
          {t('On since {date}. Its address was shown once, when it was made; renew it to get a new address (the old one then stops working).', { date: formatSlot(since, zone) })}
        </p>
      ) : (
        ''
      )}
      {since && maker ? (
        <p data-feed-maker safe>
          {t('Made by {name}. It works while they may see every appointment of the practice: it stops if they leave the team, stop being a root admin or change their password.', { name: maker })}
        </p>
      ) : (
        ''
      )}
      {since ? (
        <div class="form-actions">
          <Action kind={kind} action="renew" label={t('Renew address')} />
          <Action kind={kind} action="revoke" label={t('Turn off feed')} danger />
        </div>
      ) : (
        <div class="form-actions">
          <Action kind={kind} action="renew" label={t('Make calendar address')} />
        </div>
      )}
    </section>
  );
}

/** Calendar feeds: subscribe to one's appointments from a calendar app; make, renew or turn off each address. */
export function CalendarFeedsPage({ tenant, principal, cards, zone }: { tenant: Tenant; principal: Principal; cards: FeedCard[]; zone: string }) {
  return (
    <DashboardLayout title={t('Calendar feeds')} tenant={tenant} principal={principal} current={listPathFor(principal)}>
      <div class="page-heading">
        <h1 safe>{t('Calendar feeds')}</h1>
      </div>
      <p safe>{t('Subscribe from Google Calendar, Apple Calendar or Outlook: the calendar follows each booking, move and cancellation. Anyone with an address can read its appointments.')}</p>
      {cards.map((card) => (
        <FeedSection card={card} zone={zone} />
      ))}
      <script src="/public/js/appointments.js" defer></script>
    </DashboardLayout>
  );
}
