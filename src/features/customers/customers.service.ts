import type { Db } from '../../../db/client';
import { customerLinkExists } from './customers.repo';

/**
 * The practice↔customer rule (architecture §2, spec §6 read for privacy): a person is a
 * practice's customer iff they booked with it (any status) or it registered them.
 */
export function isCustomerOf(db: Db, vendorId: number, userId: number): Promise<boolean> {
  return customerLinkExists(db, vendorId, userId);
}
