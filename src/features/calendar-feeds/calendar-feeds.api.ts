import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import type { Role } from '../../lib/constants/roles';
import { CALENDAR_FEED_KINDS } from '../../../db/schema';
import { noDefault } from '../../lib/no-default';
import { featureRoutes } from '../../plugins/setup';
import { feedCards, renewFeed, revokeCalendarFeed, type FeedCard } from './calendar-feeds.service';

const HOLDERS = { auth: { role: ['user', 'vendor'] as Role[] } };
const KindParams = t.Object({ kind: noDefault(t.UnionEnum([...CALENDAR_FEED_KINDS], { error: 'kind must be owner, vet or practice' })) });

const feedJson = (card: FeedCard) => ({ kind: card.kind, live: card.since !== null, since: card.since, ...(card.maker ? { maker: card.maker } : {}), ...(card.urls ? { urls: card.urls } : {}) });

/**
 * The Calendar feeds screen as JSON: the feeds this person may hold (an owner's own; a practice
 * login's vet feed, and the practice's for a root admin), made or renewed (the address answered
 * once: only its hash is kept) and turned off, through the same service as the screen.
 */
export const calendarFeedsApi = (deps: AppDeps) =>
  featureRoutes('calendar-feeds-api', deps)
    .get('/api/calendar-feeds', async ({ user }) => ({ feeds: (await feedCards(deps, user)).map(feedJson) }), HOLDERS)
    .post(
      '/api/calendar-feeds/:kind',
      async ({ user, params, set }) => {
        const token = await renewFeed(deps, user, params.kind);
        const card = (await feedCards(deps, user, { kind: params.kind, token })).find((c) => c.kind === params.kind)!;
        set.status = 201;
        return feedJson(card);
      },
      { ...HOLDERS, params: KindParams },
    )
    .delete('/api/calendar-feeds/:kind', async ({ user, params }) => (await revokeCalendarFeed(deps, user, params.kind), { result: 'success' as const }), { ...HOLDERS, params: KindParams });
