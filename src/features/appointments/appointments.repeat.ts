import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { bookingFor } from '../booking/booking.detail';
import type { BookingDetailRow } from '../booking/booking.queries';
import { bookSeries, type SeriesAnswer } from '../booking/booking.series';
import { planSeries, visitTimes, type PlannedVisit } from '../booking/booking.series.plan';
import { listingById } from '../listings/listings.service';
import { enabledConsultations } from '../../lib/consultations';
import { conflict } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { consultationTypeLabel } from '../../lib/constants/consultation-types';

/** The repeat form's fields: how often, how many, and an answer (a slot or "skip") per visit refused. */
export interface RepeatQuery {
  every?: number;
  unit?: 'day' | 'week';
  count?: number;
  choices?: Record<string, string>;
}

export interface RepeatView {
  booking: BookingDetailRow;
  zone: string;
  query: RepeatQuery;
  visits: PlannedVisit[] | null;
  /** The listing no longer offers the booking's type (turned off or removed): new visits of it cannot be booked. */
  typeOff: boolean;
}

/** Repeating books new visits, so it needs the type offered now; the booked visit itself stays (and stays movable). */
const REPEAT_TYPE_OFF = 'This appointment cannot be repeated: its listing no longer offers {type} consultations. The visit already booked stays as it is; turn the type back on in the listing to book more of them.' as const;

async function typeOff(deps: AppDeps, booking: BookingDetailRow): Promise<boolean> {
  const listing = await listingById(deps, booking.vendor_listing_id);
  return !enabledConsultations(listing?.consultations ?? []).some((c) => c.type === booking.type);
}

/** Why a repeat of this booking is refused, in the reader's language; null when it may be repeated. */
export function repeatRefusal(view: Pick<RepeatView, 'booking' | 'typeOff'>): string | null {
  return view.typeOff ? t(REPEAT_TYPE_OFF, { type: consultationTypeLabel(view.booking.type) }) : null;
}

/** The repeat form's card fields. */
export type CardField = 'cardName' | 'cardNumber' | 'expDt' | 'ccv';

const CARD_FIELDS: Record<string, CardField> = { 'payment.name': 'cardName', 'payment.cardNumber': 'cardNumber', 'payment.expDt': 'expDt', 'payment.ccv': 'ccv', payment: 'cardNumber' };

/**
 * The card field a refused booking of the plan is said beside: the one the refusal names, or the
 * card's number for a decline (402, which names none); undefined for a refusal of the plan itself.
 */
export function cardFieldOf(error: { status: number; field?: string }): CardField | undefined {
  return (error.field ? CARD_FIELDS[error.field] : undefined) ?? (error.status === 402 ? 'cardNumber' : undefined);
}

/** Answers given on the form as the API's choices: `c3=<slot>` or `c3=skip`. */
function choicesOf(query: RepeatQuery) {
  return Object.entries(query.choices ?? {})
    .filter(([, value]) => value)
    .map(([visit, value]) => (value === 'skip' ? { visit: Number(visit), skip: true as const } : { visit: Number(visit), slot: value }));
}

/** The series a booking is repeated as: the same listing, type and time, from one interval after it. */
function seriesInput(booking: BookingDetailRow, zone: string, query: Required<Pick<RepeatQuery, 'every' | 'unit' | 'count'>> & RepeatQuery) {
  const [, first] = visitTimes(booking.slot, query.every, query.unit, 2, booking.details.listingTZ);
  return { vendor_listing_id: booking.vendor_listing_id, type: booking.type, slot: first!, userTZ: zone, every: query.every, unit: query.unit, count: query.count, choices: choicesOf(query) };
}

const complete = (q: RepeatQuery): q is Required<Pick<RepeatQuery, 'every' | 'unit' | 'count'>> & RepeatQuery => Boolean(q.every && q.unit && q.count);

/** The repeat page: the booking the person sees and, once asked, every visit's plan. */
export async function repeatView(deps: AppDeps, user: Principal, id: number, zone: string, query: RepeatQuery): Promise<RepeatView> {
  const booking = await bookingFor(deps, user, id);
  const off = await typeOff(deps, booking);
  const visits = !off && complete(query) ? (await planSeries(deps, user, seriesInput(booking, zone, query))).visits : null;
  return { booking, zone, query, visits, typeOff: off };
}

/** Books the series the form shows, for the booking's customer and pet, with the same reason. */
export async function bookRepeat(
  deps: AppDeps,
  user: Principal,
  id: number,
  zone: string,
  form: Required<Pick<RepeatQuery, 'every' | 'unit' | 'count'>> & RepeatQuery & { pay: 'each' | 'upfront'; waive: boolean; key: string; payment?: { name: string; cardNumber: string; expDt: string; ccv: string } },
): Promise<{ booking: BookingDetailRow; answer: SeriesAnswer }> {
  const booking = await bookingFor(deps, user, id);
  if (await typeOff(deps, booking)) throw conflict(REPEAT_TYPE_OFF, undefined, { type: consultationTypeLabel(booking.type) });
  const input = { ...seriesInput(booking, zone, form), pet: booking.details.pet?.id, user_id: booking.user_id, info: { summary: booking.details.info.summary }, pay: form.pay, waive: form.waive, payment: form.payment };
  return { booking, answer: await bookSeries(deps, user, input, form.key) };
}
