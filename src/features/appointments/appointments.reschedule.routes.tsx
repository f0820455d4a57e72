import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import type { Role } from '../../lib/constants/roles';
import { OWNER_APPOINTMENTS, PRACTICE_APPOINTMENTS } from '../../lib/paths';
import { redirectAfterPost } from '../../plugins/redirects';
import { respond } from '../../plugins/htmx';
import { zoneMessage } from '../../lib/time';
import { browserZoneOf } from '../../plugins/viewer-zone';
import { siteOrigin } from '../../lib/site-url';
import { rescheduleBookingFor, rescheduleChoices } from '../booking/booking.reschedule';
import { detailPath } from '../booking/views/AppointmentCard';
import { ReschedulePage, RescheduleSlots } from './views/ReschedulePage';

const IdParams = t.Object({ id: t.Numeric({ minimum: 1, error: 'id must be an appointment id' }) });
const Slot = t.String({ minLength: 1, maxLength: 40, error: 'slot must be an ISO 8601 instant such as 2026-12-01T14:30:00.000Z' });
const Zone = t.String({ minLength: 1, maxLength: 64, error: zoneMessage() });
const PageQuery = t.Object({
  date: t.Optional(t.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', error: 'date must be a date as YYYY-MM-DD' })),
  tz: t.Optional(Zone),
});
const FormBody = t.Object({ slot: Slot, tz: t.Optional(Zone) });

/**
 * Reschedule: the page that picks a free slot of the same consultation (the
 * availability service's slots, the one slot engine), the form post that moves the booking, and
 * the same through the JSON API for the owner and the practice.
 */
export const rescheduleRoutes = (deps: AppDeps) => {
  const page = async ({ request, tenant, user, params, query, isHtmx, set }: { request: Request; tenant: Tenant; user: Principal; params: { id: number }; query: typeof PageQuery.static; isHtmx: boolean; set: { headers: Record<string, string | number> } }) => {
    // Times in the reader's zone, as on the booking's other pages: a zone chosen here, else the browser's.
    const view = await rescheduleChoices(deps, user, params.id, { ...query, tz: query.tz ?? browserZoneOf(request) ?? undefined });
    set.headers.vary = 'HX-Request';
    return respond({ isHtmx }, () => <ReschedulePage {...view} tenant={tenant} principal={user} />, () => <RescheduleSlots {...view} />);
  };
  const owners = { auth: { role: ['user', 'admin'] as Role[] }, params: IdParams, query: PageQuery };
  // Its own options: written as `{ ...owners, auth: vendor }` the practice was sent to /404 (found by R4).
  const practice = { auth: { role: 'vendor' as Role }, params: IdParams, query: PageQuery };
  return featureRoutes('reschedule-routes', deps)
    .get(`${OWNER_APPOINTMENTS}/:id/reschedule`, page, owners)
    .get(`${PRACTICE_APPOINTMENTS}/:id/reschedule`, page, practice)
    .post(
      '/app/appointments/:id/reschedule',
      async (ctx) => {
        const movedId = await rescheduleBookingFor(deps, ctx.user, ctx.params.id, ctx.body, siteOrigin(deps.config, ctx.tenant));
        return redirectAfterPost(ctx, detailPath(ctx.user, movedId));
      },
      { auth: true, params: IdParams, body: FormBody },
    )
    .post(
      '/api/appointments/:id/reschedule',
      async ({ user, params, body, tenant }) => {
        const id = await rescheduleBookingFor(deps, user, params.id, body, siteOrigin(deps.config, tenant));
        return { result: 'success' as const, id };
      },
      { auth: true, params: IdParams, body: FormBody, detail: { summary: 'Moves an upcoming booking to another free slot of the same consultation', tags: ['appointments'] } },
    );
};
