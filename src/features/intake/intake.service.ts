import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can, type BookingFacts } from '../../lib/policy';
import { notFound, forbidden } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { practiceContact } from '../accounts/accounts.practices.service';
import { saveIntakeRecord } from '../records/records.intake';
import { defaultQuestions, questionOf, type IntakeAnswer, type IntakeAnswerInput, type IntakeQuestion } from './intake.model';
import { checkAnswers, type PostedFiles } from './intake.check';
import { findAnswers, findQuestions, upsertAnswers } from './intake.repo';
import { intakeRecordDetails } from './intake.filing';

/** A booking as intake needs it: the policy's facts, and what the answers are filed and shown with. The caller (a later feature) read it. */
export interface IntakeBooking extends BookingFacts {
  id: number;
  type: number;
  vendor_listing_id: number;
  listing_owner_id: number | null;
  listing_title: string;
  practice_name: string;
  pet_id: number | null;
}

/** A booking row (as booking's detail reads it) as intake needs it. */
export interface BookingRowLike {
  id: number;
  user_id: number;
  vendor_id: number;
  vendor_listing_id: number;
  listing_managers: number[];
  listing_owner_id: number | null;
  listing_title: string;
  practice_name: string;
  status: number;
  slot: string;
  type: number;
  details: { listingTZ: string; pet?: { id: number } | null };
}

export const intakeBookingOf = (b: BookingRowLike): IntakeBooking => ({
  id: b.id,
  user_id: b.user_id,
  vendor_id: b.vendor_id,
  vendor_listing_id: b.vendor_listing_id,
  listing_managers: b.listing_managers,
  listing_owner_id: b.listing_owner_id,
  listing_title: b.listing_title,
  practice_name: b.practice_name,
  status: b.status,
  slot: b.slot,
  type: b.type,
  zone: b.details.listingTZ,
  pet_id: b.details.pet?.id ?? null,
});

/** A listing's questionnaire for one consultation type: the practice's own, else the default triage set. */
export async function questionnaireFor(deps: AppDeps, listingId: number, type: number): Promise<IntakeQuestion[]> {
  const rows = await findQuestions(deps.database.db, listingId, type);
  return rows.length > 0 ? rows.map(questionOf) : defaultQuestions(type);
}

export interface Emergency {
  message: string;
  phone: string | null;
}

/** The notice an owner sees at once after a red-flag answer, with the practice's number to call. */
export async function emergencyFor(deps: AppDeps, booking: IntakeBooking): Promise<Emergency> {
  const contact = await practiceContact(deps, booking.vendor_id, booking.listing_owner_id);
  const practice = booking.practice_name;
  const phone = contact.phone;
  const message = phone
    ? t('This may be an emergency. Call {practice} now on {phone} or go to the nearest emergency clinic.', { practice, phone })
    : t('This may be an emergency. Call {practice} now or go to the nearest emergency clinic.', { practice });
  return { message, phone };
}

export interface IntakeState {
  bookingId: number;
  questions: IntakeQuestion[];
  answers: IntakeAnswer[];
  answeredAt: string | null;
  redFlag: boolean;
  emergency: Emergency | null;
  /** The notice the owner's form shows at once when a red-flag answer is chosen, before it is saved. */
  pendingEmergency: Emergency | null;
  mayAnswer: boolean;
}

/** A booking's intake for one of its two sides; anyone else (another owner, another practice) gets "not found". */
export async function intakeFor(deps: AppDeps, principal: Principal, booking: IntakeBooking): Promise<IntakeState> {
  if (!can(principal, 'intake:read', booking)) throw notFound('Appointment not found');
  const [questions, stored] = await Promise.all([questionnaireFor(deps, booking.vendor_listing_id, booking.type), findAnswers(deps.database.db, booking.id)]);
  const redFlag = stored?.red_flag ?? false;
  const mayAnswer = can(principal, 'intake:answer', booking, deps.clock());
  const notice = redFlag || (mayAnswer && questions.some((q) => q.redFlags.length > 0)) ? await emergencyFor(deps, booking) : null;
  return {
    bookingId: booking.id,
    questions,
    answers: stored?.answers ?? [],
    answeredAt: stored?.answered_at ?? null,
    redFlag,
    emergency: redFlag ? notice : null,
    pendingEmergency: mayAnswer ? notice : null,
    mayAnswer,
  };
}

/**
 * The owner answers (or answers again) a booking's intake while the visit is ahead: every answer
 * is checked first (nothing is written on a wrong one), then the answers are kept with their
 * questions' texts and filed on the pet's record as its intake document (one per booking).
 */
export async function answerIntake(deps: AppDeps, principal: Principal, booking: IntakeBooking, input: IntakeAnswerInput, posted: PostedFiles = {}): Promise<IntakeState> {
  if (!can(principal, 'intake:read', booking)) throw notFound('Appointment not found');
  const now = deps.clock();
  if (!can(principal, 'intake:answer', booking, now)) throw forbidden('Only the pet owner answers the intake questions, before the visit');
  const questions = await questionnaireFor(deps, booking.vendor_listing_id, booking.type);
  const answers = await checkAnswers(deps, booking.user_id, questions, input, posted);
  const redFlag = answers.some((answer) => answer.red_flag);
  const at = now.toISOString();
  await upsertAnswers(deps.database.db, { booking_id: booking.id, user_id: booking.user_id, vendor_id: booking.vendor_id, vendor_listing_id: booking.vendor_listing_id, answers, red_flag: redFlag, answered_at: at }, at);
  if (booking.pet_id) await saveIntakeRecord(deps, principal, { bookingId: booking.id, petId: booking.pet_id, ownerId: booking.user_id, details: intakeRecordDetails(booking, answers) });
  deps.log.info('intake_answered', { booking_id: booking.id, red_flag: redFlag });
  return intakeFor(deps, principal, booking);
}
