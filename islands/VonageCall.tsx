/** @jsxImportSource react */
import { useEffect, useRef, useState } from 'react';
import { openRoomSocket, type RoomSocket } from './session/room-socket';
import { vonageProblem } from './session/vonage-errors';
import { startVonage, type VonageJoin } from './session/vonage-session';
import { ErrorAlert } from './lib/ErrorAlert';

export interface VonageCallProps {
  bookingId: number;
  peerLabel: string;
}

/**
 * The video consultation when VIDEO=vonage: the booking's room socket admits the person and
 * hands over the Vonage session and token (made by our server); media then flows through
 * Vonage. What the SDK reports is what the person sees: connecting, waiting, connected, or the problem by name.
 */
export default function VonageCall({ bookingId, peerLabel }: VonageCallProps) {
  const [status, setStatus] = useState('Join when you are ready.');
  const [joined, setJoined] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const publisherEl = useRef<HTMLDivElement>(null);
  const subscriberEl = useRef<HTMLDivElement>(null);
  const socket = useRef<RoomSocket | null>(null);
  const started = useRef(false);
  const leaveSession = useRef<() => void>(() => undefined);

  useEffect(() => () => leave(), []);

  function fail(error: { name?: string; message?: string }) {
    setProblem(vonageProblem(error));
    setStatus('Not connected.');
  }

  async function connect(join: VonageJoin) {
    const waiting = () => setStatus(`Waiting for ${peerLabel} to join`);
    leaveSession.current = await startVonage(join, publisherEl.current!, subscriberEl.current!, {
      connected: waiting,
      peerJoined: () => setStatus(`Connected with ${peerLabel}`),
      peerLeft: waiting,
      failed: fail,
    });
  }

  function join() {
    setJoined(true);
    setProblem(null);
    setStatus('Connecting to the video service…');
    started.current = false;
    socket.current = openRoomSocket({
      bookingId,
      onFrame: (frame) => {
        // A reconnected socket is welcomed again; the Vonage session already made carries on.
        if (frame.t !== 'welcome' || !frame.video || started.current) return;
        started.current = true;
        void connect(frame.video as VonageJoin).catch((e: unknown) => fail(e instanceof Error ? e : { message: String(e) }));
      },
      onState: (s, reason) => {
        if (s === 'ended') setStatus(reason || 'The session has ended.');
      },
    });
  }

  function leave() {
    socket.current?.close();
    leaveSession.current();
    leaveSession.current = () => undefined;
    setJoined(false);
  }

  return (
    <div className="video-call video-vonage">
      <div className="video-grid">
        <div className="video-tile video-remote" ref={subscriberEl} />
        <div className="video-tile video-local" ref={publisherEl} />
      </div>
      <p className="video-status" role="status">{status}</p>
      <ErrorAlert message={problem} />
      <div className="form-actions">
        {joined ? (
          <button type="button" className="button button-danger" onClick={leave}>
            Leave
          </button>
        ) : (
          <button type="button" className="button" onClick={join}>
            Join consultation
          </button>
        )}
      </div>
    </div>
  );
}
