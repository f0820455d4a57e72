import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { outbox } from '../../../db/schema';

/** Messages already delivered to these addresses (e-mail or mobile) are forgotten; one still waiting is left to go out. */
export async function forgetDeliveredTo(tx: Tx, addresses: string[]): Promise<void> {
  if (addresses.length) await tx.delete(outbox).where(and(inArray(outbox.to, addresses), isNotNull(outbox.sent_at)));
}
