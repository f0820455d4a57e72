/** @jsxImportSource react */
import { useEffect, useRef, useState } from 'react';
import { openRoomSocket, type RoomSocket } from './session/room-socket';
import { vonageProblem } from './session/vonage-errors';

export interface VonageCallProps {
  bookingId: number;
  peerLabel: string;
}

type OTModule = typeof import('@vonage/client-sdk-video');
type VonageJoin = { applicationId: string; sessionId: string; token: string };

async function loadSdk(): Promise<OTModule> {
  const mod = (await import('@vonage/client-sdk-video')) as unknown as OTModule & { default?: OTModule };
  return mod.default ?? mod;
}

/**
 * The video consultation when VIDEO=vonage: the booking's room socket admits the person and
 * hands over the Vonage session and token (made by our server); media then flows through
 * Vonage. The SDK is loaded only when joining, so other pages never download it. What the SDK
 * reports is what the person sees: connecting, waiting, connected, or the problem by name.
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
    const OT = await loadSdk();
    const session = OT.initSession(join.applicationId, join.sessionId);
    session.on('streamCreated', (event) => {
      session.subscribe(event.stream, subscriberEl.current!, { insertMode: 'append', width: '100%', height: '100%' });
      setStatus(`Connected with ${peerLabel}`);
    });
    session.on('streamDestroyed', () => setStatus(`Waiting for ${peerLabel} to join`));
    const publisher = OT.initPublisher(publisherEl.current!, { insertMode: 'append', width: '100%', height: '100%' }, (error) => {
      if (error) fail(error);
    });
    session.connect(join.token, (error) => {
      if (error) return fail(error);
      setStatus(`Waiting for ${peerLabel} to join`);
      session.publish(publisher);
    });
    leaveSession.current = () => {
      session.disconnect();
      publisher.destroy();
    };
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
      <p className="video-status" role="status">
        {status}
      </p>
      {problem ? (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      ) : null}
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
