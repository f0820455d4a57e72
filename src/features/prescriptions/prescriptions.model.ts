import { t as tb } from 'elysia';
import { DateTime } from 'luxon';
import { currentReader, type MessageKey } from '../../lib/i18n';
import { unprocessable } from '../../lib/errors';
import { BOOKING_STATUS, spanAt, type BookingSpan } from '../../lib/constants/booking-status';
import type { ConsultKind } from '../telehealth/telehealth.kind';

export const RX_MESSAGES = {
  drug: 'Write the drug (at most 120 characters)',
  strength: 'Write the strength, for example 50 mg (at most 60 characters)',
  dose: 'Write the dose, for example 1 tablet (at most 60 characters)',
  frequency: 'Write how often, for example twice a day (at most 60 characters)',
  duration: 'The duration is a whole number of days from 1 to 365',
  quantity: 'Write the quantity to dispense (at most 60 characters)',
  refills: 'Refills are a whole number from 0 to 12',
  instructions: 'Instructions are at most 1,000 characters',
  teletriage: 'Prescribing needs a vet–client–patient relationship: this consultation is teletriage.',
  clinic: 'This clinic visit is not marked arrived: prescribe once the pet has been seen.',
  noPet: 'This appointment names no pet to prescribe for.',
  notHeld: 'Prescribing is possible in a confirmed or attended consultation only.',
  notStarted: 'Prescribing opens when the consultation starts.',
  notVet: 'Only the practice that held this consultation prescribes in it.',
  notFound: 'Prescription not found',
  medicationNotFound: 'Medication not found',
  refillNotFound: 'Refill request not found',
  note: 'A note is at most 500 characters',
  reason: 'Give the reason for declining (at most 500 characters)',
  decided: 'This refill request has already been answered.',
  pending: 'A refill of this medication is already waiting for the practice.',
} as const satisfies Record<string, MessageKey>;

/** The booking states a vet may prescribe in: confirmed (paid or free; 0 and the older 1) or arrived. */
const HELD: number[] = [BOOKING_STATUS.IN_PROGRESS, BOOKING_STATUS.COMPLETE, BOOKING_STATUS.ATTENDED];

export interface PrescribeFacts extends BookingSpan {
  status: number;
  hasPet: boolean;
  kind: ConsultKind;
}

/**
 * Why the practice may not prescribe in a consultation now, or null when it may. Worked examples
 * (a video consult 14:00–14:30, confirmed, telemedicine):
 *   at 13:59                        → notStarted (nothing has been seen yet)
 *   at 14:10, in the call           → null (prescribed while it runs, without marking it arrived)
 *   at 15:00, after it              → null
 *   the same consult in teletriage  → teletriage, at any time
 *   a clinic visit at 14:10         → clinic until it is marked arrived, then null
 *   canceled, moved or a no-show    → notHeld
 */
export function prescribeRefusal(facts: PrescribeFacts, now: Date): (typeof RX_MESSAGES)[keyof typeof RX_MESSAGES] | null {
  if (!facts.hasPet) return RX_MESSAGES.noPet;
  if (!HELD.includes(facts.status)) return RX_MESSAGES.notHeld;
  if (facts.kind === 'teletriage') return RX_MESSAGES.teletriage;
  if (facts.status === BOOKING_STATUS.ATTENDED) return null;
  if (facts.kind === 'clinic') return RX_MESSAGES.clinic;
  return spanAt(facts, now) === 'ahead' ? RX_MESSAGES.notStarted : null;
}

/** What the vet writes; every field checked in `checkedPrescription` so each error names its field. */
export const PrescriptionBody = tb.Object({
  drug: tb.Optional(tb.Unknown()),
  strength: tb.Optional(tb.Unknown()),
  dose: tb.Optional(tb.Unknown()),
  frequency: tb.Optional(tb.Unknown()),
  duration_days: tb.Optional(tb.Unknown()),
  quantity: tb.Optional(tb.Unknown()),
  refills_allowed: tb.Optional(tb.Unknown()),
  instructions: tb.Optional(tb.Unknown()),
});

export interface PrescriptionInput {
  drug: string;
  strength: string;
  dose: string;
  frequency: string;
  duration_days: number;
  quantity: string;
  refills_allowed: number;
  instructions: string;
}

const TEXTS = [
  ['drug', 120],
  ['strength', 60],
  ['dose', 60],
  ['frequency', 60],
  ['quantity', 60],
] as const;

function text(raw: unknown, field: keyof typeof RX_MESSAGES, max: number, required = true): string {
  const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  if ((required && value === '') || value.length > max || /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(value)) throw unprocessable(RX_MESSAGES[field], field === 'duration' ? 'duration_days' : field);
  return value;
}

function whole(raw: unknown, field: string, message: string, min: number, max: number): number {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < min || value > max) throw unprocessable(message, field);
  return value;
}

/** The vet's fields checked one by one (in the form's order), so a refusal names the first wrong field and writes nothing. */
export function checkedPrescription(body: Record<string, unknown>): PrescriptionInput {
  const texts = Object.fromEntries(TEXTS.map(([key, max]) => [key, text(body[key], key, max)])) as Record<(typeof TEXTS)[number][0], string>;
  return {
    ...texts,
    duration_days: whole(body.duration_days, 'duration_days', RX_MESSAGES.duration, 1, 365),
    refills_allowed: whole(body.refills_allowed ?? 0, 'refills_allowed', RX_MESSAGES.refills, 0, 12),
    instructions: text(body.instructions ?? '', 'instructions', 1000, false),
  };
}

/** An optional short text (a refill note, a decline's reason). */
export function shortText(raw: unknown, field: string, message: MessageKey, required: boolean): string {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if ((required && value === '') || value.length > 500) throw unprocessable(message, field);
  return value;
}

export const REFILL_DECISIONS = ['approve', 'visit', 'decline'] as const;
export type RefillDecision = (typeof REFILL_DECISIONS)[number];

/** A prescription's issue date in the practice's zone, in the reader's words ("November 26, 2026"). */
export const issueDate = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).setLocale(currentReader().locale).toLocaleString(DateTime.DATE_FULL);
