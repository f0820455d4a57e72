import { useEffect, useRef, useState } from 'react';
import { listDevices, mediaProblem, openMedia, type Devices } from './media';

/**
 * The device check: opens camera and microphone, lists the devices to pick from, switches to a
 * picked one (telling `onSwitch` so a running call sends the new track), and applies mute and
 * camera off to the tracks.
 */
export function useMedia(onSwitch: (track: MediaStreamTrack) => Promise<void>) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [devices, setDevices] = useState<Devices>({ cameras: [], microphones: [] });
  /** The first request has finished (either way), so joining sends what there is. */
  const [ready, setReady] = useState(false);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const current = useRef<MediaStream | null>(null);

  async function open(cameraId?: string, microphoneId?: string) {
    try {
      const next = await openMedia(cameraId, microphoneId);
      for (const track of next.getTracks()) await onSwitch(track);
      current.current?.getTracks().forEach((t) => t.stop());
      current.current = next;
      setStream(next);
      setProblem(null);
      setDevices(await listDevices());
    } catch (error) {
      setProblem(mediaProblem(error));
    } finally {
      setReady(true);
    }
  }

  useEffect(() => {
    void open();
    return () => current.current?.getTracks().forEach((t) => t.stop());
  }, []);

  useEffect(() => {
    stream?.getAudioTracks().forEach((t) => (t.enabled = !muted));
    stream?.getVideoTracks().forEach((t) => (t.enabled = !cameraOff));
  }, [stream, muted, cameraOff]);

  const cameraId = stream?.getVideoTracks()[0]?.getSettings().deviceId ?? '';
  const microphoneId = stream?.getAudioTracks()[0]?.getSettings().deviceId ?? '';
  return {
    stream,
    current,
    problem,
    devices,
    ready,
    muted,
    cameraOff,
    cameraId,
    microphoneId,
    toggleMute: () => setMuted((m) => !m),
    toggleCamera: () => setCameraOff((c) => !c),
    pickCamera: (id: string) => void open(id, microphoneId),
    pickMicrophone: (id: string) => void open(cameraId, id),
  };
}
