/**
 * R2's client: owners booking and cancelling against a server that may die under them. It keeps
 * what the server acknowledged (an answer received in full) apart from what was in flight when
 * the server died, so that after each restart the database can be held to what was promised.
 */
import { api, CARD, VIDEO, type Owner } from './live';

export interface Slot {
  listingId: number;
  slot: string;
}

export interface Known {
  id: number;
  owner: Owner;
  slot: Slot;
  /** The server acknowledged the cancellation. */
  canceled: boolean;
  /** A cancellation was sent but no answer came back (the server died): either outcome is right. */
  cancelInFlight: boolean;
}

/** Everything the client was told, across all the crashes. */
export class Ledger {
  readonly bookings = new Map<number, Known>();
  acknowledgedBookings = 0;
  acknowledgedCancels = 0;
  refusals = 0;
  /** Requests cut off by the kill. */
  cutOff = 0;
  /** Answers that were neither a success nor a refusal a person would understand (5xx, ...). */
  readonly unexpected: string[] = [];

  constructor(private readonly free: Slot[]) {}

  /** A slot nobody is known to hold, taken out of the pool. */
  takeSlot(): Slot | undefined {
    return this.free.splice(Math.floor(Math.random() * this.free.length), 1)[0];
  }

  giveBack(slot: Slot): void {
    this.free.push(slot);
  }

  liveOf(owner: Owner): Known[] {
    return [...this.bookings.values()].filter((b) => b.owner.id === owner.id && !b.canceled && !b.cancelInFlight);
  }
}

/** One owner's loop until `running.on` is false: book a free slot, or cancel one of theirs. */
export async function drive(origin: string, owner: Owner, ledger: Ledger, running: { on: boolean }, paceMs: number): Promise<void> {
  while (running.on) {
    const mine = ledger.liveOf(owner);
    const cancel = mine.length >= 4 || (mine.length > 0 && Math.random() < 0.35);
    try {
      if (cancel) await cancelOne(origin, mine[Math.floor(Math.random() * mine.length)]!, ledger);
      else await bookOne(origin, owner, ledger);
    } catch {
      // The server died under the request.
      ledger.cutOff++;
      return;
    }
    await Bun.sleep(paceMs);
  }
}

async function bookOne(origin: string, owner: Owner, ledger: Ledger): Promise<void> {
  const slot = ledger.takeSlot();
  if (!slot) return;
  const body = { vendor_listing_id: slot.listingId, type: VIDEO, slot: slot.slot, pet: owner.petId, info: { summary: 'Crash loop' }, payment: CARD, telehealth_consent: 1 };
  // Cut off by the kill, it throws: whether it was booked is learned after the restart.
  const res = await api(origin, '/api/payment', { body, token: owner.token, headers: { 'idempotency-key': crypto.randomUUID() } });
  const answer = (await res.json()) as { result: string; id?: number; status?: string };
  if (res.status === 200 && answer.id) {
    ledger.bookings.set(answer.id, { id: answer.id, owner, slot, canceled: false, cancelInFlight: false });
    ledger.acknowledgedBookings++;
  } else if (res.status === 409 || res.status === 422) {
    // Someone holds it (or its hold from before a crash has not run out yet): leave it out.
    ledger.refusals++;
  } else {
    ledger.unexpected.push(`POST /api/payment → ${res.status} ${JSON.stringify(answer)}`);
  }
}

async function cancelOne(origin: string, booking: Known, ledger: Ledger): Promise<void> {
  booking.cancelInFlight = true;
  const res = await api(origin, `/app/appointments/${booking.id}/cancel`, { method: 'POST', token: booking.owner.token, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  await res.arrayBuffer();
  booking.cancelInFlight = false;
  if (res.status >= 200 && res.status < 400) {
    booking.canceled = true;
    ledger.acknowledgedCancels++;
    ledger.giveBack(booking.slot);
  } else {
    ledger.unexpected.push(`POST /app/appointments/${booking.id}/cancel → ${res.status}`);
  }
}
