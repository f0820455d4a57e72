import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { booking_telehealth, bookings, payments, type Consultation } from '../schema';
import { BOOKING_STATUS } from '../../src/lib/constants/booking-status';
import { CONSULTATION_TYPES } from '../../src/lib/constants/consultation-types';
import { randomToken, type SeedPeople } from './accounts';
import { bookingDetails } from '../../src/lib/booking-details';
import type { PetKey, SeedPet } from './pets';
import type { ListingKey, SeedListing } from './practices';
import { startOfDayIn } from '../../src/lib/time';

interface BookingPlan {
  user: 'owner' | 'owner2' | 'owner3';
  pet: PetKey;
  listing: ListingKey;
  type: number;
  /** Days from today in the listing's zone, and the start time there (HH:mm, on the schedule grid). */
  day: number;
  at: string;
  status: number;
  summary: string;
}

const { CLINIC, VIDEO, TELEPHONIC, CHAT } = CONSULTATION_TYPES;
const { IN_PROGRESS, COMPLETE, CANCELED } = BOOKING_STATUS;

/** Where the demo owners live, as their booking wizard would have reported it. */
const USER_ZONES = { owner: 'America/New_York', owner2: 'America/Chicago', owner3: 'Europe/Madrid' } as const;

/** One of Pepper's visits at City Cat Clinic (her owner is owner2). */
const pepper = (type: number, day: number, at: string, summary: string, status: number = COMPLETE): BookingPlan => ({ user: 'owner2', pet: 'pepper', listing: 'hughes', type, day, at, status, summary });

/**
 * The demo appointments. Future ones are 3 to 12 days ahead, so they are at least two days
 * away whatever the hour, and inside the 15-day booking window. Each listing's bookings
 * fall on different days, so none overlaps another.
 */
const PLANS: BookingPlan[] = [
  { user: 'owner', pet: 'biscuit', listing: 'patel', type: CLINIC, day: -21, at: '09:30', status: COMPLETE, summary: 'Annual wellness exam, rabies and DHPP boosters.' },
  { user: 'owner', pet: 'biscuit', listing: 'patel', type: TELEPHONIC, day: -4, at: '18:15', status: IN_PROGRESS, summary: 'Biscuit keeps shaking his head and scratching his left ear since the weekend.' },
  { user: 'owner', pet: 'biscuit', listing: 'patel', type: TELEPHONIC, day: 5, at: '12:00', status: CANCELED, summary: 'Which flea and tick prevention to start before our camping trip.' },
  { user: 'owner', pet: 'biscuit', listing: 'patel', type: VIDEO, day: 8, at: '17:40', status: IN_PROGRESS, summary: 'Recheck of the left ear after the course of drops.' },
  { user: 'owner', pet: 'miso', listing: 'romero', type: VIDEO, day: -9, at: '10:00', status: COMPLETE, summary: 'Miso has been bringing up hairballs three or four times a week.' },
  { user: 'owner', pet: 'miso', listing: 'romero', type: CHAT, day: 3, at: '19:30', status: IN_PROGRESS, summary: 'Questions about moving Miso to a senior diet.' },
  { user: 'owner', pet: 'miso', listing: 'hughes', type: VIDEO, day: -14, at: '15:00', status: COMPLETE, summary: 'Second opinion on Miso’s dental X-rays; she chews on one side only.' },
  { user: 'owner', pet: 'miso', listing: 'hughes', type: CHAT, day: 4, at: '14:15', status: IN_PROGRESS, summary: 'Quick question about litter box habits since we moved flat.' },
  { user: 'owner', pet: 'miso', listing: 'hughes', type: VIDEO, day: 11, at: '13:20', status: IN_PROGRESS, summary: 'Follow-up on the dental plan before booking the extraction.' },
  { user: 'owner2', pet: 'clover', listing: 'romero', type: CLINIC, day: -10, at: '14:45', status: COMPLETE, summary: 'Nail trim and a check of Clover’s front teeth.' },
  { user: 'owner2', pet: 'clover', listing: 'romero', type: VIDEO, day: 6, at: '11:00', status: IN_PROGRESS, summary: 'Clover is eating less hay this week; could it be her teeth again?' },
  // The Spanish-speaking owner's dog, in her words.
  { user: 'owner3', pet: 'luna', listing: 'patel', type: VIDEO, day: -2, at: '10:20', status: COMPLETE, summary: 'Luna cojea de la pata trasera derecha desde el paseo del domingo.' },
  { user: 'owner3', pet: 'luna', listing: 'patel', type: VIDEO, day: 9, at: '09:40', status: IN_PROGRESS, summary: 'Revisión de la cojera después de una semana de reposo.' },
  // Pepper's thyroid care at City Cat Clinic: a dozen visits over the last three months (enough for a second page of appointments).
  pepper(CLINIC, -86, '09:30', 'Pepper is losing weight although she eats more than ever, and drinks a lot.'),
  pepper(CLINIC, -79, '14:00', 'Blood test for thyroid (T4) and kidney values.'),
  pepper(VIDEO, -72, '11:20', 'Results call: hyperthyroidism confirmed; talk through the treatment options.'),
  pepper(VIDEO, -65, '17:40', 'First week on methimazole: she vomited once after her tablet.'),
  pepper(CLINIC, -58, '10:00', 'Three-week recheck of T4, kidney values and blood pressure.'),
  pepper(VIDEO, -51, '08:40', 'Adjusting the methimazole dose after the recheck results.'),
  pepper(CLINIC, -44, '16:30', 'Scratching at her neck; a small scab where she was shaved for the blood test.'),
  pepper(VIDEO, -37, '12:00', 'Question about switching her to the transdermal gel for the ear.'),
  pepper(CLINIC, -30, '11:30', 'Weight check and blood pressure after the dose change.'),
  pepper(VIDEO, -23, '18:20', 'Pepper is yowling at night; is it the thyroid or her age?'),
  pepper(CLINIC, -16, '15:00', 'Dental check: bad breath and dropping her biscuits.'),
  pepper(VIDEO, -7, '09:20', 'Talk through radioactive iodine treatment as a long-term option.'),
  pepper(VIDEO, 12, '19:00', 'Three-month thyroid review before deciding on iodine treatment.', IN_PROGRESS),
];

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The start of a planned booking in the listing's zone. It must be a slot the schedule
 * offers: inside a window for that weekday and a whole number of durations from its start
 * (10:00–12:00 with 30 minutes offers 10:00, 10:30, 11:00 and 11:30), or seeding fails.
 */
function slotStart(plan: BookingPlan, listing: SeedListing, consultation: Consultation, now: Date): DateTime {
  const today = startOfDayIn(listing.timezone, now);
  const start = today.plus({ days: plan.day }).set({ hour: Number(plan.at.slice(0, 2)), minute: Number(plan.at.slice(3, 5)) });
  const minute = minutesOf(plan.at);
  const offered = consultation.schedule.some((row) => {
    const from = minutesOf(row.from);
    const fits = from <= minute && minute + consultation.duration <= minutesOf(row.to);
    return row.days.includes(DAY_NAMES[start.weekday - 1]) && fits && (minute - from) % consultation.duration === 0;
  });
  if (!offered) throw new Error(`demo booking at ${plan.at} is not a slot of "${listing.title}" (type ${plan.type})`);
  return start;
}

/**
 * The payment of a booking, as the booking service writes it: a sandbox card payment of its
 * price (refunded in full when the booking was canceled), or for a free consultation a
 * "waived" payment of nothing, so every booking has its payment.
 */
async function seedPayment(tx: Tx, bookingId: number, userId: number, listing: SeedListing, amount: number, status: number, createdAt: string) {
  const free = amount === 0;
  const refunded = !free && status === CANCELED;
  const [payment] = await tx
    .insert(payments)
    .values({
      booking_id: bookingId,
      user_id: userId,
      vendor_id: listing.vendor_id,
      provider: free ? 'none' : 'sandbox',
      reference: free ? null : `sb_${randomToken().slice(0, 24)}`,
      idempotency_key: crypto.randomUUID(),
      amount,
      currency: listing.currency.toLowerCase(),
      brand: free ? null : 'visa',
      last4: free ? null : '4242',
      status: free ? 'waived' : refunded ? 'refunded' : 'succeeded',
      response: { httpStatus: 200, body: { result: 'success', id: bookingId } },
      refunded_amount: refunded ? amount : 0,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning({ id: payments.id });
  await tx.update(bookings).set({ payment_id: payment.id }).where(eq(bookings.id, bookingId));
}

/** One demo booking as the booking service writes it, with its payment; booked `createdAt`. */
export async function insertSeedBooking(
  tx: Tx,
  booking: { user: SeedPeople['owner']; userTZ: string; pet: SeedPet; listing: SeedListing; consultation: Consultation; start: DateTime; status: number; summary: string },
  createdAt: string,
): Promise<number> {
  const { user, pet, listing, consultation, start, status, summary, userTZ } = booking;
  const slot = start.toJSDate().toISOString();
  const [row] = await tx
    .insert(bookings)
    .values({
      slot,
      slot_end: start.plus({ minutes: consultation.duration }).toJSDate().toISOString(),
      status,
      type: consultation.type,
      user_id: user.id,
      vendor_id: listing.vendor_id,
      vendor_listing_id: listing.id,
      details: bookingDetails({ customer: user, pet, listing, consultation, slot, summary, userTZ, currency: listing.currency }),
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning({ id: bookings.id });
  await seedPayment(tx, row.id, user.id, listing, consultation.price, status, createdAt);
  // A demo owner accepted the practice's telehealth consent (the default text, version 1) when booking a remote consult.
  if (consultation.type !== CONSULTATION_TYPES.CLINIC) {
    const consent = { consent_version: 1, consent_at: createdAt, consent_user_id: user.id, kind: 'teletriage' as const };
    await tx.insert(booking_telehealth).values({ booking_id: row.id, vendor_id: listing.vendor_id, user_id: user.id, ...consent, created_at: createdAt, updated_at: createdAt });
  }
  return row.id;
}

export async function seedBookings(
  tx: Tx,
  people: SeedPeople,
  pets: Record<PetKey, SeedPet>,
  listings: Record<ListingKey, SeedListing>,
  now: Date,
): Promise<void> {
  for (const plan of PLANS) {
    const listing = listings[plan.listing];
    const consultation = listing.consultations.find((c) => c.type === plan.type)!;
    const start = slotStart(plan, listing, consultation, now);
    // Booked five days ahead of the slot, or yesterday for a slot booked at short notice.
    const createdAt = DateTime.min(start.minus({ days: 5 }), DateTime.fromJSDate(now).minus({ days: 1 }))!.toJSDate().toISOString();
    const booking = { user: people[plan.user], userTZ: USER_ZONES[plan.user], pet: pets[plan.pet], listing, consultation, start, status: plan.status, summary: plan.summary };
    await insertSeedBooking(tx, booking, createdAt);
  }
}
