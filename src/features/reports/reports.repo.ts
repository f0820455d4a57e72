import { and, between, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db, Tx } from '../../../db/client';
import { placeholders, prepared } from '../../../db/prepared';
import { report_days, report_hours } from '../../../db/schema';
import type { DayRow, HourRow } from './reports.rollup';

/* The roll-up tables (reports owns them): deltas applied inside a booking's write transaction (kept prepared: every booking adds one), a full replace, range reads. */
type Conn = Db | Tx;

const DAY_KEY = ['vendor_id', 'created_day', 'slot_day', 'listing_id', 'type', 'status'] as const;
const HOUR_KEY = ['vendor_id', 'created_day', 'slot_day', 'slot_hour'] as const;

/** A row whose contributions came to no booking is removed (same key, bookings 0). */
async function dropIfEmpty<R extends { bookings: number }>(tx: Tx, table: typeof report_days | typeof report_hours, key: readonly (keyof R & string)[], row: R): Promise<void> {
  if (row.bookings >= 0) return;
  const columns: Record<string, SQLiteColumn> = getTableColumns(table);
  await tx.delete(table).where(and(...key.map((k) => eq(columns[k]!, row[k])), eq(table.bookings, 0)));
}

/** Adds a signed contribution to its day row; a row that comes to no booking is removed. */
export async function addToDay(tx: Tx, row: DayRow): Promise<void> {
  const statement = prepared(tx, 'report_days.add', (d) =>
    d
      .insert(report_days)
      .values(placeholders(...DAY_KEY, 'bookings', 'revenue', 'refunds', 'fees', 'new_customers'))
      .onConflictDoUpdate({
        target: DAY_KEY.map((k) => report_days[k]),
        set: {
          bookings: sql`${report_days.bookings} + excluded.bookings`,
          revenue: sql`${report_days.revenue} + excluded.revenue`,
          refunds: sql`${report_days.refunds} + excluded.refunds`,
          fees: sql`${report_days.fees} + excluded.fees`,
          new_customers: sql`${report_days.new_customers} + excluded.new_customers`,
        },
      })
      .prepare(),
  );
  await statement.run({ ...row });
  await dropIfEmpty(tx, report_days, DAY_KEY, row);
}

export async function addToHour(tx: Tx, row: HourRow): Promise<void> {
  const statement = prepared(tx, 'report_hours.add', (d) =>
    d
      .insert(report_hours)
      .values(placeholders(...HOUR_KEY, 'bookings'))
      .onConflictDoUpdate({ target: HOUR_KEY.map((k) => report_hours[k]), set: { bookings: sql`${report_hours.bookings} + excluded.bookings` } })
      .prepare(),
  );
  await statement.run({ ...row });
  await dropIfEmpty(tx, report_hours, HOUR_KEY, row);
}

const CHUNK = 500;

/** Replaces the whole roll-up in one write transaction (the rebuild). */
export async function replaceRollup(db: Db, days: DayRow[], hours: HourRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(report_days);
    await tx.delete(report_hours);
    for (let i = 0; i < days.length; i += CHUNK) await tx.insert(report_days).values(days.slice(i, i + CHUNK));
    for (let i = 0; i < hours.length; i += CHUNK) await tx.insert(report_hours).values(hours.slice(i, i + CHUNK));
  });
}

export interface RollupRange {
  /** null: every practice (the platform admin). */
  vendorIds: number[] | null;
  basis: 'created' | 'slot';
  from: string;
  to: string;
}

function rangeWhere(range: RollupRange, t: typeof report_days | typeof report_hours): SQL {
  const day = range.basis === 'created' ? t.created_day : t.slot_day;
  return and(range.vendorIds ? inArray(t.vendor_id, range.vendorIds) : undefined, between(day, range.from, range.to))!;
}

/** A period's day rows summed in SQL by what the report tells apart; `past`: the slot's day is before `today`. */
export interface PeriodRow {
  day: string;
  vendor_id: number;
  listing_id: number;
  type: number;
  status: number;
  past: number;
  bookings: number;
  revenue: number;
  refunds: number;
  fees: number;
  new_customers: number;
}

export function findPeriodRows(db: Conn, range: RollupRange, today: string): Promise<PeriodRow[]> {
  const day = range.basis === 'created' ? report_days.created_day : report_days.slot_day;
  const past = sql<number>`${report_days.slot_day} < ${today}`;
  return db
    .select({
      day,
      vendor_id: report_days.vendor_id,
      listing_id: report_days.listing_id,
      type: report_days.type,
      status: report_days.status,
      past,
      bookings: sql<number>`sum(${report_days.bookings})`,
      revenue: sql<number>`sum(${report_days.revenue})`,
      refunds: sql<number>`sum(${report_days.refunds})`,
      fees: sql<number>`sum(${report_days.fees})`,
      new_customers: sql<number>`sum(${report_days.new_customers})`,
    })
    .from(report_days)
    .where(rangeWhere(range, report_days))
    .groupBy(day, report_days.vendor_id, report_days.listing_id, report_days.type, report_days.status, past);
}

/** Live bookings of a period by weekday of their slot (0 = Sunday, as SQLite counts) and hour. */
export function findHeatRows(db: Conn, range: RollupRange): Promise<{ weekday: number; hour: number; bookings: number }[]> {
  const weekday = sql<number>`cast(strftime('%w', ${report_hours.slot_day}) as integer)`;
  return db
    .select({ weekday, hour: report_hours.slot_hour, bookings: sql<number>`sum(${report_hours.bookings})` })
    .from(report_hours)
    .where(rangeWhere(range, report_hours))
    .groupBy(weekday, report_hours.slot_hour);
}

/** The whole roll-up, for the check that it equals a recomputation. */
export async function findAllRollup(db: Conn): Promise<{ days: DayRow[]; hours: HourRow[] }> {
  return { days: await db.select().from(report_days), hours: await db.select().from(report_hours) };
}

/** Bookings and revenue per practice over all time (the platform admin's practice list). */
export function sumByVendor(db: Conn, vendorIds: number[]) {
  return db
    .select({ vendor_id: report_days.vendor_id, bookings: sql<number>`sum(${report_days.bookings})`, revenue: sql<number>`sum(${report_days.revenue} - ${report_days.refunds})` })
    .from(report_days)
    .where(inArray(report_days.vendor_id, vendorIds))
    .groupBy(report_days.vendor_id);
}
