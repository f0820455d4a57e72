import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import type { Principal } from '../../lib/principal';
import { isPetOwner } from '../../lib/policy';
import { viewerZone } from '../../plugins/viewer-zone';
import { CONSULTATION_TYPES } from '../../lib/constants/consultation-types';
import { redirectAfterPost } from '../../plugins/redirects';
import { respond } from '../../plugins/htmx';
import { NoteBody } from './sessions.model';
import { sessionFor, type SessionInfo } from './sessions.service';
import { chatHistory } from './sessions.chat.service';
import { saveConsultationNote } from './sessions.note.service';
import { SessionPage } from './views/SessionPage';
import { prescribePanelFor } from '../prescriptions/prescriptions.panel';
import { ConsultationNote, type RefusedNote } from './views/SessionPanels';
import { AppError } from '../../lib/errors';
import type { Tenant } from '../../lib/tenant';
import { telehealthOf } from '../telehealth/telehealth.booking';
import { ConsentDoorPage } from '../telehealth/views/ConsentDoor';
import { TelehealthPanel } from '../telehealth/views/TelehealthPanel';
import { intakeBookingOf, intakeFor } from '../intake/intake.service';

const IdParams = t.Object({ id: t.Numeric({ minimum: 1 }) });
/** The reader's zone (as on the appointment's page); before the browser has told it, the owner's as booked, or the listing's. */
const zoneFor = (request: Request, user: Principal, session: SessionInfo) => viewerZone(request, isPetOwner(user) ? session.booking.details.userTZ : session.booking.details.listingTZ);

type PageContext = { request: Request; tenant: Tenant; user: Principal };

/** The session page of an appointment (spec §2) and the vet's consultation note. */
export const sessionsRoutes = (deps: AppDeps) => {
  const sessionPage = async ({ request, tenant, user }: PageContext, id: number, note: { saved?: boolean; refused?: RefusedNote } = {}) => {
    const session = await sessionFor(deps, user, id);
    // The kind afresh (a vet opening it: that vet's licences); an owner without the consent accepts it at this door first.
    const telehealth = await telehealthOf(deps, user, session.booking, true);
    if (session.side === 'owner' && telehealth.consentNeeded) {
      return <ConsentDoorPage tenant={tenant} principal={user} bookingId={session.booking.id} practice={session.booking.practice_name} consent={telehealth.consentNeeded} />;
    }
    const history = session.booking.type === CONSULTATION_TYPES.CHAT ? await chatHistory(deps, session.booking.id) : [];
    return (
      <SessionPage
        safeTelehealth={<TelehealthPanel view={telehealth} practiceSide={session.side !== 'owner'} />}
        tenant={tenant}
        principal={user}
        session={session}
        zone={zoneFor(request, user, session)}
        video={deps.providers.video.name}
        history={history}
        intake={session.side === 'owner' ? null : await intakeFor(deps, user, intakeBookingOf(session.booking))}
        noteSaved={note.saved}
        noteRefused={note.refused}
        safePrescribe={await prescribePanelFor(deps, user, session.booking)}
      />
    );
  };

  return featureRoutes('sessions-routes', deps)
    .get('/appointments/:id/session', (ctx) => sessionPage(ctx, ctx.params.id, { saved: ctx.query.saved === '1' }), {
      auth: true,
      params: IdParams,
      query: t.Object({ saved: t.Optional(t.String({ maxLength: 1 })) }),
    })
    .post(
      '/appointments/:id/note',
      async (ctx) => {
        try {
          await saveConsultationNote(deps, ctx.user, ctx.params.id, ctx.body.note);
        } catch (error) {
          if (!(error instanceof AppError) || error.status !== 422 || error.field !== 'note') throw error;
          // The form again with the text as typed and the message under it: nothing typed is lost.
          ctx.set.status = 422;
          const refused = { text: ctx.body.note, error: error.message };
          const session = await sessionFor(deps, ctx.user, ctx.params.id);
          return respond(ctx, () => sessionPage(ctx, ctx.params.id, { refused }), () => <ConsultationNote booking={session.booking} side={session.side} refused={refused} />);
        }
        const note = async () => {
          const session = await sessionFor(deps, ctx.user, ctx.params.id);
          return <ConsultationNote booking={session.booking} side={session.side} saved />;
        };
        return respond(ctx, () => redirectAfterPost(ctx, `/appointments/${ctx.params.id}/session?saved=1`), note);
      },
      { auth: { role: 'vendor' }, params: IdParams, body: NoteBody },
    );
};
