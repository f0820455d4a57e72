import { useEffect, useRef, useState } from 'react';
import { openRoomSocket, type RoomSocket, type ServerFrame, type SocketState } from './room-socket';

/** One chat message as the server sends it (the server's sessions.model re-exports this type; islands import nothing from src). */
export interface ChatMessage {
  id: number;
  cid: string;
  side: 'owner' | 'practice';
  name: string;
  text: string;
  /** An attached file: where both sides open it (through the access check), its name, kind and size. */
  file: ChatFile | null;
  at: string;
}

export interface ChatFile {
  url: string;
  name: string;
  type: string;
  size: number;
}

export interface Pending {
  cid: string;
  text: string;
  /** An uploaded attachment: its fileUrl and name. */
  file?: { url: string; name: string };
}

const newCid = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
const storedOutbox = (key: string) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as Pending[];
const byId = (list: ChatMessage[]) => [...new Map(list.map((m) => [m.id, m])).values()].sort((a, b) => a.id - b.id);

/**
 * A chat room's messages over the booking's room socket. Messages go out one at a time and each
 * waits for the server's copy (its acknowledgement), so after a dropped connection the
 * unacknowledged ones are sent again in order; the server stores a client message id once, so
 * nothing is lost or doubled. Unsent messages survive a reload in sessionStorage.
 */
export function useChat(bookingId: number, side: ChatMessage['side'], history: ChatMessage[], open: boolean) {
  const [messages, setMessages] = useState<ChatMessage[]>(history);
  const [pending, setPending] = useState<Pending[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [state, setState] = useState<SocketState | 'closed'>(open ? 'connecting' : 'closed');
  const socket = useRef<RoomSocket | null>(null);
  const lastId = useRef(history.at(-1)?.id ?? 0);
  const outbox = useRef<Pending[]>([]);
  const inFlight = useRef<string | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const storeKey = `vetconsult-chat-outbox-${bookingId}`;

  function saveOutbox() {
    setPending([...outbox.current]);
    sessionStorage.setItem(storeKey, JSON.stringify(outbox.current));
  }

  function pump() {
    const head = outbox.current[0];
    if (!head || inFlight.current || retry.current) return;
    if (socket.current?.send({ t: 'chat', cid: head.cid, text: head.text, ...(head.file ? { file: head.file.url } : {}) })) inFlight.current = head.cid;
  }

  function received(incoming: ChatMessage[]) {
    for (const m of incoming) lastId.current = Math.max(lastId.current, m.id);
    setMessages((current) => byId([...current, ...incoming]));
    const acked = new Set(incoming.filter((m) => m.side === side).map((m) => m.cid));
    if (inFlight.current && acked.has(inFlight.current)) inFlight.current = null;
    const before = outbox.current.length;
    outbox.current = outbox.current.filter((p) => !acked.has(p.cid));
    if (outbox.current.length !== before) saveOutbox();
  }

  function refused(frame: ServerFrame) {
    inFlight.current = null;
    if (typeof frame.retryMs === 'number') {
      retry.current = setTimeout(() => {
        retry.current = undefined;
        pump();
      }, frame.retryMs);
    } else {
      outbox.current = outbox.current.filter((p) => p.cid !== frame.cid);
      saveOutbox();
    }
    setNotice(String(frame.msg));
  }

  useEffect(() => {
    if (!open) return;
    outbox.current = storedOutbox(storeKey);
    setPending([...outbox.current]);
    socket.current = openRoomSocket({
      bookingId,
      query: () => ({ after: String(lastId.current) }),
      onFrame: (frame) => {
        if (frame.t === 'history') received(frame.messages as ChatMessage[]);
        else if (frame.t === 'message') received([frame.message as ChatMessage]);
        else if (frame.t === 'refused') refused(frame);
        pump();
      },
      onState: (s, reason) => {
        setState(s);
        if (s !== 'open') inFlight.current = null;
        if (s === 'ended') setNotice(reason || 'The session has ended.');
      },
    });
    return () => (clearTimeout(retry.current), socket.current?.close());
  }, []);

  function send(text: string, file?: Pending['file']) {
    outbox.current.push({ cid: newCid(), text, ...(file ? { file } : {}) });
    saveOutbox();
    setNotice(null);
    pump();
  }

  return { messages, pending, notice, setNotice, state, send };
}
