import { Type as t } from '@sinclair/typebox';
import { BODY, ROLE, answers, type ApiOperations } from '../../lib/api-docs';
import { Question } from './intake.api-docs';

const Questionnaire = t.Object({
  listing_id: t.Integer(),
  type: t.Integer({ description: 'The consultation type it is asked for' }),
  types: t.Array(t.Integer(), { description: 'The types the listing offers, each with its own questionnaire' }),
  is_default: t.Boolean({ description: 'Still the default triage set: the first change makes it the practice’s own' }),
  questions: t.Array(Question),
});
const TAG = 'Listings';
const change = (summary: string, success: number) => ({ tag: TAG, summary, session: true, responses: answers({ [success]: Questionnaire }, ROLE, BODY, 404) });

/** A listing's intake questionnaire, edited by the people who work with the listing. */
export const intakeEditorApiDocs: ApiOperations = {
  'GET /api/listings/{id}/intake': { tag: TAG, summary: "A listing's questionnaire for one consultation type (?type=)", session: true, responses: answers({ 200: Questionnaire }, ROLE, 404, 422) },
  'POST /api/listings/{id}/intake/questions': change('Adds a question (?type=); 422 naming the field it breaks', 201),
  'DELETE /api/listings/{id}/intake/questions/{qid}': change('Removes a question (?type=)', 200),
  'POST /api/listings/{id}/intake/questions/{qid}/move': change('Moves a question one place up or down (?type=)', 200),
};
