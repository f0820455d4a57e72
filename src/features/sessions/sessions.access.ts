import type { AppDeps } from '../../deps';
import { onAccessChanged, type AccessChange, type AccessListener } from '../../lib/access-changes';
import { roomsOf, type RoomSocket } from './sessions.rooms';
import { rightEnded, type RoomMember } from './sessions.service';

/** An open room socket and the member it admitted. */
export interface OpenSocket {
  member: RoomMember;
  socket: RoomSocket;
}

const registries = new WeakMap<AppDeps, Map<string, OpenSocket>>();
const listeners = new WeakMap<AppDeps, AccessListener>();

/** The open room sockets of one app, by socket id. */
export function openSocketsOf(deps: AppDeps): Map<string, OpenSocket> {
  let open = registries.get(deps);
  if (!open) registries.set(deps, (open = new Map()));
  return open;
}

/** Whether a change may have ended this member's right: their booking, or their own account. */
const touches = (change: AccessChange, member: RoomMember): boolean =>
  'bookingId' in change
    ? change.bookingId === member.bookingId
    : change.id === member.personId && (change.account === 'vendor_logins') === (member.side === 'practice');

/** Closes the socket when its member's right has ended, with the code and text the island shows; answers whether it did. */
export async function closeIfRightEnded(deps: AppDeps, entry: OpenSocket): Promise<boolean> {
  const ended = await rightEnded(deps, entry.member);
  if (ended) entry.socket.close(ended.code, ended.reason);
  return ended !== null;
}

/** The app's listener for access changes (one per app): checks again every open socket a change touches. */
export function roomAccessListener(deps: AppDeps): AccessListener {
  let listener = listeners.get(deps);
  if (!listener) {
    listener = (change) => {
      for (const entry of openSocketsOf(deps).values()) {
        if (!touches(change, entry.member)) continue;
        closeIfRightEnded(deps, entry).catch((error) => deps.log.error('session_recheck_failed', { bookingId: entry.member.bookingId, error }));
      }
    };
    listeners.set(deps, listener);
  }
  return listener;
}

const ACCESS_CHANNEL = 'vetconsult:access';

/**
 * With a bus between processes, an access change made here is told to the others, and theirs
 * to this one's rooms: a sign-out on one process closes a socket held by another. The publish
 * never waits nor throws (a Redis outage must not fail the sign-out); it logs its failure.
 */
export function shareAccessChanges(deps: AppDeps): void {
  const bus = deps.providers.bus;
  if (!bus || bus.name === 'memory') return;
  const { node } = roomsOf(deps);
  const local = roomAccessListener(deps);
  bus.subscribe(ACCESS_CHANNEL, (raw) => {
    try {
      const message = JSON.parse(raw) as { node: string; change: AccessChange };
      if (message.node !== node) local(message.change);
    } catch (error) {
      deps.log.error('access_change_unreadable', { error });
    }
  });
  onAccessChanged(deps, (change) => bus.publish(ACCESS_CHANNEL, JSON.stringify({ node, change })));
}
