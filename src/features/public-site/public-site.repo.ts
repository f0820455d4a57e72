import type { Db } from '../../../db/client';
import { newsletter_subscribers } from '../../../db/schema';

/** Adds an address to the newsletter; an address already on it stays as it is. */
export async function addNewsletterSubscriber(db: Db, email: string): Promise<void> {
  await db.insert(newsletter_subscribers).values({ email }).onConflictDoNothing();
}
