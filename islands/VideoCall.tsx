/** @jsxImportSource react */
import { useEffect, useRef } from 'react';
import { connectionText } from './session/media';
import { useMedia } from './session/use-media';
import { useCall } from './session/use-call';

export interface VideoCallProps {
  bookingId: number;
  /** Who this person expects on the other side, until the real name arrives. */
  peerLabel: string;
}

/** The device check's camera and microphone pickers. */
function DevicePickers({ media }: { media: ReturnType<typeof useMedia> }) {
  return (
    <div className="video-devices">
      <label>
        Camera
        <select value={media.cameraId} onChange={(e) => media.pickCamera(e.target.value)}>
          {media.devices.cameras.map((d, i) => (
            <option key={d.deviceId} value={d.deviceId}>
              {d.label || `Camera ${i + 1}`}
            </option>
          ))}
        </select>
      </label>
      <label>
        Microphone
        <select value={media.microphoneId} onChange={(e) => media.pickMicrophone(e.target.value)}>
          {media.devices.microphones.map((d, i) => (
            <option key={d.deviceId} value={d.deviceId}>
              {d.label || `Microphone ${i + 1}`}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/**
 * The video consultation (VIDEO=webrtc): a device check (preview, camera and microphone pickers)
 * then a peer-to-peer call signalled over the booking's room socket. The root carries
 * data-pc-state (the RTCPeerConnection's connectionState) so tests and support can read it.
 */
export default function VideoCall({ bookingId, peerLabel }: VideoCallProps) {
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
    ? 'Check your camera and microphone, then join.'
    : call.socketState === 'reconnecting'
      ? 'Reconnecting to the room…'
      : connectionText(call.callState, other);
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
            You{media.cameraOff ? ' (camera off)' : ''}
            {media.muted ? ' (muted)' : ''}
          </figcaption>
        </figure>
      </div>
      <p className="video-status" role="status">
        {call.ended ?? status}
      </p>
      {media.problem ? (
        <p className="alert alert-error" role="alert">
          {media.problem}
        </p>
      ) : null}
      <DevicePickers media={media} />
      <div className="form-actions video-controls">
        {call.joined ? (
          <>
            <button type="button" className="button button-ghost" aria-pressed={media.muted} onClick={media.toggleMute}>
              {media.muted ? 'Unmute' : 'Mute'}
            </button>
            <button type="button" className="button button-ghost" aria-pressed={media.cameraOff} onClick={media.toggleCamera}>
              {media.cameraOff ? 'Camera on' : 'Camera off'}
            </button>
            <button type="button" className="button button-danger" onClick={call.leave}>
              Leave
            </button>
          </>
        ) : (
          <button type="button" className="button" onClick={call.join} disabled={!media.ready}>
            {call.ended ? 'Rejoin' : 'Join consultation'}
          </button>
        )}
      </div>
    </div>
  );
}
