import { expect } from 'bun:test';
import ICAL from 'ical.js';
import { bookings } from '../../../../db/schema';
import { calendarEventOf } from '../../../../src/features/booking/booking.calendar-event';
import { calendarDomain } from '../../../../src/lib/site-url';
import type { TestApp } from '../../../helpers/app';

export type FeedKind = 'owner' | 'vet' | 'practice';
const DAY = 24 * 3600_000;

export interface FeedEvent {
  uid: string;
  sequence: number;
  status: string;
  start: string;
  summary: string;
  description: string;
}

/** Makes (or renews) a feed from the Calendar feeds screen; answers the https and webcal addresses the page shows this once. */
export async function makeFeed(app: TestApp, headers: Record<string, string>, kind: FeedKind): Promise<{ https: string; webcal: string; path: string }> {
  const res = await app.request(`/app/calendar-feeds/${kind}/renew`, { method: 'POST', headers });
  expect(res.status).toBe(200);
  const page = await res.text();
  const https = new RegExp(`id="feed-${kind}-https"[^>]*value="([^"]+)"`).exec(page)?.[1];
  const webcal = new RegExp(`id="feed-${kind}-webcal"[^>]*value="([^"]+)"`).exec(page)?.[1];
  expect(https).toMatch(/^https?:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(webcal).toBe(https!.replace(/^https?:\/\//, 'webcal://'));
  return { https: https!, webcal: webcal!, path: new URL(https!).pathname };
}

/** The events of an iCalendar text, as ical.js reads them. */
export function eventsOf(ics: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: String(component.getFirstPropertyValue('status')),
      start: event.startDate.toJSDate().toISOString(),
      summary: event.summary,
      description: event.description,
    };
  });
}

/** Fetches a feed as a calendar app would, and reads its events. */
export async function readFeed(app: TestApp, path: string, host?: string): Promise<{ res: Response; text: string; events: FeedEvent[] }> {
  const res = await app.request(path, host ? { host } : {});
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const text = await res.text();
  return { res, text, events: eventsOf(text) };
}

/** The UIDs a feed must list: the bookings `mine` picks, from 90 days ago on, never one moved away or still a hold. */
export async function expectedUids(app: TestApp, now: Date, mine: (b: typeof bookings.$inferSelect) => boolean): Promise<string[]> {
  const from = now.getTime() - 90 * DAY;
  const rows = await app.db.select().from(bookings);
  return rows
    .filter((b) => mine(b) && b.status !== 2 && b.hold_expires_at === null && Date.parse(b.slot) >= from)
    .map((b) => calendarEventOf(b.id, b.details, calendarDomain(app.deps.config)).uid)
    .sort();
}

export const uidsOf = (events: FeedEvent[]) => events.map((e) => e.uid).sort();
