/** @jsxImportSource react */
import { useEffect, useRef, useState } from 'react';
import { openRoomSocket, type RoomSocket } from './session/room-socket';
import { vonageProblem } from './session/vonage-errors';
import { startVonage, type VonageJoin } from './session/vonage-session';
import { ErrorAlert } from './lib/ErrorAlert';
import { translator, type IslandMessages } from './lib/i18n';
import { teller } from './session/told';
import type { MessageKey } from '../src/lib/i18n';

/** The texts this island shows, with the video service's problems and the room's closing reasons (keys, translated here). */
export const messages = [
  'Join when you are ready.',
  'Not connected.',
  'Waiting for {name} to join',
  'Connected with {name}',
  'Connecting to the video service…',
  'The session has ended.',
  'Leave',
  'Join consultation',
  'The video service refused this call’s credentials.',
  'The video service does not know this call’s session.',
  'The video service could not be reached. Check your connection and try again.',
  'The browser was not allowed to use your camera and microphone.',
  'Your camera or microphone is in use by another application.',
  'No camera or microphone was found.',
  'The video call could not connect.',
  'This session has ended.',
  'This appointment was canceled, so it has no session.',
  'This appointment was moved to another time, so it has no session.',
  'You have been signed out.',
  'You no longer have access to this appointment.',
  'Joined again elsewhere',
  'The session has ended',
  'Could not open the room',
] as const satisfies readonly MessageKey[];

export interface VonageCallProps {
  bookingId: number;
  peerLabel: string;
  i18n?: IslandMessages;
}

/**
 * The video consultation when VIDEO=vonage: the booking's room socket admits the person and
 * hands over the Vonage session and token (made by our server); media then flows through
 * Vonage. What the SDK reports is what the person sees: connecting, waiting, connected, or the problem by name.
 */
export default function VonageCall({ bookingId, peerLabel, i18n }: VonageCallProps) {
  const t = translator(i18n);
  const told = teller(t, i18n);
  const [status, setStatus] = useState(t('Join when you are ready.'));
  const [joined, setJoined] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const publisherEl = useRef<HTMLDivElement>(null);
  const subscriberEl = useRef<HTMLDivElement>(null);
  const socket = useRef<RoomSocket | null>(null);
  const started = useRef(false);
  const leaveSession = useRef<() => void>(() => undefined);

  useEffect(() => () => leave(), []);

  function fail(error: { name?: string; message?: string }) {
    setProblem(vonageProblem(error, t));
    setStatus(t('Not connected.'));
  }

  async function connect(join: VonageJoin) {
    const waiting = () => setStatus(t('Waiting for {name} to join', { name: peerLabel }));
    leaveSession.current = await startVonage(join, publisherEl.current!, subscriberEl.current!, {
      connected: waiting,
      peerJoined: () => setStatus(t('Connected with {name}', { name: peerLabel })),
      peerLeft: waiting,
      failed: fail,
    });
  }

  function join() {
    setJoined(true);
    setProblem(null);
    setStatus(t('Connecting to the video service…'));
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
        if (s === 'ended') setStatus(told(reason || 'The session has ended.'));
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
            {t('Leave')}
          </button>
        ) : (
          <button type="button" className="button" onClick={join}>
            {t('Join consultation')}
          </button>
        )}
      </div>
    </div>
  );
}
