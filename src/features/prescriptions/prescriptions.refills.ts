import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { can, ownPractice } from '../../lib/policy';
import { bookingById, type BookingDetailRow } from '../booking/booking.queries';
import { recordById } from '../records/records.practice-entries';
import { RX_MESSAGES, shortText, type RefillDecision } from './prescriptions.model';
import { mailRefillAnswered, mailRefillAsked } from './prescriptions.mail';
import { decideRefill, findPendingRefillOf, findPrescription, findRefill, findRefillsOfPractice, insertRefill, reopenRefill, setRefillIssued, useRefill, type Prescription, type RefillRequest } from './prescriptions.repo';
import { writePrescription } from './prescriptions.service';

/** The prescription behind an active Medications entry of the asking owner; anything else is "not found". */
async function refillableMedication(deps: AppDeps, user: Principal, recordId: number): Promise<{ rx: Prescription; petName: string }> {
  const record = await recordById(deps, recordId);
  const rxId = Number(record?.details.prescription_id);
  if (!record || record.category !== 'medications' || record.details.status !== 'Active' || !Number.isInteger(rxId)) throw notFound(RX_MESSAGES.medicationNotFound);
  const rx = await findPrescription(deps.database.db, rxId);
  if (!rx || rx.pet_id !== record.pet_id || record.user_id !== rx.user_id || !can(user, 'refill:ask', rx)) throw notFound(RX_MESSAGES.medicationNotFound);
  const booking = await bookingById(deps, rx.booking_id);
  return { rx, petName: booking?.details.pet?.name ?? '' };
}

/** The owner asks the practice to refill a prescribed, active medication (note optional); the practice is e-mailed. */
export async function requestRefill(deps: AppDeps, user: Principal, recordId: number, rawNote: unknown): Promise<RefillRequest> {
  const { rx, petName } = await refillableMedication(deps, user, recordId);
  const note = shortText(rawNote, 'note', RX_MESSAGES.note, false);
  if (await findPendingRefillOf(deps.database.db, recordId)) throw conflict(RX_MESSAGES.pending);
  const request = await insertRefill(deps.database.db, { prescription_id: rx.id, vendor_id: rx.vendor_id, user_id: user.id, record_id: recordId, note, created_at: deps.clock().toISOString() });
  await mailRefillAsked(deps, { request, drug: `${rx.drug} ${rx.strength}`, petName, petId: rx.pet_id });
  return request;
}

/** The practice's refill requests (pending first), for its people. */
export async function practiceRefills(deps: AppDeps, user: Principal) {
  const practice = ownPractice(user);
  if (!can(user, 'refill:decide', practice)) throw notFound(RX_MESSAGES.refillNotFound);
  const rows = await findRefillsOfPractice(deps.database.db, practice.vendor_id!);
  return [...rows.filter((row) => row.request.status === 'pending'), ...rows.filter((row) => row.request.status !== 'pending')];
}

const STATUS_OF: Record<RefillDecision, RefillRequest['status']> = { approve: 'approved', visit: 'visit', decline: 'declined' };

/**
 * The practice answers a pending refill: "approve" renews the prescription (a new signed one, in
 * Prescriptions and in the refill history of its one Medications entry; the original counts a
 * refill used), "visit" asks the owner to
 * book, "decline" needs a reason. The owner is e-mailed; an answered request is not answered again.
 */
export async function answerRefill(deps: AppDeps, user: Principal, id: number, decision: RefillDecision, rawReason: unknown): Promise<RefillRequest> {
  const request = await findRefill(deps.database.db, id);
  if (!request || !can(user, 'refill:decide', { vendor_id: request.vendor_id })) throw notFound(RX_MESSAGES.refillNotFound);
  const reason = shortText(rawReason, 'reason', RX_MESSAGES.reason, decision === 'decline');
  if (request.status !== 'pending') throw conflict(RX_MESSAGES.decided);
  const rx = (await findPrescription(deps.database.db, request.prescription_id))!;
  const booking = await bookingById(deps, rx.booking_id);
  if (!booking) throw notFound(RX_MESSAGES.refillNotFound);
  const decided = { status: STATUS_OF[decision], reason, decided_by: user.id, decided_at: deps.clock().toISOString() };
  if (!(await decideRefill(deps.database.db, id, decided))) throw conflict(RX_MESSAGES.decided);
  let issued: number | null = null;
  if (decision === 'approve') issued = await renew(deps, user, rx, booking, request);
  const answered = { ...request, ...decided, issued_id: issued };
  if (issued !== null) await setRefillIssued(deps.database.db, id, issued);
  await mailRefillAnswered(deps, { request: answered, drug: `${rx.drug} ${rx.strength}`, petName: booking.details.pet?.name ?? '', petId: rx.pet_id });
  return answered;
}

/** An approval's renewal, kept in the history of the Medications entry asked from; if it can't be written, the request is pending again and its refill given back. */
async function renew(deps: AppDeps, user: Principal, rx: Prescription, booking: BookingDetailRow, request: RefillRequest): Promise<number> {
  const counted = rx.refills_used < rx.refills_allowed;
  if (counted) await useRefill(deps.database.db, rx.id);
  const { drug, strength, dose, frequency, duration_days, quantity, instructions } = rx;
  try {
    return (await writePrescription(deps, booking, user, { drug, strength, dose, frequency, duration_days, quantity, instructions, refills_allowed: 0 }, { of: rx.id, medicationId: request.record_id })).id;
  } catch (error) {
    if (counted) await useRefill(deps.database.db, rx.id, -1);
    await reopenRefill(deps.database.db, request.id);
    throw error;
  }
}
