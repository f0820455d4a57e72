import { Duration } from 'luxon';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { fromThisMachine } from '../../plugins/dev-access';
import { AppError, notFound, unprocessable } from '../../lib/errors';
import { isoInstantMs } from '../../lib/clock';
import { DAY_MS } from '../../lib/time';

/** Longest single move forward: past it a typo (P400Y) rather than a test. */
const MAX_ADVANCE_DAYS = 400;

/** The body as JSON whatever its Content-Type, so `curl -d '{"advance":"PT50M"}'` works as written. */
function parseBody(text: string): { at?: unknown; advance?: unknown } {
  try {
    const body = JSON.parse(text || '{}') as unknown;
    if (body && typeof body === 'object' && !Array.isArray(body)) return body;
  } catch {
    // answered below
  }
  throw unprocessable(`The body must be a JSON object: '{'"at": "<ISO instant>"'}' or '{'"advance": "<ISO duration>"'}'`);
}

/** Where the clock is to go, from `{ at }` or `{ advance }` (exactly one), each checked and named when wrong. */
export function targetOf(text: string, now: Date): Date {
  const { at, advance } = parseBody(text);
  if ((at === undefined) === (advance === undefined)) throw unprocessable('Give either "at" (an ISO instant) or "advance" (an ISO duration), not both', at === undefined ? 'at' : 'advance');
  if (at !== undefined) {
    const ms = isoInstantMs(at);
    if (Number.isNaN(ms)) throw unprocessable('at: expected an ISO 8601 instant with its zone, such as 2027-03-13T09:00:00Z', 'at');
    return new Date(ms);
  }
  const duration = typeof advance === 'string' ? Duration.fromISO(advance) : Duration.invalid('not a string');
  if (!duration.isValid) throw unprocessable('advance: expected an ISO 8601 duration, such as PT2H or P1DT30M', 'advance');
  const ms = duration.toMillis();
  if (ms < 0) throw unprocessable('advance: the clock only moves forward; use "at" to go back', 'advance');
  if (ms > MAX_ADVANCE_DAYS * DAY_MS) throw unprocessable('advance: at most {days} days at a time', 'advance', { days: MAX_ADVANCE_DAYS });
  return new Date(now.getTime() + ms);
}

/**
 * /dev/clock: the product's clock, read and moved by a tester on this machine (README, "Trying
 * time"). Guarded as /dev/outbox is; absent in production and where a test fixed the clock.
 */
export const clockRoutes = (deps: AppDeps) => {
  const app = featureRoutes('clock-routes', deps);
  if (deps.config.production) return app;
  const movable = ({ request, tenant, peerIp }: { request: Request; tenant: { kind: string }; peerIp: string }) => {
    if (!deps.devClock || !fromThisMachine(request, tenant, peerIp)) throw notFound();
    return deps.devClock;
  };
  return app
    .get('/dev/clock', (ctx) => ({ now: movable(ctx).now().toISOString() }))
    .post(
      '/dev/clock',
      async (ctx) => {
        const clock = movable(ctx);
        try {
          await clock.moveTo(targetOf(typeof ctx.body === 'string' ? ctx.body : '', clock.now()));
        } catch (error) {
          // A JSON tool answers in JSON whatever the client accepts (curl sends */*).
          if (error instanceof AppError) return ctx.status(error.status, error.field ? { msg: error.message, field: error.field } : { msg: error.message });
          throw error;
        }
        return { now: clock.now().toISOString() };
      },
      { parse: 'text' },
    );
};
