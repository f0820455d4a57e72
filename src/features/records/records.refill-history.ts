import type { AppDeps } from '../../deps';
import { appendToDetailsList, findRecordById, updateRecordDetails } from './records.repo';

/**
 * A refill approved for a prescribed medication, kept on its one Medications entry (never a second
 * entry): the renewal's own signed prescription is what a pharmacy checks, this is its history.
 */
export interface RefillEntry {
  /** The renewal's prescription (its PDF is /app/prescriptions/<id>/pdf). */
  prescription_id: number;
  /** The day it was approved (YYYY-MM-DD), in the practice's zone. */
  date: string;
  /** The instant it was approved. */
  at: string;
  /** Who approved it: their login, and their name as it was then. */
  by_login_id: number;
  by: string;
}

const KEY = 'refills';

const isRefill = (item: unknown): item is RefillEntry => {
  const r = item as RefillEntry | null;
  return typeof r === 'object' && r !== null && Number.isInteger(r.prescription_id) && typeof r.date === 'string' && typeof r.by === 'string';
};

/** The refills an entry keeps, the first first; anything else kept there is left out. */
export function refillsOf(details: Record<string, unknown>): RefillEntry[] {
  const list = details[KEY];
  return Array.isArray(list) ? list.filter(isRefill) : [];
}

/**
 * Adds a refill to the Medications entry of the prescription it renews; false when that entry is
 * no longer one (deleted, or not that prescription's), so the caller files the renewal on its own.
 */
export async function addRefill(deps: AppDeps, recordId: number, renewed: number, refill: RefillEntry): Promise<boolean> {
  const record = await findRecordById(deps.database.db, recordId);
  if (!record || record.category !== 'medications' || Number(record.details.prescription_id) !== renewed) return false;
  return Boolean(await appendToDetailsList(deps.database.db, recordId, KEY, { ...refill }));
}

/** Takes a refill back off its entry when the rest of its renewal could not be written. */
export async function withdrawRefill(deps: AppDeps, recordId: number, prescriptionId: number): Promise<void> {
  const record = await findRecordById(deps.database.db, recordId);
  if (!record) return;
  await updateRecordDetails(deps.database.db, recordId, { ...record.details, [KEY]: refillsOf(record.details).filter((refill) => refill.prescription_id !== prescriptionId) });
}
