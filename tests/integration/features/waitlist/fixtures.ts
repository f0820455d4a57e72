import { DateTime } from 'luxon';
import { and, desc, eq, like } from 'drizzle-orm';
import { bookings, outbox, waitlist_entries, waitlist_offers } from '../../../../db/schema';
import type { TestApp } from '../../../helpers/app';
import { CARD, freeSlots, payment } from '../../../helpers/booking';
import { bearer } from '../../../helpers/accounts';

export const VIDEO = 4000;
export const ZONE = 'America/New_York';

/** The listing's date `days` ahead in its zone. */
export const dayAhead = (app: TestApp, days: number) => DateTime.fromJSDate(app.deps.clock(), { zone: ZONE }).plus({ days }).toISODate()!;

/** Books every free slot of the day `days` ahead as `token`: the day is full. Answers the booking ids in slot order. */
export async function fillDay(app: TestApp, listingId: number, days: number, token: string, petId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const slot of await freeSlots(app, listingId, VIDEO, days, ZONE)) {
    const res = await payment(app, token, { vendor_listing_id: listingId, type: VIDEO, slot, userTZ: ZONE, pet: petId, info: { summary: 'Checkup' }, payment: CARD });
    if (res.status !== 200) throw new Error(`booking failed: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return ids;
}

export function join(app: TestApp, token: string, body: Record<string, unknown>) {
  return app.request('/api/waitlist', { method: 'POST', json: body, headers: bearer(token) });
}

/** The offers made to an entry, newest first. */
export function offersOf(app: TestApp, entryId: number) {
  return app.db.select().from(waitlist_offers).where(eq(waitlist_offers.entry_id, entryId)).orderBy(desc(waitlist_offers.id));
}

export async function entryState(app: TestApp, id: number) {
  return (await app.db.select().from(waitlist_entries).where(eq(waitlist_entries.id, id)))[0]!.state;
}

/** The newest offer e-mail to an address. */
export async function offerMail(app: TestApp, to: string) {
  return (await app.db.select().from(outbox).where(and(eq(outbox.to, to), like(outbox.subject, 'A slot is free for you%'))).orderBy(desc(outbox.id)).limit(1))[0];
}

/** The offer link in an e-mail's text. */
export function offerLinkIn(text: string): string {
  const match = /\/waitlist\/offers\/[A-Za-z0-9_-]+/.exec(text);
  if (!match) throw new Error(`no offer link in: ${text}`);
  return match[0];
}

export function bookingRow(app: TestApp, id: number) {
  return app.db.query.bookings.findFirst({ where: eq(bookings.id, id) });
}
