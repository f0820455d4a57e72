import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { NoteBody } from '../sessions/sessions.model';
import { saveConsultationNote } from '../sessions/sessions.note.service';
import { cancelAnswer } from './appointments.cancel-answer';

const IdParams = t.Object({ id: t.Numeric({ minimum: 1, error: 'id must be an appointment id' }) });

/** A booking's Cancel and the consultation note, as the appointment screens and the session page do them. */
export const appointmentsApi = (deps: AppDeps) =>
  featureRoutes('appointments-api', deps)
    .post('/api/appointments/:id/cancel', ({ user, params, tenant, request }) => cancelAnswer(deps, user, params.id, tenant, request), { auth: true, params: IdParams })
    .put('/api/appointments/:id/note', async ({ user, params, body }) => (await saveConsultationNote(deps, user, params.id, body.note), { result: 'success' as const }), {
      auth: { role: 'vendor' },
      params: IdParams,
      body: NoteBody,
    });
