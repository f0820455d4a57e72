/**
 * One side of a chat room over a raw WebSocket, speaking as the ChatRoom island does
 * (islands/session/use-chat.ts, room-socket.ts): messages go out one at a time, each waiting for
 * the server's copy; a refusal with `retryMs` (the rate limit) is retried after it; a dropped
 * socket reconnects with backoff (250 ms doubling to 5 s) asking for what came `after` the last
 * message id held, and the unacknowledged message is sent again. Unlike the island it keeps
 * every arrival of the other side's messages, so a message delivered twice is counted, not hidden.
 */
type Side = 'owner' | 'practice';
interface Message {
  id: number;
  cid: string;
  side: Side;
  text: string;
}

const FINAL_CODES = new Set([4000, 4001, 4002, 4003, 4004]);

export function chatClient(origin: string, bookingId: number, token: string, side: Side) {
  let socket: WebSocket | null = null;
  let lastId = 0;
  let delay = 250;
  let inFlight: string | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const outbox: { cid: string; text: string }[] = [];
  const state = {
    /** The other side's texts in the order they arrived, each arrival once. */
    arrived: [] as string[],
    /** Arrivals of a message id already received. */
    repeats: 0,
    reconnects: 0,
    /** Refusals other than the rate limit (the text the island would show). */
    refusals: [] as string[],
    closed: null as { code: number; reason: string } | null,
  };
  const seen = new Set<number>();
  let drained: (() => void) | null = null;
  let opened: (() => void) | null = null;
  let ended: ((close: { code: number; reason: string }) => void) | null = null;

  function pump() {
    const head = outbox[0];
    if (!head || inFlight || retry || socket?.readyState !== WebSocket.OPEN) return;
    socket.send(JSON.stringify({ t: 'chat', cid: head.cid, text: head.text }));
    inFlight = head.cid;
  }

  function received(incoming: Message[]) {
    for (const m of incoming) {
      lastId = Math.max(lastId, m.id);
      if (m.side === side) {
        if (inFlight === m.cid) inFlight = null;
        if (outbox[0]?.cid === m.cid) outbox.shift();
      } else if (seen.has(m.id)) state.repeats++;
      else (seen.add(m.id), state.arrived.push(m.text));
    }
    if (outbox.length === 0 && drained) (drained(), (drained = null));
  }

  function frame(data: { t: string } & Record<string, unknown>) {
    if (data.t === 'history') (received(data.messages as Message[]), opened?.(), (opened = null));
    else if (data.t === 'message') received([data.message as Message]);
    else if (data.t === 'refused') {
      inFlight = null;
      if (typeof data.retryMs === 'number') retry = setTimeout(() => ((retry = undefined), pump()), data.retryMs);
      else (state.refusals.push(String(data.msg)), outbox.shift());
    }
    pump();
  }

  function connect() {
    const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}/appointments/${bookingId}/live?after=${lastId}`, {
      headers: { authorization: `Bearer ${token}`, host: 'localhost' },
    } as unknown as string[]);
    socket = ws;
    ws.onopen = () => (delay = 250);
    ws.onmessage = (event) => frame(JSON.parse(String(event.data)));
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      inFlight = null;
      if (stopped) return;
      if (FINAL_CODES.has(event.code)) {
        stopped = true;
        state.closed = { code: event.code, reason: event.reason };
        ended?.(state.closed);
        return;
      }
      state.reconnects++;
      setTimeout(connect, delay);
      delay = Math.min(delay * 2, 5000);
    };
  }

  return {
    state,
    /** Connects; resolves once the room's history has arrived. */
    open(): Promise<void> {
      const ready = new Promise<void>((resolve) => (opened = resolve));
      connect();
      return ready;
    },
    send(cid: string, text: string) {
      outbox.push({ cid, text });
      pump();
    },
    /** Resolves once every message sent has come back from the server. */
    drained(): Promise<void> {
      return outbox.length === 0 ? Promise.resolve() : new Promise((resolve) => (drained = resolve));
    },
    /** Resolves with how the server closed the socket for good (a final code), or a timeout marker. */
    closedFor(ms: number): Promise<{ code: number; reason: string }> {
      if (state.closed) return Promise.resolve(state.closed);
      return Promise.race([new Promise<{ code: number; reason: string }>((resolve) => (ended = resolve)), Bun.sleep(ms).then(() => ({ code: 0, reason: `still open after ${ms} ms` }))]);
    },
    close() {
      stopped = true;
      clearTimeout(retry);
      socket?.close(1000, 'Left');
    },
  };
}
