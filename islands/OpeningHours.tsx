/** @jsxImportSource react */
import { useState } from 'react';
import { DateTime } from 'luxon';
import TimezonePicker from './TimezonePicker';

interface ScheduleRow {
  days: string[];
  from: string;
  to: string;
}
interface Consultation {
  type: number;
  duration: number;
  price: number;
  schedule: ScheduleRow[];
}

export interface OpeningHoursProps {
  /** The listing's IANA zone. */
  timezone: string;
  consultations: Consultation[];
  /** The schedule's day names, Monday first (src/lib/constants/weekdays.ts). */
  weekdays: string[];
  /** Fixes "now" for the server render (ISO); the browser uses its own clock. */
  now?: string;
}

/**
 * The practice's opening hours over the coming week, shown in the visitor's zone.
 * Each schedule window is placed on real dates in the clinic's zone first, so daylight
 * saving changes on either side are applied as they will actually happen.
 */
export function weeklyHours(timezone: string, consultations: Consultation[], weekdays: string[], zone: string, now: DateTime): Map<string, string[]> {
  const byDay = new Map<string, Set<string>>();
  const clinicToday = now.setZone(timezone).startOf('day');
  for (let offset = 0; offset < 7; offset++) {
    const day = clinicToday.plus({ days: offset });
    const dayName = weekdays[day.weekday - 1]!;
    for (const consultation of consultations) {
      for (const row of consultation.schedule) {
        if (!row.days.includes(dayName)) continue;
        const [fh, fm] = row.from.split(':').map(Number);
        const [th, tm] = row.to.split(':').map(Number);
        const start = day.set({ hour: fh, minute: fm }).setZone(zone);
        const end = day.set({ hour: th, minute: tm }).setZone(zone);
        const key = weekdays[start.weekday - 1]!;
        const span = `${start.toFormat('HH:mm')}–${end.toFormat('HH:mm')}`;
        if (!byDay.has(key)) byDay.set(key, new Set());
        byDay.get(key)!.add(span);
      }
    }
  }
  const ordered = new Map<string, string[]>();
  for (const name of weekdays) {
    const spans = byDay.get(name);
    if (spans) ordered.set(name, [...spans].sort());
  }
  return ordered;
}

export default function OpeningHours({ timezone, consultations, weekdays, now }: OpeningHoursProps) {
  const [zone, setZone] = useState(timezone);
  const hours = weeklyHours(timezone, consultations, weekdays, zone, now ? DateTime.fromISO(now) : DateTime.now());
  return (
    <div className="opening-hours">
      <TimezonePicker value={zone} label="Show hours in timezone" onChange={setZone} />
      <table>
        <caption className="visually-hidden">Opening hours in {zone}</caption>
        <tbody>
          {[...hours].map(([day, spans]) => (
            <tr key={day}>
              <th scope="row">{day}</th>
              <td data-testid={`hours-${day}`}>{spans.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
