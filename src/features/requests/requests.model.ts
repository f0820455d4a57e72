import { t } from 'elysia';
import { CONSULTATION_TYPES } from '../../lib/constants/consultation-types';
import { TERMS } from '../../lib/constants/limits';
import type { MessageKey } from '../../lib/i18n';

/** Schema texts are catalogue keys, written out whole so each can be translated. */
const Id = (error: MessageKey) => t.Integer({ minimum: 1, error });
const Text = (requiredError: MessageKey, error: MessageKey, max: number) => t.String({ minLength: 1, maxLength: max, requiredError, error });
const Key = t.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_:.-]+$', error: 'idempotencyKey must be 8–100 letters, digits, _ : . or -' });

/** Card fields, as the booking body names them (spec §7 `payment`). */
const Card = t.Object({
  name: t.String({ minLength: 1, maxLength: 120, requiredError: 'Name on card is required', error: 'Name on card is required' }),
  cardNumber: t.String({ pattern: '^[0-9]{12,19}$', requiredError: 'Card number is required', error: 'Card number must be 12 to 19 digits' }),
  expDt: t.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', requiredError: 'Expiry is required', error: 'Expiry must be a month as YYYY-MM' }),
  ccv: t.String({ pattern: '^[0-9]{3,4}$', requiredError: 'Security code is required', error: 'Security code must be 3 to 4 digits' }),
});

/** An owner asks a practice (one of its listings) for a second opinion on a pet. */
export const SecondOpinionBody = t.Object({
  listing: Id('Practice is required'),
  pet: Id('Pet is required'),
  question: Text('Question is required', 'Question is required and must be at most 4000 characters', 4000),
  records: t.Array(Id('Record is required'), { minItems: 1, maxItems: 100, error: 'Choose at least one record to share' }),
  /** Files uploaded with POST /api/files/private (serviceType phr), by their fileUrl. */
  files: t.Optional(t.Array(t.String({ maxLength: 300, error: 'files must be uploaded file addresses' }), { maxItems: 10, error: 'Attach at most 10 files' })),
  payment: t.Optional(Card),
  idempotencyKey: Key,
});
export type SecondOpinionInput = typeof SecondOpinionBody.static;

/** An owner asks a practice for a house visit. */
export const HouseVisitBody = t.Object({
  listing: Id('Practice is required'),
  pet: Id('Pet is required'),
  address: Text('Address is required', 'Address is required and must be at most 300 characters', 300),
  reason: Text('Reason is required', 'Reason is required and must be at most 2000 characters', 2000),
  preferred: Text('Preferred days and times is required', 'Preferred days and times is required and must be at most 300 characters', 300),
  idempotencyKey: Key,
});
export type HouseVisitInput = typeof HouseVisitBody.static;

export const MessageBody = t.Object({ body: Text('Message is required', 'Message is required and must be at most 4000 characters', 4000) });
export const ReportBody = t.Object({ report: Text('Report is required', 'Report is required and must be at most 20000 characters', 20000) });
export const AcceptBody = t.Object({ slot: t.String({ format: 'date-time', requiredError: 'Slot is required', error: 'Slot must be one of the free times shown' }) });
export const DeclineBody = t.Object({ reason: Text('Reason is required', 'Reason is required and must be at most 2000 characters', 2000) });
export const PayBody = t.Object({ payment: Card, idempotencyKey: Key });
export type PayInput = typeof PayBody.static;

export const IdParams = t.Object({ id: t.Numeric({ minimum: 1, error: 'id must be a request id' }) });

/** The house visit's booking is one of the practice's clinic consultations (its slot, price and duration). */
export const HOUSE_VISIT_TYPE = CONSULTATION_TYPES.CLINIC;

/** The promise of the terms page: a report within 48 hours, 5 days once more information is asked for. */
export const REPORT_HOURS = TERMS.SECOND_OPINION_HOURS;
export const REPORT_DAYS_WITH_MORE_INFO = TERMS.SECOND_OPINION_EXTENDED_DAYS;

/**
 * A second opinion's price from the listing: a consultation it offers for second opinions
 * where listings carry one; until they do, its video consultation (a remote review of the
 * records), else nothing to pay. One place, so a second-opinion type replaces it here only.
 */
export function secondOpinionPrice(consultations: { type: number; price: number; status?: boolean }[]): number {
  return consultations.find((c) => c.status !== false && c.type === CONSULTATION_TYPES.VIDEO)?.price ?? 0;
}

export const STATUS_LABELS = {
  open: 'Waiting for the practice',
  more_info: 'More information needed',
  completed: 'Report delivered',
  accepted: 'Accepted: waiting for payment',
  booked: 'Booked',
  declined: 'Declined',
  canceled: 'Canceled',
} as const satisfies Record<string, MessageKey>;

export const KIND_LABELS = { second_opinion: 'Second opinion', house_visit: 'House visit' } as const satisfies Record<string, MessageKey>;

export const REQUEST_MESSAGES = {
  notFound: 'Request not found',
  notWaiting: 'This request is not waiting for that.',
  noClinic: 'This practice does not offer clinic consultations, so it cannot take house visits.',
  notTaking: 'This practice is not taking requests',
} as const satisfies Record<string, MessageKey>;
