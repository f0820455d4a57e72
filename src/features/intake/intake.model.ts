import { t as tb } from 'elysia';
import { t } from '../../lib/i18n';
import { CONSULTATION_TYPES } from '../../lib/constants/consultation-types';
import { noDefault } from '../../lib/no-default';
import { INTAKE_KINDS, type IntakeAnswer, type IntakeKind, type IntakeQuestionRow } from '../../../db/schema';

export type { IntakeAnswer, IntakeKind };
export { INTAKE_KINDS };

/** A question as the owner reads it: a default one has a word for its id, a practice's `q<row id>`. */
export interface IntakeQuestion {
  id: string;
  kind: IntakeKind;
  label: string;
  required: boolean;
  options: string[];
  min: number | null;
  max: number | null;
  /** The answers that make this a red flag ("yes", "no", or a choice's options). */
  redFlags: string[];
}

export const MAX_TEXT = 2000;
export const MAX_LABEL = 300;
export const MAX_FILES = 3;
export const MAX_QUESTIONS = 30;
export const YES = 'yes';
export const NO = 'no';

/** A yes/no answer's stored code in the reader's words; any other answer is already someone's own text. */
export const yesNoWords = (value: string) => (value === YES ? t('Yes') : value === NO ? t('No') : value);

/** The stored code of a yes/no answer a practice typed as the code or in its own words ("yes", "Sí", "si"); null when it is neither. */
export const yesNoCode = (word: string): string | null => {
  const plain = (text: string) => text.trim().normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  return [YES, NO].find((code) => plain(word) === code || plain(word) === plain(yesNoWords(code))) ?? null;
};

/** The consultation types the default triage set ships for: the ones where the vet cannot see the pet in the room. */
export const TRIAGED_TYPES: number[] = [CONSULTATION_TYPES.VIDEO, CONSULTATION_TYPES.CHAT];

type Draft = Pick<IntakeQuestion, 'id' | 'kind' | 'label'> & Partial<IntakeQuestion>;
const question = (q: Draft): IntakeQuestion => ({ required: false, options: [], min: null, max: null, redFlags: [], ...q });

/** The default triage set, in the reader's language: what a video or chat listing asks until its practice edits it. */
export function defaultQuestions(type: number): IntakeQuestion[] {
  if (!TRIAGED_TYPES.includes(type)) return [];
  return [
    question({ id: 'concern', kind: 'text', label: t('What is your main concern?'), required: true }),
    question({ id: 'since', kind: 'text', label: t('Since when?') }),
    question({ id: 'eating', kind: 'yesno', label: t('Is your pet eating and drinking normally?') }),
    question({ id: 'breathing', kind: 'yesno', label: t('Is your pet breathing normally?'), redFlags: [NO] }),
    question({ id: 'collapsed', kind: 'yesno', label: t('Has your pet collapsed or is it unable to stand?'), redFlags: [YES] }),
    question({ id: 'toxin', kind: 'yesno', label: t('Could your pet have eaten something toxic?'), redFlags: [YES] }),
    question({ id: 'photo', kind: 'photo', label: t('A photo of the problem') }),
    question({ id: 'video', kind: 'video', label: t('A short video of the problem') }),
  ];
}

/** A practice's stored question as the owner reads it. */
export const questionOf = (row: IntakeQuestionRow): IntakeQuestion => ({
  id: `q${row.id}`,
  kind: row.kind,
  label: row.label,
  required: row.required,
  options: row.options,
  min: row.min,
  max: row.max,
  redFlags: row.red_flags,
});

/** Whether an answer is one of its question's red flags. */
export const isRedFlag = (q: Pick<IntakeQuestion, 'redFlags'>, value: unknown) => typeof value === 'string' && q.redFlags.includes(value);

/** The kind of file a photo or video question takes, read from the bytes on upload. */
export const FILE_KIND_PREFIX: Partial<Record<IntakeKind, string>> = { photo: 'image/', video: 'video/' };

/* ---------- the JSON API's shapes ---------- */

export const IntakeQuestionShape = tb.Object({
  id: tb.String(),
  kind: noDefault(tb.UnionEnum([...INTAKE_KINDS])),
  label: tb.String(),
  required: tb.Boolean(),
  options: tb.Array(tb.String()),
  min: tb.Nullable(tb.Number()),
  max: tb.Nullable(tb.Number()),
  redFlags: tb.Array(tb.String()),
});

const AnswerShape = tb.Object({
  question_id: tb.String(),
  kind: tb.String(),
  label: tb.String(),
  value: tb.Union([tb.String(), tb.Number(), tb.Boolean(), tb.Null()]),
  files: tb.Array(tb.Object({ url: tb.String(), name: tb.String(), type: tb.String(), size: tb.Number() })),
  red_flag: tb.Boolean(),
});

export const IntakeAnswerBody = tb.Object({
  answers: tb.Record(tb.String({ maxLength: 40 }), tb.Union([tb.String(), tb.Number(), tb.Boolean(), tb.Null(), tb.Array(tb.String({ maxLength: 300 }), { maxItems: 20 })]), {
    error: 'answers must be an object of question ids and answers',
  }),
});
export type IntakeAnswerInput = (typeof IntakeAnswerBody.static)['answers'];

export const IntakeState = tb.Object({
  bookingId: tb.Number(),
  questions: tb.Array(IntakeQuestionShape),
  answers: tb.Array(AnswerShape),
  answeredAt: tb.Nullable(tb.String()),
  redFlag: tb.Boolean(),
  emergency: tb.Nullable(tb.Object({ message: tb.String(), phone: tb.Nullable(tb.String()) })),
  pendingEmergency: tb.Nullable(tb.Object({ message: tb.String(), phone: tb.Nullable(tb.String()) })),
  mayAnswer: tb.Boolean(),
});
