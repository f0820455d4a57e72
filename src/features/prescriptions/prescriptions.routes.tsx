import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { redirectAfterPost } from '../../plugins/redirects';
import { respond } from '../../plugins/htmx';
import { readerZone } from '../listings/listings.zone';
import { noDefault } from '../../lib/no-default';
import { AppError } from '../../lib/errors';
import { t as tr } from '../../lib/i18n';
import { Alert } from '../../ui/Alert';
import { detailPath } from '../booking/views/AppointmentCard';
import { PrescriptionBody, REFILL_DECISIONS, RX_MESSAGES } from './prescriptions.model';
import { bookingToPrescribe, issuePrescription, prescriptionPdfFor } from './prescriptions.service';
import { answerRefill, practiceRefills, requestRefill } from './prescriptions.refills';
import { verifyPrescription } from './prescriptions.verify';
import { verifyPath } from './prescriptions.signing';
import { PrescribePage } from './views/PrescribePage';
import { RefillsPage } from './views/RefillsPage';
import { VerifyPage } from './views/VerifyPage';

const IdParams = t.Object({ id: t.Numeric({ minimum: 1, error: 'id must be an appointment id' }) });
const RefillBody = t.Object({ note: t.Optional(t.String({ maxLength: 2000, error: RX_MESSAGES.note })) });
const DecisionBody = t.Object({
  decision: noDefault(t.UnionEnum([...REFILL_DECISIONS], { error: 'decision must be approve, visit or decline' })),
  reason: t.Optional(t.String({ maxLength: 2000, error: RX_MESSAGES.reason })),
});

/**
 * Prescriptions and refills: the vet's form and its post (JSON when asked), the PDF for its owner
 * and practice, the public verify page (validity only), the owner's refill request from a
 * Medications entry, and the practice's refill list and answers. Who may is the policy's.
 */
export const prescriptionsRoutes = (deps: AppDeps) =>
  featureRoutes('prescriptions-routes', deps)
    .get('/app/appointments/:id/prescribe', async ({ tenant, user, params }) => <PrescribePage tenant={tenant} principal={user} booking={await bookingToPrescribe(deps, user, params.id)} />, {
      auth: { role: 'vendor' },
      params: IdParams,
    })
    .post(
      '/app/appointments/:id/prescriptions',
      async (ctx) => {
        const rx = await issuePrescription(deps, ctx.user, ctx.params.id, ctx.body);
        if ((ctx.request.headers.get('accept') ?? '').includes('application/json')) {
          ctx.set.status = 201;
          return { result: 'success' as const, id: rx.id, pdf_url: `/app/prescriptions/${rx.id}/pdf`, verify_url: `${deps.config.publicUrl}${verifyPath(rx)}` };
        }
        return redirectAfterPost(ctx, detailPath(ctx.user, ctx.params.id));
      },
      { auth: { role: 'vendor' }, params: IdParams, body: PrescriptionBody },
    )
    .get(
      '/app/prescriptions/:id/pdf',
      async ({ user, params, set }) => {
        const { rx, pdf } = await prescriptionPdfFor(deps, user, params.id);
        return new Response(pdf as BodyInit, { status: 200, headers: { ...(set.headers as Record<string, string>), 'content-type': 'application/pdf', 'content-disposition': `inline; filename="prescription-${rx.id}.pdf"`, 'cache-control': 'private, no-store' } });
      },
      { auth: true, params: IdParams },
    )
    .get('/rx/:token', async ({ tenant, params, set }) => {
      set.headers['cache-control'] = 'no-store';
      set.headers['x-robots-tag'] = 'noindex';
      return <VerifyPage tenant={tenant} verdict={await verifyPrescription(deps, params.token)} />;
    }, { params: t.Object({ token: t.String({ maxLength: 200 }) }) })
    .post(
      '/app/medical-records/records/:id/refill',
      async (ctx) => {
        const request = await requestRefill(deps, ctx.user, ctx.params.id, ctx.body.note);
        const told = () => <Alert kind="success" message={tr('Refill requested. The practice will answer by e-mail.')} />;
        return respond(ctx, () => redirectAfterPost(ctx, `/app/medical-records?category=medications&refill=${request.id}`), told);
      },
      { auth: { role: 'user' }, params: IdParams, body: RefillBody },
    )
    .get('/app/refills', async ({ request, tenant, user }) => <RefillsPage tenant={tenant} principal={user} rows={await practiceRefills(deps, user)} zone={await readerZone(deps, request, { tenant, principal: user })} />, {
      auth: { role: 'vendor' },
    })
    .post(
      '/app/refills/:id',
      async (ctx) => {
        try {
          await answerRefill(deps, ctx.user, ctx.params.id, ctx.body.decision, ctx.body.reason);
        } catch (error) {
          const json = (ctx.request.headers.get('accept') ?? '').includes('application/json');
          if (json || !(error instanceof AppError) || error.status !== 422 || error.field !== 'reason') throw error;
          // The list again, this request's reason as typed and the message beside it.
          ctx.set.status = 422;
          const refused = { id: ctx.params.id, reason: ctx.body.reason ?? '', error: error.message };
          const zone = await readerZone(deps, ctx.request, { tenant: ctx.tenant, principal: ctx.user });
          return <RefillsPage tenant={ctx.tenant} principal={ctx.user} rows={await practiceRefills(deps, ctx.user)} zone={zone} refused={refused} />;
        }
        return redirectAfterPost(ctx, '/app/refills');
      },
      { auth: { role: 'vendor' }, params: IdParams, body: DecisionBody },
    );
