import { desc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { outbox, type OutboxMessage } from '../../../db/schema';

export function listOutboxNewestFirst(db: Db, limit = 200): Promise<OutboxMessage[]> {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
