import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import type { Tenant } from '../../lib/tenant';
import { can } from '../../lib/policy';
import { siteOrigin } from '../../lib/site-url';
import { zoneMessage } from '../../lib/time';
import { currentReader, narrowReader, t as tr } from '../../lib/i18n';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';
import { redirectAfterPost } from '../../plugins/redirects';
import { rescheduleChoices } from '../booking/booking.reschedule';
import {
  assertActionAllowed,
  assertNotGuessing,
  cancelByLink,
  linkUseOf,
  manageNotices,
  noteBadLink,
  openManageLink,
  rescheduleByLink,
  type OpenedManageLink,
} from '../booking/booking.manage';
import { refundText } from '../booking/booking.refund';
import { quoteCancel } from '../booking/booking.cancel';
import { quoteText } from '../booking/booking.cancel-words';
import { ManageBookingPage, ManageCancelPage, ManageLinkProblemPage, ManageReschedulePage } from './views/ManagePage';

const TokenParams = t.Object({ token: t.String({ minLength: 1, maxLength: 40, error: 'Invalid link' }) });
const Zone = t.String({ minLength: 1, maxLength: 64, error: zoneMessage() });
const PageQuery = t.Object({
  date: t.Optional(t.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', error: 'date must be a date as YYYY-MM-DD' })),
  tz: t.Optional(Zone),
});
const FormBody = t.Object({ slot: t.String({ minLength: 1, maxLength: 40, error: 'slot must be an ISO 8601 instant such as 2026-12-01T14:30:00.000Z' }), tz: t.Optional(Zone) });

interface Ctx {
  params: { token: string };
  tenant: Tenant;
  clientIp: string;
  isHtmx: boolean;
  set: { status?: number | string; headers: Record<string, string | number> };
}

const siteVendorOf = (tenant: Tenant) => (tenant.kind === 'site' ? tenant.website.vendor_id : null);
const baseOf = (link: OpenedManageLink) => `/m/${link.token}`;

/**
 * A booking's manage link (`/m/<token>`): the owner views that one booking, cancels it or moves
 * it, signed out, through the same checks and services as the signed-in screens. No session is
 * made; a bad link answers a 4xx page, and addresses that try many are refused for a while.
 */
export const manageRoutes = (deps: AppDeps) => {
  /** The opened link, or the problem page (404 invalid, 410 expired) already answered. */
  async function opened(ctx: Ctx): Promise<OpenedManageLink | JSX.Element> {
    await assertNotGuessing(deps, ctx.clientIp);
    const state = await openManageLink(deps, ctx.params.token);
    // Opened on another practice's site, the link is not that site's to serve.
    const problem = state.kind !== 'open' ? state.kind : siteVendorOf(ctx.tenant) !== null && siteVendorOf(ctx.tenant) !== state.booking.vendor_id ? 'invalid' : null;
    if (state.kind === 'open' && problem === null) {
      // Signed out, the browser's language would win: the page speaks the owner's, as the mail did (a browser speaking it keeps its region).
      if (currentReader().language !== state.reader.language) narrowReader(state.reader);
      return state;
    }
    await noteBadLink(deps, ctx.clientIp);
    ctx.set.status = problem === 'expired' ? 410 : 404;
    return <ManageLinkProblemPage tenant={ctx.tenant} problem={problem ?? 'invalid'} />;
  }

  const isLink = (value: OpenedManageLink | JSX.Element): value is OpenedManageLink => typeof value === 'object' && value !== null && 'token' in value;

  /** The booking page, with what happened to it and, first, what the caller was told (an action already taken). */
  async function view(ctx: Ctx, link: OpenedManageLink, told: string[] = []) {
    const now = deps.clock();
    const zone = link.booking.details.userTZ;
    const object = { ...link.booking, site_vendor_id: siteVendorOf(ctx.tenant) };
    const rescheduled = Boolean(await linkUseOf(deps, link, 'reschedule'));
    return (
      <ManageBookingPage
        tenant={ctx.tenant}
        base={baseOf(link)}
        booking={link.booking}
        zone={zone}
        now={now}
        notices={[...told, ...(await manageNotices(deps, link, zone))]}
        canCancel={can(link.owner, 'booking:cancel', object, now)}
        canReschedule={!rescheduled && can(link.owner, 'booking:reschedule', object, now)}
      />
    );
  }

  const alreadyCanceled = (link: OpenedManageLink) => link.booking.status === BOOKING_STATUS.CANCELED;

  return featureRoutes('manage-link-routes', deps)
    .get(
      '/m/:token',
      async (ctx) => {
        const link = await opened(ctx);
        return isLink(link) ? view(ctx, link) : link;
      },
      { params: TokenParams },
    )
    .get(
      '/m/:token/cancel',
      async (ctx) => {
        const link = await opened(ctx);
        if (!isLink(link)) return link;
        if (alreadyCanceled(link)) return view(ctx, link);
        const zone = link.booking.details.userTZ;
        // The same quote and words as the signed-in cancel confirmation; nothing paid says so.
        const refund = quoteText(await quoteCancel(deps, link.booking, 'owner'), 'customer') ?? refundText({ kind: 'none' }, zone, 'customer');
        return <ManageCancelPage tenant={ctx.tenant} base={baseOf(link)} booking={link.booking} zone={zone} now={deps.clock()} refund={refund} />;
      },
      { params: TokenParams },
    )
    .post(
      '/m/:token/cancel',
      async (ctx) => {
        const link = await opened(ctx);
        if (!isLink(link)) return link;
        const usedBefore = await linkUseOf(deps, link, 'cancel');
        if (usedBefore || alreadyCanceled(link)) {
          ctx.set.status = 409;
          return view(ctx, link, usedBefore ? [tr('This link was already used to cancel this appointment.')] : []);
        }
        await assertActionAllowed(deps, ctx.clientIp);
        const result = await cancelByLink(deps, link, siteOrigin(deps.config, ctx.tenant));
        if (result.kind === 'used-before') {
          ctx.set.status = 409;
          return view(ctx, link, [tr('This link was already used to cancel this appointment.')]);
        }
        return redirectAfterPost(ctx, baseOf(link));
      },
      { params: TokenParams },
    )
    .get(
      '/m/:token/reschedule',
      async (ctx) => {
        const link = await opened(ctx);
        if (!isLink(link)) return link;
        if (await linkUseOf(deps, link, 'reschedule')) return view(ctx, link, [tr('This link was already used to reschedule this appointment.')]);
        if (alreadyCanceled(link)) return view(ctx, link);
        const choices = await rescheduleChoices(deps, link.owner, link.booking.id, { date: ctx.query.date, tz: ctx.query.tz ?? link.booking.details.userTZ });
        return <ManageReschedulePage tenant={ctx.tenant} base={baseOf(link)} view={choices} />;
      },
      { params: TokenParams, query: PageQuery },
    )
    .post(
      '/m/:token/reschedule',
      async (ctx) => {
        const link = await opened(ctx);
        if (!isLink(link)) return link;
        await assertActionAllowed(deps, ctx.clientIp);
        const result = await rescheduleByLink(deps, link, { slot: ctx.body.slot, tz: ctx.body.tz ?? link.booking.details.userTZ }, siteOrigin(deps.config, ctx.tenant));
        if (result.kind === 'used-before') {
          ctx.set.status = 409;
          return view(ctx, link, [tr('This link was already used to reschedule this appointment.')]);
        }
        return redirectAfterPost(ctx, baseOf(link));
      },
      { params: TokenParams, body: FormBody },
    );
};
