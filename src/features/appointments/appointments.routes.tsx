import { t } from 'elysia';
import { firstStepsFor } from '../settings/settings.first-steps.service';
import { FirstSteps } from '../settings/views/FirstSteps';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import type { Principal } from '../../lib/principal';
import { can, isPetOwner, isPracticeLogin } from '../../lib/policy';
import type { Tenant } from '../../lib/tenant';
import type { Role } from '../../lib/constants/roles';
import { CONSULTATION_TYPES } from '../../lib/constants/consultation-types';
import { viewerZone } from '../../plugins/viewer-zone';
import { readerZone } from '../listings/listings.zone';
import { OWNER_APPOINTMENTS, PRACTICE_APPOINTMENTS, listPathFor } from '../../lib/paths';
import { loginRedirect, redirectAfterPost, redirectTo } from '../../plugins/redirects';
import { ListQuery, listFilters } from './appointments.model';
import type { BookingDetailRow } from '../booking/booking.queries';
import { listingTitlesFor } from '../listings/listings.service';
import {
  bookingFor,
  bookingLinkFor,
  canceledNotice,
  listBookingsFor,
  openBookingLink,
  recordsFor,
  refundNoticeFor,
} from '../booking/booking.detail';
import { cancelSeriesOnwards } from '../booking/booking.series.cancel';
import { cancelBookingFor, cancelQuoteTextFor } from '../booking/booking.cancel';
import { cancelAnswer } from './appointments.cancel-answer';
import { attendanceFor } from '../booking/booking.no-show-fee';
import { AttendancePanel } from './views/AttendancePanel';
import { prescribePanelFor } from '../prescriptions/prescriptions.panel';
import { AppointmentsScreen } from './views/AppointmentsScreen';
import { AppointmentDetailPage, type DetailTab } from './views/AppointmentDetail';
import { InvalidLinkPage } from './views/SessionPage';
import { roomStatus } from '../sessions/sessions.service';
import { chatHistory } from '../sessions/sessions.chat.service';
import { siteOrigin } from '../../lib/site-url';
import { htmlResponse } from '../../lib/html-response';
import { listFragments } from './appointments.list-cache';
import { telehealthOf } from '../telehealth/telehealth.booking';
import { TelehealthPanel } from '../telehealth/views/TelehealthPanel';
import { intakeSection } from './appointments.intake.routes';

const OWNER_LIST = OWNER_APPOINTMENTS;
const PRACTICE_LIST = PRACTICE_APPOINTMENTS;
const OWNERS = { auth: { role: ['user', 'admin'] as Role[] } };
const PRACTICES = { auth: { role: 'vendor' as const } };
const IdParams = t.Object({ id: t.Numeric({ minimum: 1 }) });
const DetailQuery = t.Object({ tab: t.Optional(t.UnionEnum(['details', 'video', 'records'])), tz: t.Optional(t.String({ maxLength: 64 })) });

/** A client (not a browser) asking for a JSON answer. */
const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json');

/** The practice whose own site this is (an owner there sees only their bookings with it), or null on the main host. */
const siteVendorOf = (tenant: Tenant) => (tenant.kind === 'site' ? tenant.website.vendor_id : null);

/** Times on a booking's pages are in the reader's zone; before the browser has told it, the owner's as booked, or the listing's for the practice. */
const zoneFor = (request: Request, user: Principal, booking: BookingDetailRow, tz?: string) =>
  viewerZone(request, isPetOwner(user) ? booking.details.userTZ : booking.details.listingTZ, tz);

interface ListContext {
  tenant: Tenant;
  user: Principal;
  query: typeof ListQuery.static;
  request: Request;
  isHtmx: boolean;
  set: { headers: Record<string, string | number> };
}

/** The appointments screens (spec §2, §4), the booking link and the session page. */
export const appointmentsRoutes = (deps: AppDeps) => {
  const fragment = listFragments(deps);

  const list =
    (basePath: string) =>
    async ({ tenant, user, query, request, isHtmx, set }: ListContext) => {
      const filters = listFilters(query);
      const zone = await readerZone(deps, request, { tenant, principal: user }, filters.tz);
      // One URL answers a page or the fragment, so caches must tell them apart.
      set.headers.vary = 'HX-Request';
      if (isHtmx) return htmlResponse(await fragment(user, { filters, basePath, zone }, siteVendorOf(tenant)), set);
      const page = await listBookingsFor(deps, user, filters, siteVendorOf(tenant));
      const props = { page, principal: user, filters, basePath, zone };
      const notice = query.canceled ? await canceledNotice(deps, user, query.canceled, zone, siteVendorOf(tenant)) : null;
      const listings = await listingTitlesFor(deps, user);
      const showNewAppointment = isPracticeLogin(user) || tenant.kind === 'site';
      const firstSteps = <FirstSteps steps={await firstStepsFor(deps, user)} />;
      return <AppointmentsScreen {...props} tenant={tenant} listings={listings} showNewAppointment={showNewAppointment} showFindPractice={isPetOwner(user) && tenant.kind === 'main'} safeFirstSteps={firstSteps} notice={notice} />;
    };

  const detail = async (request: Request, tenant: Tenant, user: Principal, booking: BookingDetailRow, tab: DetailTab, tz?: string) => {
    const now = deps.clock();
    const records = booking.type === CONSULTATION_TYPES.VIDEO ? await recordsFor(deps, booking, user) : null;
    const chat = booking.type === CONSULTATION_TYPES.CHAT ? await chatHistory(deps, booking.id) : null;
    const zone = zoneFor(request, user, booking, tz);
    const attendance = await attendanceFor(deps, user, booking, now);
    const telehealth = await telehealthOf(deps, user, booking);
    const safePrescribe = await prescribePanelFor(deps, user, booking);
    return (
      <AppointmentDetailPage
        safeTelehealth={<TelehealthPanel view={telehealth} practiceSide={!isPetOwner(user)} />}
        tenant={tenant}
        principal={user}
        booking={booking}
        now={now}
        zone={zone}
        refund={await refundNoticeFor(deps, user, booking, zone)}
        cancelQuote={await cancelQuoteTextFor(deps, user, booking)}
        tab={tab}
        records={records}
        link={await bookingLinkFor(deps, user, booking)}
        canCancel={can(user, 'booking:cancel', booking, now)}
        canReschedule={can(user, 'booking:reschedule', booking, now)}
        room={roomStatus(booking, now)}
        chat={chat}
        safeAttendance={
          <>
            {attendance ? <AttendancePanel bookingId={booking.id} view={{ ...attendance, zone }} /> : ''}
            {safePrescribe}
          </>
        }
        safeIntake={await intakeSection(deps, user, booking)}
      />
    );
  };

  const showDetail = async ({ request, tenant, user, params, query }: { request: Request; tenant: Tenant; user: Principal; params: { id: number }; query: typeof DetailQuery.static }) =>
    detail(request, tenant, user, await bookingFor(deps, user, params.id, siteVendorOf(tenant)), query.tab ?? 'details', query.tz);

  return featureRoutes('appointments-routes', deps)
    .get(OWNER_LIST, list(OWNER_LIST), { ...OWNERS, query: ListQuery })
    .get(PRACTICE_LIST, list(PRACTICE_LIST), { ...PRACTICES, query: ListQuery })
    .get(`${OWNER_LIST}/:id`, showDetail, { ...OWNERS, params: IdParams, query: DetailQuery })
    .get(`${PRACTICE_LIST}/:id`, showDetail, { ...PRACTICES, params: IdParams, query: DetailQuery })
    .post(
      '/app/appointments/:id/cancel',
      async (ctx) => {
        // A client asking for JSON gets what was refunded and kept, and the sentence a person reads.
        if (!ctx.isHtmx && wantsJson(ctx.request)) return cancelAnswer(deps, ctx.user, ctx.params.id, ctx.tenant, ctx.request);
        await cancelBookingFor(deps, ctx.user, ctx.params.id, siteOrigin(deps.config, ctx.tenant));
        // Back to the refreshed list (spec §4), which says what became of the money.
        return redirectAfterPost(ctx, `${listPathFor(ctx.user)}?canceled=${ctx.params.id}`);
      },
      { auth: true, params: IdParams },
    )
    .post(
      '/app/appointments/:id/cancel-onwards',
      async (ctx) => {
        await cancelSeriesOnwards(deps, ctx.user, ctx.params.id, siteOrigin(deps.config, ctx.tenant));
        return redirectAfterPost(ctx, `${listPathFor(ctx.user)}?canceled=${ctx.params.id}`);
      },
      { auth: true, params: IdParams },
    )
    .get(
      '/appointments',
      async ({ request, tenant, principal, query, set }) => {
        const z = query.z ?? '';
        const opened = await openBookingLink(deps, principal, z);
        if (opened.kind === 'invalid') {
          set.status = 400;
          return <InvalidLinkPage tenant={tenant} principal={principal} />;
        }
        if (opened.kind === 'sign-in') {
          const login = opened.audience === 'practice' ? '/vendor/login' : '/login';
          return redirectTo(set, loginRedirect(login, `/appointments?z=${encodeURIComponent(z)}`));
        }
        // While the consultation's room is open, the link leads straight into it.
        if (roomStatus(opened.booking, deps.clock()).open && opened.booking.type !== CONSULTATION_TYPES.CLINIC) return redirectTo(set, `/appointments/${opened.booking.id}/session`);
        return detail(request, tenant, principal!, opened.booking, 'details');
      },
      { query: t.Object({ z: t.Optional(t.String({ maxLength: 200 })) }) },
    );
};
