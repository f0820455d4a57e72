import type { AppDeps } from '../../deps';
import { activePet } from '../pets/pets.service';
import { findImmunizationsDueBetween, findRecordById, type HealthRecord } from './records.repo';

/** An immunization with a due date, as the vaccine-due reminders read it (notifications). */
export interface DueImmunization {
  id: number;
  user_id: number;
  pet_id: number;
  name: string;
  /** YYYY-MM-DD. */
  due_date: string;
}

const asDueImmunization = (record: HealthRecord): DueImmunization | null => {
  const { name, due_date } = record.details;
  if (record.category !== 'immunizations' || record.error_reason !== null || typeof due_date !== 'string' || !due_date) return null;
  return { id: record.id, user_id: record.user_id, pet_id: record.pet_id, name: typeof name === 'string' ? name : 'Vaccine', due_date };
};

/** Immunizations due between two dates (YYYY-MM-DD, inclusive), for the reminders' planner. */
export async function immunizationsDueBetween(deps: AppDeps, from: string, to: string): Promise<DueImmunization[]> {
  const rows = await findImmunizationsDueBetween(deps.database.db, from, to);
  return rows.map(asDueImmunization).filter((row): row is DueImmunization => row !== null);
}

/** One immunization as it is now (a reminder checks its due date has not changed), with its pet's name; null when gone. */
export async function dueImmunization(deps: AppDeps, id: number): Promise<(DueImmunization & { petName: string }) | null> {
  const record = await findRecordById(deps.database.db, id);
  const due = record ? asDueImmunization(record) : null;
  const pet = due ? await activePet(deps, due.pet_id) : undefined;
  return due && pet ? { ...due, petName: pet.name } : null;
}
