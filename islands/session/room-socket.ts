/** A frame the room's server sends (see src/features/sessions/sessions.ws.ts). */
export type ServerFrame = { t: string } & Record<string, unknown>;

export type SocketState = 'connecting' | 'open' | 'reconnecting' | 'ended';

export interface RoomSocketOptions {
  bookingId: number;
  /** Extra query for each (re)connection, e.g. the last chat message id held. */
  query?: () => Record<string, string>;
  onFrame(frame: ServerFrame): void;
  onState(state: SocketState, reason?: string): void;
}

/** Codes after which joining again would not help (the server's CLOSE): replaced, ended, signed out, canceled, no access. */
const FINAL_CODES = new Set([4000, 4001, 4002, 4003, 4004]);

/**
 * The booking's room socket, reconnecting with backoff (250 ms doubling to 5 s) until closed on
 * purpose, replaced by a newer tab or ended by the server.
 */
export function openRoomSocket(options: RoomSocketOptions) {
  let socket: WebSocket | null = null;
  let delay = 250;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function connect() {
    const url = new URL(`/appointments/${options.bookingId}/live`, location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    for (const [key, value] of Object.entries(options.query?.() ?? {})) url.searchParams.set(key, value);
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      delay = 250;
      options.onState('open');
    };
    ws.onmessage = (event) => {
      try {
        options.onFrame(JSON.parse(String(event.data)) as ServerFrame);
      } catch {
        // A frame that is not JSON is not from this server; ignore it.
      }
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      if (stopped) return;
      if (FINAL_CODES.has(event.code)) {
        stopped = true;
        options.onState('ended', event.reason);
        return;
      }
      options.onState('reconnecting');
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, 5000);
    };
  }

  options.onState('connecting');
  connect();
  return {
    /** Sends a frame if the socket is open; answers whether it went. */
    send(frame: object): boolean {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    close() {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000, 'Left');
      socket = null;
    },
  };
}

export type RoomSocket = ReturnType<typeof openRoomSocket>;
