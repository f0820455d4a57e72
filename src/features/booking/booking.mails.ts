/**
 * A booking's e-mails survive a crash: owed (`mails_pending`) until sent, or with the outbox written in
 * the confirming transaction itself; see docs/decisions/0006-outbox-written-in-the-transaction.md.
 */
import type { AppDeps } from '../../deps';
import type { Booking } from '../../../db/schema';
import type { SiteOrigin } from '../../lib/site-url';
import { findOwnerById } from '../accounts/accounts.owners.service';
import { listingById } from '../listings/listings.service';
import type { Tx } from '../../../db/client';
import type { MailMessage } from '../../providers/mail/mail';
import { bookingConfirmedMails, sendBookingCanceled, sendBookingConfirmed } from './booking.mail-compose';
import { clearMailsPending, findBookingsOwingMails, type OwedMails } from './booking.mails.repo';
import { cancelMoneyFor } from './booking.refund';

/** How long a change may wait for its own request to send its e-mails before recovery does. */
const GRACE_MS = 60_000;
/** Owed e-mails older than this are given up (a mail server that refuses them for a day is a matter for a person). */
const GIVE_UP_MS = 86_400_000;
const BATCH = 100;

type Facts = Parameters<typeof sendBookingConfirmed>[1];

/**
 * The confirmations to write in the transaction that confirms the booking (`writeMails`), or null
 * when the provider sends them elsewhere, or composing them failed (logged): they are then owed
 * from that transaction and sent after it (`sendOwedMails`).
 */
export async function confirmationsToWrite(deps: AppDeps, facts: Facts, site?: SiteOrigin | null): Promise<MailMessage[] | null> {
  if (!deps.providers.mail.keepInTransaction) return null;
  try {
    return await bookingConfirmedMails(deps, facts, site);
  } catch (error) {
    deps.log.error('booking_mail_failed', { booking_id: facts.id, error });
    return null;
  }
}

/** Inside the confirming transaction: the e-mails `confirmationsToWrite` gave. */
export function writeMails(deps: AppDeps, tx: Tx, mails: MailMessage[]): Promise<void> {
  return deps.providers.mail.keepInTransaction!(tx, mails);
}

/** Sends a booking's e-mails for its change, then clears what was owed; a failure is logged and left owed. */
export async function sendOwedMails(deps: AppDeps, kind: OwedMails, facts: Facts, site?: SiteOrigin | null): Promise<void> {
  const send = kind === 'confirmed' ? sendBookingConfirmed : sendBookingCanceled;
  try {
    // A cancellation says what became of the money, as the payment records it.
    await send(deps, kind === 'canceled' ? { ...facts, money: await cancelMoneyFor(deps, facts.id) } : facts, site);
    await clearMailsPending(deps.database.db, facts.id, kind);
  } catch (error) {
    deps.log.error(kind === 'confirmed' ? 'booking_mail_failed' : 'cancel_mail_failed', { booking_id: facts.id, error });
  }
}

async function factsOf(deps: AppDeps, booking: Booking): Promise<Facts | null> {
  const [customer, listing] = await Promise.all([findOwnerById(deps, booking.user_id), listingById(deps, booking.vendor_listing_id)]);
  if (!customer) return null;
  return { ...booking, user_email: customer.email, listing_owner_id: listing?.vendor_login_id ?? null };
}

/** A booking whose e-mails are owed: the same e-mails as when it changed (links on the booking's site, booking.site.ts). */
export async function sendMailsOf(deps: AppDeps, booking: Booking): Promise<void> {
  const facts = booking.mails_pending ? await factsOf(deps, booking) : null;
  if (facts) await sendOwedMails(deps, booking.mails_pending!, facts);
}

/**
 * Sends the e-mails still owed: for bookings changed before `startedAt` (a previous process
 * died before sending them), and for any left owed longer than a minute.
 */
export async function sendMailsLeftOwed(deps: AppDeps, startedAt: Date): Promise<number> {
  const now = deps.clock().getTime();
  const before = new Date(Math.max(startedAt.getTime(), now - GRACE_MS)).toISOString();
  const owed = await findBookingsOwingMails(deps.database.db, new Date(now - GIVE_UP_MS).toISOString(), before, BATCH);
  for (const booking of owed) await sendMailsOf(deps, booking);
  if (owed.length > 0) deps.log.info('booking_mails_recovered', { bookings: owed.length });
  return owed.length;
}
