import { Type as t } from '@sinclair/typebox';
import { BODY, ROLE, answers, type ApiOperations } from '../../lib/api-docs';
import { INTAKE_KINDS } from './intake.model';

const Notice = t.Object({ message: t.String({ description: "In the reader's language, with the practice's number" }), phone: t.Union([t.String(), t.Null()]) });
export const Question = t.Object({
  id: t.String({ description: 'A word for a default question ("breathing"), q<id> for a practice’s own' }),
  kind: t.Union(INTAKE_KINDS.map((k) => t.Literal(k))),
  label: t.String({ description: "In the reader's language for the default set; as the practice wrote it otherwise" }),
  required: t.Boolean(),
  options: t.Array(t.String(), { description: "A choice's options" }),
  min: t.Union([t.Number(), t.Null()]),
  max: t.Union([t.Number(), t.Null()]),
  redFlags: t.Array(t.String(), { description: 'The answers that show the emergency notice ("yes", "no" or options)' }),
});
const Answer = t.Object({
  question_id: t.String(),
  kind: t.String(),
  label: t.String({ description: 'The question as the owner read it when answering (a later edit changes none of it)' }),
  value: t.Union([t.String(), t.Number(), t.Boolean(), t.Null()]),
  files: t.Array(t.Object({ url: t.String(), name: t.String(), type: t.String(), size: t.Integer() })),
  red_flag: t.Boolean(),
});
const Intake = t.Object({
  bookingId: t.Integer(),
  questions: t.Array(Question),
  answers: t.Array(Answer),
  answeredAt: t.Union([t.String({ format: 'date-time' }), t.Null()]),
  redFlag: t.Boolean(),
  emergency: t.Union([Notice, t.Null()], { description: 'Shown to the owner at once when an answer is a red flag' }),
  pendingEmergency: t.Union([Notice, t.Null()], { description: 'The notice a form shows as soon as a red-flag answer is chosen, before saving' }),
  mayAnswer: t.Boolean(),
});
const TAG = 'Booking';

/** A booking's intake: the questions the practice asks before the visit and the owner's answers. */
export const intakeApiDocs: ApiOperations = {
  'GET /api/appointments/{id}/intake': {
    tag: TAG,
    summary: "A booking's intake questions and the owner's answers: its owner and the practice's people who see the booking (anyone else: 404)",
    session: true,
    responses: answers({ 200: Intake }, ROLE, 404),
  },
  'PUT /api/appointments/{id}/intake': {
    tag: TAG,
    summary: 'The owner answers (again) before the visit: {answers: {questionId: value}}; photos and videos as fileUrls of POST /api/files/private (serviceType intake). A wrong answer is 422 naming answers.<questionId>',
    session: true,
    responses: answers({ 200: Intake }, ROLE, BODY, 404),
  },
};
