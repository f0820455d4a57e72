/** @jsxImportSource react */
import { useState } from 'react';
import { addDays, weekdayOf, zonedInstant, zonedIsoDate, zonedTime, zonedWeekday } from './lib/zoned-format';
import TimezonePicker from './TimezonePicker';
import type { MessageKey } from '../src/lib/i18n';
import { translator, type IslandMessages } from './lib/i18n';

export const messages = ['Show hours in timezone', 'Opening hours in {zone}', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const satisfies readonly MessageKey[];

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
  i18n?: IslandMessages;
}

/**
 * The practice's opening hours over the coming week, shown in the visitor's zone.
 * Each schedule window is placed on real dates in the clinic's zone first, so daylight
 * saving changes on either side are applied as they will actually happen.
 */
export function weeklyHours(timezone: string, consultations: Consultation[], weekdays: string[], zone: string, now: number): Map<string, string[]> {
  const byDay = new Map<string, Set<string>>();
  const clinicToday = zonedIsoDate(now, timezone);
  for (let offset = 0; offset < 7; offset++) {
    const day = addDays(clinicToday, offset);
    for (const consultation of consultations) {
      for (const row of consultation.schedule) {
        if (!row.days.includes(weekdays[weekdayOf(day) - 1]!)) continue;
        const start = zonedInstant(day, row.from, timezone);
        const end = zonedInstant(day, row.to, timezone);
        const key = weekdays[zonedWeekday(start, zone) - 1]!;
        const span = `${zonedTime(start, zone)}–${zonedTime(end, zone)}`;
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

export default function OpeningHours({ timezone, consultations, weekdays, now, i18n }: OpeningHoursProps) {
  const t = translator(i18n);
  const [zone, setZone] = useState(timezone);
  const hours = weeklyHours(timezone, consultations, weekdays, zone, now ? Date.parse(now) : Date.now());
  return (
    <div className="opening-hours">
      <TimezonePicker value={zone} label={t('Show hours in timezone')} onChange={setZone} />
      <table>
        <caption className="visually-hidden">{t('Opening hours in {zone}', { zone })}</caption>
        <tbody>
          {[...hours].map(([day, spans]) => (
            <tr key={day}>
              <th scope="row">{t(day)}</th>
              <td data-testid={`hours-${day}`}>{spans.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
