import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, forbidden, unprocessable } from '../../lib/errors';
import { dayIn, zoneOr } from '../../lib/time';
import { setConsultationNote } from '../booking/booking.note';
import { saveConsultationNoteRecordLogged } from '../records/records.audited';
import { SESSION_LIMITS } from './sessions.model';
import { ROOM_TEXTS, sessionFor } from './sessions.service';
import { withoutSession } from './sessions.window';

/**
 * The vet's consultation note, written during or after the session by a person of the practice
 * who may see the booking. It becomes the pet's Documents → Notes record ("Consultation Note"),
 * which the owner reads in Medical Records; the booking keeps a copy for the session page.
 */
export async function saveConsultationNote(deps: AppDeps, principal: Principal, bookingId: number, raw: string): Promise<void> {
  const { booking, side, state } = await sessionFor(deps, principal, bookingId);
  if (side !== 'practice') throw forbidden('Only the practice writes the consultation note');
  if (withoutSession(state)) throw new AppError(409, ROOM_TEXTS[state]);
  const text = raw.trim();
  if (!text) throw unprocessable('Please write the note.', 'note');
  if (text.length > SESSION_LIMITS.NOTE_MAX_CHARS) throw unprocessable('The note is too long.', 'note');
  const author = `${principal.first_name} ${principal.last_name}`.trim();
  await setConsultationNote(deps, booking.id, { text, author });
  const petId = booking.details.pet?.id;
  if (petId) {
    const date = dayIn(zoneOr(booking.details.listingTZ, 'UTC'), booking.slot);
    await saveConsultationNoteRecordLogged(deps, principal, { bookingId: booking.id, petId, ownerId: booking.user_id, date, text, author, vendorId: booking.vendor_id, loginId: principal.id });
  }
}
