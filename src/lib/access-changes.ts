/**
 * A change that may end someone's right under an open connection (sign-out, team change, cancel),
 * announced here for listeners `createApp` subscribes: see docs/decisions/0011-socket-access-revoked-on-change.md.
 */
export type AccessChange = { account: 'users' | 'vendor_logins'; id: number } | { bookingId: number };

export type AccessListener = (change: AccessChange) => void;

const listeners = new WeakMap<object, Set<AccessListener>>();

/** Subscribes a listener for one app (keyed by its deps); the same listener twice is kept once. */
export function onAccessChanged(app: object, listener: AccessListener): void {
  let set = listeners.get(app);
  if (!set) listeners.set(app, (set = new Set()));
  set.add(listener);
}

/** Tells the app's listeners, after the change is committed. A listener's failure is its own. */
export function accessChanged(app: object, change: AccessChange): void {
  for (const listener of listeners.get(app) ?? []) {
    try {
      listener(change);
    } catch {
      // A listener that throws must not undo or fail the write that was announced.
    }
  }
}
