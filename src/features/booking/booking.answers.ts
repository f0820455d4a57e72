import type { PaymentAnswer } from '../../../db/schema';

/** What `POST /api/payment` answers: a booking made, or a refusal with its status and the field it names. */
export const success = (id: number): PaymentAnswer => ({ httpStatus: 200, body: { result: 'success', id } });
export const failure = (httpStatus: number, status: string, field?: string): PaymentAnswer => ({
  httpStatus,
  body: field ? { result: 'error', status, field } : { result: 'error', status },
});
