import { Video } from '@vonage/video';
import type { VideoProvider } from './video';
import { machineMs } from '../../lib/clock';

export interface VonageOptions {
  applicationId: string;
  /** The application's private key (PEM text). */
  privateKey: string;
  /** Where the Video API is reached: unset for Vonage's; a local stub in tests. */
  videoHost?: string;
}

const TOKEN_HOURS = 4;

/**
 * Vonage Video (VIDEO=vonage) through Vonage's own server library: one routed session per
 * booking, created on the first join, and a short-lived publisher token per person, carrying
 * their name so the other side can show it.
 */
export function vonageVideo(options: VonageOptions): VideoProvider {
  const client = new Video(
    // A key pasted into one environment line keeps its line breaks as the two characters \n.
    { applicationId: options.applicationId, privateKey: options.privateKey.replace(/\\n/g, '\n') },
    options.videoHost ? { videoHost: options.videoHost } : undefined,
  );
  return {
    name: 'vonage',
    async createSession() {
      const session = await client.createSession({});
      return session.sessionId;
    },
    join(sessionId, person) {
      if (!sessionId) throw new Error('a Vonage room needs its session');
      const token = client.generateClientToken(sessionId, {
        role: 'publisher',
        data: JSON.stringify({ name: person.name }),
        // Vonage checks the expiry against its own (real) clock, never the app's.
        expireTime: Math.round(machineMs() / 1000) + TOKEN_HOURS * 3600,
      });
      return { provider: 'vonage', applicationId: options.applicationId, sessionId, token };
    },
  };
}
