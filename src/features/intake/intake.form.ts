import type { PostedFiles } from './intake.check';
import type { IntakeAnswerInput } from './intake.model';

/**
 * The intake form's body as the service takes it: `answers.<id>` fields (a kept file's address
 * may repeat) and `files.<id>` parts, the files the browser posted itself.
 */
export function intakeFormInput(body: unknown): { input: IntakeAnswerInput; posted: PostedFiles } {
  const input: IntakeAnswerInput = {};
  const posted: PostedFiles = {};
  for (const [key, raw] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    const values = [raw].flat();
    if (key.startsWith('files.')) {
      const files = values.filter((v): v is File => v instanceof File && v.size > 0);
      if (files.length > 0) posted[key.slice(6)] = files;
    } else if (key.startsWith('answers.')) {
      const texts = values.filter((v): v is string => typeof v === 'string');
      input[key.slice(8)] = values.length > 1 || /^\/files\//.test(texts[0] ?? '') ? texts : (texts[0] ?? null);
    }
  }
  return { input, posted };
}
