import { and, eq } from 'drizzle-orm';
import { phr } from '../../../db/schema';
import { BOOKING_STATUS } from '../../../src/lib/constants/booking-status';
import { insertSessionBooking } from '../../helpers/sessions';
import type { ContractContext, Example } from './context';

const CLINIC = 2000;
const VIDEO = 4000;
const RX = { drug: 'Carprofen', strength: '75 mg', dose: '1 tablet', frequency: 'twice a day', duration_days: 14, quantity: '28 tablets', refills_allowed: 2 };

/** A clinic visit of the owner's with Dr. Patel, marked arrived an hour ago: the practice may prescribe in it. */
const attended = (ctx: ContractContext) => insertSessionBooking(ctx.app, { email: 'owner@example.com', listing: 'patel', type: CLINIC, startsInMin: -60, status: BOOKING_STATUS.ATTENDED });
const prescribe = async (ctx: ContractContext) => ctx.call('POST', `/api/appointments/${(await attended(ctx)).id}/prescriptions`, ctx.tokens.vet, RX);

/** The Active Medications entry a new prescription was filed as. */
async function medication(ctx: ContractContext): Promise<number> {
  const { id } = (await (await prescribe(ctx)).json()) as { id: number };
  const rows = await ctx.app.db.select().from(phr).where(and(eq(phr.user_id, ctx.ownerRow.id), eq(phr.category, 'medications')));
  return rows.find((row) => Number(row.details.prescription_id) === id)!.id;
}
const refillOf = async (ctx: ContractContext) => {
  const asked = await ctx.call('POST', `/api/records/${await medication(ctx)}/refill`, ctx.tokens.owner, { note: 'Running low' });
  return ((await asked.json()) as { id: number }).id;
};

/** Prescribing and refills; a booking's cancel and its consultation note. */
export const careExamples: Record<string, Example> = {
  'POST /api/appointments/{id}/prescriptions': async (ctx) => {
    const booking = await attended(ctx);
    return [await ctx.call('POST', `/api/appointments/${booking.id}/prescriptions`, ctx.tokens.vet, RX), await ctx.call('POST', `/api/appointments/${booking.id}/prescriptions`, ctx.tokens.vet, { ...RX, duration_days: 0 })];
  },
  'POST /api/records/{id}/refill': async (ctx) => {
    const id = await medication(ctx);
    return [await ctx.call('POST', `/api/records/${id}/refill`, ctx.tokens.owner2), await ctx.call('POST', `/api/records/${id}/refill`, ctx.tokens.owner, { note: 'Please' }), await ctx.call('POST', `/api/records/${id}/refill`, ctx.tokens.owner)];
  },
  'GET /api/refills': async ({ call, tokens }) => [await call('GET', '/api/refills?status=pending', tokens.vet), await call('GET', '/api/refills?status=lost', tokens.vet), await call('GET', '/api/refills', tokens.owner)],
  'POST /api/refills/{id}/answer': async (ctx) => {
    const id = await refillOf(ctx);
    return [
      await ctx.call('POST', `/api/refills/${id}/answer`, ctx.tokens.vet, { decision: 'decline' }),
      await ctx.call('POST', `/api/refills/${id}/answer`, ctx.tokens.vet2, { decision: 'visit' }),
      await ctx.call('POST', `/api/refills/${id}/answer`, ctx.tokens.vet, { decision: 'visit', reason: 'Time for a check-up' }),
      await ctx.call('POST', `/api/refills/${id}/answer`, ctx.tokens.vet, { decision: 'approve' }),
    ];
  },
  'POST /api/appointments/{id}/cancel': async (ctx) => {
    const booking = await insertSessionBooking(ctx.app, { email: 'owner@example.com', listing: 'romero', type: VIDEO, startsInMin: 3 * 24 * 60, status: BOOKING_STATUS.COMPLETE });
    return [await ctx.call('POST', `/api/appointments/${booking.id}/cancel`, ctx.tokens.owner2), await ctx.call('POST', `/api/appointments/${booking.id}/cancel`, ctx.tokens.owner), await ctx.call('POST', `/api/appointments/${booking.id}/cancel`, ctx.tokens.owner)];
  },
  'PUT /api/appointments/{id}/note': async (ctx) => {
    const booking = await insertSessionBooking(ctx.app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: -5, status: BOOKING_STATUS.COMPLETE });
    return [await ctx.call('PUT', `/api/appointments/${booking.id}/note`, ctx.tokens.vet, { note: 'Ears cleaned; recheck in two weeks.' }), await ctx.call('PUT', `/api/appointments/${booking.id}/note`, ctx.tokens.vet, { note: '  ' }), await ctx.call('PUT', `/api/appointments/${booking.id}/note`, ctx.tokens.owner, { note: 'Mine' })];
  },
};
