import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { noDefault } from '../../lib/no-default';
import { redirectAfterPost } from '../../plugins/redirects';
import { ATTENDANCE_MARKS, markAttendanceFor } from '../booking/booking.attendance';
import { chargeNoShowFeeFor } from '../booking/booking.no-show-fee';
import { detailPath } from '../booking/views/AppointmentCard';

const IdParams = t.Object({ id: t.Numeric({ minimum: 1, error: 'id must be an appointment id' }) });
const MarkBody = t.Object({ mark: noDefault(t.UnionEnum([...ATTENDANCE_MARKS], { error: 'mark must be no-show or arrived' })) });

/**
 * The practice marks a past booking no-show or arrived (and corrects it the same day), and
 * charges a no-show's fee to the card kept for it: by the detail page's buttons (htmx) and
 * through the JSON API. Who may is the policy's (booking:mark-attendance, booking:charge-no-show-fee).
 */
export const attendanceRoutes = (deps: AppDeps) =>
  featureRoutes('attendance-routes', deps)
    .post(
      '/app/appointments/:id/attendance',
      async (ctx) => {
        await markAttendanceFor(deps, ctx.user, ctx.params.id, ctx.body.mark);
        return redirectAfterPost(ctx, detailPath(ctx.user, ctx.params.id));
      },
      { auth: true, params: IdParams, body: MarkBody },
    )
    .post(
      '/app/appointments/:id/no-show-fee',
      async (ctx) => {
        await chargeNoShowFeeFor(deps, ctx.user, ctx.params.id);
        return redirectAfterPost(ctx, detailPath(ctx.user, ctx.params.id));
      },
      { auth: true, params: IdParams },
    )
    .post('/api/appointments/:id/attendance', async ({ user, params, body }) => ({ result: 'success' as const, ...(await markAttendanceFor(deps, user, params.id, body.mark)) }), {
      auth: true,
      params: IdParams,
      body: MarkBody,
      detail: { summary: 'The practice marks a past booking no-show or arrived, or corrects its mark the same day', tags: ['appointments'] },
    })
    .post(
      '/api/appointments/:id/no-show-fee',
      async ({ user, params }) => {
        const fee = await chargeNoShowFeeFor(deps, user, params.id);
        return { result: 'success' as const, id: params.id, payment_id: fee.id, amount: fee.amount, currency: fee.currency, charged_at: fee.created_at };
      },
      { auth: true, params: IdParams, detail: { summary: "Charges a no-show's fee to the card the owner agreed to keep, once per booking", tags: ['appointments'] } },
    );
