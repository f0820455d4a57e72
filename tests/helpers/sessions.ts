import { eq } from 'drizzle-orm';
import { bookings, pets, users, vendor_listings } from '../../db/schema';
import { bookingDetails } from '../../src/lib/booking-details';
import type { TestApp } from './app';

export const LISTING = { patel: 'Dr. Maya Patel', romero: 'Dr. Luis Romero', hughes: 'Dr. Eleanor Hughes' } as const;

/**
 * A confirmed booking that starts `startsInMin` minutes from the app's clock (negative: already
 * begun), so its room is open, not yet open or over as a test needs. A few random
 * milliseconds keep two bookings of one listing from sharing a start.
 */
export async function insertSessionBooking(
  app: TestApp,
  options: { email: string; listing: keyof typeof LISTING; type: number; startsInMin: number; status?: number },
) {
  const all = await app.db.select().from(vendor_listings);
  const listing = all.find((l) => l.title.startsWith(LISTING[options.listing]))!;
  const customer = (await app.db.query.users.findFirst({ where: eq(users.email, options.email) }))!;
  const pet = (await app.db.query.pets.findFirst({ where: eq(pets.user_id, customer.id) }))!;
  const consultation = listing.consultations.find((c) => c.type === options.type)!;
  const start = new Date(app.deps.clock().getTime() + options.startsInMin * 60_000 + Math.floor(Math.random() * 50_000));
  const slot = start.toISOString();
  const [booking] = await app.db
    .insert(bookings)
    .values({
      slot,
      slot_end: new Date(start.getTime() + consultation.duration * 60_000).toISOString(),
      status: options.status ?? 0,
      type: options.type,
      user_id: customer.id,
      vendor_id: listing.vendor_id,
      vendor_listing_id: listing.id,
      details: bookingDetails({ customer, pet, listing, consultation, slot, summary: 'Session test', userTZ: 'America/New_York' }),
    })
    .returning();
  return booking!;
}
