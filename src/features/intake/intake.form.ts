import type { PostedFiles } from './intake.check';
import type { IntakeAnswerInput } from './intake.model';

type Fields = Record<string, unknown>;

/** The form's fields under a prefix: the body parser nests `answers.<id>` as `answers: {<id>}`; a flat body keeps the dotted names. */
function under(body: Fields, prefix: string): Fields {
  const nested = body[prefix];
  const flat = Object.entries(body).filter(([key]) => key.startsWith(`${prefix}.`)).map(([key, value]) => [key.slice(prefix.length + 1), value]);
  return { ...(nested && typeof nested === 'object' && !(nested instanceof File) ? (nested as Fields) : {}), ...Object.fromEntries(flat) };
}

/**
 * The intake form's body as the service takes it: `answers.<id>` fields (a kept file's address
 * may repeat) and `files.<id>` parts, the files the browser posted itself.
 */
export function intakeFormInput(body: unknown): { input: IntakeAnswerInput; posted: PostedFiles } {
  const fields = (body ?? {}) as Fields;
  const input: IntakeAnswerInput = {};
  const posted: PostedFiles = {};
  for (const [id, raw] of Object.entries(under(fields, 'files'))) {
    const files = [raw].flat().filter((v): v is File => v instanceof File && v.size > 0);
    if (files.length > 0) posted[id] = files;
  }
  for (const [id, raw] of Object.entries(under(fields, 'answers'))) {
    const texts = [raw].flat().filter((v): v is string => typeof v === 'string');
    input[id] = texts.length > 1 || /^\/files\//.test(texts[0] ?? '') ? texts : (texts[0] ?? null);
  }
  return { input, posted };
}
