import { DateTime } from 'luxon';
import type { Tx } from '../client';
import { BOOKING_STATUS } from '../../src/lib/constants/booking-status';
import { CONSULTATION_TYPES } from '../../src/lib/constants/consultation-types';
import type { SeedPeople } from './accounts';
import { insertSeedBooking } from './bookings';
import type { PetKey, SeedPet } from './pets';
import type { ListingKey, SeedListing } from './practices';

/**
 * The demo owner's two consultations whose rooms are open when the demo starts, so a newcomer can
 * sign in and press "Open session" at once. A room opens 10 minutes before its slot and closes 30
 * minutes after its end (features/sessions/sessions.window.ts): the video (30 minutes) starts 3–4
 * minutes after seeding and stays open for its first hour; the chat (15 minutes) starts 8–9 minutes
 * after and stays open about 54 minutes. Off the 5-minute grid, so no slot a test books collides.
 */
export const OPEN_ROOMS: { listing: ListingKey; pet: PetKey; type: number; afterMin: number; summary: string }[] = [
  { listing: 'romero', pet: 'miso', type: CONSULTATION_TYPES.VIDEO, afterMin: 4, summary: 'Try the video room: Miso has been sneezing since yesterday.' },
  { listing: 'patel', pet: 'biscuit', type: CONSULTATION_TYPES.CHAT, afterMin: 9, summary: 'Try the chat room: is it fine for Biscuit to eat carrots?' },
];

/** A start `afterMin` minutes from the whole minute of `now`, a minute earlier when it would fall on a multiple of 5. */
function startAfter(now: Date, afterMin: number): DateTime {
  const start = DateTime.fromJSDate(now, { zone: 'UTC' }).startOf('minute').plus({ minutes: afterMin });
  return start.minute % 5 === 0 ? start.minus({ minutes: 1 }) : start;
}

export async function seedOpenRooms(tx: Tx, people: SeedPeople, pets: Record<PetKey, SeedPet>, listings: Record<ListingKey, SeedListing>, now: Date): Promise<void> {
  const createdAt = now.toISOString();
  for (const room of OPEN_ROOMS) {
    const listing = listings[room.listing];
    const consultation = listing.consultations.find((c) => c.type === room.type)!;
    const start = startAfter(now, room.afterMin);
    const booking = { user: people.owner, userTZ: 'America/New_York', pet: pets[room.pet], listing, consultation, start, status: BOOKING_STATUS.IN_PROGRESS, summary: room.summary };
    await insertSeedBooking(tx, booking, createdAt);
  }
}
