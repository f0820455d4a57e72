import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { bookings, payments, users, vendor_listings, vendor_logins } from '../../../../db/schema';
import { BOOKING_FILTERS } from '../../../../src/lib/constants/booking-status';
import type { TestApp } from '../../../helpers/app';
import { apiLogin, cookieHeader } from '../../../helpers/accounts';

export const LISTINGS = {
  patel: 'Dr. Maya Patel, DVM — General Practice',
  romero: 'Dr. Luis Romero, DVM — Feline & Exotics',
  hughes: 'Dr. Eleanor Hughes, MRCVS — Feline Medicine',
} as const;

export async function listingByTitle(app: TestApp, title: string) {
  return (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.title, title) }))!;
}

export async function userId(app: TestApp, email: string) {
  return (await app.db.query.users.findFirst({ where: eq(users.email, email) }))!.id;
}

export async function loginRow(app: TestApp, email: string) {
  return (await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, email) }))!;
}

/** Signs in through the API and answers the headers a browser with that session sends. */
export async function sessionOf(app: TestApp, email: string, role: 'user' | 'vendor' | 'admin') {
  return cookieHeader(await apiLogin(app, email, role));
}

/** The booking ids on the cards of an HTML answer, in order. */
export function cardIds(html: string): number[] {
  return [...html.matchAll(/data-booking-id="(\d+)"/g)].map((m) => Number(m[1]));
}

export const hasLoadMore = (html: string) => html.includes('Load more');

/** Every booking a person can list: each status filter, paged through with Load more ("arrived" lists part of "complete" again). */
export async function everythingListed(app: TestApp, path: string, headers: Record<string, string>): Promise<number[]> {
  const ids: number[] = [];
  for (const status of BOOKING_FILTERS.filter((s) => s !== 'arrived')) {
    for (let page = 1; page < 1000; page++) {
      const res = await app.request(`${path}?status=${encodeURIComponent(status)}&page=${page}`, { headers: { ...headers, 'hx-request': 'true' } });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      const html = await res.text();
      ids.push(...cardIds(html));
      if (!hasLoadMore(html)) break;
    }
  }
  return ids.sort((a, b) => a - b);
}

/**
 * Writes a confirmed booking of an owner on a listing, `day` days from today at `at` (HH:mm in the
 * listing's zone, on its grid), optionally paid `paidDaysAgo` days ago.
 */
export async function insertBooking(
  app: TestApp,
  options: { email: string; listing: string; type: number; day: number; at: string; status?: number; paidDaysAgo?: number; /** Minor units; the consultation's price when absent. */ price?: number },
) {
  const listing = await listingByTitle(app, options.listing);
  const user = (await app.db.query.users.findFirst({ where: eq(users.email, options.email) }))!;
  const consultation = listing.consultations.find((c) => c.type === options.type)!;
  const start = DateTime.now().setZone(listing.timezone).startOf('day').plus({ days: options.day }).set({ hour: Number(options.at.slice(0, 2)), minute: Number(options.at.slice(3)) });
  const slot = start.toUTC().toISO()!;
  const price = options.price ?? consultation.price;
  const [booking] = await app.db
    .insert(bookings)
    .values({
      slot,
      slot_end: start.plus({ minutes: consultation.duration }).toUTC().toISO()!,
      status: options.status ?? 0,
      type: options.type,
      user_id: user.id,
      vendor_id: listing.vendor_id,
      vendor_listing_id: listing.id,
      details: {
        type: options.type,
        slot,
        user: { id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email, phone: user.phone },
        pet: null,
        listing: { title: listing.title, line1: listing.line1, address: listing.address, duration: consultation.duration, price },
        info: { summary: 'Sneezing since Tuesday', pet: 'Pepper' },
        userTZ: 'America/Chicago',
        listingTZ: listing.timezone,
      },
    })
    .returning();
  if (options.paidDaysAgo === undefined) return { booking: booking!, payment: null, listing, start };
  const paidAt = new Date(Date.now() - options.paidDaysAgo * 24 * 3600_000).toISOString();
  const [payment] = await app.db
    .insert(payments)
    .values({
      booking_id: booking!.id,
      user_id: user.id,
      vendor_id: listing.vendor_id,
      provider: 'sandbox',
      reference: `sb_test_${booking!.id}`,
      idempotency_key: crypto.randomUUID(),
      amount: price,
      status: 'succeeded',
      created_at: paidAt,
    })
    .returning();
  await app.db.update(bookings).set({ payment_id: payment!.id }).where(eq(bookings.id, booking!.id));
  return { booking: booking!, payment: payment!, listing, start };
}

export async function bookingRow(app: TestApp, id: number) {
  return (await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) }))!;
}
