import type { Translate } from '../lib/i18n';

export interface Devices {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
}

/** Camera and microphone, the chosen ones when given. */
export function openMedia(cameraId?: string, microphoneId?: string): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    video: cameraId ? { deviceId: { exact: cameraId } } : true,
    audio: microphoneId ? { deviceId: { exact: microphoneId } } : true,
  });
}

export async function listDevices(): Promise<Devices> {
  const all = await navigator.mediaDevices.enumerateDevices();
  return { cameras: all.filter((d) => d.kind === 'videoinput'), microphones: all.filter((d) => d.kind === 'audioinput') };
}

/** Why the camera or microphone could not be opened, in words a person can act on (a key, translated where shown). */
export function mediaProblem(error: unknown): string {
  const name = (error as { name?: string })?.name;
  if (!window.isSecureContext || !navigator.mediaDevices) return 'This page must be opened over HTTPS to use the camera and microphone.';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'Camera and microphone permission was refused. Allow them in the browser’s site settings, then reload.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera or microphone was found. Connect one, then reload.';
  if (name === 'NotReadableError') return 'The camera or microphone is in use by another application.';
  return 'The camera and microphone could not be opened.';
}

/** What the call's connection state means for a person. */
export function connectionText(state: RTCPeerConnectionState | 'waiting', peer: string, t: Translate): string {
  switch (state) {
    case 'waiting':
      return t('Waiting for {name} to join', { name: peer });
    case 'new':
    case 'connecting':
      return t('Connecting to {name}…', { name: peer });
    case 'connected':
      return t('Connected with {name}', { name: peer });
    case 'disconnected':
      return t('The connection to {name} was interrupted; reconnecting…', { name: peer });
    case 'failed':
      return t('Media cannot flow between you: there is no direct route and no TURN relay server could be reached.');
    case 'closed':
      return t('The call has ended.');
  }
}
