import { DateTime } from 'luxon';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can, practiceOf } from '../../lib/policy';
import { forbidden, notFound } from '../../lib/errors';
import { zoneNamed } from '../../lib/time';
import { activePet } from '../pets/pets.service';
import { practiceNames, teamOf } from '../accounts/accounts.practices.service';
import { petsOfCustomers } from '../customers/customers.service';
import { petForReader } from './records.service';
import { findAccessRows, findLinkCreatedAt, type AccessFilter, type AccessRow } from './records.access-log.repo';

/** Log rows a page shows. */
export const ACCESS_PAGE_SIZE = 50;

/** One row of the log as its reader sees it: who by name, never more than the row's ids say. */
export interface AccessLogEntry {
  id: number;
  at: string;
  pet_id: number;
  actor: string;
  /** The practice whose person it was. */
  practice: { id: number; name: string } | null;
  /** The practice's person (its login), when still on its team. */
  member: { id: number; name: string } | null;
  /** For a share link: when it was made (or first seen). */
  link_created_at: string | null;
  action: string;
  category: string | null;
  entry_id: number | null;
  channel: string;
}

export interface AccessLogPage {
  entries: AccessLogEntry[];
  page: number;
  hasMore: boolean;
}

const memberName = (m: { first_name: string | null; last_name: string | null }) => [m.first_name, m.last_name].filter(Boolean).join(' ');

/** The names behind a page of rows: practices, their people, share links' birthdays; a few reads per page, never per row. */
async function named(deps: AppDeps, rows: AccessRow[]): Promise<AccessLogEntry[]> {
  const vendorIds = [...new Set(rows.map((r) => r.vendor_id).filter((id): id is number => id !== null))];
  const [names, teams] = await Promise.all([practiceNames(deps, vendorIds), Promise.all(vendorIds.map((id) => teamOf(deps, id)))]);
  const members = new Map(teams.flat().map((m) => [m.id, memberName(m)]));
  const links = new Map<string, string | null>();
  for (const row of rows) {
    if (row.link_id && !links.has(row.link_id)) links.set(row.link_id, await findLinkCreatedAt(deps.database.db, row.pet_id, row.link_id));
  }
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    pet_id: row.pet_id,
    actor: row.actor,
    practice: row.vendor_id !== null ? { id: row.vendor_id, name: names.get(row.vendor_id) ?? '' } : null,
    member: row.actor === 'practice' && row.actor_id !== null && members.has(row.actor_id) ? { id: row.actor_id, name: members.get(row.actor_id)! } : null,
    link_created_at: row.link_id ? (links.get(row.link_id) ?? null) : null,
    action: row.action,
    category: row.category,
    entry_id: row.entry_id,
    channel: row.channel,
  }));
}

async function pageOf(deps: AppDeps, filter: AccessFilter, page: number): Promise<AccessLogPage> {
  const rows = await findAccessRows(deps.database.db, filter, ACCESS_PAGE_SIZE + 1, (page - 1) * ACCESS_PAGE_SIZE);
  return { entries: await named(deps, rows.slice(0, ACCESS_PAGE_SIZE)), page, hasMore: rows.length > ACCESS_PAGE_SIZE };
}

/** "Who looked at my pet's records": the owner's alone; anyone else's pet (a practice's reader included) is "not found". */
export async function ownerAccessLog(deps: AppDeps, principal: Principal, petId: number, page = 1) {
  const { pet, access } = await petForReader(deps, principal, petId).catch(() => ({ pet: null, access: null }));
  if (!pet || access !== 'edit') throw notFound('Pet not found');
  return { pet, ...(await pageOf(deps, { petId: pet.id }, page)) };
}

export interface PracticeLogQuery {
  pet?: number;
  /** YYYY-MM-DD, inclusive, in `zone`. */
  from?: string;
  to?: string;
  page?: number;
}

/** A day's start (or the next day's, for an inclusive end) in the reader's zone, as an ISO instant. */
const dayStart = (date: string | undefined, zone: string, plusDays = 0) => (date ? DateTime.fromISO(date, { zone: zoneNamed(zone) }).plus({ days: plusDays }).toUTC().toISO() ?? undefined : undefined);

/** The practice whose log the principal may read: its root admin's (policy); anyone else is refused. */
function practiceReading(principal: Principal): number {
  const vendorId = practiceOf(principal);
  if (vendorId === null || !can(principal, 'records-access:see-practice', { vendor_id: vendorId })) throw forbidden('unauthorized');
  return vendorId;
}

/** The reads and writes of a practice's people, never another practice's. */
export async function practiceAccessLog(deps: AppDeps, principal: Principal, query: PracticeLogQuery, zone: string) {
  const vendorId = practiceReading(principal);
  const result = await pageOf(deps, { vendorId, petId: query.pet, from: dayStart(query.from, zone), to: dayStart(query.to, zone, 1) }, query.page ?? 1);
  const petIds = [...new Set(result.entries.map((e) => e.pet_id))];
  const pets = await Promise.all(petIds.map((id) => activePet(deps, id)));
  const petNames = new Map(petIds.map((id, i) => [id, pets[i]?.name ?? null]));
  return { ...result, petNames };
}

/** The pets the practice's log can be filtered by: its customers' (by name, with their owner's). Async, so a refusal rejects like the log's own beside it. */
export async function practiceLogPets(deps: AppDeps, principal: Principal) {
  return petsOfCustomers(deps, practiceReading(principal));
}
