import type { AppDeps } from '../../deps';
import { unprocessable } from '../../lib/errors';
import { checkIntakeFile, claimFiles, storeIntakeFile, type AttachedFile } from '../files/files.service';
import { FILE_KIND_PREFIX, MAX_FILES, MAX_TEXT, NO, YES, isRedFlag, type IntakeAnswer, type IntakeAnswerInput, type IntakeQuestion } from './intake.model';

/** An answer left empty: no text, no choice, no files. */
const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const yesNo = (value: unknown) => (value === true || value === YES ? YES : value === false || value === NO ? NO : null);

/** One answer that is not a file, checked against its question; answers the stored value. */
function checkValue(q: IntakeQuestion, value: unknown, field: string): string | number | null {
  if (isEmpty(value)) return null;
  if (q.kind === 'text') {
    if (typeof value !== 'string') throw unprocessable('This answer must be text', field);
    if (value.length > MAX_TEXT) throw unprocessable('This answer must be at most {max} characters', field, { max: MAX_TEXT });
    return value.trim();
  }
  if (q.kind === 'yesno') {
    const answer = yesNo(value);
    if (!answer) throw unprocessable('Answer yes or no', field);
    return answer;
  }
  if (q.kind === 'choice') {
    if (typeof value !== 'string' || !q.options.includes(value)) throw unprocessable('Choose one of the options', field);
    return value;
  }
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number)) throw unprocessable('This answer must be a number', field);
  if ((q.min !== null && number < q.min) || (q.max !== null && number > q.max)) {
    throw unprocessable('This answer must be between {min} and {max}', field, { min: q.min ?? '−∞', max: q.max ?? '∞' });
  }
  return number;
}

/** Files a form posted itself (a browser without scripts), by question id. */
export type PostedFiles = Record<string, File[]>;

type Checked = { bytes: Uint8Array; mime: string; ext: string };

/** A photo or video answer: the owner's own uploads (by address) and files posted with the form, each of the question's kind. */
async function checkFiles(deps: AppDeps, ownerId: number, q: IntakeQuestion, value: unknown, posted: File[], field: string) {
  const urls = isEmpty(value) ? [] : (Array.isArray(value) ? value : [value]).filter((url) => url !== '');
  if (!urls.every((url): url is string => typeof url === 'string')) throw unprocessable('This answer must be a list of uploaded files', field);
  if (urls.length + posted.length > MAX_FILES) throw unprocessable('Add at most {max} files', field, { max: MAX_FILES });
  const claimed = urls.length > 0 ? await claimFiles(deps, 'intake', { role: 'user', id: ownerId }, urls, field) : [];
  const pending: { file: File; checked: Checked }[] = [];
  for (const file of posted) pending.push({ file, checked: await checkIntakeFile(file, field) });
  const prefix = FILE_KIND_PREFIX[q.kind]!;
  if ([...claimed.map((f) => f.type), ...pending.map((p) => p.checked.mime)].some((type) => !type.startsWith(prefix))) {
    throw unprocessable(q.kind === 'photo' ? 'This answer must be a photo' : 'This answer must be a video', field);
  }
  return { claimed, pending };
}

/**
 * Every answer checked against its question (kind, required, size, range, options, files)
 * before anything is written: the first wrong one is refused naming `answers.<questionId>`, in
 * words said beside that question ("This answer is required").
 * Each answer keeps its question's text as the owner read it.
 */
export async function checkAnswers(deps: AppDeps, ownerId: number, questions: IntakeQuestion[], input: IntakeAnswerInput, posted: PostedFiles = {}): Promise<IntakeAnswer[]> {
  const known = new Set(questions.map((q) => q.id));
  const stray = Object.keys(input).find((id) => !known.has(id));
  if (stray) throw unprocessable('{field} is not a question of this intake', `answers.${stray}`, { field: `answers.${stray}` });
  const out: (IntakeAnswer & { pending: { file: File; checked: Checked }[] })[] = [];
  for (const q of questions) {
    const field = `answers.${q.id}`;
    const raw = input[q.id];
    const files = posted[q.id] ?? [];
    if (q.required && isEmpty(raw) && files.length === 0) throw unprocessable('This answer is required', field);
    const isFile = q.kind === 'photo' || q.kind === 'video';
    const checked = isFile ? await checkFiles(deps, ownerId, q, raw, files, field) : { claimed: [], pending: [] };
    const value = isFile ? null : checkValue(q, raw, field);
    out.push({ question_id: q.id, kind: q.kind, label: q.label, value, files: checked.claimed, pending: checked.pending, red_flag: isRedFlag(q, value) });
  }
  // Every answer passed: only now are the posted files stored.
  return Promise.all(out.map(async ({ pending, ...answer }) => ({ ...answer, files: [...answer.files, ...(await storeAll(deps, ownerId, pending))] })));
}

async function storeAll(deps: AppDeps, ownerId: number, pending: { file: File; checked: Checked }[]): Promise<AttachedFile[]> {
  const stored: AttachedFile[] = [];
  for (const { file, checked } of pending) stored.push(await storeIntakeFile(deps, ownerId, file, checked));
  return stored;
}
