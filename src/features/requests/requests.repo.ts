import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { request_messages, requests, type Request, type RequestMessage, type RequestStatus } from '../../../db/schema';

/** The requests and request_messages tables (the requests feature owns them). */
type Conn = Db | Tx;

/** Told of the request as a write left it, inside that write's transaction (its events). */
export type AfterRequestWrite = (tx: Tx, request: Request) => Promise<void>;

/** A new request with its first message; undefined when a request with the same key exists already. */
export async function insertRequest(db: Db, values: typeof requests.$inferInsert, first: Omit<typeof request_messages.$inferInsert, 'request_id'>, after?: AfterRequestWrite): Promise<Request | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(requests).values(values).onConflictDoNothing({ target: requests.idempotency_key }).returning();
    if (row) await tx.insert(request_messages).values({ ...first, request_id: row.id });
    if (row && after) await after(tx, row);
    return row;
  });
}

export function findRequestByKey(db: Db, key: string): Promise<Request | undefined> {
  return db.query.requests.findFirst({ where: eq(requests.idempotency_key, key) });
}

export function findRequestById(db: Conn, id: number): Promise<Request | undefined> {
  return db.query.requests.findFirst({ where: eq(requests.id, id) });
}

/** An owner's requests, newest first. */
export function findRequestsOfUser(db: Db, userId: number, limit: number): Promise<Request[]> {
  return db.select().from(requests).where(eq(requests.user_id, userId)).orderBy(desc(requests.created_at), desc(requests.id)).limit(limit);
}

/**
 * A practice's queue: the open ones first by their deadline (house visits, which have none,
 * after), then the rest newest first. `listingIds` null means every listing of the practice.
 */
export function findRequestsOfVendor(db: Db, vendorId: number, listingIds: number[] | null, limit: number): Promise<Request[]> {
  const scope = listingIds === null ? eq(requests.vendor_id, vendorId) : and(eq(requests.vendor_id, vendorId), inArray(requests.vendor_listing_id, listingIds.length ? listingIds : [-1]));
  const waiting = sql`CASE WHEN ${requests.status} IN ('open', 'more_info', 'accepted') THEN 0 ELSE 1 END`;
  return db
    .select()
    .from(requests)
    .where(scope)
    .orderBy(waiting, sql`${requests.due_at} IS NULL`, asc(requests.due_at), desc(requests.created_at))
    .limit(limit);
}

export function findMessages(db: Db, requestId: number): Promise<RequestMessage[]> {
  return db.select().from(request_messages).where(eq(request_messages.request_id, requestId)).orderBy(asc(request_messages.id));
}

/**
 * Moves a request on, only from one of the statuses in `from` (so two answers cannot both
 * win), writing the thread's message in the same transaction. False when it had moved already.
 */
export async function advanceRequest(
  db: Db,
  id: number,
  from: RequestStatus[],
  set: Partial<Pick<Request, 'status' | 'due_at' | 'details' | 'booking_id'>>,
  message: Omit<typeof request_messages.$inferInsert, 'request_id'> | null,
  now: string,
  after?: AfterRequestWrite,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(requests)
      .set({ ...set, updated_at: now })
      .where(and(eq(requests.id, id), inArray(requests.status, from)));
    if (moved.rowsAffected !== 1) return false;
    if (message) await tx.insert(request_messages).values({ ...message, request_id: id, created_at: now });
    if (after) await after(tx, (await findRequestById(tx, id))!);
    return true;
  });
}

/** Second opinions of a practice that name a file among what they share (the file's access check). */
export function findOpinionsSharingFile(db: Db, vendorId: number, url: string): Promise<Request[]> {
  return db
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.vendor_id, vendorId),
        eq(requests.kind, 'second_opinion'),
        sql`instr(${requests.details}, ${url}) > 0`,
      ),
    );
}
