import { DateTime } from 'luxon';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';
import { consultationTypeLabel } from '../../lib/constants/consultation-types';
import { WEEKDAYS } from '../../lib/constants/weekdays';
import type { PeriodRow } from './reports.repo';

/*
 * Pure: the roll-up rows of a period turned into the report's figures. Money stays in minor
 * units until a view formats it, one sum per currency: amounts in different currencies are
 * never added together.
 */

/** Sums by currency (ISO 4217 → minor units), e.g. { USD: 120000, GBP: 34000 }. */
export type Money = Record<string, number>;

export interface Figure {
  label: string;
  bookings: number;
  revenue: Money;
}

/** A roll-up row of a period with the currency of its practice. */
export type CurrencyRow = PeriodRow & { currency: string };

export interface Report {
  from: string;
  to: string;
  basis: 'created' | 'slot';
  interval: 'day' | 'week';
  /** The currencies the report's money is in, each with its own sums (the practice's own, for a practice). */
  currencies: string[];
  totals: { bookings: number; revenue: Money; refunds: Money; fees: Money; net: Money; canceled: number; cancellationRate: number; newCustomers: number; returningBookings: number; noShows: number; noShowRate: number };
  /** One row per day (or week starting Monday) of the period, empty ones included. */
  series: Figure[];
  byType: Figure[];
  byListing: Figure[];
  byStatus: Figure[];
  /** heat[weekday 0 = Mon][hour] = live bookings starting then (listing zone). */
  heat: number[][];
}

export interface FigureOptions {
  from: string;
  to: string;
  basis: 'created' | 'slot';
  interval: 'day' | 'week';
  listingTitle: (id: number) => string;
  /** Currencies shown even with nothing in them (a practice's own): its figures read £0, not nothing. */
  currencies: string[];
}

/** Adds an amount to its currency's sum. */
function addMoney(money: Money, currency: string, minor: number): void {
  money[currency] = (money[currency] ?? 0) + minor;
}

const zeros = (currencies: string[]): Money => Object.fromEntries(currencies.map((c) => [c, 0]));

/** A live booking whose slot's day is before today (the practice's zone) is completed, from today on upcoming. */
export const STATUS_LABELS = { completed: 'Completed', upcoming: 'Upcoming', canceled: 'Canceled', rescheduled: 'Rescheduled', noShow: 'No-show', arrived: 'Arrived' } as const;

function statusLabel(row: PeriodRow): string {
  if (row.status === BOOKING_STATUS.NO_SHOW) return STATUS_LABELS.noShow;
  if (row.status === BOOKING_STATUS.ATTENDED) return STATUS_LABELS.arrived;
  if (row.status === BOOKING_STATUS.CANCELED) return STATUS_LABELS.canceled;
  if (row.status === BOOKING_STATUS.RESCHEDULED) return STATUS_LABELS.rescheduled;
  if (row.status === BOOKING_STATUS.COMPLETE || row.past) return STATUS_LABELS.completed;
  return STATUS_LABELS.upcoming;
}

/** The Monday of the week of a day. */
export const weekOf = (day: string) => DateTime.fromISO(day, { zone: 'utc' }).startOf('week').toISODate()!;

/** Every period label from `from` to `to`: each day, or each Monday. */
function periods(from: string, to: string, interval: 'day' | 'week'): string[] {
  const out: string[] = [];
  let at = DateTime.fromISO(interval === 'week' ? weekOf(from) : from, { zone: 'utc' });
  const end = DateTime.fromISO(to, { zone: 'utc' });
  while (at <= end && out.length < 1000) {
    out.push(at.toISODate()!);
    at = at.plus(interval === 'week' ? { weeks: 1 } : { days: 1 });
  }
  return out;
}

class Tally {
  readonly map = new Map<string, Figure>();
  constructor(private readonly currencies: string[]) {}
  add(label: string, bookings: number, revenue: number, currency?: string) {
    const f = this.map.get(label) ?? { label, bookings: 0, revenue: zeros(this.currencies) };
    f.bookings += bookings;
    if (currency) addMoney(f.revenue, currency, revenue);
    this.map.set(label, f);
  }
  sorted(): Figure[] {
    return [...this.map.values()].sort((a, b) => b.bookings - a.bookings || a.label.localeCompare(b.label));
  }
}

export function reportFigures(days: CurrencyRow[], hours: { weekday: number; hour: number; bookings: number }[], o: FigureOptions): Report {
  const currencies = [...new Set([...o.currencies, ...days.map((d) => d.currency)])];
  const series = new Tally(currencies);
  for (const p of periods(o.from, o.to, o.interval)) series.add(p, 0, 0);
  const byType = new Tally(currencies);
  const byListing = new Tally(currencies);
  const byStatus = new Tally(currencies);
  for (const label of Object.values(STATUS_LABELS)) byStatus.add(label, 0, 0);
  const totals = { bookings: 0, revenue: zeros(currencies), refunds: zeros(currencies), fees: zeros(currencies), net: zeros(currencies), canceled: 0, cancellationRate: 0, newCustomers: 0, returningBookings: 0, noShows: 0, noShowRate: 0 };
  // The no-show rate is of the appointments that were due to happen: marked, or past and neither canceled nor moved.
  let due = 0;
  for (const row of days) {
    series.add(o.interval === 'week' ? weekOf(row.day) : row.day, row.bookings, row.revenue, row.currency);
    byType.add(consultationTypeLabel(row.type), row.bookings, row.revenue, row.currency);
    byListing.add(o.listingTitle(row.listing_id), row.bookings, row.revenue, row.currency);
    byStatus.add(statusLabel(row), row.bookings, row.revenue, row.currency);
    totals.bookings += row.bookings;
    addMoney(totals.revenue, row.currency, row.revenue);
    addMoney(totals.refunds, row.currency, row.refunds);
    addMoney(totals.fees, row.currency, row.fees);
    totals.newCustomers += row.new_customers;
    if (row.status === BOOKING_STATUS.CANCELED) totals.canceled += row.bookings;
    if (row.status === BOOKING_STATUS.NO_SHOW) totals.noShows += row.bookings;
    const marked = row.status === BOOKING_STATUS.NO_SHOW || row.status === BOOKING_STATUS.ATTENDED;
    if (marked || (row.past && row.status !== BOOKING_STATUS.CANCELED && row.status !== BOOKING_STATUS.RESCHEDULED)) due += row.bookings;
  }
  totals.noShowRate = due === 0 ? 0 : totals.noShows / due;
  for (const c of currencies) totals.net[c] = totals.revenue[c]! - totals.refunds[c]!;
  totals.returningBookings = totals.bookings - totals.newCustomers;
  totals.cancellationRate = totals.bookings === 0 ? 0 : totals.canceled / totals.bookings;
  const heat = WEEKDAYS.map(() => Array.from({ length: 24 }, () => 0));
  // Monday first; SQLite's weekday is 0 on Sunday.
  for (const row of hours) heat[(row.weekday + 6) % 7]![row.hour]! += row.bookings;
  return {
    from: o.from,
    to: o.to,
    basis: o.basis,
    interval: o.interval,
    currencies,
    totals,
    series: [...series.map.values()],
    byType: byType.sorted(),
    byListing: byListing.sorted(),
    byStatus: [...byStatus.map.values()],
    heat,
  };
}
