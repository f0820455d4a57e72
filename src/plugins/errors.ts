import { Elysia, ValidationError } from 'elysia';
import { seedOf, type AppDeps } from '../deps';
import { AppError, constraintCode } from '../lib/errors';
import { currentReader, t, translated } from '../lib/i18n';
import { schemaErrorText } from '../lib/form-errors';
import { requestPath } from '../lib/request-url';
import { Alert } from '../ui/Alert';
import { movedSiteAnswer, resolveTenant } from './tenant';
import { ErrorPage, NotFoundPage, SiteNotFoundPage } from '../ui/ErrorPages';
import type { Lookups } from './lookups';
import { formPageOf, reShownForm, type PageOf } from './refused-form';

interface Mapped {
  status: number;
  msg: string;
  field?: string;
}

function fieldOf(path: string | undefined): string | undefined {
  const field = path?.replace(/^\//, '').replace(/\//g, '.');
  return field || undefined;
}

/** A body that is no object at all (none, null, a list) misses the schema's first required field: named, with its own text. */
function missingOf(first: { path?: string; schema?: unknown; value?: unknown } | undefined): Mapped | undefined {
  const schema = first?.schema as { required?: string[]; properties?: Record<string, unknown> } | undefined;
  const name = schema?.required?.[0];
  if (fieldOf(first?.path) || !name || (first?.value && typeof first.value === 'object' && !Array.isArray(first.value))) return undefined;
  return { status: 422, msg: schemaErrorText(schema?.properties?.[name], undefined) ?? t('{field} is required', { field: name }), field: name };
}

/** The schema checker's own words about a field (its language's, see lib/schema-messages), or "is invalid". */
function fieldProblem(field: string, problem: string | undefined): string {
  return problem ? t('{field}: {problem}', { field, problem }) : t('{field} is invalid', { field });
}

/** A file of another kind than the route takes: "file must be an image", or the kinds it takes, joined by "or". */
function fileKindText(field: string, expected: string[]): string {
  if (expected.length === 0) return t('{field} must be another kind of file (the file sent is not one)', { field });
  if (expected.length === 1 && expected[0] === 'image') return t('{field} must be an image (the file sent is not one)', { field });
  const kinds = new Intl.ListFormat(currentReader().locale, { type: 'disjunction' }).format(expected.map((kind) => (kind === 'image' ? t('an image') : kind)));
  return t('{field} must be {kinds} (the file sent is not one)', { field, kinds });
}

type Issue = { path?: string; message?: string; summary?: string; schema?: unknown; value?: unknown };

/**
 * The first thing wrong with a refused input. The framework's own list writes each refused value
 * into a summary, which throws for a value whose toString is not a function ({"toString": true}):
 * then the schema checker's first error, without the summary.
 */
function firstIssue(error: ValidationError): Issue | undefined {
  try {
    return error.all[0] as Issue | undefined;
  } catch {
    const check = error.validator as { Errors?: (value: unknown) => { First(): Issue | undefined } } | undefined;
    return check?.Errors?.(error.value)?.First();
  }
}

/** The spec's data-layer mapping (§8): duplicate, null, invalid json, unauthorized, unknown. */
export function mapError(code: string | number, error: unknown): Mapped {
  if (error instanceof AppError) return { status: error.status, msg: error.message, field: error.field };
  if (code === 'VALIDATION' && error instanceof ValidationError) {
    const first = firstIssue(error);
    const missing = missingOf(first);
    const field = fieldOf(first?.path) ?? missing?.field;
    const custom = missing?.msg ?? schemaErrorText(first?.schema, first?.value);
    // A path whose id is no plain number ("0x10", "1e1") names nothing, as an id that does not exist.
    if (error.type === 'params' && custom === undefined) return { status: 404, msg: 'Not found' };
    // The framework's summary is English only: other readers get the plain refusal in their language.
    const summary = currentReader().language === 'en' ? first?.summary : undefined;
    const detail = custom ?? (field ? fieldProblem(field, first?.message) : (summary ?? 'Invalid request'));
    return { status: 422, msg: detail, field };
  }
  if (code === 'PARSE') {
    // A limit the input walk enforces (too deep) arrives wrapped in Elysia's ParseError.
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof AppError ? { status: cause.status, msg: cause.message, field: cause.field } : { status: 400, msg: 'invalid json' };
  }
  if (code === 'NOT_FOUND') return { status: 404, msg: 'Not found' };
  if (code === 'INVALID_FILE_TYPE') {
    // Elysia read the file's bytes and found another kind than the route's t.File allows.
    const { property, expected } = error as { property?: string; expected?: string | string[] };
    const field = property?.replace(/^body\./, '') || 'file';
    return { status: 422, msg: fileKindText(field, [expected ?? []].flat()), field };
  }
  if (code === 'INVALID_COOKIE_SIGNATURE') return { status: 401, msg: 'unauthorized' };
  const constraint = constraintCode(error);
  if (constraint === 'SQLITE_CONSTRAINT_UNIQUE' || constraint === 'SQLITE_CONSTRAINT_PRIMARYKEY') return { status: 409, msg: 'duplicate' };
  if (constraint === 'SQLITE_CONSTRAINT_NOTNULL') return { status: 400, msg: 'null' };
  if (constraint) return { status: 400, msg: 'invalid' };
  return { status: 500, msg: 'unknown' };
}

/** Reads the path without `new URL` (see lib/request-url): nothing on the error path may throw. */
function wantsJson(request: Request): boolean {
  const path = requestPath(request);
  return path.startsWith('/api/') || (request.headers.get('accept') ?? '').includes('application/json');
}

/**
 * The header that marks an htmx answer as a refused form's: public/js/refusals.js then leaves the
 * form in place, with what was typed, and puts the message beside the field it names (empty: the
 * form). Decision 0053.
 */
const REFUSAL_HEADER = 'hx-refusal';

/**
 * Turns every failure into a clear answer: JSON `{msg}` for the API, an alert fragment marked as a
 * refusal for htmx, the form's own page again for a browser's form post (refused-form.tsx), a page
 * otherwise. Only real faults are 5xx, and they are logged without secrets.
 */
export const errorsPlugin = (deps: AppDeps, lookups: Lookups, pageOf: PageOf) =>
  new Elysia({ name: 'errors', seed: seedOf(deps) }).error({ AppError }).onError({ as: 'global' }, async (ctx) => {
    const { code, error, request, set } = ctx;
    const mapped = mapError(code, error);
    // An AppError was translated when made; the framework's own failures are translated here.
    if (!(error instanceof AppError)) mapped.msg = translated(mapped.msg);
    if (mapped.status >= 500) {
      deps.log.error('request_failed', { method: request.method, path: requestPath(request), error });
    }
    set.status = mapped.status;
    if (wantsJson(request)) {
      return Response.json(mapped.field ? { msg: mapped.msg, field: mapped.field } : { msg: mapped.msg }, {
        status: mapped.status,
        headers: set.headers as Record<string, string>,
      });
    }
    const html = (body: string) =>
      new Response(body, { status: mapped.status, headers: { ...(set.headers as Record<string, string>), 'content-type': 'text/html; charset=utf-8' } });
    if (request.headers.get('hx-request') === 'true') {
      (set.headers as Record<string, string>)[REFUSAL_HEADER] = encodeURIComponent(mapped.status >= 500 ? '' : (mapped.field ?? ''));
      return html(await Alert({ kind: 'error', message: mapped.status >= 500 ? t('Sorry! Something went wrong. Please try again later.') : mapped.msg }));
    }
    // A refusal of what a person typed (not a path no route has): their form again, never an error page.
    const from = mapped.status < 500 && (mapped.status !== 404 || error instanceof AppError) ? formPageOf(request, deps.config.trustProxy) : undefined;
    const shown = from ? await reShownForm(pageOf, request, from, mapped, (ctx as { body?: unknown }).body) : undefined;
    if (shown) return shown;
    const tenant = await resolveTenant(deps, lookups, request).catch(() => ({ kind: 'main' }) as const);
    // A path no route has, on a former sub-domain: redirected like every other (the new site answers it).
    const moved = movedSiteAnswer(deps, tenant, request);
    if (moved) return moved;
    if (tenant.kind === 'unknown') return html(await SiteNotFoundPage());
    if (mapped.status === 404) return html(await NotFoundPage({ tenant, principal: null }));
    const message = mapped.status >= 500 ? t('Sorry! Something went wrong. Please try again later.') : mapped.msg;
    return html(await ErrorPage({ tenant, status: mapped.status, message }));
  });
