import { translated, type MessageValues } from './i18n';

/**
 * The one error type services throw for an expected failure: a 4xx status and the
 * message a person sees (the spec's text where it has one), optionally naming the field.
 * The message is a catalogue key (its English text), translated here for the current reader,
 * with `values` for its arguments; `key` keeps the English for logs and tests.
 */
export class AppError extends Error {
  readonly key: string;
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    values?: MessageValues,
  ) {
    super(translated(message, values));
    this.key = message;
  }
}

export const badRequest = (message: string, field?: string, values?: MessageValues) => new AppError(400, message, field, values);
export const unauthorized = (message = 'unauthorized') => new AppError(401, message);
export const forbidden = (message = 'Forbidden') => new AppError(403, message);
export const notFound = (message = 'Not found', field?: string) => new AppError(404, message, field);
export const conflict = (message: string, field?: string, values?: MessageValues) => new AppError(409, message, field, values);
export const unprocessable = (message: string, field?: string, values?: MessageValues) => new AppError(422, message, field, values);
export const tooManyRequests = (message: string, values?: MessageValues) => new AppError(429, message, undefined, values);

/** Walks an error's causes for a SQLite constraint code (drizzle wraps libSQL's error), e.g. SQLITE_CONSTRAINT_UNIQUE. */
export function constraintCode(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { extendedCode?: string; code?: string }).extendedCode ?? (e as { code?: string }).code;
    if (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT')) return code;
  }
  return null;
}
