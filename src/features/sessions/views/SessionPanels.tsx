import type { BookingDetailRow } from '../../booking/booking.queries';
import { formatPhone, readerPhoneCountry } from '../../../lib/phone';
import { currentReader } from '../../../lib/i18n';
import { formatSlot } from '../../../lib/time';
import { FormActions } from '../../../ui/FormActions';
import { SESSION_TEXTS, type Side } from '../sessions.model';
import type { RoomState, RoomWindow } from '../sessions.window';
import { t, type MessageKey } from '../../../lib/i18n';
import { escapeHtml } from '@kitajs/html';

/** Why the room cannot be joined now, and when it can; a moved booking links to the one that took its place (`movedTo`, its page). */
export function RoomClosed({ state, window, zone, movedTo }: { state: RoomState; window: RoomWindow; zone: string; movedTo?: { id: number; href: string } | null }) {
  if (state === 'canceled') return <p class="session-instructions" safe>{t(SESSION_TEXTS.CANCELED)}</p>;
  if (state === 'moved')
    return (
      <p class="session-instructions">
        {escapeHtml(t(SESSION_TEXTS.MOVED))}
        {movedTo ? (
          <>
            {' '}
            <a href={movedTo.href} safe>
              {t('Re-Scheduled to appointment #{id}', { id: String(movedTo.id) })}
            </a>
          </>
        ) : (
          ''
        )}
      </p>
    );
  if (state === 'ended') return <p class="session-instructions" safe>{t(SESSION_TEXTS.ENDED)}</p>;
  return <p class="session-instructions" safe>{`${t(SESSION_TEXTS.NOT_YET)} ${t('Come back at {time}.', { time: formatSlot(window.opensAt.toISOString(), zone) })}`}</p>;
}

/** A telephone consultation: the owner waits for the call (spec §2), the practice gets the number to ring. */
export function PhonePanel({ booking, side, phoneText }: { booking: BookingDetailRow; side: Side; phoneText: MessageKey }) {
  if (side === 'owner') return <p class="session-instructions" safe>{t(phoneText)}</p>;
  const phone = booking.details.user.phone;
  if (!phone) return <p class="session-instructions" safe>{t('The owner left no phone number; reach them by e-mail.')}</p>;
  // The number is a link inside the translated sentence: the text on each side of it, escaped.
  const [safeBefore = '', safeAfter = ''] = t('Call the owner at {phone}.', { phone: '\u0000' }).split('\u0000').map((part) => escapeHtml(part));
  return (
    <p class="session-instructions">
      {safeBefore}
      <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} safe>
        {formatPhone(phone, readerPhoneCountry(currentReader().locale))}
      </a>
      {safeAfter}
    </p>
  );
}

/** The saved consultation note as the owner reads it (here as a card, and on the appointment's page). */
export function SavedNote({ booking, card = true }: { booking: BookingDetailRow; card?: boolean }) {
  const note = booking.details.note;
  if (!note) return '';
  return (
    <section class={card ? 'card consultation-note' : 'consultation-note'}>
      <h2 safe>{t('Consultation Note')}</h2>
      <p class="note-text" safe>
        {note.text}
      </p>
      <p class="muted" safe>
        {note.author}
      </p>
    </section>
  );
}

/** A refused note: the text as typed and why it was refused. */
export interface RefusedNote {
  text: string;
  error: string;
}

/** The vet's consultation note: a form for the practice, the saved text for the owner. */
export function ConsultationNote({ booking, side, saved, refused }: { booking: BookingDetailRow; side: Side; saved?: boolean; refused?: RefusedNote }) {
  const note = booking.details.note;
  if (side === 'owner') return <SavedNote booking={booking} />;
  return (
    <section class="card consultation-note" id="consultation-note">
      <h2 safe>{t('Consultation Note')}</h2>
      <form method="post" action={`/appointments/${booking.id}/note`} hx-post={`/appointments/${booking.id}/note`} hx-target="#consultation-note" hx-swap="outerHTML">
        <div class={refused ? 'field has-error' : 'field'}>
          <label for="note" safe>
            {t('Note for the owner')}
          </label>
          <textarea id="note" name="note" rows="6" maxlength="10000" aria-invalid={refused ? 'true' : undefined} aria-describedby={refused ? 'note-error' : undefined} safe>
            {refused ? refused.text : (note?.text ?? '')}
          </textarea>
          {refused ? (
            <p class="field-error" id="note-error" safe>
              {refused.error}
            </p>
          ) : (
            ''
          )}
        </div>
        <FormActions submit={t('Save note')}>
          {saved ? (
            <span class="muted" role="status" safe>
              {t(SESSION_TEXTS.NOTE_SAVED)}
            </span>
          ) : (
            ''
          )}
        </FormActions>
      </form>
    </section>
  );
}
