import type { AppDeps } from '../../deps';
import { findOwnerById } from '../accounts/accounts.owners.service';
import { manageLinkUrl } from './booking.link';

/** The manage link of a booking for its owner (`/m/<token>`): every booking e-mail and SMS to the owner carries it. */
export async function manageLinkFor(deps: AppDeps, booking: { id: number; user_id: number }, base: string = deps.config.publicUrl): Promise<string> {
  const owner = await findOwnerById(deps, booking.user_id);
  return manageLinkUrl(base, deps.config.jwtSecret, { bookingId: booking.id, userId: booking.user_id, passwordHash: owner?.password_hash ?? null });
}
