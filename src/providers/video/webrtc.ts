import type { TurnConfig } from '../../config';
import { turnLogin } from './turn';
import type { IceServer, VideoProvider } from './video';
import { systemClock } from '../../lib/clock';

/**
 * Peer-to-peer WebRTC (VIDEO=webrtc): nothing to create; the browser gets the configured ICE
 * servers and, with a TURN server configured, a fresh time-limited TURN login on every join.
 * The login's expiry is on the machine's clock, never the product's (CLOCK_START): coturn checks it there.
 */
export function webrtcVideo(iceServers: IceServer[], turn: TurnConfig | null = null, clock: () => Date = systemClock): VideoProvider {
  return {
    name: 'webrtc',
    createSession: async () => null,
    join: () => ({ provider: 'webrtc', iceServers: turn ? [...iceServers, turnLogin(turn, clock())] : iceServers }),
  };
}
