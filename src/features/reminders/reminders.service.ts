import { DateTime } from 'luxon';
import type { AppDeps } from '../../deps';
import type { Reminder, ReminderKind } from '../../../db/schema';
import { BOOKING_STATUS, LIVE_BOOKING_STATUSES } from '../../lib/constants/booking-status';
import { dayIn } from '../../lib/time';
import { findOwnerById, verifiedMobileOf } from '../accounts/accounts.owners.service';
import { ownerReader, practiceLocaleTag } from '../accounts/accounts.readers';
import { asReader } from '../../lib/i18n';
import { bookingById, ownerZone } from '../booking/booking.queries';
import { bookingLinkUrl } from '../booking/booking.link';
import { manageLinkFor } from '../booking/booking.manage-link';
import { brandOfSite, siteOfBooking } from '../booking/booking.site';
import { linkBase } from '../../lib/site-url';
import type { BookingSubscriber } from '../booking/booking.changes';
import { dueImmunization, type DueImmunization } from '../records/records.immunizations';
import { appointmentReminder, vaccineReminder } from './reminders.mail';
import { insertReminders, voidPendingOfBooking, type NewReminder } from './reminders.repo';

/*
 * Reminders: appointment reminders 24 hours and 1 hour before the slot, and vaccine
 * reminders 7 days before an immunization's due date. Each is a row planned once (by key) and
 * sent once by the scheduler (reminders.scheduler.ts); this file says what is planned and what a
 * due row sends, or why it no longer sends anything.
 */

const HOUR_MS = 3_600_000;
/** How long before the slot each appointment reminder goes. */
export const APPOINTMENT_LEADS = { appointment_24h: 24 * HOUR_MS, appointment_1h: HOUR_MS } as const;
/** Vaccine reminders go this many days before the due date, at this hour of the owner's day. */
export const VACCINE_DAYS_BEFORE = 7;
const VACCINE_HOUR = 9;

type Outcome = 'sent' | 'void';

/**
 * A booking's appointment reminders. Only those whose moment comes after the booking was made:
 * a booking made 5 hours ahead gets the 1-hour reminder, not a "24 hours" one.
 */
export function appointmentReminderRows(booking: { id: number; user_id: number; slot: string; created_at: string }): NewReminder[] {
  const start = Date.parse(booking.slot);
  const made = Date.parse(booking.created_at);
  return (Object.keys(APPOINTMENT_LEADS) as (keyof typeof APPOINTMENT_LEADS)[])
    .filter((kind) => start - APPOINTMENT_LEADS[kind] >= made)
    .map((kind) => ({
      key: `booking:${booking.id}:${kind}`,
      kind,
      user_id: booking.user_id,
      booking_id: booking.id,
      due_at: new Date(start - APPOINTMENT_LEADS[kind]).toISOString(),
    }));
}

/**
 * An immunization's reminder: 09:00 in the owner's zone, 7 days before the due date (sooner when
 * the record came later: then at once). Keyed by the due date, so a changed date is reminded of again.
 */
export function vaccineReminderRow(record: DueImmunization, zone: string): NewReminder {
  const due = DateTime.fromISO(record.due_date, { zone }).minus({ days: VACCINE_DAYS_BEFORE }).set({ hour: VACCINE_HOUR });
  return { key: vaccineReminderKey(record), kind: 'vaccine_due', user_id: record.user_id, phr_id: record.id, due_at: due.toUTC().toISO()! };
}

/** A vaccine reminder's key: the record and its due date (a changed date is a new reminder). */
export const vaccineReminderKey = (record: Pick<DueImmunization, 'id' | 'due_date'>) => `phr:${record.id}:${record.due_date}`;

/** Whether a booking of this status still happens (its reminders stand). */
const isLive = (status: number) => (LIVE_BOOKING_STATUSES as number[]).includes(status);

/**
 * The reminders' booking subscriber (`createApp` registers it), in the booking's transaction: a
 * booking canceled or moved away has its pending reminders void; the booking a move made gets
 * its own at once (a new one is planned by the scheduler as its time comes).
 */
export function remindersFollowBookings(deps: AppDeps): BookingSubscriber {
  return async (tx, before, after) => {
    if (before && isLive(before.status) && !(after && isLive(after.status))) await voidPendingOfBooking(tx, before.id, deps.clock().toISOString());
    if (!before && after?.rescheduled_from !== undefined && isLive(after.status)) await insertReminders(tx, appointmentReminderRows(after));
  };
}

/** Sends a reminder's e-mail, and its SMS when the owner's mobile was verified; an SMS that fails does not unsend the e-mail. */
async function deliver(deps: AppDeps, owner: { phone: string | null }, message: { mail: Parameters<AppDeps['providers']['mail']['send']>[0]; sms: string }) {
  await deps.providers.mail.send(message.mail);
  const mobile = await verifiedMobileOf(deps, owner);
  if (!mobile) return;
  await deps.providers.sms.send(mobile, message.sms).catch((error) => deps.log.error('reminder_sms_failed', { error }));
}

/** An appointment reminder, unless the booking moved, was canceled, started, or the owner turned these off. */
async function sendAppointmentReminder(deps: AppDeps, reminder: Reminder, now: Date): Promise<Outcome> {
  const booking = reminder.booking_id ? await bookingById(deps, reminder.booking_id) : undefined;
  if (!booking || booking.status !== BOOKING_STATUS.IN_PROGRESS) return 'void';
  const kind = reminder.kind as keyof typeof APPOINTMENT_LEADS;
  // More than half its lead late (the servers were down), a reminder would mislead ("in 24 hours" 3 hours before): void.
  if (now.getTime() >= Date.parse(booking.slot) - APPOINTMENT_LEADS[kind] / 2) return 'void';
  const owner = await findOwnerById(deps, booking.user_id);
  if (!owner?.appointment_reminders) return 'void';
  // No request settles a reader here: the owner's own language, else the practice's locale.
  const reader = await ownerReader(deps, owner.id, await practiceLocaleTag(deps, booking.vendor_id));
  // Booked on the practice's site, the reminder links there and wears its brand, as the confirmation did.
  const site = await siteOfBooking(deps, booking);
  const base = linkBase(deps.config, site);
  const manageLink = await manageLinkFor(deps, booking, base);
  const brand = await brandOfSite(deps, site);
  const message = await asReader(reader, () => appointmentReminder({
    to: booking.user_email,
    firstName: owner.first_name,
    practiceName: booking.practice_name,
    listingTitle: booking.details.listing.title,
    type: booking.type,
    slot: booking.slot,
    zone: booking.details.userTZ,
    lead: kind,
    link: bookingLinkUrl(base, deps.config.jwtSecret, { userId: owner.id, audience: 'customer', bookingId: booking.id }),
    manageLink,
    brand,
  }));
  await deliver(deps, owner, message);
  return 'sent';
}

/** A vaccine reminder, unless the record is gone, its due date changed or passed, or the owner turned these off. */
async function sendVaccineReminder(deps: AppDeps, reminder: Reminder, now: Date): Promise<Outcome> {
  const record = reminder.phr_id ? await dueImmunization(deps, reminder.phr_id) : null;
  if (!record || reminder.key !== vaccineReminderKey(record)) return 'void';
  const owner = await findOwnerById(deps, record.user_id);
  if (!owner?.vaccine_reminders) return 'void';
  const today = dayIn(await ownerZone(deps, owner.id), now);
  if (record.due_date < today) return 'void';
  const input = { to: owner.email, firstName: owner.first_name, petName: record.petName, vaccine: record.name, dueDate: record.due_date };
  await deliver(deps, owner, await asReader(await ownerReader(deps, owner.id), () => vaccineReminder(input)));
  return 'sent';
}

/** What a claimed, due reminder does now: sends, or is void. */
export function sendReminder(deps: AppDeps, reminder: Reminder, now: Date): Promise<Outcome> {
  const kind: ReminderKind = reminder.kind;
  return kind === 'vaccine_due' ? sendVaccineReminder(deps, reminder, now) : sendAppointmentReminder(deps, reminder, now);
}
