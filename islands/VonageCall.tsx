/** @jsxImportSource react */
import { useEffect, useRef, useState } from 'react';
import { openRoomSocket, type RoomSocket } from './session/room-socket';

export interface VonageCallProps {
  bookingId: number;
  peerLabel: string;
}

type OTModule = typeof import('@vonage/client-sdk-video');

/**
 * The video consultation when VIDEO=vonage: the booking's room socket admits the person and
 * hands over the Vonage session and token; media then flows through Vonage. The SDK is loaded
 * only when joining, so other pages never download it.
 */
export default function VonageCall({ bookingId, peerLabel }: VonageCallProps) {
  const [status, setStatus] = useState('Join when you are ready.');
  const [joined, setJoined] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const publisherEl = useRef<HTMLDivElement>(null);
  const subscriberEl = useRef<HTMLDivElement>(null);
  const socket = useRef<RoomSocket | null>(null);
  const leaveSession = useRef<() => void>(() => undefined);

  useEffect(() => () => leave(), []);

  async function connect(join: { applicationId: string; sessionId: string; token: string }) {
    const OT = ((await import('@vonage/client-sdk-video')) as unknown as { default?: OTModule }).default ?? ((await import('@vonage/client-sdk-video')) as unknown as OTModule);
    const session = OT.initSession(join.applicationId, join.sessionId);
    session.on('streamCreated', (event) => {
      session.subscribe(event.stream, subscriberEl.current!, { insertMode: 'append', width: '100%', height: '100%' });
      setStatus(`Connected with ${peerLabel}`);
    });
    session.on('streamDestroyed', () => setStatus(`Waiting for ${peerLabel} to join`));
    const publisher = OT.initPublisher(publisherEl.current!, { insertMode: 'append', width: '100%', height: '100%' }, (error) => {
      if (error) setProblem(error.message);
    });
    session.connect(join.token, (error) => {
      if (error) setProblem(error.message);
      else session.publish(publisher);
    });
    leaveSession.current = () => {
      session.disconnect();
      publisher.destroy();
    };
  }

  function join() {
    setJoined(true);
    setStatus(`Waiting for ${peerLabel} to join`);
    socket.current = openRoomSocket({
      bookingId,
      onFrame: (frame) => {
        if (frame.t === 'welcome' && frame.video) void connect(frame.video as { applicationId: string; sessionId: string; token: string }).catch((e) => setProblem(String(e)));
      },
      onState: (s, reason) => {
        if (s === 'ended') setStatus(reason || 'The session has ended.');
      },
    });
  }

  function leave() {
    socket.current?.close();
    leaveSession.current();
    setJoined(false);
  }

  return (
    <div className="video-call video-vonage">
      <div className="video-grid">
        <div className="video-tile video-remote" ref={subscriberEl} />
        <div className="video-tile video-local" ref={publisherEl} />
      </div>
      <p className="video-status" role="status">{status}</p>
      {problem ? <p className="alert alert-error" role="alert">{problem}</p> : null}
      <div className="form-actions">
        {joined ? (
          <button type="button" className="button button-danger" onClick={leave}>Leave</button>
        ) : (
          <button type="button" className="button" onClick={join}>Join consultation</button>
        )}
      </div>
    </div>
  );
}
