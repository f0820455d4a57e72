import type { IceServer, VideoProvider } from './video';

/** Peer-to-peer WebRTC (VIDEO=webrtc): nothing to create; the browser gets the configured ICE servers. */
export function webrtcVideo(iceServers: IceServer[]): VideoProvider {
  return {
    name: 'webrtc',
    createSession: async () => null,
    join: () => ({ provider: 'webrtc', iceServers }),
  };
}
