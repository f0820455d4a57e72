import { zoneNamed } from '../../lib/time';
import { SLOT_HOLDING_STATUSES } from '../../lib/constants/booking-status';
import type { BookingSnapshot } from '../booking/booking.changes';


export interface DayKey {
  vendor_id: number;
  listing_id: number;
  type: number;
  status: number;
  created_day: string;
  slot_day: string;
}
export interface DayMeasures {
  bookings: number;
  revenue: number;
  refunds: number;
  fees: number;
  new_customers: number;
}
export type DayRow = DayKey & DayMeasures;

export interface HourKey {
  vendor_id: number;
  created_day: string;
  slot_day: string;
  slot_hour: number;
}
export type HourRow = HourKey & { bookings: number };

const QUARTER_MS = 15 * 60_000;
const MAX_REMEMBERED = 200_000;
const places = new Map<string, Map<number, { day: string; hour: number }>>();

/**
 * The day (YYYY-MM-DD) and hour of an instant in a zone. Offsets are whole quarter hours and
 * change only on a quarter hour of UTC, so every instant of one UTC quarter hour falls on the
 * same local day and hour: that is worked out once per zone and quarter hour and remembered
 * (a rebuild over a million bookings asks Intl a few thousand times, not two million).
 * Worked example: 2026-03-09T03:30Z in America/New_York (UTC-4 since Mar 8) → 2026-03-08, 23.
 */
export function localDayHour(iso: string, zone: string): { day: string; hour: number } {
  const quarter = Math.floor(Date.parse(iso) / QUARTER_MS);
  let byQuarter = places.get(zone);
  if (!byQuarter) places.set(zone, (byQuarter = new Map()));
  let place = byQuarter.get(quarter);
  if (!place) {
    if (byQuarter.size >= MAX_REMEMBERED) byQuarter.clear();
    const named = zoneNamed(zone);
    const start = quarter * QUARTER_MS;
    const local = new Date(start + (named.isValid ? named.offset(start) : 0) * 60_000);
    place = { day: local.toISOString().slice(0, 10), hour: local.getUTCHours() };
    byQuarter.set(quarter, place);
  }
  return place;
}

/** Whether a booking of this status holds its slot (counted in the heat map of busy hours). */
const isLive = (status: number) => (SLOT_HOLDING_STATUSES as number[]).includes(status);

/** What one booking adds to the roll-up (`sign` -1 takes it away): one day row, and an hour row while live. */
export function contributionOf(f: BookingSnapshot, sign: 1 | -1): { day: DayRow; hour: HourRow | null } {
  const created = localDayHour(f.created_at, f.zone);
  const slot = localDayHour(f.slot, f.zone);
  const day: DayRow = {
    vendor_id: f.vendor_id,
    listing_id: f.listing_id,
    type: f.type,
    status: f.status,
    created_day: created.day,
    slot_day: slot.day,
    bookings: sign,
    revenue: sign * f.paid,
    refunds: sign * f.refunded,
    fees: sign * (f.fee ?? 0),
    new_customers: f.first ? sign : 0,
  };
  const hour = isLive(f.status) ? { vendor_id: f.vendor_id, created_day: created.day, slot_day: slot.day, slot_hour: slot.hour, bookings: sign } : null;
  return { day, hour };
}

export const dayKeyOf = (r: DayKey) => `${r.vendor_id}|${r.listing_id}|${r.type}|${r.status}|${r.created_day}|${r.slot_day}`;
export const hourKeyOf = (r: HourKey) => `${r.vendor_id}|${r.created_day}|${r.slot_day}|${r.slot_hour}`;

/** Sums contributions into rows, dropping rows that come to nothing. */
export class RollupTotals {
  readonly days = new Map<string, DayRow>();
  readonly hours = new Map<string, HourRow>();

  add(f: BookingSnapshot, sign: 1 | -1 = 1): void {
    const { day, hour } = contributionOf(f, sign);
    const dk = dayKeyOf(day);
    const d = this.days.get(dk);
    if (d) {
      d.bookings += day.bookings;
      d.revenue += day.revenue;
      d.refunds += day.refunds;
      d.fees += day.fees;
      d.new_customers += day.new_customers;
    } else this.days.set(dk, day);
    if (!hour) return;
    const hk = hourKeyOf(hour);
    const h = this.hours.get(hk);
    if (h) h.bookings += hour.bookings;
    else this.hours.set(hk, hour);
  }

  dayRows(): DayRow[] {
    return [...this.days.values()].filter((r) => r.bookings !== 0 || r.revenue !== 0 || r.refunds !== 0 || r.fees !== 0 || r.new_customers !== 0);
  }

  hourRows(): HourRow[] {
    return [...this.hours.values()].filter((r) => r.bookings !== 0);
  }
}
