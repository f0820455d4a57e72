import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { featureRoutes } from '../../plugins/setup';
import { noDefault } from '../../lib/no-default';
import { INTAKE_KINDS } from './intake.model';
import { addQuestion, moveQuestion, questionnaireForEdit, removeQuestion } from './intake.editor';

const PRACTICE = { auth: { role: 'vendor' as const } };
const Params = t.Object({ id: t.Numeric({ minimum: 1, error: 'id must be a listing id' }) });
const QuestionParams = t.Object({ id: t.Numeric({ minimum: 1, error: 'id must be a listing id' }), qid: t.String({ maxLength: 40 }) });
const TypeQuery = t.Object({ type: t.Numeric({ error: 'type must be a consultation type' }) });
const Words = t.Array(t.String({ maxLength: 100 }), { maxItems: 20 });
/** A new question, typed; the editor's own check names the first wrong field (422) and writes nothing. */
const QuestionBody = t.Object({
  kind: noDefault(t.UnionEnum([...INTAKE_KINDS], { error: 'kind must be one of text, choice, yesno, number, photo, video' })),
  label: t.String({ maxLength: 300 }),
  required: t.Optional(t.Boolean()),
  options: t.Optional(Words),
  min: t.Optional(t.Integer()),
  max: t.Optional(t.Integer()),
  red_flags: t.Optional(Words),
});
const MoveBody = t.Object({ direction: noDefault(t.UnionEnum(['up', 'down'], { error: 'direction must be up or down' })) });

/** The questionnaire as the editor shows it, for one listing and consultation type. */
async function questionnaire(deps: AppDeps, user: Principal, id: number, type: number) {
  const q = await questionnaireForEdit(deps, user, id, type);
  return { listing_id: q.listing.id, type: q.type, types: q.types, is_default: q.isDefault, questions: q.questions };
}

/** A listing's intake questionnaire, per consultation type, edited as JSON by the people who work with the listing (the editor's service). */
export const intakeEditorApi = (deps: AppDeps) =>
  featureRoutes('intake-editor-api', deps)
    .get('/api/listings/:id/intake', ({ user, params, query }) => questionnaire(deps, user, params.id, query.type), { ...PRACTICE, params: Params, query: TypeQuery })
    .post(
      '/api/listings/:id/intake/questions',
      async ({ user, params, query, body, set }) => {
        const { options, red_flags, min, max, ...rest } = body;
        const text = (n: number | undefined) => (n === undefined ? undefined : String(n));
        await addQuestion(deps, user, params.id, query.type, { ...rest, options: options?.join('\n'), red_flags: red_flags?.join('\n'), min: text(min), max: text(max) });
        set.status = 201;
        return questionnaire(deps, user, params.id, query.type);
      },
      { ...PRACTICE, params: Params, query: TypeQuery, body: QuestionBody },
    )
    .delete(
      '/api/listings/:id/intake/questions/:qid',
      async ({ user, params, query }) => (await removeQuestion(deps, user, params.id, query.type, params.qid), questionnaire(deps, user, params.id, query.type)),
      { ...PRACTICE, params: QuestionParams, query: TypeQuery },
    )
    .post(
      '/api/listings/:id/intake/questions/:qid/move',
      async ({ user, params, query, body }) => (await moveQuestion(deps, user, params.id, query.type, params.qid, body.direction), questionnaire(deps, user, params.id, query.type)),
      { ...PRACTICE, params: QuestionParams, query: TypeQuery, body: MoveBody },
    );
