import type { AppDeps } from '../../deps';
import type { AccountDataPart, AccountPerson, ArchiveEntry } from '../accounts/accounts.data';
import { bookingById } from './booking.queries';
import { cancelBooking } from './booking.cancel';
import { sendOwedMails } from './booking.mails';
import { countBookingsHoldingMoney } from './booking.money-held.repo';
import { declinePendingRequests, findBookingsOfOwner, findPaymentsOfOwner, findUpcomingOfOwner, findUpcomingOfPractice, forgetKeptCards, scrubOwnerFromBookings } from './booking.account-data.repo';
import { receiptHtml } from './booking.receipt';
import { FORMER_CLIENT } from '../../lib/person-name';

/** The owner's name in a booking's snapshot once their account is deleted. */
const FORMER = (id: number) => ({ id, ...FORMER_CLIENT, email: '', phone: null, pic: null });

/** bookings.json (each booking with its practice and payment) and one receipt per payment that took money. */
async function archive(deps: AppDeps, person: AccountPerson): Promise<ArchiveEntry[]> {
  const db = deps.database.db;
  const rows = await findBookingsOfOwner(db, person.id);
  const payments = await findPaymentsOfOwner(db, person.id);
  const byId = new Map(rows.map((r) => [r.booking.id, r]));
  const bookings = rows.map(({ booking, practice }) => {
    const { id, slot, slot_end, status, type, vendor_id, vendor_listing_id, payment_id, details, created_at, series_id, series_visit, rescheduled_to } = booking;
    return { id, practice, practice_id: vendor_id, listing_id: vendor_listing_id, type, status, slot, slot_end, created_at, payment_id, series_id, series_visit, rescheduled_to, details };
  });
  const paid = payments.map(({ response: _r, idempotency_key: _k, intent_id: _i, customer_ref: _c, payment_method_ref: _m, ...payment }) => payment);
  const receipts = payments
    .filter((p) => p.amount > 0 && (p.status === 'succeeded' || p.status === 'refunded'))
    .map((payment) => {
      const row = payment.booking_id ? byId.get(payment.booking_id) : undefined;
      return { path: `receipts/receipt-${payment.id}.html`, data: receiptHtml({ payment, booking: row?.booking ?? null, practice: row?.practice ?? '' }) };
    });
  return [{ path: 'bookings.json', data: `${JSON.stringify({ bookings, payments: paid }, null, 2)}\n` }, ...receipts];
}

/**
 * Before the erasure: each upcoming booking is canceled as the owner would cancel it (the listing's
 * policy decides the refund, through the payments provider), and both sides get the cancellation
 * e-mail; the booking subscribers (webhooks, reminders, the waitlist, the roll-up) follow as ever.
 */
async function cancelUpcoming(deps: AppDeps, person: AccountPerson): Promise<void> {
  for (const id of await findUpcomingOfOwner(deps.database.db, person.id, deps.clock().toISOString())) {
    const booking = await bookingById(deps, id);
    if (!booking) continue;
    await cancelBooking(deps, booking, 'owner', 'owner');
    await sendOwedMails(deps, 'canceled', booking);
  }
}

/** Bookings, payments, series and booking requests: kept by their practice (payments and receipts by law), without the owner's name. */
export const bookingAccountData: AccountDataPart = {
  name: 'booking',
  tables: ['bookings', 'payments', 'booking_requests', 'booking_series', 'booking_cancellations', 'manage_link_uses'],
  archive,
  before: cancelUpcoming,
  async erase(deps, tx, person) {
    await scrubOwnerFromBookings(tx, person.id, FORMER(person.id));
    await forgetKeptCards(tx, person.id);
    await declinePendingRequests(tx, person.id, deps.clock().toISOString());
  },
};

/** How many of a practice's bookings hold money now (a payment under way, or paid and ahead): its closing waits for them. */
export function practiceMoneyHeld(deps: AppDeps, vendorId: number): Promise<number> {
  return countBookingsHoldingMoney(deps.database.db, vendorId, deps.clock().toISOString());
}

/** A closing practice's remaining upcoming bookings (none paid): canceled as the practice, each owner e-mailed. */
export async function cancelPracticeUpcoming(deps: AppDeps, vendorId: number): Promise<number> {
  const ids = await findUpcomingOfPractice(deps.database.db, vendorId, deps.clock().toISOString());
  for (const id of ids) {
    const booking = await bookingById(deps, id);
    if (!booking) continue;
    await cancelBooking(deps, booking, 'practice', 'practice');
    await sendOwedMails(deps, 'canceled', booking);
  }
  return ids.length;
}
