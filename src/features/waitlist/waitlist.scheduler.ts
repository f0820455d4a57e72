import { DateTime } from 'luxon';
import type { AppDeps } from '../../deps';
import { endOffer, expirePastEntries, findExpiredOpenOffers, findWaitingGroups } from './waitlist.repo';
import { endOpenOffer, offerListing, sendOfferSms, type Made } from './waitlist.offers';
import { forgetNudge, onNudge } from './waitlist.nudge';

/*
 * The waitlist's offer pass, started by src/start.ts like the reminders: nothing lives in memory.
 * Each pass expires the open offers whose 15 minutes ran out (one UPDATE each: one process of two
 * ends it), then offers every free slot inside a waiting entry's days to the first that fits. Every
 * freed slot is found this way, whatever freed it (a cancel, a move, a hold that ran out), and a
 * kill -9 at any point leaves each offer whole or not made (waitlist.offers.ts).
 */

/** Expired offers handled per pass at most; the rest wait for the next. */
const BATCH = 200;

export interface PassResult {
  expired: number;
  offered: number;
}

/** Ends the offers whose time ran out at `now`: their slots are free again for the next entry. */
async function expireOffers(deps: AppDeps, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  let expired = 0;
  for (const offer of await findExpiredOpenOffers(deps.database.db, nowIso, BATCH)) {
    const ended = await deps.database.db.transaction(async (tx) => endOpenOffer(deps, tx, offer, await endOffer(tx, offer.id, 'expired', nowIso), nowIso));
    if (ended) expired++;
  }
  return expired;
}

/** One pass; tests call it directly with an injected instant. */
export async function waitlistPass(deps: AppDeps, now: Date = deps.clock()): Promise<PassResult> {
  const expired = await expireOffers(deps, now);
  // A day's margin: the entry's days are in its listing's zone, at most a day from UTC.
  await expirePastEntries(deps.database.db, DateTime.fromJSDate(now, { zone: 'UTC' }).minus({ days: 1 }).toISODate()!, now.toISOString());
  const made: Made[] = [];
  for (const group of await findWaitingGroups(deps.database.db)) made.push(...(await offerListing(deps, group.listingId, group.type, now)));
  for (const offer of made) await sendOfferSms(deps, offer);
  if (expired + made.length > 0) deps.log.info('waitlist_pass', { expired, offered: made.length });
  return { expired, offered: made.length };
}

/** Nudges that come during a pass run one more pass this long after it: under a burst of cancels or joins the pass would otherwise run back to back and take a core. */
const NUDGE_GAP_MS = 1000;

/** Runs a pass now, every config.waitlist.everyMs and on a nudge, one at a time (nudges during a pass run one more, a moment after it). */
export function startWaitlistScheduler(deps: AppDeps): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    running = waitlistPass(deps)
      .catch((error) => deps.log.error('waitlist_pass_failed', { error }))
      .finally(() => {
        if (!again) {
          busy = false;
          return;
        }
        again = false;
        setTimeout(() => {
          busy = false;
          tick();
        }, NUDGE_GAP_MS).unref();
      });
  };
  onNudge(deps, tick);
  tick();
  const timer = setInterval(tick, deps.config.waitlist.everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      forgetNudge(deps);
      await running;
    },
  };
}
