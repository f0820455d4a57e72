/** @jsxImportSource react */
import { useEffect, useRef } from 'react';
import { connectionText } from './session/media';
import { useMedia } from './session/use-media';
import { useCall } from './session/use-call';
import { ErrorAlert } from './lib/ErrorAlert';
import { translator, type IslandMessages, type Translate } from './lib/i18n';
import { teller } from './session/told';
import type { MessageKey } from '../src/lib/i18n';

/** The texts this island shows, with the camera's problems and the room's closing reasons (keys, translated here). */
export const messages = [
  'Camera',
  'Microphone',
  '{device} {number}',
  'Check your camera and microphone, then join.',
  'Reconnecting to the room…',
  'Waiting for {name} to join',
  'Connecting to {name}…',
  'Connected with {name}',
  'The connection to {name} was interrupted; reconnecting…',
  'Media cannot flow between you: there is no direct route and no TURN relay server could be reached.',
  'The call has ended.',
  'You',
  '(camera off)',
  '(muted)',
  'Unmute',
  'Mute',
  'Camera on',
  'Camera off',
  'Leave',
  'Rejoin',
  'Join consultation',
  'The session has ended.',
  'You left the consultation.',
  'This page must be opened over HTTPS to use the camera and microphone.',
  'Camera and microphone permission was refused. Allow them in the browser’s site settings, then reload.',
  'No camera or microphone was found. Connect one, then reload.',
  'The camera or microphone is in use by another application.',
  'The camera and microphone could not be opened.',
  'This session has ended.',
  'This appointment was canceled, so it has no session.',
  'This appointment was moved to another time, so it has no session.',
  'You have been signed out.',
  'You no longer have access to this appointment.',
  'Joined again elsewhere',
  'The session has ended',
  'Could not open the room',
] as const satisfies readonly MessageKey[];

export interface VideoCallProps {
  bookingId: number;
  /** Who this person expects on the other side, until the real name arrives. */
  peerLabel: string;
  i18n?: IslandMessages;
}

/** The device check's camera and microphone pickers. */
function DevicePickers({ media, t }: { media: ReturnType<typeof useMedia>; t: Translate }) {
  return (
    <div className="video-devices">
      <DevicePicker kind={t('Camera')} t={t} devices={media.devices.cameras} value={media.cameraId} onPick={media.pickCamera} />
      <DevicePicker kind={t('Microphone')} t={t} devices={media.devices.microphones} value={media.microphoneId} onPick={media.pickMicrophone} />
    </div>
  );
}

/** One labelled device list; a device the browser does not name yet reads "Camera 2". */
function DevicePicker({ kind, devices, value, onPick, t }: { kind: string; devices: MediaDeviceInfo[]; value: string; onPick: (id: string) => void; t: Translate }) {
  return (
    <label>
      {kind}
      <select value={value} onChange={(e) => onPick(e.target.value)}>
        {devices.map((d, i) => (
          <option key={d.deviceId} value={d.deviceId}>
            {d.label || t('{device} {number}', { device: kind, number: i + 1 })}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The video consultation (VIDEO=webrtc): a device check (preview, camera and microphone pickers)
 * then a peer-to-peer call signalled over the booking's room socket. The root carries
 * data-pc-state (the RTCPeerConnection's connectionState) so tests and support can read it.
 */
export default function VideoCall({ bookingId, peerLabel, i18n }: VideoCallProps) {
  const t = translator(i18n);
  const told = teller(t, i18n);
  const localVideo = useRef<HTMLVideoElement>(null);
  const remoteVideo = useRef<HTMLVideoElement>(null);
  const switchTrack = useRef<(track: MediaStreamTrack) => Promise<void>>(async () => undefined);
  const media = useMedia((track) => switchTrack.current(track));
  const call = useCall(bookingId, media.current, remoteVideo);
  switchTrack.current = call.replaceTrack;

  useEffect(() => {
    if (localVideo.current) localVideo.current.srcObject = media.stream;
  }, [media.stream, call.joined]);

  const other = call.peerName ?? peerLabel;
  const status = !call.joined
    ? t('Check your camera and microphone, then join.')
    : call.socketState === 'reconnecting'
      ? t('Reconnecting to the room…')
      : connectionText(call.callState, other, t);
  return (
    <div className="video-call" data-pc-state={call.joined ? call.callState : 'idle'} data-socket-state={call.socketState} data-peer-name={call.peerName ?? ''}>
      <div className="video-grid">
        <figure className="video-tile video-remote">
          <video ref={remoteVideo} data-remote="true" autoPlay playsInline />
          <figcaption>{other}</figcaption>
        </figure>
        <figure className="video-tile video-local">
          <video ref={localVideo} data-local="true" autoPlay playsInline muted />
          <figcaption>
            {t('You')}
            {media.cameraOff ? ` ${t('(camera off)')}` : ''}
            {media.muted ? ` ${t('(muted)')}` : ''}
          </figcaption>
        </figure>
      </div>
      <p className="video-status" role="status">
        {call.ended === null ? status : told(call.ended)}
      </p>
      <ErrorAlert message={media.problem === null ? null : told(media.problem)} />
      <DevicePickers media={media} t={t} />
      <div className="form-actions video-controls">
        {call.joined ? (
          <>
            <button type="button" className="button button-ghost" aria-pressed={media.muted} onClick={media.toggleMute}>
              {media.muted ? t('Unmute') : t('Mute')}
            </button>
            <button type="button" className="button button-ghost" aria-pressed={media.cameraOff} onClick={media.toggleCamera}>
              {media.cameraOff ? t('Camera on') : t('Camera off')}
            </button>
            <button type="button" className="button button-danger" onClick={call.leave}>
              {t('Leave')}
            </button>
          </>
        ) : (
          <button type="button" className="button" onClick={call.join} disabled={!media.ready}>
            {call.ended ? t('Rejoin') : t('Join consultation')}
          </button>
        )}
      </div>
    </div>
  );
}
