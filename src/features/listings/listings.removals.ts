import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import type { SiteOrigin } from '../../lib/site-url';
import type { Consultation, Listing } from '../../../db/schema';
import { AppError } from '../../lib/errors';
import type { MessageKey } from '../../lib/i18n';
import type { ListingInputValue } from './listings.model';
import type { ListingBookings, StrandedBooking } from './listings.ports';
import { assertListingRules, consultationsInUnits, currencyFor, listingForEdit, saveListing } from './listings.service';

/**
 * What becomes of the upcoming bookings of the consultation types a save takes from owners
 * (removed, or turned off): kept (they stay valid and can still be moved until done), or
 * canceled by the practice, each refunded and told as a practice's cancel always is.
 */
export const STRANDED_CHOICES = ['keep', 'cancel'] as const;
export type StrandedChoice = (typeof STRANDED_CHOICES)[number];

const CHOOSE: MessageKey = 'Choose what happens to these bookings';

/** Nothing is stored: the save takes types away that upcoming bookings are of, and the practice has not said what becomes of them. */
export class StrandedBookingsQuestion extends AppError {
  constructor(
    readonly bookings: StrandedBooking[],
    /** Set when the question was shown already and came back unanswered. */
    readonly choiceError?: string,
  ) {
    super(409, CHOOSE, 'stranded');
  }
}

type Offered = Pick<Consultation, 'type' | 'status'>;

/**
 * The types a save takes away: offered before and removed or turned off after, and types already
 * off (kept for booked visits) that it now removes.
 *   before [video on, phone off] · after [phone off]          → [video]
 *   before [video on, phone off] · after [video off, phone off] → [video]
 *   before [video on, phone off] · after [video on]           → [phone]
 */
export function typesTakenAway(before: Offered[], after: Offered[]): number[] {
  const now = new Map(after.map((c) => [c.type, c.status]));
  return before.filter((c) => !now.has(c.type) || (c.status && !now.get(c.type))).map((c) => c.type);
}

/**
 * The consultations stored when the practice keeps the booked visits: a removed type that has
 * upcoming bookings stays on the listing, turned off, so they keep their hours to be moved within.
 * `before` in minor units (as stored), the result as typed (the currency's units), as `after` is.
 */
export function keepingBooked(before: Consultation[], after: ListingInputValue['consultations'], booked: Set<number>, currency: string): ListingInputValue['consultations'] {
  const present = new Set<number>(after.map((c) => c.type));
  const removed = before.filter((c) => booked.has(c.type) && !present.has(c.type));
  return [...after, ...consultationsInUnits(removed, currency).map((c) => ({ ...c, status: false }))] as ListingInputValue['consultations'];
}

export interface ListingSave {
  id: number | null;
  input: ListingInputValue;
  avatar: File | null;
  /** The answer to the question, when it was asked: `keep` or `cancel`. */
  choice?: string;
  /** The bookings the question showed: a booking made since is asked about again. */
  seen: number[];
  /** The site the practice works on, for the links in the cancellation e-mails. */
  site: SiteOrigin | null;
}

export interface ListingSaved {
  listing: Listing;
  /** Upcoming bookings of the types taken away that stay booked, as the practice chose. */
  kept: number;
  canceled: number;
  /** Bookings the practice chose to cancel that could not be (the provider refused the refund, or one was canceled meanwhile). */
  failed: number;
}

const isChoice = (value: unknown): value is StrandedChoice => STRANDED_CHOICES.includes(value as StrandedChoice);

/**
 * Saves a listing without stranding what is booked: when it takes types away that upcoming
 * bookings are of, nothing is stored until the practice says what becomes of them
 * (`StrandedBookingsQuestion`), then they are kept or canceled as it said.
 */
export async function saveListingMindingBookings(deps: AppDeps, user: Principal, save: ListingSave, bookings: ListingBookings): Promise<ListingSaved> {
  const existing = save.id === null ? null : await listingForEdit(deps, user, save.id);
  const taken = existing ? typesTakenAway(existing.consultations, save.input.consultations) : [];
  const stranded = existing && taken.length > 0 ? await bookings.upcomingOfTypes(existing.id, taken) : [];
  if (stranded.length === 0) return { listing: await saveListing(deps, user, save.id, save.input, save.avatar), kept: 0, canceled: 0, failed: 0 };

  await assertListingRules(deps, user, save.input);
  const seen = new Set(save.seen);
  const answered = isChoice(save.choice) && stranded.every((b) => seen.has(b.id));
  if (!answered) throw new StrandedBookingsQuestion(stranded, seen.size > 0 && !isChoice(save.choice) ? CHOOSE : undefined);

  const booked = new Set(stranded.map((b) => b.type));
  const input = save.choice === 'keep' ? { ...save.input, consultations: keepingBooked(existing!.consultations, save.input.consultations, booked, await currencyFor(deps, user)) } : save.input;
  const listing = await saveListing(deps, user, save.id, input, save.avatar);
  if (save.choice === 'keep') return { listing, kept: stranded.length, canceled: 0, failed: 0 };

  // After the save, so no new booking of a removed type comes in meanwhile; one at a time, as the practice would.
  let canceled = 0;
  for (const booking of stranded) {
    try {
      await bookings.cancelAsPractice(user, booking.id, save.site);
      canceled++;
    } catch (error) {
      deps.log.error('stranded_cancel_failed', { booking_id: booking.id, error });
    }
  }
  return { listing, kept: 0, canceled, failed: stranded.length - canceled };
}
