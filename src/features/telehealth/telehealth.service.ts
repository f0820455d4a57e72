import type { AppDeps } from '../../deps';
import { unprocessable, notFound } from '../../lib/errors';
import { teamOf } from '../accounts/accounts.practices.service';
import { activePet } from '../pets/pets.service';
import { practiceZone } from '../listings/listings.service';
import { checkedPlace } from './telehealth.places';
import { examInstant, examTooOld } from './telehealth.decide';
import { TELEHEALTH_MESSAGES, VCPR_MONTHS } from './telehealth.model';
import { deleteLicence, findLicence, findLicencesOfPractice, findWindowMonths, insertExam, saveWindowMonths, upsertLicence } from './telehealth.repo';

/* Licences, hand-entered exams and the VCPR window: who may call these is the caller's to check (src/lib/policy.ts). */

const LICENCE_NUMBER_MAX = 40;

async function memberOf(deps: AppDeps, vendorId: number, loginId: number, field: string) {
  const member = (await teamOf(deps, vendorId)).find((login) => login.id === loginId);
  if (!member) throw unprocessable(TELEHEALTH_MESSAGES.member, field);
  return member;
}

export interface LicenceInput {
  vendorId: number;
  loginId: number;
  country: string;
  region: string;
  number?: string | null;
}

/** Records where a team member is licensed (adding the same place again updates its number). */
export async function addLicence(deps: AppDeps, input: LicenceInput) {
  const place = checkedPlace(input.country, input.region);
  const number = (input.number ?? '').trim();
  if (number.length > LICENCE_NUMBER_MAX) throw unprocessable(TELEHEALTH_MESSAGES.licenceNumber, 'number');
  await memberOf(deps, input.vendorId, Number(input.loginId), 'login_id');
  const row = { vendor_id: input.vendorId, login_id: Number(input.loginId), ...place, number: number || null };
  return upsertLicence(deps.database.db, row, deps.clock().toISOString());
}

export function licencesOf(deps: AppDeps, vendorId: number) {
  return findLicencesOfPractice(deps.database.db, vendorId);
}

/** Removes one of the practice's licences; another practice's is not found. */
export async function removeLicence(deps: AppDeps, vendorId: number, id: number): Promise<void> {
  const licence = await findLicence(deps.database.db, id);
  if (!licence || licence.vendor_id !== vendorId) throw notFound(TELEHEALTH_MESSAGES.licenceNotFound);
  await deleteLicence(deps.database.db, id);
}

export interface ExamInput {
  vendorId: number;
  petId: number;
  /** ISO date (YYYY-MM-DD, a day in the practice's zone) or instant; not later than today nor older than the longest VCPR window. */
  examinedAt: string;
  byLoginId: number;
}

/** Records an in-person exam of a pet by the practice, entered by hand. */
export async function recordExam(deps: AppDeps, input: ExamInput) {
  const [now, zone] = [deps.clock(), await practiceZone(deps, input.vendorId)];
  const examinedAt = examInstant(String(input.examinedAt), now, zone);
  if (examinedAt === null) throw unprocessable(TELEHEALTH_MESSAGES.examinedAt, 'examined_at');
  if (examTooOld(examinedAt, now, zone, VCPR_MONTHS.max)) throw unprocessable(TELEHEALTH_MESSAGES.examTooOld, 'examined_at', { months: VCPR_MONTHS.max });
  const pet = await activePet(deps, Number(input.petId));
  if (!pet) throw unprocessable(TELEHEALTH_MESSAGES.pet, 'pet_id');
  await memberOf(deps, input.vendorId, Number(input.byLoginId), 'by_login_id');
  const row = { vendor_id: input.vendorId, pet_id: pet.id, examined_at: examinedAt, by_login_id: Number(input.byLoginId) };
  return insertExam(deps.database.db, row, deps.clock().toISOString());
}

/** The practice's VCPR window in months (12 when never set). */
export async function windowMonthsOf(deps: AppDeps, vendorId: number): Promise<number> {
  return (await findWindowMonths(deps.database.db, vendorId)) ?? VCPR_MONTHS.default;
}

export async function setWindowMonths(deps: AppDeps, vendorId: number, months: unknown): Promise<number> {
  const value = typeof months === 'number' ? months : typeof months === 'string' && /^\d+$/.test(months.trim()) ? Number(months) : NaN;
  if (!Number.isInteger(value) || value < VCPR_MONTHS.min || value > VCPR_MONTHS.max) throw unprocessable(TELEHEALTH_MESSAGES.window, 'vcpr_months');
  await saveWindowMonths(deps.database.db, vendorId, value, deps.clock().toISOString());
  return value;
}
