/**
 * The only reader of the environment. Every setting is checked with TypeBox,
 * given its default, and frozen; a real provider chosen without its keys stops
 * start-up with a message that names the missing variable.
 */
import { Type as T, type Static, type TLiteral } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomBytes } from 'node:crypto';
import { isoInstantMs } from './lib/clock';

/** One of the words given, `fallback` when unset. */
const oneOf = <const V extends readonly string[]>(values: V, fallback?: V[number]) =>
  T.Union(
    values.map((v) => T.Literal(v)) as TLiteral<V[number]>[],
    fallback === undefined ? {} : { default: fallback },
  );
const OPTIONAL_TEXT = T.Optional(T.String());
const OPTIONAL_URL = T.Optional(T.String({ pattern: '^https?://' }));
/** Optional text settings, one per name: a provider's keys declared together. */
const optionalTexts = <const K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, OPTIONAL_TEXT])) as Record<K, typeof OPTIONAL_TEXT>;

const Env = T.Object({
  NODE_ENV: oneOf(['development', 'production', 'test'], 'development'),
  PORT: T.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  DATABASE_URL: T.String({ minLength: 1, default: 'file:data/app.db' }),
  DATABASE_AUTH_TOKEN: OPTIONAL_TEXT,
  BASE_DOMAIN: T.String({ minLength: 1, default: 'localhost' }),
  /** Public address used in links sent by e-mail; defaults to http://BASE_DOMAIN:PORT. */
  PUBLIC_URL: OPTIONAL_URL,
  JWT_SECRET: T.Optional(T.String({ minLength: 32 })),
  SEED_DEMO: T.Optional(oneOf(['0', '1'])),
  TRUST_PROXY: oneOf(['0', '1'], '0'),
  /** Bearer token that lets a scraper on another machine read /metrics (loopback needs none); unset: loopback only. */
  METRICS_TOKEN: T.Optional(T.String({ minLength: 16 })),
  DATA_DIR: T.String({ default: 'data' }),
  LOG_LEVEL: oneOf(['silent', 'error', 'info'], 'info'),
  /** One JSON line per request; unset: on in production and wherever LOG_LEVEL is info (decision 0041). */
  ACCESS_LOG: T.Optional(oneOf(['0', '1'])),
  /** An OTLP/HTTP collector (e.g. http://collector:4318): a span per request is sent to <it>/v1/traces. */
  OTEL_EXPORTER_OTLP_ENDPOINT: OPTIONAL_URL,
  OTEL_SERVICE_NAME: T.String({ minLength: 1, default: 'vetconsult' }),
  PAYMENTS: oneOf(['sandbox', 'stripe'], 'sandbox'),
  ...optionalTexts('STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'),
  /** Where Stripe's API is reached: unset for api.stripe.com; a local stub or stripe-mock in tests. */
  STRIPE_API_URL: OPTIONAL_URL,
  STORAGE: oneOf(['local', 's3'], 'local'),
  ...optionalTexts('S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'),
  SMS: oneOf(['outbox', 'twilio'], 'outbox'),
  ...optionalTexts('TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'),
  MAIL: oneOf(['outbox', 'smtp'], 'outbox'),
  SMTP_URL: OPTIONAL_TEXT,
  MAIL_FROM: T.String({ default: 'VetConsult <no-reply@vetconsult.localhost>' }),
  VIDEO: oneOf(['webrtc', 'vonage'], 'webrtc'),
  ...optionalTexts('ICE_SERVERS', 'VONAGE_APPLICATION_ID', 'VONAGE_PRIVATE_KEY'),
  VONAGE_VIDEO_HOST: OPTIONAL_URL,
  /** coturn's `static-auth-secret`: with TURN_URLS, each person joining a room gets a time-limited TURN login. */
  TURN_SECRET: T.Optional(T.String({ minLength: 16 })),
  /** Comma-separated turn:/turns: URLs of that TURN server. */
  TURN_URLS: OPTIONAL_TEXT,
  /** How long a TURN login lasts (default 6 hours: longer than any consultation). */
  TURN_TTL_SECONDS: T.Integer({ minimum: 60, maximum: 7 * 86_400, default: 21_600 }),
  CAPTCHA: oneOf(['0', '1'], '0'),
  REPORTS_EMBED_URL: OPTIONAL_TEXT,
  /**
   * Test only (refused in production): stop a booking for 10 minutes right after its slot is
   * held ("hold") or after its charge ("charge"), so a test can kill the server there.
   */
  TEST_PAUSE: T.Optional(oneOf(['hold', 'charge'])),
  /** Test only (refused in production): how long a slot is held while it is paid for (default 600). */
  TEST_HOLD_SECONDS: T.Optional(T.Integer({ minimum: 1, maximum: 3600 })),
  /** Not in production: the instant the product's clock starts at (ISO 8601 with Z or an offset); it then runs forward at the normal rate. */
  CLOCK_START: OPTIONAL_TEXT,
  /** How often the reminder scheduler runs, in seconds; 0 turns it off in this process (default 60). */
  REMINDERS_EVERY_SECONDS: T.Integer({ minimum: 0, maximum: 86_400, default: 60 }),
  /** A reminder claimed this many seconds ago and never recorded sent (its process died) may be claimed again (default 300). */
  REMINDERS_STALE_SECONDS: T.Integer({ minimum: 1, maximum: 86_400, default: 300 }),
  /** Signs the embedded dashboard's token (HS256); the app's JWT secret when unset. */
  REPORTS_EMBED_SECRET: OPTIONAL_TEXT,
  /** How often the webhook sender runs, in seconds; 0 turns it off in this process (default 5). */
  WEBHOOKS_EVERY_SECONDS: T.Integer({ minimum: 0, maximum: 3_600, default: 5 }),
  WAITLIST_EVERY_SECONDS: T.Integer({ minimum: 0, maximum: 3_600, default: 30 }),
  /** Test only (refused in production): host:port pairs (comma-separated) a webhook may reach despite the private-address guard. */
  WEBHOOK_ALLOW_PRIVATE_HOSTS: OPTIONAL_TEXT,
});
type Env = Static<typeof Env>;

/** Variables each real provider needs before the app may start. */
const REQUIRED_KEYS: Record<string, Record<string, (keyof Env)[]>> = {
  PAYMENTS: { stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] },
  STORAGE: { s3: ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] },
  SMS: { twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] },
  MAIL: { smtp: ['SMTP_URL'] },
  VIDEO: { vonage: ['VONAGE_APPLICATION_ID', 'VONAGE_PRIVATE_KEY'] },
};

export class ConfigError extends Error {}

export interface Config {
  env: Env['NODE_ENV'];
  production: boolean;
  port: number;
  databaseUrl: string;
  databaseAuthToken?: string;
  baseDomain: string;
  publicUrl: string;
  jwtSecret: string;
  seedDemo: boolean;
  trustProxy: boolean;
  /** REDIS_URL: the live rooms' bus between processes; undefined: rooms in one process. */ redisUrl: string | undefined;
  /** METRICS_TOKEN: what a scraper from another address sends as `Authorization: Bearer …` for /metrics. */
  metricsToken?: string;
  dataDir: string;
  logLevel: Env['LOG_LEVEL'];
  /** Whether the access log is written (LOG_LEVEL=silent still silences it). */
  accessLog: boolean;
  /** Where spans go (OTEL_EXPORTER_OTLP_ENDPOINT), or null: no tracing, and the SDK never loaded. */
  tracing: { endpoint: string; serviceName: string } | null;
  captcha: boolean;
  reportsEmbedUrl?: string;
  /** How long a slot is held while its payment is under way (10 minutes; shorter only in tests). */
  holdSeconds: number;
  /** Test only: where the crash tests' own entry (tests/helpers/pausing-main.ts) stops a booking; never in production. */
  testPause: 'hold' | 'charge' | null;
  reportsEmbedSecret?: string;
  /** Not in production: where the product's clock starts (CLOCK_START, as ISO UTC); null for the machine's time. */
  clockStart: string | null;
  /** The reminder scheduler: every `everyMs` (0: not run by this process); a claim older than `staleMs` may be taken over. */
  reminders: { everyMs: number; staleMs: number };
  /** The webhook sender: every `everyMs` (0: not run by this process); `allowPrivateHosts`: host:port a test's receiver listens on. */
  webhooks: { everyMs: number; allowPrivateHosts: string[] };
  /** The waitlist's offer pass: every `everyMs` (0: not run by this process; a cancel still nudges it). */
  waitlist: { everyMs: number };
  payments: { provider: Env['PAYMENTS']; stripeSecretKey?: string; stripeWebhookSecret?: string; stripePublishableKey?: string; stripeApiUrl?: string };
  storage: { provider: Env['STORAGE']; bucket?: string; region?: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string };
  sms: { provider: Env['SMS']; twilioAccountSid?: string; twilioAuthToken?: string; twilioFrom?: string };
  mail: { provider: Env['MAIL']; smtpUrl?: string; from: string };
  video: { provider: Env['VIDEO']; iceServers: IceServer[]; turn: TurnConfig | null; vonageApplicationId?: string; vonagePrivateKey?: string; vonageVideoHost?: string };
}

/** Reads and checks a set of variables (process.env by default). */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = checkedEnv(source);
  const production = env.NODE_ENV === 'production';
  const clockStart = parseClockStart(env.CLOCK_START, production);
  const portPart = env.PORT === 80 || env.PORT === 443 ? '' : `:${env.PORT}`;
  return Object.freeze({
    env: env.NODE_ENV,
    production,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    databaseAuthToken: env.DATABASE_AUTH_TOKEN,
    baseDomain: env.BASE_DOMAIN.toLowerCase(),
    publicUrl: (env.PUBLIC_URL ?? `http://${env.BASE_DOMAIN}${portPart}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET ?? persistentSecret(env.DATA_DIR),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === '1' : !production,
    trustProxy: env.TRUST_PROXY === '1',
    redisUrl: source.REDIS_URL || undefined,
    metricsToken: env.METRICS_TOKEN,
    dataDir: env.DATA_DIR,
    logLevel: production && !source.LOG_LEVEL ? 'error' : env.LOG_LEVEL,
    // Production logs errors only by default, but operators still want one line per request.
    accessLog: env.ACCESS_LOG ? env.ACCESS_LOG === '1' : production || env.LOG_LEVEL === 'info',
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT ? { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME } : null,
    captcha: env.CAPTCHA === '1',
    reportsEmbedUrl: env.REPORTS_EMBED_URL,
    holdSeconds: env.TEST_HOLD_SECONDS ?? 600,
    testPause: env.TEST_PAUSE ?? null,
    reportsEmbedSecret: env.REPORTS_EMBED_SECRET,
    clockStart,
    reminders: { everyMs: env.REMINDERS_EVERY_SECONDS * 1000, staleMs: env.REMINDERS_STALE_SECONDS * 1000 },
    waitlist: { everyMs: env.WAITLIST_EVERY_SECONDS * 1000 },
    webhooks: { everyMs: env.WEBHOOKS_EVERY_SECONDS * 1000, allowPrivateHosts: (env.WEBHOOK_ALLOW_PRIVATE_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean) },
    payments: {
      provider: env.PAYMENTS,
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY,
      stripeApiUrl: env.STRIPE_API_URL,
    },
    storage: {
      provider: env.STORAGE,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    },
    sms: { provider: env.SMS, twilioAccountSid: env.TWILIO_ACCOUNT_SID, twilioAuthToken: env.TWILIO_AUTH_TOKEN, twilioFrom: env.TWILIO_FROM },
    mail: { provider: env.MAIL, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    video: {
      provider: env.VIDEO,
      iceServers: parseIceServers(env.ICE_SERVERS),
      turn: parseTurn(env),
      vonageApplicationId: env.VONAGE_APPLICATION_ID,
      vonagePrivateKey: env.VONAGE_PRIVATE_KEY,
      vonageVideoHost: env.VONAGE_VIDEO_HOST,
    },
  });
}

/** The variables of `source` that Env names, converted, defaulted and checked. */
function checkedEnv(source: Record<string, string | undefined>): Env {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(Env.properties)) {
    const value = source[key];
    if (value !== undefined && value !== '') raw[key] = value.trim();
  }
  const converted = Value.Default(Env, Value.Convert(Env, raw));
  const errors = [...Value.Errors(Env, converted)];
  if (errors.length > 0) {
    const first = errors[0]!;
    throw new ConfigError(`Invalid environment variable ${first.path.slice(1)}: ${first.message}`);
  }
  const env = converted as Env;
  refuseMissingOrForbidden(env);
  return env;
}

/** Each chosen provider's keys are present; production has its secret and none of the test-only keys. */
function refuseMissingOrForbidden(env: Env): void {
  for (const [selector, byProvider] of Object.entries(REQUIRED_KEYS)) {
    const chosen = env[selector as keyof Env] as string;
    for (const key of byProvider[chosen] ?? []) {
      if (!env[key]) throw new ConfigError(`${selector}=${chosen} needs the environment variable ${key}`);
    }
  }
  const production = env.NODE_ENV === 'production';
  if (production && !env.JWT_SECRET) throw new ConfigError('NODE_ENV=production needs the environment variable JWT_SECRET');
  for (const key of ['TEST_PAUSE', 'TEST_HOLD_SECONDS', 'WEBHOOK_ALLOW_PRIVATE_HOSTS'] as const) {
    if (production && env[key] !== undefined) throw new ConfigError(`${key} is for tests only and is refused when NODE_ENV=production`);
  }
}

/** CLOCK_START as ISO UTC, refused in production (the product's time there is the machine's). */
function parseClockStart(raw: string | undefined, production: boolean): string | null {
  if (raw === undefined) return null;
  if (production) throw new ConfigError('CLOCK_START is for development and tests only and is refused when NODE_ENV=production');
  const ms = isoInstantMs(raw);
  if (Number.isNaN(ms)) throw new ConfigError(`Invalid environment variable CLOCK_START: expected an ISO 8601 instant such as 2027-03-13T09:00:00Z, got ${JSON.stringify(raw)}`);
  return new Date(ms).toISOString();
}

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
function parseIceServers(raw: string | undefined): IceServer[] {
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
function parseTurn(env: Env): TurnConfig | null {
  if (!env.TURN_SECRET && !env.TURN_URLS) return null;
  if (!env.TURN_SECRET) throw new ConfigError('TURN_URLS needs the environment variable TURN_SECRET');
  const urls = (env.TURN_URLS ?? '').split(',').map((url) => url.trim()).filter(Boolean);
  if (urls.length === 0) throw new ConfigError('TURN_SECRET needs the environment variable TURN_URLS');
  const bad = urls.find((url) => !TURN_URL.test(url));
  if (bad) throw new ConfigError(`Invalid environment variable TURN_URLS: ${JSON.stringify(bad)} is not a turn: or turns: URL such as turn:turn.example.com:3478`);
  return { secret: env.TURN_SECRET, urls, ttlSeconds: env.TURN_TTL_SECONDS };
}

/** Outside production a secret is generated once and kept in the data folder, so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = `${dataDir}/jwt-secret`;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
