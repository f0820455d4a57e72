import { and, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { webhook_deliveries, webhook_endpoints, type WebhookDelivery, type WebhookEndpoint } from '../../../db/schema';

/** The webhook_endpoints and webhook_deliveries tables (the webhooks feature owns them). */
type Conn = Db | Tx;

export async function insertEndpoint(db: Db, values: typeof webhook_endpoints.$inferInsert): Promise<WebhookEndpoint> {
  const [row] = await db.insert(webhook_endpoints).values(values).returning();
  return row!;
}

export function findEndpoint(db: Conn, vendorId: number, id: number): Promise<WebhookEndpoint | undefined> {
  return db.query.webhook_endpoints.findFirst({ where: and(eq(webhook_endpoints.id, id), eq(webhook_endpoints.vendor_id, vendorId)) });
}

export function findEndpointsOf(db: Db, vendorId: number): Promise<WebhookEndpoint[]> {
  return db.select().from(webhook_endpoints).where(eq(webhook_endpoints.vendor_id, vendorId)).orderBy(webhook_endpoints.id);
}

/** Changes a practice's endpoint; undefined when it has no such endpoint. */
export async function updateEndpoint(db: Conn, vendorId: number, id: number, set: Partial<typeof webhook_endpoints.$inferInsert>): Promise<WebhookEndpoint | undefined> {
  const [row] = await db
    .update(webhook_endpoints)
    .set(set)
    .where(and(eq(webhook_endpoints.id, id), eq(webhook_endpoints.vendor_id, vendorId)))
    .returning();
  return row;
}

/** Deletes an endpoint and its deliveries; false when the practice has no such endpoint. */
export function deleteEndpoint(db: Db, vendorId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const found = await findEndpoint(tx, vendorId, id);
    if (!found) return false;
    await tx.delete(webhook_deliveries).where(eq(webhook_deliveries.endpoint_id, id));
    await tx.delete(webhook_endpoints).where(eq(webhook_endpoints.id, id));
    return true;
  });
}

/** The enabled endpoints of these practices subscribed to an event type. */
export function findSubscribed(tx: Conn, vendorIds: number[], type: string): Promise<WebhookEndpoint[]> {
  if (vendorIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(webhook_endpoints)
    .where(
      and(
        inArray(webhook_endpoints.vendor_id, vendorIds),
        eq(webhook_endpoints.enabled, true),
        sql`EXISTS (SELECT 1 FROM json_each(${webhook_endpoints.events}) WHERE value = ${type})`,
      ),
    );
}

/** The practices that have an enabled endpoint subscribed to an event type. */
export async function vendorsSubscribedTo(tx: Conn, type: string): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ vendor_id: webhook_endpoints.vendor_id })
    .from(webhook_endpoints)
    .where(and(eq(webhook_endpoints.enabled, true), sql`EXISTS (SELECT 1 FROM json_each(${webhook_endpoints.events}) WHERE value = ${type})`));
  return rows.map((row) => row.vendor_id);
}

export async function insertDeliveries(tx: Conn, rows: (typeof webhook_deliveries.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(webhook_deliveries).values(rows);
}

export async function insertDelivery(db: Db, values: typeof webhook_deliveries.$inferInsert): Promise<WebhookDelivery> {
  const [row] = await db.insert(webhook_deliveries).values(values).returning();
  return row!;
}

const waiting = () => and(isNull(webhook_deliveries.delivered_at), isNull(webhook_deliveries.failed_at));

/**
 * Claims up to `limit` deliveries due now (not held by a live claim, of an enabled endpoint) in ONE
 * UPDATE, so two senders on one database never take the same row; a claim older than `staleBefore` is free again.
 */
export function claimDue(db: Db, now: string, staleBefore: string, mark: string, limit: number): Promise<WebhookDelivery[]> {
  const free = or(isNull(webhook_deliveries.claimed_at), lt(webhook_deliveries.claimed_at, staleBefore));
  const enabled = sql`EXISTS (SELECT 1 FROM ${webhook_endpoints} WHERE ${webhook_endpoints.id} = ${webhook_deliveries.endpoint_id} AND ${webhook_endpoints.enabled} = 1)`;
  const due = and(waiting(), lte(webhook_deliveries.next_attempt_at, now), free, enabled);
  const ids = db.select({ id: webhook_deliveries.id }).from(webhook_deliveries).where(due).orderBy(webhook_deliveries.next_attempt_at).limit(limit);
  return db.update(webhook_deliveries).set({ claimed_at: mark }).where(and(inArray(webhook_deliveries.id, ids), due)).returning();
}

/** Writes an attempt's outcome, releasing the claim. */
export async function recordAttempt(db: Db, id: number, set: Partial<WebhookDelivery>): Promise<void> {
  await db
    .update(webhook_deliveries)
    .set({ ...set, claimed_at: null, attempts: sql`${webhook_deliveries.attempts} + 1` })
    .where(eq(webhook_deliveries.id, id));
}

export function findEndpointById(db: Db, id: number): Promise<WebhookEndpoint | undefined> {
  return db.query.webhook_endpoints.findFirst({ where: eq(webhook_endpoints.id, id) });
}

/** Marks the endpoint failing since `at` unless it already is; answers the row as it is now. */
export async function markFailing(db: Db, id: number, at: string): Promise<WebhookEndpoint | undefined> {
  await db.update(webhook_endpoints).set({ failing_since: at }).where(and(eq(webhook_endpoints.id, id), isNull(webhook_endpoints.failing_since)));
  return findEndpointById(db, id);
}

export async function clearFailing(db: Db, id: number): Promise<void> {
  await db.update(webhook_endpoints).set({ failing_since: null }).where(eq(webhook_endpoints.id, id));
}

/** Disables an endpoint that kept failing; true for the one call that did it (so the practice is told once). */
export async function disableFailing(db: Db, id: number, at: string): Promise<boolean> {
  const done = await db
    .update(webhook_endpoints)
    .set({ enabled: false, disabled_at: at, disabled_reason: 'failing' })
    .where(and(eq(webhook_endpoints.id, id), eq(webhook_endpoints.enabled, true)));
  return done.rowsAffected === 1;
}

/** A page of a practice's deliveries (of one endpoint, when given), newest first, with one more row to tell whether a next page exists. */
export function findDeliveriesPage(db: Db, vendorId: number, limit: number, offset: number, endpointId?: number): Promise<WebhookDelivery[]> {
  return db
    .select()
    .from(webhook_deliveries)
    .where(and(eq(webhook_deliveries.vendor_id, vendorId), endpointId === undefined ? undefined : eq(webhook_deliveries.endpoint_id, endpointId)))
    .orderBy(desc(webhook_deliveries.created_at), desc(webhook_deliveries.id))
    .limit(limit + 1)
    .offset(offset);
}

export function findDelivery(db: Db, vendorId: number, id: number): Promise<WebhookDelivery | undefined> {
  return db.query.webhook_deliveries.findFirst({ where: and(eq(webhook_deliveries.id, id), eq(webhook_deliveries.vendor_id, vendorId)) });
}

/** How many deliveries are neither delivered nor given up (the /metrics backlog). */
export async function countPendingDeliveries(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhook_deliveries).where(and(isNull(webhook_deliveries.delivered_at), isNull(webhook_deliveries.failed_at)));
  return row?.n ?? 0;
}
