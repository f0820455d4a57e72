import { createHash } from 'node:crypto';
import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import type { Role } from '../../lib/constants/roles';
import { CALENDAR_FEED_KINDS } from '../../../db/schema';
import { notFound } from '../../lib/errors';
import { noDefault } from '../../lib/no-default';
import { featureRoutes } from '../../plugins/setup';
import { redirectTo } from '../../plugins/redirects';
import { readerZone } from '../listings/listings.zone';
import { feedCards, renewFeed, revokeCalendarFeed } from './calendar-feeds.service';
import { calendarFeedText } from './calendar-feeds.read';
import { CALENDAR_FEEDS_PATH, CalendarFeedsPage } from './views/CalendarFeedsPage';

const HOLDERS = { auth: { role: ['user', 'vendor'] as Role[] } };
const KindParams = t.Object({ kind: noDefault(t.UnionEnum([...CALENDAR_FEED_KINDS])) });
const FileParams = t.Object({ file: t.String({ maxLength: 64 }) });

/** Whether an If-None-Match names this ETag (or is `*`); a weak validator matches too, a GET compares weakly. */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/** The feed itself, on any host: `/calendar/<token>.ics`, answered with an ETag; anything it cannot open is the ordinary 404. */
const feedRoute = (deps: AppDeps) =>
  featureRoutes('calendar-feed', deps).get(
    '/calendar/:file',
    async ({ params, request }) => {
      const token = params.file.endsWith('.ics') ? params.file.slice(0, -4) : '';
      const text = await calendarFeedText(deps, token);
      if (text === null) throw notFound();
      const headers = { etag: `"${createHash('sha256').update(text).digest('base64url')}"`, 'cache-control': 'private, max-age=0, must-revalidate' };
      if (matches(request.headers.get('if-none-match'), headers.etag)) return new Response(null, { status: 304, headers });
      return new Response(text, { headers: { ...headers, 'content-type': 'text/calendar; charset=utf-8' } });
    },
    { params: FileParams },
  );

/** The dashboard's Calendar feeds screen: make, renew, turn off; an address is shown once, in the answer that made it. */
const dashboardRoutes = (deps: AppDeps) =>
  featureRoutes('calendar-feeds-dashboard', deps)
    .get(CALENDAR_FEEDS_PATH, async ({ tenant, user, request }) => <CalendarFeedsPage tenant={tenant} principal={user} cards={await feedCards(deps, user)} zone={await readerZone(deps, request, { tenant, principal: user })} />, HOLDERS)
    .post(
      `${CALENDAR_FEEDS_PATH}/:kind/renew`,
      async ({ tenant, user, request, params }) => {
        const token = await renewFeed(deps, user, params.kind);
        // Answered here rather than redirected: the address exists only in this answer.
        return <CalendarFeedsPage tenant={tenant} principal={user} cards={await feedCards(deps, user, { kind: params.kind, token })} zone={await readerZone(deps, request, { tenant, principal: user })} />;
      },
      { ...HOLDERS, params: KindParams },
    )
    .post(
      `${CALENDAR_FEEDS_PATH}/:kind/revoke`,
      async ({ user, params, set }) => {
        await revokeCalendarFeed(deps, user, params.kind);
        return redirectTo(set, CALENDAR_FEEDS_PATH);
      },
      { ...HOLDERS, params: KindParams },
    );

/** Calendar feeds (webcal): the feeds and the screen that manages them. */
export const calendarFeedsRoutes = (deps: AppDeps) => [feedRoute(deps), dashboardRoutes(deps)];
