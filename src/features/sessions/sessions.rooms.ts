import type { AppDeps } from '../../deps';
import type { Bus } from '../../providers/bus/bus';
import type { Side } from './sessions.model';
import { machineMs } from '../../lib/clock';

/** Close codes the island understands: it does not reconnect after these. The last three end a person's right to the room. */
export const CLOSE = { REPLACED: 4000, ENDED: 4001, SIGNED_OUT: 4002, CANCELED: 4003, NO_ACCESS: 4004 } as const;
/** The bus between processes went down: the island reconnects (1012 "service restart"), the upgrade answers 503 until it is back. */
export const BUS_DOWN = { code: 1012, reason: 'Reconnecting' } as const;
/** The rooms' channel on the bus (one for all rooms: a message names its room). */
export const ROOMS_CHANNEL = 'vetconsult:rooms';

/** One open socket in a room, as the room sees it. */
export interface RoomSocket {
  side: Side;
  name: string;
  send(frame: object): void;
  close(code: number, reason: string): void;
  /** The newest chat message id this socket has been sent (set once its history is sent). */
  cursor?: number;
}

/** A chat message as the rooms need it: its id orders the room. */
type Stored = { id: number };

interface Room {
  sides: Partial<Record<Side, RoomSocket>>;
  /** When each local side joined: of two joins of one side on two processes, the later one stays. */
  joinedAt: Partial<Record<Side, number>>;
  /** Work on the room's messages runs one after another, so every side sees one order. */
  tail: Promise<void>;
  timer?: ReturnType<typeof setTimeout>;
}

/** What processes tell each other about a room (docs/decisions/0039-rooms-over-redis.md). */
type Said =
  | { t: 'join'; room: number; side: Side; name: string; at: number }
  | { t: 'here'; room: number; side: Side; name: string; to: string }
  | { t: 'left'; room: number; side: Side }
  | { t: 'relay'; room: number; to: Side; frame: object }
  | { t: 'chat'; room: number; id: number };
type Wire = Said & { node: string };

const other = (side: Side): Side => (side === 'owner' ? 'practice' : 'owner');
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The live rooms of one app, one per booking id, each with at most one socket per side: a
 * person who joins again (a reload, a second tab) takes the place of their older socket.
 * A process holds its own sockets; with a shared bus (Redis) the processes tell each other
 * who joined and left and pass on signalling and chat, so the two sides may be on different
 * processes. With the in-process bus, nothing leaves the process.
 */
export class Rooms {
  private rooms = new Map<number, Room>();
  /** This process's name on the bus. */
  readonly node = crypto.randomUUID();
  private shared: Bus | null;
  /** Who holds a side of a room on another process, as their announcements said (any room, so a newcomer is welcomed with its peer). */
  private elsewhere = new Map<number, Partial<Record<Side, { name: string; node: string }>>>();
  /** A room's stored chat messages after an id, oldest first (set by the socket's routes). */
  readChat: (bookingId: number, after: number) => Promise<Stored[]> = async () => [];

  constructor(bus?: Bus) {
    this.shared = bus && bus.name !== 'memory' ? bus : null;
    this.shared?.subscribe(ROOMS_CHANNEL, (message) => this.heard(message));
    this.shared?.onState((state) => state === 'down' && (this.elsewhere.clear(), this.closeAll(BUS_DOWN.code, BUS_DOWN.reason)));
  }

  /** Whether a socket may join now: not while the bus between processes is down. */
  get open(): boolean {
    return this.shared?.state !== 'down';
  }

  /**
   * Adds a socket. `welcome` is told who is already on the other side and greets the newcomer
   * before that side hears of it, so whatever the other side sends next finds the newcomer ready.
   */
  join(bookingId: number, socket: RoomSocket, welcome: (peer: string | null) => void): void {
    const room = this.rooms.get(bookingId) ?? { sides: {}, joinedAt: {}, tail: Promise.resolve() };
    this.rooms.set(bookingId, room);
    const previous = room.sides[socket.side];
    room.sides[socket.side] = socket;
    room.joinedAt[socket.side] = machineMs();
    delete this.elsewhere.get(bookingId)?.[socket.side];
    if (previous && previous !== socket) previous.close(CLOSE.REPLACED, 'Joined again elsewhere');
    const peer = room.sides[other(socket.side)];
    welcome(peer?.name ?? this.elsewhere.get(bookingId)?.[other(socket.side)]?.name ?? null);
    peer?.send({ t: 'peer', name: socket.name });
    this.tell({ t: 'join', room: bookingId, side: socket.side, name: socket.name, at: room.joinedAt[socket.side]! });
  }

  /** Removes a socket if it is still its side's; the other side hears that it left. */
  leave(bookingId: number, socket: RoomSocket): void {
    const room = this.rooms.get(bookingId);
    if (!room || room.sides[socket.side] !== socket) return;
    delete room.sides[socket.side];
    room.sides[other(socket.side)]?.send({ t: 'peer-left' });
    this.tell({ t: 'left', room: bookingId, side: socket.side });
    this.dropIfEmpty(bookingId, room);
  }

  /** Passes a frame to the other side, only from a socket that is still in the room. */
  relay(bookingId: number, from: RoomSocket, frame: object): void {
    const room = this.rooms.get(bookingId);
    if (room?.sides[from.side] !== from) return;
    const to = other(from.side);
    if (room.sides[to]) room.sides[to].send(frame);
    else if (this.elsewhere.get(bookingId)?.[to]) this.tell({ t: 'relay', room: bookingId, to, frame });
  }

  /**
   * Sends a stored chat message to both sides, wherever they are; called within `serial`. In one
   * process the room's messages are stored and sent in one order. Across processes, each
   * process sends its sockets the room's messages from the database in id order up to the one
   * announced, so a socket never gets a message before an older one (its `?after=` stays true).
   */
  async chat(bookingId: number, message: Stored, sender: RoomSocket): Promise<void> {
    const room = this.rooms.get(bookingId);
    if (!this.shared) {
      for (const socket of [room?.sides.owner, room?.sides.practice]) socket && ((socket.cursor = Math.max(socket.cursor ?? 0, message.id)), socket.send({ t: 'message', message }));
      return;
    }
    // A resend answers the stored message: its sender still needs it back.
    if ((sender.cursor ?? 0) >= message.id) sender.send({ t: 'message', message });
    await this.catchUp(bookingId, message.id);
    this.tell({ t: 'chat', room: bookingId, id: message.id });
  }

  /** Sends each ready socket of the room the messages it lacks, up to `id` at least. */
  private async catchUp(bookingId: number, id: number): Promise<void> {
    const sockets = [this.rooms.get(bookingId)?.sides.owner, this.rooms.get(bookingId)?.sides.practice].filter(
      (s): s is RoomSocket => s?.cursor !== undefined && s.cursor < id,
    );
    if (sockets.length === 0) return;
    const stored = await this.readChat(bookingId, Math.min(...sockets.map((s) => s.cursor!)));
    for (const socket of sockets) {
      for (const message of stored) if (message.id > socket.cursor!) (socket.send({ t: 'message', message }), (socket.cursor = message.id));
    }
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

  /** How many rooms have a socket open here (for /metrics). */
  get roomCount(): number {
    return this.rooms.size;
  }

  /** How many sockets are open here (for tests, the bench and /metrics). */
  get size(): number {
    let n = 0;
    for (const room of this.rooms.values()) n += (room.sides.owner ? 1 : 0) + (room.sides.practice ? 1 : 0);
    return n;
  }

  private dropIfEmpty(bookingId: number, room: Room): void {
    if (room.sides.owner || room.sides.practice) return;
    clearTimeout(room.timer);
    this.rooms.delete(bookingId);
  }

  private closeAll(code: number, reason: string): void {
    for (const room of this.rooms.values()) for (const socket of [room.sides.owner, room.sides.practice]) socket?.close(code, reason);
  }

  private tell(message: Said): void {
    if (this.shared?.state === 'up') this.shared.publish(ROOMS_CHANNEL, JSON.stringify({ ...message, node: this.node }));
  }

  private remoteOf(bookingId: number): Partial<Record<Side, { name: string; node: string }>> {
    let remote = this.elsewhere.get(bookingId);
    if (!remote) this.elsewhere.set(bookingId, (remote = {}));
    return remote;
  }

  /** What another process said about a room. */
  private heard(raw: string): void {
    let message: Wire;
    try {
      message = JSON.parse(raw) as Wire;
    } catch {
      return;
    }
    if (message.node === this.node) return;
    const room = this.rooms.get(message.room);
    const remote = this.elsewhere.get(message.room);
    if (message.t === 'join') return this.joinedElsewhere(message.room, room, message);
    if (message.t === 'left') {
      if (!remote || remote[message.side]?.node !== message.node) return;
      delete remote[message.side];
      if (!remote.owner && !remote.practice) this.elsewhere.delete(message.room);
      return room?.sides[other(message.side)]?.send({ t: 'peer-left' });
    }
    if (!room) return;
    if (message.t === 'here') {
      // A side that has a socket here joined later than that answer was sent: the answer is stale.
      if (message.to !== this.node || remote?.[message.side]?.node === message.node || room.sides[message.side]) return;
      this.remoteOf(message.room)[message.side] = { name: message.name, node: message.node };
      return room.sides[other(message.side)]?.send({ t: 'peer', name: message.name });
    }
    if (message.t === 'relay') return room.sides[message.to]?.send(message.frame);
    // Queued behind this room's work, so a chat message heard while history is being read comes after it.
    const id = message.id;
    this.serial(message.room, () => this.catchUp(message.room, id)).catch(() => undefined);
  }

  /** A side joined on another process: an older socket of that side here is replaced; the other side here hears of it and answers. */
  private joinedElsewhere(bookingId: number, room: Room | undefined, { side, name, node, at }: Extract<Wire, { t: 'join' }>): void {
    const previous = room?.sides[side];
    // Announcements cross: the join made later (then the greater node) wins on both processes.
    if (room && previous && (room.joinedAt[side]! > at || (room.joinedAt[side] === at && this.node > node))) return;
    this.remoteOf(bookingId)[side] = { name, node };
    if (!room) return;
    if (previous) {
      delete room.sides[side];
      previous.close(CLOSE.REPLACED, 'Joined again elsewhere');
    }
    const peer = room.sides[other(side)];
    if (peer) {
      peer.send({ t: 'peer', name });
      this.tell({ t: 'here', room: bookingId, side: peer.side, name: peer.name, to: node });
    }
    this.dropIfEmpty(bookingId, room);
  }
}

const perApp = new WeakMap<AppDeps, Rooms>();

/** The live rooms of one app (tests and the bench read their size). */
export function roomsOf(deps: AppDeps): Rooms {
  let r = perApp.get(deps);
  if (!r) perApp.set(deps, (r = new Rooms(deps.providers.bus)));
  return r;
}
