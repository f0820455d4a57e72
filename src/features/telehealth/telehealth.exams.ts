import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can, practiceOf } from '../../lib/policy';
import { notFound, unprocessable } from '../../lib/errors';
import { customerOf } from '../customers/customers.service';
import { activePetsOfOwner } from '../pets/pets.service';
import { teamOf } from '../accounts/accounts.practices.service';
import { arrivedClinicVisits } from '../booking/booking.visits';
import { practiceZone } from '../listings/listings.service';
import { dayIn } from '../../lib/time';
import { TELEHEALTH_MESSAGES } from './telehealth.model';
import { findExams } from './telehealth.repo';
import { recordExam } from './telehealth.service';

/* In-person exams on a customer's pets, as the practice's people enter and read them. */

async function customerSeenBy(deps: AppDeps, principal: Principal, userId: number) {
  const customer = await customerOf(deps, principal, userId).catch(() => null);
  const vendorId = practiceOf(principal);
  if (!customer || vendorId === null || !can(principal, 'pet-exam:record', { owner_id: customer.id, customer_of: [vendorId] })) throw notFound('Customer not found');
  return { customer, vendorId };
}

/** A customer's pets, each with its in-person exams here (entered by hand, or a Clinic visit marked arrived), the practice's zone (the day an exam is) and today there (what a date typed means). */
export async function examsPageFor(deps: AppDeps, principal: Principal, userId: number) {
  const { customer, vendorId } = await customerSeenBy(deps, principal, userId);
  const [pets, team, zone] = await Promise.all([activePetsOfOwner(deps, customer.id), teamOf(deps, vendorId), practiceZone(deps, vendorId)]);
  const names = new Map(team.map((m) => [m.id, `${m.first_name} ${m.last_name}`]));
  const withExams = await Promise.all(
    pets.map(async (pet) => {
      const [byHand, visits] = await Promise.all([findExams(deps.database.db, vendorId, pet.id), arrivedClinicVisits(deps, vendorId, pet.id)]);
      const exams = [...byHand.map((e) => ({ at: e.examined_at, by: names.get(e.by_login_id) ?? null, visit: false })), ...visits.map((at) => ({ at, by: null, visit: true }))];
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
