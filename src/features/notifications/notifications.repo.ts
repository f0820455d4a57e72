import { desc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { outbox } from '../../../db/schema';

export type OutboxMessage = typeof outbox.$inferSelect;

export function listOutboxNewestFirst(db: Db, limit = 200): Promise<OutboxMessage[]> {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
