import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, countRows } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { bookings, payments, users } from '../../../../db/schema';
import { askOpinion, demoListings, ownerWithRecords } from '../requests/fixtures';
import type { sandboxPayments } from '../../../../src/providers/payments/sandbox';

/** What a card form refuses before anything is charged, and the words a declined card comes back with. */
const VIDEO = 4000;
const MISTYPED = '4242424242424241';

let app: TestApp;
let owner: string;
let petId: number;
let patelId: number;
let nextSlot: (fromDay?: number) => Promise<string>;
const charges = () => (app.deps.providers.payments as ReturnType<typeof sandboxPayments>).charges;

beforeAll(async () => {
  app = await createTestApp();
  owner = await apiLogin(app, 'owner@example.com');
  petId = (await petOf(app, (await userByEmail(app, 'owner@example.com')).id)).id;
  patelId = (await listingByTitle(app, 'Dr. Maya Patel')).id;
  nextSlot = slotTaker(app, patelId, VIDEO);
}, 30_000);
afterAll(() => app?.close());

const bookWith = async (token: string, cardNumber: string, headers: Record<string, string> = {}) =>
  payment(app, token, { vendor_listing_id: patelId, type: VIDEO, slot: await nextSlot(), pet: petId, info: { summary: 'Limping' }, payment: { ...CARD, cardNumber } }, headers);

describe('a card number that fails the Luhn check', () => {
  test('a card number that fails the Luhn check is refused naming the card number field, and nothing is charged or booked', async () => {
    const [paymentsBefore, bookingsBefore, charged] = [await countRows(app, payments), await countRows(app, bookings), charges()];
    const res = await bookWith(owner, MISTYPED);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ result: 'error', status: 'Card number is not valid: check the digits', field: 'payment.cardNumber' });
    expect(await countRows(app, payments)).toBe(paymentsBefore);
    expect(await countRows(app, bookings)).toBe(bookingsBefore);
    expect(charges()).toBe(charged);
  });

  test('the second-opinion card form refuses it the same way, naming the card number field', async () => {
    const asker = await ownerWithRecords(app, 'Luhn');
    const res = await askOpinion(app, asker.token, { listing: (await demoListings(app)).hughes.id, pet: asker.petId, records: [asker.records.allergy], payment: { name: 'Olive Asker', cardNumber: MISTYPED, expDt: '2099-12', ccv: '123' } });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ msg: 'Card number is not valid: check the digits', field: 'payment.cardNumber' });
  });

  test("the sandbox itself declines such a number as Stripe's test mode does, whoever calls it", async () => {
    const answer = await app.deps.providers.payments.charge({ amount: 100, currency: 'usd', idempotencyKey: `luhn-${crypto.randomUUID()}`, description: 'test', card: { number: MISTYPED, name: 'x', cvc: '123', expiry: '2099-12' }, payer: 'user:1' });
    expect(answer).toEqual({ ok: false, message: 'Your card number is incorrect.' });
  });

  test("the contract's sandbox cards keep their answers", async () => {
    expect((await bookWith(owner, '4242424242424242')).status).toBe(200);
    const declined = await bookWith(owner, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(await declined.json()).toEqual({ result: 'error', status: 'Your card was declined.' });
    const poor = await bookWith(owner, '4000000000009995');
    expect(poor.status).toBe(402);
    expect(await poor.json()).toEqual({ result: 'error', status: 'Your card has insufficient funds.' });
    // "Any other number that passes validation succeeds": a Mastercard test number.
    expect((await bookWith(owner, '5555555555554444')).status).toBe(200);
  });
});

describe('card declines in the reader’s language', () => {
  test('a Spanish account reads its card decline in Spanish, on the booking API and again when the same attempt is replayed', async () => {
    await app.db.update(users).set({ language: 'es' }).where(eq(users.email, 'owner2@example.com'));
    const spanish = await apiLogin(app, 'owner2@example.com');
    const petOfOwner2 = (await petOf(app, (await userByEmail(app, 'owner2@example.com')).id)).id;
    const body = { vendor_listing_id: patelId, type: VIDEO, slot: await nextSlot(), pet: petOfOwner2, info: { summary: 'Cojea' }, payment: { ...CARD, cardNumber: '4000000000000002' } };
    const key = { 'idempotency-key': `decline-${crypto.randomUUID()}` };
    const declined = await payment(app, spanish, body, key);
    expect(declined.status).toBe(402);
    expect(await declined.json()).toEqual({ result: 'error', status: 'Su tarjeta fue rechazada.' });
    const again = await payment(app, spanish, body, key);
    expect(await again.json()).toEqual({ result: 'error', status: 'Su tarjeta fue rechazada.' });
    const poor = await payment(app, spanish, { ...body, slot: await nextSlot(), payment: { ...CARD, cardNumber: '4000000000009995' } });
    expect(await poor.json()).toEqual({ result: 'error', status: 'Su tarjeta no tiene fondos suficientes.' });
    const mistyped = await payment(app, spanish, { ...body, slot: await nextSlot(), payment: { ...CARD, cardNumber: MISTYPED } });
    expect(await mistyped.json()).toEqual({ result: 'error', status: 'El número de tarjeta no es válido: revise los dígitos', field: 'payment.cardNumber' });
  });
});
