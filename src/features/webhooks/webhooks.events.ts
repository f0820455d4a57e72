import { randomBytes } from 'node:crypto';
import type { Tx } from '../../../db/client';
import type { AppDeps } from '../../deps';
import type { PracticeEvent, PracticeEvents } from '../../lib/practice-events';
import type { BookingSubscriber } from '../booking/booking.changes';
import { practiceLocaleOf } from '../accounts/accounts.practices.service';
import { isCustomerOf } from '../customers/customers.service';
import type { EventType, WebhookEnvelope } from './webhooks.model';
import { bookingEventsOf, bookingObject, recordObject, requestObject } from './webhooks.objects';
import { findSubscribed, insertDeliveries, vendorsSubscribedTo } from './webhooks.repo';

export const newEventId = () => `evt_${randomBytes(16).toString('hex')}`;

/** Writes one event for one practice: a delivery row per endpoint subscribed to it, in the change's transaction. */
async function emit(deps: AppDeps, tx: Tx, vendorId: number, type: EventType, data: () => Promise<WebhookEnvelope['data']> | WebhookEnvelope['data']): Promise<void> {
  // Most practices have no endpoint: the object is made only for one that listens.
  const endpoints = await findSubscribed(tx, [vendorId], type);
  if (endpoints.length === 0) return;
  const now = deps.clock().toISOString();
  const envelope: WebhookEnvelope = { id: newEventId(), type, created_at: now, practice_id: vendorId, data: await data() };
  const payload = JSON.stringify(envelope);
  await insertDeliveries(
    tx,
    endpoints.map((endpoint) => ({ event_id: envelope.id, endpoint_id: endpoint.id, vendor_id: vendorId, type, payload, created_at: now, next_attempt_at: now })),
  );
}

/** The booking subscriber `createApp` registers: each booking event, for the practice booked. */
export function webhooksFollowBookings(deps: AppDeps): BookingSubscriber {
  return async (tx, before, after) => {
    const types = bookingEventsOf(before, after);
    if (types.length === 0 || !after) return;
    const object = async () => bookingObject(after, (await practiceLocaleOf(deps, after.vendor_id)).currency);
    for (const type of types) await emit(deps, tx, after.vendor_id, type, object);
  };
}

/**
 * The practices told of a record: the one that wrote it, and those that may read the owner's
 * records (their customer); no other practice learns of it.
 */
async function readersOf(deps: AppDeps, tx: Tx, event: Extract<PracticeEvent, { type: 'record.added' }>): Promise<number[]> {
  const subscribed = await vendorsSubscribedTo(tx, event.type);
  const readers: number[] = [];
  for (const vendorId of subscribed) {
    if (vendorId === event.writtenBy || (await isCustomerOf(deps.database.db, vendorId, event.record.user_id))) readers.push(vendorId);
  }
  return readers;
}

/** The `PracticeEvents` listener `createApp` gives requests and records. */
export function webhooksFollowPractices(deps: AppDeps): PracticeEvents {
  return async (tx, event) => {
    if (event.type === 'record.added') {
      for (const vendorId of await readersOf(deps, tx, event)) await emit(deps, tx, vendorId, event.type, () => recordObject(event.record));
      return;
    }
    if (event.request.vendor_id !== null) await emit(deps, tx, event.request.vendor_id, event.type, () => requestObject(event.request));
  };
}
