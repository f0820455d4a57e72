import { DateTime } from 'luxon';
import { t } from '../../lib/i18n';
import { NO, YES, yesNoWords, type IntakeAnswer } from './intake.model';
import type { IntakeBooking } from './intake.service';

/** An answer as one line of the record's text, in the answerer's language. */
export function answerText(answer: IntakeAnswer): string {
  if (answer.files.length > 0) return answer.files.map((file) => file.name).join(', ');
  if (answer.value === YES || answer.value === NO) return yesNoWords(answer.value);
  return answer.value === null ? '—' : String(answer.value);
}

/**
 * The intake as a Documents → Notes record's fields ("Intake"): the answers are the text, their
 * photos and videos its files, and `intake_booking_id` finds it again when the owner answers anew.
 */
export function intakeRecordDetails(booking: IntakeBooking, answers: IntakeAnswer[]) {
  const lines = answers.filter((answer) => answer.value !== null || answer.files.length > 0).map((answer) => `${answer.label}: ${answerText(answer)}`);
  return {
    name: t('Intake questions'),
    date: DateTime.fromISO(booking.slot, { zone: booking.zone ?? 'UTC' }).toISODate()!,
    type: 'Intake',
    type_info: booking.listing_title,
    files: answers.flatMap((answer) => answer.files),
    comment: lines.join('\n'),
    intake_booking_id: booking.id,
  };
}
