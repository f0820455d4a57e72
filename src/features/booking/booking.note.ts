import type { AppDeps } from '../../deps';
import { updateBookingNote } from './booking.repo';

/**
 * Keeps a vet's consultation note on the booking (details.note). The sessions feature has
 * checked who writes it; when the records feature exists this one call moves there.
 */
export async function setConsultationNote(deps: AppDeps, bookingId: number, note: { text: string; author: string }): Promise<void> {
  const at = deps.clock().toISOString();
  await updateBookingNote(deps.database.db, bookingId, { ...note, at }, at);
}
