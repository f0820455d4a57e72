import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { request_messages, requests, type Request } from '../../../db/schema';

/** The owner's requests with their threads. */
export async function findRequestsOfOwner(db: Db, userId: number) {
  const own = await db.select().from(requests).where(eq(requests.user_id, userId)).orderBy(requests.id);
  const thread = own.length ? await db.select().from(request_messages).where(inArray(request_messages.request_id, own.map((r) => r.id))).orderBy(request_messages.id) : [];
  return own.map(({ idempotency_key: _k, ...request }) => ({ ...request, messages: thread.filter((m) => m.request_id === request.id).map(({ author_role, kind, body, created_at }) => ({ author_role, kind, body, created_at })) }));
}

/** The owner's second opinions still waiting for their report that were paid for (their refunds on deletion). */
export function findOpenPaidOpinionsOfOwner(db: Db, userId: number): Promise<Request[]> {
  const paid = sql`json_extract(${requests.details}, '$.payment_id') IS NOT NULL`;
  return db.select().from(requests).where(and(eq(requests.user_id, userId), eq(requests.kind, 'second_opinion'), inArray(requests.status, ['open', 'more_info']), paid)).orderBy(requests.id);
}

/**
 * The owner's words leave their requests (the question, a house visit's address and reason, their
 * answers, what they attached); the practice's own messages and reports stay. Requests still open end.
 */
export async function eraseOwnerFromRequests(tx: Tx, userId: number, now: string): Promise<void> {
  const own = await tx.select({ id: requests.id }).from(requests).where(eq(requests.user_id, userId));
  if (own.length === 0) return;
  await tx.delete(request_messages).where(and(inArray(request_messages.request_id, own.map((r) => r.id)), eq(request_messages.author_role, 'user')));
  const cleared = sql`json_set(${requests.details}, '$.question', '', '$.address', '', '$.reason', '', '$.preferred', '', '$.shared_files', json('[]'), '$.files', json('[]'))`;
  await tx.update(requests).set({ details: cleared, updated_at: now }).where(eq(requests.user_id, userId));
  await tx.update(requests).set({ status: 'canceled', updated_at: now }).where(and(eq(requests.user_id, userId), inArray(requests.status, ['open', 'more_info', 'accepted'])));
}
