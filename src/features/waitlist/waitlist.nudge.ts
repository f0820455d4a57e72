/*
 * A nudge: the offer pass run soon after a slot may have freed (a cancel, a move, a new entry)
 * instead of at its next tick. The scheduler of this app registers its pass; an app that runs none
 * (WAITLIST_EVERY_SECONDS=0, most tests) ignores the nudge and leaves it to the processes that do.
 */

const passes = new WeakMap<object, () => void>();

/** The scheduler registers the pass it runs for this app (keyed by its deps). */
export function onNudge(app: object, pass: () => void): void {
  passes.set(app, pass);
}

export function forgetNudge(app: object): void {
  passes.delete(app);
}

/** Runs the pass a moment later: after the transaction that freed the slot has committed. */
export function nudgeOffers(app: object): void {
  const pass = passes.get(app);
  if (pass) setTimeout(pass, 50).unref();
}
