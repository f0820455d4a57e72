import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { redirectAfterPost } from '../../plugins/redirects';
import { noDefault } from '../../lib/no-default';
import type { Principal } from '../../lib/principal';
import { addQuestion, moveQuestion, questionnaireForEdit, removeQuestion, type QuestionInput } from './intake.editor';
import { QuestionnaireEditor, QuestionnairePage } from './views/QuestionnaireEditor';

const Params = t.Object({ id: t.Numeric({ minimum: 1, error: 'id must be a listing id' }) });
const QuestionParams = t.Object({ id: t.Numeric({ minimum: 1, error: 'id must be a listing id' }), qid: t.String({ maxLength: 40 }) });
const TypeQuery = t.Object({ type: t.Numeric({ error: 'type must be a consultation type' }) });
const MoveBody = t.Object({ direction: noDefault(t.UnionEnum(['up', 'down'], { error: 'direction must be up or down' })) });
const PRACTICE = { auth: { role: 'vendor' as const } };

interface EditContext {
  user: Principal;
  params: { id: number };
  query: { type: number };
  isHtmx: boolean;
  set: { status?: number | string; headers: Record<string, string | number> };
}

/**
 * After a change: the editor again (htmx), or back to its page. A refused question is the errors
 * plugin's: the form stays as typed, the reason beside the field it names.
 */
async function answer(deps: AppDeps, ctx: EditContext, change: () => Promise<void>) {
  const path = `/app/listings/${ctx.params.id}/intake?type=${ctx.query.type}`;
  await change();
  if (!ctx.isHtmx) return redirectAfterPost(ctx, path);
  return <QuestionnaireEditor q={await questionnaireForEdit(deps, ctx.user, ctx.params.id, ctx.query.type)} />;
}

/** A listing's intake questionnaire, per consultation type, edited by the people who work with the listing. */
export const intakeRoutes = (deps: AppDeps) =>
  featureRoutes('intake-editor-routes', deps)
    .get(
      '/app/listings/:id/intake',
      async ({ tenant, user, params, query, isHtmx }) => {
        const q = await questionnaireForEdit(deps, user, params.id, query.type);
        return isHtmx ? <QuestionnaireEditor q={q} /> : <QuestionnairePage tenant={tenant} principal={user} q={q} />;
      },
      { ...PRACTICE, params: Params, query: TypeQuery },
    )
    .post('/app/listings/:id/intake/questions', (ctx) => answer(deps, ctx, () => addQuestion(deps, ctx.user, ctx.params.id, ctx.query.type, (ctx.body ?? {}) as QuestionInput)), {
      ...PRACTICE,
      params: Params,
      query: TypeQuery,
    })
    .post('/app/listings/:id/intake/questions/:qid/delete', (ctx) => answer(deps, ctx, () => removeQuestion(deps, ctx.user, ctx.params.id, ctx.query.type, ctx.params.qid)), {
      ...PRACTICE,
      params: QuestionParams,
      query: TypeQuery,
    })
    .post('/app/listings/:id/intake/questions/:qid/move', (ctx) => answer(deps, ctx, () => moveQuestion(deps, ctx.user, ctx.params.id, ctx.query.type, ctx.params.qid, ctx.body.direction)), {
      ...PRACTICE,
      params: QuestionParams,
      query: TypeQuery,
      body: MoveBody,
    });
