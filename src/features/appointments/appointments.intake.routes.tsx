import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { redirectAfterPost } from '../../plugins/redirects';
import { AppError } from '../../lib/errors';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { isPetOwner } from '../../lib/policy';
import { OWNER_APPOINTMENTS } from '../../lib/paths';
import { bookingFor } from '../booking/booking.detail';
import type { BookingDetailRow } from '../booking/booking.queries';
import { answerIntake, intakeBookingOf, intakeFor } from '../intake/intake.service';
import { IntakeAnswerBody, IntakeState } from '../intake/intake.model';
import { intakeFormInput } from '../intake/intake.form';
import { IntakePanel } from '../intake/views/IntakePanel';

const IdParams = t.Object({ id: t.Numeric({ minimum: 1, error: 'id must be an appointment id' }) });
const siteVendorOf = (tenant: Tenant) => (tenant.kind === 'site' ? tenant.website.vendor_id : null);
const formPath = (id: number) => `${OWNER_APPOINTMENTS}/${id}/intake`;

/** The "Intake questions" section of an appointment's page, for either side (empty when the consultation asks none). */
export async function intakeSection(deps: AppDeps, user: Principal, booking: BookingDetailRow): Promise<JSX.Element> {
  const state = await intakeFor(deps, user, intakeBookingOf(booking)).catch((error) => (error instanceof AppError && error.status === 404 ? null : Promise.reject(error)));
  return state ? <IntakePanel state={state} owner={isPetOwner(user)} action={formPath(booking.id)} /> : '';
}

/**
 * A booking's intake (questions and answers): the owner answers from the appointment's page (a
 * form, htmx or not) or the JSON API; the practice reads it. Whose booking it is, bookingFor says.
 */
export const intakeRoutes = (deps: AppDeps) =>
  featureRoutes('intake-routes', deps)
    .get('/api/appointments/:id/intake', async ({ user, params, tenant }) => intakeFor(deps, user, intakeBookingOf(await bookingFor(deps, user, params.id, siteVendorOf(tenant)))), {
      auth: true,
      params: IdParams,
      response: { 200: IntakeState },
      detail: { summary: "A booking's intake questions and the owner's answers", tags: ['appointments'] },
    })
    .put(
      '/api/appointments/:id/intake',
      async ({ user, params, body, tenant }) => answerIntake(deps, user, intakeBookingOf(await bookingFor(deps, user, params.id, siteVendorOf(tenant))), body.answers),
      { auth: true, params: IdParams, body: IntakeAnswerBody, response: { 200: IntakeState }, detail: { summary: "The owner answers a booking's intake questions", tags: ['appointments'] } },
    )
    .post(
      `${OWNER_APPOINTMENTS}/:id/intake`,
      async (ctx) => {
        const booking = intakeBookingOf(await bookingFor(deps, ctx.user, ctx.params.id, siteVendorOf(ctx.tenant)));
        const { input, posted } = intakeFormInput(ctx.body);
        // A refused answer is the errors plugin's: the form stays as typed, the message beside the question it names.
        const state = await answerIntake(deps, ctx.user, booking, input, posted);
        if (!ctx.isHtmx) return redirectAfterPost(ctx, `${OWNER_APPOINTMENTS}/${booking.id}`);
        return <IntakePanel state={state} owner action={formPath(booking.id)} saved />;
      },
      { auth: true, params: IdParams },
    );
