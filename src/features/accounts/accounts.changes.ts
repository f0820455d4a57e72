import type { AppDeps } from '../../deps';
import type { Tx } from '../../../db/client';
import type { SessionAccount } from '../../lib/principal';
import { port } from '../../lib/ports';

/**
 * A change that ends some of what an account stood for: a new password (what was given out under
 * the old one), a practice login removed, or its sub-role changed. `at` is the instant the change
 * writes, so whatever follows it carries the same one.
 */
export type AccountChange = { id: number; at: string } & (
  | { what: 'password'; account: 'users' | 'vendor_logins' }
  | { what: 'removed'; account: 'vendor_logins' }
  | { what: 'subrole'; account: 'vendor_logins'; after: SessionAccount }
);

/**
 * Told of an account change inside the write transaction that makes it (the calendar feeds its
 * person made end with it); a throw rolls the change back.
 */
export type AccountSubscriber = (tx: Tx, change: AccountChange) => Promise<void>;

/** Per app (its deps): the features above accounts that follow its changes, given by `createApp`. */
export const accountSubscribersPort = port<readonly AccountSubscriber[]>('accounts: AccountSubscribers');

/** Tells every subscriber of this app, in the change's transaction. */
export async function announceAccountChange(deps: AppDeps, tx: Tx, change: AccountChange): Promise<void> {
  for (const subscriber of accountSubscribersPort.of(deps)) await subscriber(tx, change);
}
