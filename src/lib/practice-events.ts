import type { Tx } from '../../db/client';
import type { Request, phr } from '../../db/schema';

/**
 * What happened in a practice that its other systems are told of (signed webhooks). Said by the
 * features that make the change (requests, records), inside its transaction; `createApp` gives
 * the listener (webhooks), which they may not import (features form a line).
 */
export type PracticeEvent =
  | { type: 'request.created' | 'request.answered'; request: Request }
  /** `writtenBy`: the practice that wrote the record (a note, a report), null for the owner's own. */
  | { type: 'record.added'; record: typeof phr.$inferSelect; writtenBy: number | null };

export type PracticeEvents = (tx: Tx, event: PracticeEvent) => Promise<void>;

const listeners = new WeakMap<object, PracticeEvents>();

/** One app's listener (keyed by its deps), given by `createApp`. */
export function onPracticeEvent(app: object, listener: PracticeEvents): void {
  listeners.set(app, listener);
}

/** Tells the app's listener, in the change's transaction; an app built without one (a script) tells nobody. */
export async function practiceEvent(app: object, tx: Tx, event: PracticeEvent): Promise<void> {
  await listeners.get(app)?.(tx, event);
}
