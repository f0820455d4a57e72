import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, ref, timestamps } from './columns';
import { vendors } from './accounts';

/** Why an endpoint stopped receiving: the practice turned it off, or its deliveries kept failing for 24 hours. */
export type WebhookDisabledReason = 'by_practice' | 'failing';

/** A practice's receiver of signed events. Owned by `webhooks`. */
export const webhook_endpoints = sqliteTable(
  'webhook_endpoints',
  {
    id: id(),
    vendor_id: ref('vendor_id', () => vendors.id),
    url: text('url').notNull(),
    /** `whsec_` and 32 random bytes: signs every body sent here (shown to the practice, never logged). */
    secret: text('secret').notNull(),
    /** The event types subscribed to (webhooks.events). */
    events: text('events', { mode: 'json' }).$type<string[]>().notNull(),
    enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
    disabled_at: text('disabled_at'),
    disabled_reason: text('disabled_reason', { enum: ['by_practice', 'failing'] }),
    /** The first failure since the last success; 24 hours of failures disable the endpoint. */
    failing_since: text('failing_since'),
    ...timestamps(),
  },
  (t) => [index('webhook_endpoints_vendor').on(t.vendor_id)],
);

/** One event for one endpoint: the body exactly as signed, and where its delivery stands. Owned by `webhooks`. */
export const webhook_deliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: id(),
    /** `evt_…`: the same for every endpoint told of the event, and on every attempt. */
    event_id: text('event_id').notNull(),
    endpoint_id: ref('endpoint_id', () => webhook_endpoints.id),
    vendor_id: ref('vendor_id', () => vendors.id),
    type: text('type').notNull(),
    /** The raw JSON body sent (what the signature covers). */
    payload: text('payload').notNull(),
    created_at: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: text('next_attempt_at').notNull(),
    /** When a sender took the row (another may take it over after a while). */
    claimed_at: text('claimed_at'),
    delivered_at: text('delivered_at'),
    /** Given up: 24 hours passed without a 2xx, or the address was refused. */
    failed_at: text('failed_at'),
    last_status: integer('last_status'),
    last_error: text('last_error'),
    last_attempt_at: text('last_attempt_at'),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint').on(t.event_id, t.endpoint_id),
    index('webhook_deliveries_log').on(t.vendor_id, t.created_at),
    index('webhook_deliveries_due').on(t.next_attempt_at).where(sql`delivered_at IS NULL AND failed_at IS NULL`),
  ],
);

export type WebhookEndpoint = typeof webhook_endpoints.$inferSelect;
export type WebhookDelivery = typeof webhook_deliveries.$inferSelect;
