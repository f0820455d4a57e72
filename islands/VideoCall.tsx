/** @jsxImportSource react */
import { useEffect, useRef } from 'react';
import { connectionText } from './session/media';
import { useMedia } from './session/use-media';
import { useCall } from './session/use-call';
import { ErrorAlert } from './lib/ErrorAlert';

export interface VideoCallProps {
  bookingId: number;
  /** Who this person expects on the other side, until the real name arrives. */
  peerLabel: string;
}

/** The device check's camera and microphone pickers. */
function DevicePickers({ media }: { media: ReturnType<typeof useMedia> }) {
  return (
    <div className="video-devices">
      <DevicePicker kind="Camera" devices={media.devices.cameras} value={media.cameraId} onPick={media.pickCamera} />
      <DevicePicker kind="Microphone" devices={media.devices.microphones} value={media.microphoneId} onPick={media.pickMicrophone} />
    </div>
  );
}

/** One labelled device list; a device the browser does not name yet reads "Camera 2". */
function DevicePicker({ kind, devices, value, onPick }: { kind: string; devices: MediaDeviceInfo[]; value: string; onPick: (id: string) => void }) {
  return (
    <label>
      {kind}
      <select value={value} onChange={(e) => onPick(e.target.value)}>
        {devices.map((d, i) => (
          <option key={d.deviceId} value={d.deviceId}>
            {d.label || `${kind} ${i + 1}`}
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
      <ErrorAlert message={media.problem} />
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
