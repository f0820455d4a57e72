import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can, isPetOwner } from '../../lib/policy';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { isLocked } from '../../lib/record-lock';
import { activePet, activePetsOfOwner, myPets, type Pet } from '../pets/pets.service';
import { claimRecordFiles, deleteRecordFiles, checkRecordFiles, storeRecordFile, type AttachedFile } from '../files/files.service';
import { accessToRecordsOf, type RecordAccess } from './records.access';
import { entryFacts, type AuthorNames } from './records.entry-facts';
import { practiceNames, teamOf } from '../accounts/accounts.practices.service';
import { RECORD_CATEGORIES, categoryOf, recordDate, type RecordCategory } from '../../lib/constants/record-categories';
import { PAGE_SIZE, SCREEN_PAGE_SIZE, asFiled, checkDetails } from './records.model';
import { storedValues, type Units } from '../../lib/units';
import { readerToday } from '../../lib/time';
import { categoryInUnits } from './records.units';
import { recordAdded } from './records.events';
import {
  countRecordsByCategory,
  deleteRecordById,
  findAllRecordsOfPet,
  findChartRows,
  findNoteOfBooking,
  findRecordById,
  findRecordsOfPet,
  insertRecord,
  updateRecordDetails,
  type HealthRecord,
} from './records.repo';
import { amendEntry } from './records.history.repo';

export type { HealthRecord } from './records.repo';

/** The most tracker entries a chart draws (the newest). */
const CHART_POINTS = 500;

/** A pet and what the reader may do with its records; a pet they may not see is "not found". */
export async function petForReader(deps: AppDeps, principal: Principal | null, petId: number): Promise<{ pet: Pet; access: RecordAccess }> {
  const pet = await activePet(deps, petId);
  const access = pet ? await accessToRecordsOf(deps, principal, pet.user_id) : null;
  if (!pet || !access) throw notFound('Pet not found');
  return { pet, access };
}

async function petForOwner(deps: AppDeps, principal: Principal, petId: number): Promise<Pet> {
  const { pet, access } = await petForReader(deps, principal, petId);
  if (access !== 'edit') throw forbidden('unauthorized');
  return pet;
}

function categoryOrFail(key: string): RecordCategory {
  const category = categoryOf(key);
  if (!category) throw unprocessable('category must be one of the record categories', 'category');
  return category;
}

/** The fields of a category that hold files. */
export const fileFields = (category: RecordCategory) => category.fields.filter((field) => field.type === 'files').map((field) => field.key);
const fileUrls = (details: Record<string, unknown>, keys: string[]) =>
  keys.flatMap((key) => (Array.isArray(details[key]) ? (details[key] as (AttachedFile | string)[]).map((file) => (typeof file === 'string' ? file : file.url)) : []));

/** Where a record's fields come from: the units they were typed in (a form in the reader's, the API in the spec's) and, for an edit, the stored ones. */
interface Typed {
  units?: Units;
  previous?: Record<string, unknown>;
}

/** Validates a record's fields for its category (as typed, in the reader's units), stores them in the spec's fields, and turns file addresses into the owner's uploaded files. */
export async function validDetails(deps: AppDeps, category: RecordCategory, ownerId: number, raw: Record<string, unknown>, { units = 'us', previous }: Typed = {}) {
  const typed = units === 'us' ? category : categoryInUnits(category, units);
  const checked = checkDetails(previous ? asFiled(typed, previous) : typed, raw, readerToday(deps.clock()));
  if ('field' in checked) throw unprocessable(checked.message, checked.field);
  // An edit keeps what the entry links to beside its fields (a prescription's id, a booking's): refills and the session find it by them.
  const links = previous ? Object.fromEntries(Object.entries(previous).filter(([key]) => !category.fields.some((field) => field.key === key))) : {};
  const details = { ...links, ...storedValues(category.key, checked.details, units, previous) };
  for (const key of fileFields(category)) {
    if (Array.isArray(details[key])) details[key] = await claimRecordFiles(deps, ownerId, details[key] as string[], key);
  }
  return details;
}

/**
 * A form posted without scripts carries its files themselves: they are stored (as an upload
 * would be) and replaced by their addresses, beside the addresses already in the form.
 */
/** An address of the shape a stored file gets, standing in for one not stored yet. */
const STORED_FILE_STAND_IN = '/files/private/phr/00000000-0000-0000-0000-000000000000.pdf';

export async function withPostedFiles(deps: AppDeps, principal: Principal, petId: number, categoryKey: string, fields: Record<string, unknown>, units: Units = 'us') {
  const category = categoryOf(categoryKey);
  const keys = category ? fileFields(category) : [];
  const posted = keys.flatMap((key) => [fields[key]].flat().filter((v): v is File => v instanceof File && v.size > 0).map((file) => [key, file] as const));
  const out = { ...fields };
  for (const key of keys) out[key] = [fields[key]].flat().filter((v) => typeof v === 'string' && v !== '');
  if (posted.length === 0) return out;
  for (const key of keys) await checkRecordFiles(posted.filter(([k]) => k === key).map(([, file]) => file), key);
  const pet = await petForOwner(deps, principal, petId);
  // The form's other fields are checked before any file is stored, so a refused form stores none.
  const trial: Record<string, unknown> = { ...out };
  for (const [key] of posted) trial[key] = [...(trial[key] as string[]), STORED_FILE_STAND_IN];
  const checked = checkDetails(units === 'us' ? category! : categoryInUnits(category!, units), trial, readerToday(deps.clock()));
  if ('field' in checked) throw unprocessable(checked.message, checked.field);
  for (const [key, file] of posted) (out[key] as string[]).push(await storeRecordFile(deps, pet.user_id, file, key));
  return out;
}

/** When a record happened, as its entry time, so the newest-first order follows the pet's story. */
const enteredAt = (details: Record<string, unknown>, now: Date) => {
  const date = recordDate(details);
  return date ? `${date}T${now.toISOString().slice(11)}` : now.toISOString();
};

export async function addRecord(deps: AppDeps, principal: Principal, petId: number, categoryKey: string, raw: Record<string, unknown>, units: Units = 'us'): Promise<HealthRecord> {
  const pet = await petForOwner(deps, principal, petId);
  const category = categoryOrFail(categoryKey);
  const details = await validDetails(deps, category, pet.user_id, raw, { units });
  const record = await insertRecord(deps.database.db, { category: category.key, details, pet_id: pet.id, user_id: pet.user_id, created_at: enteredAt(details, deps.clock()), made_at: deps.clock().toISOString() }, recordAdded(deps, null));
  return record;
}

/** One entry, its pet and category, what the reader may do with the pet's records and the facts the policy reads; a pet they may not read is "not found". */
export async function entryFor(deps: AppDeps, principal: Principal, id: number) {
  const record = await findRecordById(deps.database.db, id);
  if (!record) throw notFound('Record not found');
  const { pet, access } = await petForReader(deps, principal, record.pet_id);
  return { record, pet, access, category: categoryOrFail(record.category), facts: entryFacts(principal, pet.user_id, record, deps.clock()) };
}

/** Why the other side of an entry may not change it (they read it, and an owner may ask for a correction). */
export const NOT_THE_AUTHOR = 'Only whoever wrote this entry may change it';

/** An entry the reader's side wrote: one entered in error changes no more (409); the other side's is refused (403). */
export async function entryToChange(deps: AppDeps, principal: Principal, id: number) {
  const entry = await entryFor(deps, principal, id);
  if (entry.facts.entered_in_error) throw conflict('This entry was entered in error and can no longer be changed');
  if (!can(principal, 'record:change', entry.facts)) throw forbidden(NOT_THE_AUTHOR);
  return entry;
}

export async function editRecord(deps: AppDeps, principal: Principal, id: number, raw: Record<string, unknown>, units: Units = 'us'): Promise<HealthRecord> {
  const { record, pet, category } = await entryToChange(deps, principal, id);
  if (isLocked(record, deps.clock())) throw unprocessable('Give the reason for this change', 'reason');
  const details = await validDetails(deps, category, pet.user_id, raw, { units, previous: record.details });
  const kept = new Set(fileUrls(details, fileFields(category)));
  const updated = await updateRecordDetails(deps.database.db, record.id, details);
  await deleteRecordFiles(deps, fileUrls(record.details, fileFields(category)).filter((url) => !kept.has(url)));
  return updated!;
}

/** Deletes a record and its files. */
export async function removeRecord(deps: AppDeps, principal: Principal, id: number): Promise<void> {
  const { record, category, facts } = await entryToChange(deps, principal, id);
  if (facts.locked) throw conflict('This entry is locked; mark it as entered in error instead');
  await deleteRecordById(deps.database.db, record.id);
  await deleteRecordFiles(deps, fileUrls(record.details, fileFields(category)));
}

/**
 * A booked pet's records for its appointment's Medical Records tab: the caller has already checked
 * that the reader may see the booking (its owner, or the practice booked, whose customer the owner is).
 */
export async function recordsOfBookedPet(deps: AppDeps, petId: number, ownerId: number): Promise<HealthRecord[]> {
  return (await findAllRecordsOfPet(deps.database.db, petId)).filter((record) => record.user_id === ownerId);
}

/** An entry for its edit (or amendment) form: only its side's. */
export async function recordForEdit(deps: AppDeps, principal: Principal, id: number): Promise<HealthRecord> {
  return (await entryToChange(deps, principal, id)).record;
}

export async function recordsOfPet(deps: AppDeps, principal: Principal, petId: number, categoryKey: string, page = 1) {
  const { pet } = await petForReader(deps, principal, petId);
  return findRecordsOfPet(deps.database.db, pet.id, categoryOrFail(categoryKey).key, PAGE_SIZE, (page - 1) * PAGE_SIZE);
}

export interface ChartPoint {
  date: string;
  values: Record<string, number | null>;
}

async function chartOf(deps: AppDeps, pet: Pet, category: RecordCategory): Promise<ChartPoint[] | null> {
  if (!category.chart?.length) return null;
  const keys = category.chart;
  const rows = await findChartRows(deps.database.db, pet.id, category.key, keys, CHART_POINTS);
  return rows
    .map((row) => ({
      date: row.date ?? row.created_at.slice(0, 10),
      values: Object.fromEntries(keys.map((key, i) => [key, row.values[i] ?? null])),
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

export interface RecordsScreen {
  pets: Pet[];
  pet: Pet | null;
  access: RecordAccess;
  counts: Record<string, number>;
  category: RecordCategory;
  records: HealthRecord[];
  page: number;
  chart: ChartPoint[] | null;
  /** The app's now: which entries are locked. */
  now: Date;
  /** Who wrote the practices' entries shown. */
  authors: AuthorNames;
}

/** Who reads which pet's records on the screen: the reader's pets and the chosen one (none when the reader has none). */
export interface RecordsReader {
  pets: Pet[];
  pet: Pet | null;
  access: RecordAccess;
  category: RecordCategory;
}

/**
 * The cheap half of the Medical Records screen, read on every request: the reader's pets (an
 * owner's own; for a practice, its customer's) and the chosen pet with what the reader may do.
 * The pet row carries `records_version`, the version of everything the other half reads.
 */
export async function recordsReader(deps: AppDeps, principal: Principal, petId: number | undefined, categoryKey: string | undefined): Promise<RecordsReader> {
  const category = categoryOf(categoryKey ?? '') ?? RECORD_CATEGORIES[0]!;
  const own = isPetOwner(principal) ? await myPets(deps, principal) : null;
  // An owner's own pet is among their pets (one read); any other pet goes through the access rule.
  const mine = own?.find((pet) => pet.id === petId);
  if (own && mine) return { pets: own, pet: mine, access: 'edit', category };
  if (petId) {
    const chosen = await petForReader(deps, principal, petId);
    const pets = chosen.access === 'edit' ? (own ?? (await myPets(deps, principal))) : await activePetsOfOwner(deps, chosen.pet.user_id);
    return { pets, pet: chosen.pet, access: chosen.access, category };
  }
  const pets = own ?? [];
  return { pets, pet: pets[0] ?? null, access: isPetOwner(principal) ? 'edit' : 'view', category };
}

/** The Medical Records screen (spec §2): the reader's pets, the chosen pet's counts per category and one category's records. */
export async function recordsScreen(deps: AppDeps, reader: RecordsReader, page = 1): Promise<RecordsScreen> {
  const { pet, category } = reader;
  if (!pet) return { ...reader, counts: {}, records: [], page: 1, chart: null, now: deps.clock(), authors: { practices: {}, logins: {} } };
  const db = deps.database.db;
  const [counts, records, chart] = await Promise.all([
    countRecordsByCategory(db, pet.id),
    findRecordsOfPet(db, pet.id, category.key, SCREEN_PAGE_SIZE, (page - 1) * SCREEN_PAGE_SIZE),
    chartOf(deps, pet, category),
  ]);
  return { ...reader, counts, records, page, chart, now: deps.clock(), authors: await authorNames(deps, records) };
}

/** The names of the practices (and their people) that wrote these entries: a read per practice, never per row. */
export async function authorNames(deps: AppDeps, records: Pick<HealthRecord, 'author_vendor_id'>[]): Promise<AuthorNames> {
  const vendorIds = [...new Set(records.map((r) => r.author_vendor_id).filter((id): id is number => id !== null))];
  if (vendorIds.length === 0) return { practices: {}, logins: {} };
  const [names, teams] = await Promise.all([practiceNames(deps, vendorIds), Promise.all(vendorIds.map((id) => teamOf(deps, id)))]);
  const logins = teams.flat().map((m) => [m.id, [m.first_name, m.last_name].filter(Boolean).join(' ')] as const);
  return { practices: Object.fromEntries(names), logins: Object.fromEntries(logins.filter(([, name]) => name !== '')) };
}

export interface ConsultationNote {
  bookingId: number;
  petId: number;
  ownerId: number;
  /** The consultation's day (YYYY-MM-DD) in the practice's zone. */
  date: string;
  text: string;
  author: string;
  /** The practice that wrote it, and the vet's login: the note is theirs to change. */
  vendorId: number;
  loginId: number | null;
}

/** A note a vet wrote, as a Documents → Notes record's fields: the note is the document itself, so it carries no file. */
export function noteDetails(name: string, note: { date: string; author: string; text: string }) {
  return { name, date: note.date, type: 'Consultation Note', type_info: note.author, files: [], comment: note.text };
}

/** When a record happened, as its entry time (see enteredAt), for records other features file. */
export const recordEnteredAt = (deps: AppDeps, details: Record<string, unknown>) => enteredAt(details, deps.clock());

/**
 * The vet's consultation note as the pet's Documents → Notes record ("Consultation Note"), one per
 * booking: written again, it is updated. The note is the document itself, so it carries no file;
 * the caller (sessions) has checked who may write it.
 */
export async function saveConsultationNoteRecord(deps: AppDeps, note: ConsultationNote): Promise<HealthRecord> {
  const db = deps.database.db;
  const details = { ...noteDetails('Consultation note', note), booking_id: note.bookingId };
  const existing = await findNoteOfBooking(db, note.petId, note.bookingId);
  if (!existing) {
    const values = { category: 'notes', details, pet_id: note.petId, user_id: note.ownerId, created_at: enteredAt(details, deps.clock()), author_vendor_id: note.vendorId, author_login_id: note.loginId };
    return insertRecord(db, values, recordAdded(deps, note.vendorId));
  }
  if (!isLocked(existing, deps.clock())) return (await updateRecordDetails(db, existing.id, details))!;
  // A locked note rewritten by the vet is an amendment: the first version stays in its history.
  const author = { user_id: null, login_id: note.loginId, vendor_id: note.vendorId, name: note.author };
  return amendEntry(db, existing, { kind: 'note', details, reason: null, author, at: deps.clock().toISOString() });
}
