import { useEffect, useRef, useState, type RefObject } from 'react';
import { openRoomSocket, type RoomSocket, type ServerFrame, type SocketState } from './room-socket';
import { createPeer, type Peer } from './peer';

export type CallState = RTCPeerConnectionState | 'waiting';

/** Shows the other side's stream in the remote video element (once per stream). */
const playIn = (remote: RefObject<HTMLVideoElement | null>) => (stream: MediaStream) => {
  if (!remote.current || remote.current.srcObject === stream) return;
  remote.current.srcObject = stream;
  void remote.current.play().catch(() => undefined);
};

/**
 * The call over the booking's room socket: a new peer connection whenever the other side
 * (re)joins, the side already present offering first; the remote stream goes to `remote`.
 */
export function useCall(bookingId: number, local: RefObject<MediaStream | null>, remote: RefObject<HTMLVideoElement | null>) {
  const [joined, setJoined] = useState(false);
  const [socketState, setSocketState] = useState<SocketState | 'idle'>('idle');
  const [callState, setCallState] = useState<CallState>('waiting');
  const [peerName, setPeerName] = useState<string | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const peer = useRef<Peer | null>(null);
  const socket = useRef<RoomSocket | null>(null);

  useEffect(
    () => () => {
      socket.current?.close();
      peer.current?.close();
    },
    [],
  );

  function newPeer(iceServers: RTCIceServer[], polite: boolean, answerFirst: boolean) {
    peer.current?.close();
    setCallState('new');
    const events = { send: (data: Record<string, unknown>) => socket.current?.send({ t: 'signal', data }), onTrack: playIn(remote), onState: setCallState };
    peer.current = createPeer(iceServers, polite, local.current, events, answerFirst);
  }

  function dropPeer() {
    peer.current?.close();
    peer.current = null;
    if (remote.current) remote.current.srcObject = null;
  }

  function onFrame(frame: ServerFrame, room: { iceServers: RTCIceServer[]; polite: boolean }) {
    if (frame.t === 'welcome') {
      room.iceServers = (frame.video as { iceServers?: RTCIceServer[] } | null)?.iceServers ?? [];
      room.polite = Boolean(frame.polite);
      setPeerName((frame.peer as string | null) ?? null);
      if (frame.peer) newPeer(room.iceServers, room.polite, true);
      else setCallState('waiting');
    } else if (frame.t === 'peer') {
      setPeerName(String(frame.name));
      newPeer(room.iceServers, room.polite, false);
    } else if (frame.t === 'peer-left') {
      dropPeer();
      setCallState('waiting');
    } else if (frame.t === 'signal') {
      peer.current?.receive(frame.data as Record<string, unknown>);
    }
  }

  function join() {
    const room = { iceServers: [] as RTCIceServer[], polite: false };
    setJoined(true);
    setEnded(null);
    socket.current = openRoomSocket({
      bookingId,
      onFrame: (frame) => onFrame(frame, room),
      onState: (state, reason) => {
        setSocketState(state);
        if (state === 'ended') {
          dropPeer();
          setEnded(reason || 'The session has ended.');
        }
      },
    });
  }

  function leave() {
    socket.current?.close();
    dropPeer();
    setJoined(false);
    setCallState('waiting');
    setEnded('You left the consultation.');
  }

  return { joined, socketState, callState, peerName, ended, join, leave, replaceTrack: (track: MediaStreamTrack) => peer.current?.replaceTrack(track) ?? Promise.resolve() };
}
