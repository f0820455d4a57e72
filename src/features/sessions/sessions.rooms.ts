import type { Side } from './sessions.model';

/** Close codes the island understands: it does not reconnect after these. The last three end a person's right to the room. */
export const CLOSE = { REPLACED: 4000, ENDED: 4001, SIGNED_OUT: 4002, CANCELED: 4003, NO_ACCESS: 4004 } as const;

/** One open socket in a room, as the room sees it. */
export interface RoomSocket {
  side: Side;
  name: string;
  send(frame: object): void;
  close(code: number, reason: string): void;
}

interface Room {
  sides: Partial<Record<Side, RoomSocket>>;
  /** Work on the room's messages runs one after another, so every side sees one order. */
  tail: Promise<void>;
  timer?: ReturnType<typeof setTimeout>;
}

const other = (side: Side): Side => (side === 'owner' ? 'practice' : 'owner');
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The live rooms of one app, one per booking id, each with at most one socket per side: a
 * person who joins again (a reload, a second tab) takes the place of their older socket.
 * Rooms live in memory; a room is pinned to one instance (architecture §11).
 */
export class Rooms {
  private rooms = new Map<number, Room>();

  /**
   * Adds a socket. `welcome` is told who is already on the other side and greets the newcomer
   * before that side hears of it, so whatever the other side sends next finds the newcomer ready.
   */
  join(bookingId: number, socket: RoomSocket, welcome: (peer: string | null) => void): void {
    const room = this.rooms.get(bookingId) ?? { sides: {}, tail: Promise.resolve() };
    this.rooms.set(bookingId, room);
    const previous = room.sides[socket.side];
    room.sides[socket.side] = socket;
    if (previous && previous !== socket) previous.close(CLOSE.REPLACED, 'Joined again elsewhere');
    const peer = room.sides[other(socket.side)];
    welcome(peer?.name ?? null);
    peer?.send({ t: 'peer', name: socket.name });
  }

  /** Removes a socket if it is still its side's; the other side hears that it left. */
  leave(bookingId: number, socket: RoomSocket): void {
    const room = this.rooms.get(bookingId);
    if (!room || room.sides[socket.side] !== socket) return;
    delete room.sides[socket.side];
    room.sides[other(socket.side)]?.send({ t: 'peer-left' });
    if (!room.sides.owner && !room.sides.practice) {
      clearTimeout(room.timer);
      this.rooms.delete(bookingId);
    }
  }

  /** Passes a frame to the other side, only from a socket that is still in the room. */
  relay(bookingId: number, from: RoomSocket, frame: object): void {
    const room = this.rooms.get(bookingId);
    if (room?.sides[from.side] !== from) return;
    room.sides[other(from.side)]?.send(frame);
  }

  broadcast(bookingId: number, frame: object): void {
    const room = this.rooms.get(bookingId);
    if (!room) return;
    room.sides.owner?.send(frame);
    room.sides.practice?.send(frame);
  }

  /** Runs work for a room after the work queued before it. */
  serial(bookingId: number, work: () => Promise<void>): Promise<void> {
    const room = this.rooms.get(bookingId);
    if (!room) return work();
    const run = room.tail.then(work);
    room.tail = run.catch(() => undefined);
    return run;
  }

  /** Closes the room's sockets when its window ends. */
  closeAt(bookingId: number, inMs: number): void {
    const room = this.rooms.get(bookingId);
    if (!room || room.timer) return;
    room.timer = setTimeout(() => {
      for (const socket of [room.sides.owner, room.sides.practice]) socket?.close(CLOSE.ENDED, 'The session has ended');
    }, Math.max(0, Math.min(inMs, MAX_TIMER_MS)));
    room.timer.unref?.();
  }

  /** How many rooms have a socket open (for /metrics). */
  get roomCount(): number {
    return this.rooms.size;
  }

  /** How many sockets are open (for tests, the bench and /metrics). */
  get size(): number {
    let n = 0;
    for (const room of this.rooms.values()) n += (room.sides.owner ? 1 : 0) + (room.sides.practice ? 1 : 0);
    return n;
  }
}
