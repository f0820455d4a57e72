import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { newsletter_subscribers } from '../../../db/schema';

export async function removeNewsletterSubscriber(tx: Tx, email: string): Promise<void> {
  await tx.delete(newsletter_subscribers).where(eq(newsletter_subscribers.email, email.toLowerCase()));
}
