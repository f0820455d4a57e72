import { DateTime } from 'luxon';
import type { AppDeps } from '../../deps';
import type { Db, Tx } from '../../../db/client';
import type { Principal } from '../../lib/principal';
import { notFound, unprocessable } from '../../lib/errors';
import { can, ownPractice } from '../../lib/policy';
import { allBookingSnapshots } from '../booking/booking.rebuild';
import type { BookingSnapshot } from '../booking/booking.changes';
import { listingSummaries, practiceZone } from '../listings/listings.service';
import { DEFAULT_DAYS, MAX_DAYS, type ReportQuery } from './reports.model';
import { reportFigures, type Report } from './reports.figures';
import { RollupTotals, type DayRow, type HourRow } from './reports.rollup';
import { addToDay, addToHour, findAllRollup, findHeatRows, findPeriodRows, replaceRollup, sumByVendor, type RollupRange } from './reports.repo';
import { dayIn } from '../../lib/time';
import { t } from '../../lib/i18n';
import { DEFAULT_PRACTICE_LOCALE } from '../../lib/practice-locale';
import { practiceLocaleOf } from '../accounts/accounts.practices.service';

/* ---------- the roll-up: kept current as a booking subscriber, rebuilt on demand ---------- */

/**
 * The reports' booking subscriber (`createApp` registers it), told inside the write transaction
 * that changes a booking: takes the booking's share as it was (`before`, null for a new one) out of the
 * roll-up and puts its share as it is now (`after`) in.
 */
export async function recordBookingChange(tx: Tx, before: BookingSnapshot | null, after: BookingSnapshot | null): Promise<void> {
  const delta = new RollupTotals();
  if (before) delta.add(before, -1);
  if (after) delta.add(after, 1);
  for (const row of delta.dayRows()) await addToDay(tx, row);
  for (const row of delta.hourRows()) await addToHour(tx, row);
}

/** The roll-up worked out afresh from every booking. */
export async function recomputeRollup(db: Db): Promise<{ days: DayRow[]; hours: HourRow[]; bookings: number }> {
  const totals = new RollupTotals();
  let bookings = 0;
  for await (const page of allBookingSnapshots(db)) {
    for (const facts of page) totals.add(facts);
    bookings += page.length;
  }
  return { days: totals.dayRows(), hours: totals.hourRows(), bookings };
}

/** Replaces the roll-up with its recomputation (`npm run reports:rebuild`, and after seeding). */
export async function rebuildRollup(db: Db): Promise<{ bookings: number; days: number; hours: number }> {
  const { days, hours, bookings } = await recomputeRollup(db);
  await replaceRollup(db, days, hours);
  return { bookings, days: days.length, hours: hours.length };
}

/** The roll-up as stored (for the check that it equals the recomputation). */
export function storedRollup(db: Db) {
  return findAllRollup(db);
}

/* ---------- the reports ---------- */

export interface Period {
  from: string;
  to: string;
  basis: 'created' | 'slot';
  interval: 'day' | 'week';
}

/** A day as the filters give it (YYYY-MM-DD), or an invalid DateTime. */
const dayOf = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? DateTime.fromISO(text, { zone: 'utc' }) : DateTime.invalid('not a day'));

/**
 * The period asked for, or the last 30 days to `today` (an empty field is one not given); a day
 * that is no date, a reversed or an over-long period is refused naming its field.
 */
export function periodOf(query: ReportQuery, today: string): Period {
  if (query.to && !dayOf(query.to).isValid) throw unprocessable('To must be a date', 'to');
  const to = query.to || today;
  if (query.from && !dayOf(query.from).isValid) throw unprocessable('From must be a date', 'from');
  const from = query.from || DateTime.fromISO(to, { zone: 'utc' }).minus({ days: DEFAULT_DAYS - 1 }).toISODate()!;
  const start = dayOf(from);
  const end = dayOf(to);
  if (start > end) throw unprocessable('From must not be after To', 'from');
  if (end.diff(start, 'days').days > MAX_DAYS) throw unprocessable('A report covers at most {max} days', 'from', { max: MAX_DAYS });
  return { from, to, basis: query.basis ?? 'created', interval: query.interval ?? 'day' };
}

async function build(deps: AppDeps, vendorIds: number[] | null, period: Period, today: string): Promise<Report> {
  const db = deps.database.db;
  const range: RollupRange = { vendorIds, ...period };
  const [rows, hours] = await Promise.all([findPeriodRows(db, range, today), findHeatRows(db, range)]);
  const ids = [...new Set(rows.map((d) => d.listing_id))];
  const titles = new Map((await listingSummaries(deps, ids)).map((l) => [l.id, l.title]));
  // Each practice's money is in its own currency: sums are kept per currency, never across them.
  const currencyOf = new Map<number, string>();
  for (const vendorId of new Set([...(vendorIds ?? []), ...rows.map((r) => r.vendor_id)])) currencyOf.set(vendorId, (await practiceLocaleOf(deps, vendorId)).currency);
  const days = rows.map((r) => ({ ...r, currency: currencyOf.get(r.vendor_id)! }));
  const named = vendorIds ? vendorIds.map((v) => currencyOf.get(v)!) : [];
  const currencies = named.length > 0 || days.length > 0 ? named : [DEFAULT_PRACTICE_LOCALE.currency];
  return reportFigures(days, hours, { ...period, currencies, listingTitle: (id) => titles.get(id) ?? t('Listing #{id}', { id }) });
}

/**
 * A practice's report (spec §2 Reports, §6: the root admin only). Days are cut in the
 * listing's zone; "today" and the default period are the practice's (its first listing's zone).
 * Anyone else — a team member, an owner, another practice — finds no such page.
 */
export async function practiceReport(deps: AppDeps, principal: Principal | null, query: ReportQuery): Promise<Report> {
  if (!can(principal, 'practice:see-reports', ownPractice(principal))) throw notFound();
  const vendorId = principal!.vendor_id!;
  const today = dayIn(await practiceZone(deps, vendorId), deps.clock());
  return build(deps, [vendorId], periodOf(query, today), today);
}

/** The same report across practices for the platform admin, narrowed to one practice by `vendor`. */
export async function platformReport(deps: AppDeps, principal: Principal | null, query: ReportQuery): Promise<Report> {
  if (!can(principal, 'platform:administer', null)) throw notFound();
  const today = dayIn(query.vendor ? await practiceZone(deps, query.vendor) : 'utc', deps.clock());
  return build(deps, query.vendor ? [query.vendor] : null, periodOf(query, today), today);
}

/** Bookings and net revenue (minor units of the practice's currency) per practice, all time. */
export async function practiceTotals(deps: AppDeps, vendorIds: number[]): Promise<Map<number, { bookings: number; revenue: number }>> {
  const rows = vendorIds.length === 0 ? [] : await sumByVendor(deps.database.db, vendorIds);
  return new Map(rows.map((r) => [r.vendor_id, { bookings: Number(r.bookings), revenue: Number(r.revenue) }]));
}
