/**
 * A person's right to be somewhere can end under a connection that is already open: a sign-out
 * or new password (the account's token version rose), a team member removed or changed, a
 * booking canceled or moved. The feature that makes the change announces it here; whoever holds
 * open connections (the live rooms) is subscribed by `createApp` and checks them again. The
 * announcer imports no listener, so no feature imports one above it.
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
