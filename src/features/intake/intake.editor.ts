import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can } from '../../lib/policy';
import { notFound, unprocessable } from '../../lib/errors';
import type { MessageKey } from '../../lib/i18n';
import { listingById } from '../listings/listings.service';
import type { Listing } from '../../../db/schema';
import { INTAKE_KINDS, MAX_LABEL, MAX_QUESTIONS, NO, YES, defaultQuestions, questionOf, yesNoCode, type IntakeKind, type IntakeQuestion } from './intake.model';
import { deleteQuestion, findQuestions, insertQuestion, replaceQuestions, setPosition, type NewQuestion } from './intake.repo';

/** A listing's questionnaire for one type as its practice edits it. */
export interface Questionnaire {
  listing: Listing;
  type: number;
  /** The consultation types the listing offers (each has its own questionnaire). */
  types: number[];
  questions: IntakeQuestion[];
  /** Whether these are still the default triage set (the first edit makes them the practice's own). */
  isDefault: boolean;
}

/** A listing whose questionnaire this person may edit; another practice's (or a listing a team member does not manage) is "not found". */
async function editableListing(deps: AppDeps, user: Principal, listingId: number, type: number): Promise<Listing> {
  const listing = await listingById(deps, listingId);
  if (!listing || !can(user, 'listing:edit-intake', listing)) throw notFound('Listing not found');
  if (!listing.consultations.some((c) => c.type === type)) throw notFound('Listing not found');
  return listing;
}

export async function questionnaireForEdit(deps: AppDeps, user: Principal, listingId: number, type: number): Promise<Questionnaire> {
  const listing = await editableListing(deps, user, listingId, type);
  const rows = await findQuestions(deps.database.db, listing.id, type);
  return { listing, type, types: listing.consultations.map((c) => c.type), questions: rows.length > 0 ? rows.map(questionOf) : defaultQuestions(type), isDefault: rows.length === 0 };
}

const rowOf = (listingId: number, type: number, position: number, q: Omit<IntakeQuestion, 'id'>): NewQuestion => ({
  vendor_listing_id: listingId,
  type,
  position,
  kind: q.kind,
  label: q.label,
  required: q.required,
  options: q.options,
  min: q.min,
  max: q.max,
  red_flags: q.redFlags,
});

/** The stored rows of a questionnaire: the default set is written down (in the editor's language) before its first change. */
async function ownRows(deps: AppDeps, listingId: number, type: number) {
  const rows = await findQuestions(deps.database.db, listingId, type);
  if (rows.length > 0) return rows;
  await replaceQuestions(deps.database.db, listingId, type, defaultQuestions(type).map((q, i) => rowOf(listingId, type, i, q)));
  return findQuestions(deps.database.db, listingId, type);
}

/** A new question as the form sent it. */
export interface QuestionInput {
  kind?: string;
  label?: string;
  required?: string | boolean;
  options?: string;
  min?: string;
  max?: string;
  red_flags?: string;
}

const words = (text: string | undefined) => (text ?? '').split(/[\n,]/).map((s) => s.trim()).filter((s) => s !== '');
const whole = (text: string | undefined, field: 'min' | 'max') => {
  if (text === undefined || text.trim() === '') return null;
  const n = Number(text);
  if (!Number.isInteger(n)) throw unprocessable(field === 'min' ? 'Lowest must be a whole number' : 'Highest must be a whole number', field);
  return n;
};

/** Why a question's red flags are refused: each must be one of its answers (yes or no, or a choice); other kinds have none. */
const RED_FLAGS_REFUSED: Partial<Record<IntakeKind, MessageKey>> = { choice: 'Red flags must be among the choices', yesno: 'A red flag of a yes-or-no question is yes or no' };

/** A new question checked: its kind, its text, a choice's options, a number's range and the red-flag answers, each refused in the form's words. */
export function checkQuestion(input: QuestionInput): Omit<IntakeQuestion, 'id'> {
  const kind = input.kind as IntakeKind;
  if (!INTAKE_KINDS.includes(kind)) throw unprocessable('Choose the kind of answer', 'kind');
  const label = (input.label ?? '').trim();
  if (label === '' || label.length > MAX_LABEL) throw unprocessable('Question must be 1 to {max} characters', 'label', { max: MAX_LABEL });
  const options = kind === 'choice' ? words(input.options) : [];
  if (kind === 'choice' && (options.length < 2 || options.length > 20 || options.some((o) => o.length > 100))) throw unprocessable('Give 2 to 20 choices, one a line, each at most 100 characters', 'options');
  const min = kind === 'number' ? whole(input.min, 'min') : null;
  const max = kind === 'number' ? whole(input.max, 'max') : null;
  if (min !== null && max !== null && min > max) throw unprocessable('Lowest must not be above Highest', 'min');
  const allowed = kind === 'yesno' ? [YES, NO] : options;
  // The label asks for yes or no in the practice's language; the stored code is the same in every one.
  const redFlags = words(input.red_flags).map((flag) => (kind === 'yesno' ? (yesNoCode(flag) ?? flag) : flag));
  if (redFlags.some((flag) => !allowed.includes(flag))) throw unprocessable(RED_FLAGS_REFUSED[kind] ?? 'Only yes-or-no and choice questions have red flags', 'red_flags');
  return { kind, label, required: input.required === true || input.required === 'on' || input.required === 'true', options, min, max, redFlags };
}

export async function addQuestion(deps: AppDeps, user: Principal, listingId: number, type: number, input: QuestionInput): Promise<void> {
  await editableListing(deps, user, listingId, type);
  const question = checkQuestion(input);
  const rows = await ownRows(deps, listingId, type);
  if (rows.length >= MAX_QUESTIONS) throw unprocessable('A questionnaire has at most {max} questions', 'label', { max: MAX_QUESTIONS });
  await insertQuestion(deps.database.db, rowOf(listingId, type, (rows.at(-1)?.position ?? -1) + 1, question));
}

/** The stored question a practice's id names (`q<row id>`), or the default one at that place once the set is written down. */
async function questionRow(deps: AppDeps, listingId: number, type: number, questionId: string) {
  const defaults = defaultQuestions(type).map((q) => q.id);
  const rows = await ownRows(deps, listingId, type);
  const index = defaults.indexOf(questionId);
  const row = index >= 0 && rows.length === defaults.length ? rows[index] : rows.find((r) => `q${r.id}` === questionId);
  if (!row) throw notFound('Question not found');
  return { row, rows };
}

export async function removeQuestion(deps: AppDeps, user: Principal, listingId: number, type: number, questionId: string): Promise<void> {
  await editableListing(deps, user, listingId, type);
  const { row } = await questionRow(deps, listingId, type, questionId);
  await deleteQuestion(deps.database.db, listingId, row.id);
}

/** Moves a question one place up or down. */
export async function moveQuestion(deps: AppDeps, user: Principal, listingId: number, type: number, questionId: string, direction: 'up' | 'down'): Promise<void> {
  await editableListing(deps, user, listingId, type);
  const { row, rows } = await questionRow(deps, listingId, type, questionId);
  const at = rows.indexOf(row);
  const other = rows[direction === 'up' ? at - 1 : at + 1];
  if (!other) return;
  await deps.database.db.transaction(async (tx) => {
    await setPosition(tx, row.id, other.position);
    await setPosition(tx, other.id, row.position);
  });
}
