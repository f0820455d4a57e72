/**
 * The app's logger: one line of JSON per event, silent in tests unless asked,
 * errors only in production. Values under secret-looking keys are never written.
 */
import { machineMs } from './clock';
import { currentRequest } from './request-context';
import { stdoutLines } from './log-lines';

type LogLevel = 'silent' | 'error' | 'info';

export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
  /** The access log's one line per request (event `request`), written when the access log is on, whatever the level (decision 0041). */
  access(fields: AccessFields): void;
}

/** What an access line holds besides time, level, event and request id: nothing personal, so nothing to redact. */
export interface AccessFields {
  method: string;
  route: string;
  status: number;
  duration_ms: number;
}

const SECRET_KEY = /pass|secret|token|otp|code|card|cvc|ccv|authorization|cookie|hash|forgot/i;

/** A failed query's error text lists its bound values (e-mails, password hashes): they are cut. */
function scrub(text: string | undefined): string | undefined {
  return text?.replace(/\nparams: .*/g, '\nparams: [redacted]');
}

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) {
    // The cause (e.g. the database's own error under drizzle's "Failed query") says what went wrong.
    const code = (value as { code?: unknown }).code;
    return {
      name: value.name,
      message: scrub(value.message),
      ...(typeof code === 'string' ? { code } : {}),
      stack: scrub(value.stack),
      ...(value.cause !== undefined ? { cause: redact(value.cause, depth + 1) } : {}),
    };
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? '[redacted]' : redact(item, depth + 1);
  return out;
}

/**
 * `write` takes each line and whether it must go out now (errors do; the rest may wait for the end of
 * this turn of the event loop). `access`: write the access log (default: when the level is info).
 * LOG_LEVEL=silent writes nothing at all.
 */
export function createLogger(level: LogLevel, write: (line: string, now: boolean) => void = (line, now) => stdoutLines().write(line, now), options: { access?: boolean } = {}): Logger {
  const access = level !== 'silent' && (options.access ?? level === 'info');
  // A log line says when this machine wrote it, whatever the product's clock says.
  const time = () => new Date(machineMs()).toISOString();
  const line = (lvl: 'info' | 'error', event: string, fields?: Record<string, unknown>) => {
    // A line written while handling a request names it, so one request's lines can be followed (decision 0041).
    const requestId = currentRequest()?.id;
    write(JSON.stringify({ time: time(), level: lvl, event, ...(requestId ? { request_id: requestId } : {}), ...(redact(fields ?? {}) as object) }), lvl === 'error');
  };
  const emit = (lvl: 'info' | 'error', event: string, fields?: Record<string, unknown>) => {
    if (level === 'silent' || (level === 'error' && lvl === 'info')) return;
    line(lvl, event, fields);
  };
  return {
    info: (event, fields) => emit('info', event, fields),
    error: (event, fields) => emit('error', event, fields),
    access: (fields) => {
      if (!access) return;
      const requestId = currentRequest()?.id;
      write(JSON.stringify({ time: time(), level: 'info', event: 'request', ...(requestId ? { request_id: requestId } : {}), method: fields.method, route: fields.route, status: fields.status, duration_ms: fields.duration_ms }), false);
    },
  };
}
