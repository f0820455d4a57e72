import type { MessageKey } from '../../lib/i18n';

/** Every event a practice may subscribe to, in the order the form lists them. */
export const EVENT_TYPES = [
  'booking.created',
  'booking.confirmed',
  'booking.canceled',
  'booking.rescheduled',
  'booking.no_show',
  'booking.attended',
  'request.created',
  'request.answered',
  'record.added',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const isEventType = (value: string): value is EventType => (EVENT_TYPES as readonly string[]).includes(value);

/** The one envelope of every event: the object as it is after the change, whatever the type. */
export interface WebhookEnvelope {
  id: string;
  type: EventType;
  created_at: string;
  practice_id: number;
  data: { object: 'booking' | 'request' | 'record' } & Record<string, unknown>;
}

/** How long an event is tried before it is marked failed, and how long an endpoint may keep failing before it is disabled. */
export const GIVE_UP_MS = 24 * 3_600_000;
/** A receiver answers within this or the attempt failed. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** A sender's claim holds this long; a process that died holding it loses it then. */
export const CLAIM_MS = 2 * 60_000;

const MINUTE = 60_000;
/** Waits after the 1st, 2nd, … failed attempt; the last one repeats. */
export const BACKOFF_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 300 * MINUTE, 600 * MINUTE] as const;

/**
 * When to try again after `attempts` failed attempts of an event made at `createdAt`: the backoff,
 * but never past 24 hours after the event (one last attempt then); null when that time has come.
 */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date): Date | null {
  const deadline = createdAt.getTime() + GIVE_UP_MS;
  if (now.getTime() >= deadline) return null;
  const wait = BACKOFF_MS[Math.min(Math.max(attempts, 1), BACKOFF_MS.length) - 1]!;
  return new Date(Math.min(now.getTime() + wait, deadline));
}

/** The event types' names as the form shows them (catalogue keys). */
export const EVENT_LABELS: Record<EventType, MessageKey> = {
  'booking.created': 'Booking created',
  'booking.confirmed': 'Booking confirmed',
  'booking.canceled': 'Booking canceled',
  'booking.rescheduled': 'Booking rescheduled',
  'booking.no_show': 'Booking marked no-show',
  'booking.attended': 'Booking marked arrived',
  'request.created': 'Request created',
  'request.answered': 'Request answered',
  'record.added': 'Record added',
};

export const WEBHOOK_MESSAGES = {
  url: 'Enter the address that receives the events, starting with https://',
  urlHttp: 'Enter an address starting with https:// or http://',
  credentials: 'The address must not contain a user name or password',
  unresolved: 'This address’s host could not be found',
  privateAddress: 'This address leads to a private or local network and cannot receive webhooks',
  events: 'Choose at least one event',
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
} as const satisfies Record<string, MessageKey>;
