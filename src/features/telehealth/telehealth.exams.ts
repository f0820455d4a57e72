import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can, practiceOf } from '../../lib/policy';
import { AppError, conflict, notFound, unprocessable } from '../../lib/errors';
import type { MessageKey } from '../../lib/i18n';
import { customerOf } from '../customers/customers.service';
import { activePetsOfOwner } from '../pets/pets.service';
import { teamOf } from '../accounts/accounts.practices.service';
import { arrivedClinicVisits } from '../booking/booking.visits';
import { practiceZone } from '../listings/listings.service';
import { dayIn } from '../../lib/time';
import { TELEHEALTH_MESSAGES } from './telehealth.model';
import { findExam, findExams, markExamInError, type PetExam } from './telehealth.repo';
import { recordExam } from './telehealth.service';

/* In-person exams on a customer's pets, as the practice's people enter and read them. */

async function customerSeenBy(deps: AppDeps, principal: Principal, userId: number) {
  const customer = await customerOf(deps, principal, userId).catch(() => null);
  const vendorId = practiceOf(principal);
  if (!customer || vendorId === null || !can(principal, 'pet-exam:record', { owner_id: customer.id, customer_of: [vendorId] })) throw notFound('Customer not found');
  return { customer, vendorId };
}

export const EXAM_MESSAGES = {
  notFound: 'Exam not found',
  reason: 'Give the reason this exam was entered in error (at most 500 characters)',
  notYours: 'Only the practice’s root admin or the vet the exam names may mark it entered in error.',
  marked: 'This exam is already marked entered in error.',
} as const satisfies Record<string, MessageKey>;

const factsOf = (exam: PetExam) => ({ vendor_id: exam.vendor_id, by_login_id: exam.by_login_id, entered_in_error: exam.error_reason !== null });

/** A hand-entered exam as its list shows it: who examined, whether (and why, by whom, when) it was marked entered in error, and whether this reader may mark it. */
function handEntered(principal: Principal, exam: PetExam, names: Map<number, string>) {
  const error = exam.error_reason === null ? null : { reason: exam.error_reason, at: exam.error_at ?? exam.updated_at, by: names.get(exam.error_by_login_id ?? 0) ?? null };
  return { at: exam.examined_at, by: names.get(exam.by_login_id) ?? null, visit: false, id: exam.id, error, mayMark: can(principal, 'pet-exam:mark-error', factsOf(exam)) };
}

/** A customer's pets, each with its in-person exams here (entered by hand, or a Clinic visit marked arrived), the practice's zone (the day an exam is) and today there (what a date typed means). */
export async function examsPageFor(deps: AppDeps, principal: Principal, userId: number) {
  const { customer, vendorId } = await customerSeenBy(deps, principal, userId);
  const [pets, team, zone] = await Promise.all([activePetsOfOwner(deps, customer.id), teamOf(deps, vendorId), practiceZone(deps, vendorId)]);
  const names = new Map(team.map((m) => [m.id, `${m.first_name} ${m.last_name}`]));
  const withExams = await Promise.all(
    pets.map(async (pet) => {
      const [byHand, visits] = await Promise.all([findExams(deps.database.db, vendorId, pet.id), arrivedClinicVisits(deps, vendorId, pet.id)]);
      const exams = [...byHand.map((e) => handEntered(principal, e, names)), ...visits.map((at) => ({ at, by: null, visit: true, id: null, error: null, mayMark: false }))];
      return { id: pet.id, name: pet.name, exams: exams.sort((a, b) => b.at.localeCompare(a.at)) };
    }),
  );
  return { customer: { id: customer.id, first_name: customer.first_name, last_name: customer.last_name }, pets: withExams, team: team.map((m) => ({ id: m.id, name: `${m.first_name} ${m.last_name}` })), zone, today: dayIn(zone, deps.clock()) };
}

/** Records an exam of one of the customer's pets; another owner's pet is refused naming `pet_id`. */
export async function recordExamFor(deps: AppDeps, principal: Principal, userId: number, input: { pet_id?: unknown; examined_at?: unknown; by_login_id?: unknown }) {
  const { customer, vendorId } = await customerSeenBy(deps, principal, userId);
  const petId = Number(input.pet_id);
  const pets = await activePetsOfOwner(deps, customer.id);
  if (!pets.some((pet) => pet.id === petId)) throw unprocessable(TELEHEALTH_MESSAGES.pet, 'pet_id');
  const by = input.by_login_id === undefined || input.by_login_id === '' ? principal.id : Number(input.by_login_id);
  return recordExam(deps, { vendorId, petId, examinedAt: typeof input.examined_at === 'string' ? input.examined_at : '', byLoginId: Number.isInteger(by) ? by : 0 });
}

/**
 * Marks an exam of one of the customer's pets entered in error, with its reason (required, 422
 * naming `reason`): it stays listed, struck through, and no longer counts for the VCPR. Another
 * practice's exam, or another customer's, is not found.
 */
export async function markExamInErrorFor(deps: AppDeps, principal: Principal, userId: number, examId: number, input: { reason?: unknown }) {
  const { customer, vendorId } = await customerSeenBy(deps, principal, userId);
  const [exam, pets] = await Promise.all([findExam(deps.database.db, examId), activePetsOfOwner(deps, customer.id)]);
  if (!exam || exam.vendor_id !== vendorId || !pets.some((pet) => pet.id === exam.pet_id)) throw notFound(EXAM_MESSAGES.notFound);
  if (exam.error_reason !== null) throw conflict(EXAM_MESSAGES.marked);
  if (!can(principal, 'pet-exam:mark-error', factsOf(exam))) throw new AppError(403, EXAM_MESSAGES.notYours);
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (reason === '' || reason.length > 500) throw unprocessable(EXAM_MESSAGES.reason, 'reason');
  const marked = await markExamInError(deps.database.db, exam.id, { reason, at: deps.clock().toISOString(), by: principal.id });
  if (!marked) throw conflict(EXAM_MESSAGES.marked);
  return marked;
}
