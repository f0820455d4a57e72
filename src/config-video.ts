/** ICE_SERVERS and the TURN server whose logins the app signs: the video settings, checked. */
import { Type as T, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ConfigError } from './config-error';

const OPTIONAL_TEXT = T.Optional(T.String());

/** One STUN/TURN server as RTCPeerConnection takes it. */
const IceServerJson = T.Object(
  {
    urls: T.Union([T.String({ pattern: '^(stun|stuns|turn|turns):' }), T.Array(T.String({ pattern: '^(stun|stuns|turn|turns):' }), { minItems: 1 })]),
    username: OPTIONAL_TEXT,
    credential: OPTIONAL_TEXT,
  },
  { additionalProperties: false },
);
export type IceServer = Static<typeof IceServerJson>;

/** ICE_SERVERS: a JSON array of STUN/TURN servers (README, "Video"); none by default (peers on one network). */
export function parseIceServers(raw: string | undefined): IceServer[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ConfigError('Invalid environment variable ICE_SERVERS: not JSON');
  }
  const schema = T.Array(IceServerJson);
  const error = [...Value.Errors(schema, value)][0];
  if (error) throw new ConfigError(`Invalid environment variable ICE_SERVERS${error.path}: ${error.message}`);
  return value as IceServer[];
}

/** The TURN server whose logins the app signs (coturn `use-auth-secret`); null without TURN_SECRET and TURN_URLS. */
export interface TurnConfig {
  secret: string;
  urls: string[];
  ttlSeconds: number;
}

const TURN_URL = /^turns?:(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?(\?transport=(udp|tcp))?$/i;

/** TURN_SECRET and TURN_URLS go together; each URL is a turn: or turns: address. */
export function parseTurn(env: { TURN_SECRET?: string; TURN_URLS?: string; TURN_TTL_SECONDS: number }): TurnConfig | null {
  if (!env.TURN_SECRET && !env.TURN_URLS) return null;
  if (!env.TURN_SECRET) throw new ConfigError('TURN_URLS needs the environment variable TURN_SECRET');
  const urls = (env.TURN_URLS ?? '').split(',').map((url) => url.trim()).filter(Boolean);
  if (urls.length === 0) throw new ConfigError('TURN_SECRET needs the environment variable TURN_URLS');
  const bad = urls.find((url) => !TURN_URL.test(url));
  if (bad) throw new ConfigError(`Invalid environment variable TURN_URLS: ${JSON.stringify(bad)} is not a turn: or turns: URL such as turn:turn.example.com:3478`);
  return { secret: env.TURN_SECRET, urls, ttlSeconds: env.TURN_TTL_SECONDS };
}

