import { DateTime } from 'luxon';
import { eq, like } from 'drizzle-orm';
import { pets, users, vendor_listings } from '../../db/schema';
import type { TestApp } from './app';

export const CARD = { name: 'Pat Owner', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '9731' };

export async function listingByTitle(app: TestApp, prefix: string) {
  return (await app.db.query.vendor_listings.findFirst({ where: like(vendor_listings.title, `${prefix}%`) }))!;
}

export async function userByEmail(app: TestApp, email: string) {
  return (await app.db.query.users.findFirst({ where: eq(users.email, email) }))!;
}

export async function petOf(app: TestApp, userId: number) {
  return (await app.db.query.pets.findFirst({ where: eq(pets.user_id, userId) }))!;
}

/** Free slots of a consultation on the date `days` ahead in the listing's zone, from the public API. */
export async function freeSlots(app: TestApp, listingId: number, type: number, days: number, zone = 'America/New_York'): Promise<string[]> {
  const date = DateTime.fromJSDate(app.deps.clock(), { zone }).plus({ days }).toISODate()!;
  const res = await app.request(`/api/public/listings/${listingId}/slots?type=${type}&date=${date}&tz=${encodeURIComponent(zone)}`);
  const body = (await res.json()) as { slots: { start: string }[] };
  return body.slots.map((s) => s.start);
}

/** A slot nobody else in the suite has taken: each call walks on to the next free one. */
export function slotTaker(app: TestApp, listingId: number, type: number, zone = 'America/New_York') {
  const used = new Set<string>();
  return async (fromDay = 2): Promise<string> => {
    for (let day = fromDay; day <= 14; day++) {
      const slot = (await freeSlots(app, listingId, type, day, zone)).find((s) => !used.has(s));
      if (slot) {
        used.add(slot);
        return slot;
      }
    }
    throw new Error('no free slot left');
  };
}

/**
 * `POST /api/payment`. A video, phone or chat booking carries the owner's acceptance of the
 * practice's telehealth consent (version 1, the default text) unless the body says otherwise.
 */
export function payment(app: TestApp, token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const json = body.type !== 2000 && !('telehealth_consent' in body) ? { ...body, telehealth_consent: 1 } : body;
  return app.request('/api/payment', { method: 'POST', json, headers: { authorization: `Bearer ${token}`, ...headers } });
}
