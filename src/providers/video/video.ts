import type { IceServer } from '../../config';

export type { IceServer };

/** What a browser needs to join a booking's video room, by provider. */
export type VideoJoin =
  | { provider: 'webrtc'; iceServers: IceServer[] }
  | { provider: 'vonage'; applicationId: string; sessionId: string; token: string };

/**
 * Video consultations (architecture §7): `webrtc` is the embedded default (peer to peer, the app
 * is the signalling server); `vonage` makes a Vonage Video session per booking and signs a
 * client token for each person joining it.
 */
export interface VideoProvider {
  name: 'webrtc' | 'vonage';
  /** A new provider-side session for a room; null when the provider needs none (webrtc). */
  createSession(): Promise<string | null>;
  /** The join details for one person; `sessionId` is what createSession made for this room. */
  join(sessionId: string | null, person: { name: string }): VideoJoin;
}
