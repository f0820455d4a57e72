import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import { outbox, payments, vendor_listings, type CancelPolicy, type Consultation } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, cookieHeader } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { SANDBOX_LEDGER, readSandboxLedger } from '../../../../src/providers/payments/sandbox';

const VIDEO = 4000;
const HOUR = 3_600_000;

let app: TestApp;
/** The app's clock runs this far ahead of the machine's: a test moves "now" next to a booking. */
let shift = 0;
let ownerToken: string;
let owner: Record<string, string>;
let vet: Record<string, string>;
let vetToken: string;
let patelId: number;
let petId: number;
let nextSlot: () => Promise<string>;

const paymentOf = async (bookingId: number) => (await app.db.query.payments.findFirst({ where: eq(payments.booking_id, bookingId) }))!;
const refundsOf = (reference: string) => readSandboxLedger(join(app.deps.config.dataDir, SANDBOX_LEDGER)).flatMap((line) => (line.kind === 'refund' && line.charge === reference ? [line] : []));
const setPolicy = (policy: CancelPolicy | null) => app.db.update(vendor_listings).set({ policy }).where(eq(vendor_listings.id, patelId));
const hoursBefore = (slot: string, hours: number) => (shift = new Date(slot).getTime() - hours * HOUR - Date.now());
const cancelJson = (id: number, headers: Record<string, string>) => app.request(`/app/appointments/${id}/cancel`, { method: 'POST', headers: { ...headers, accept: 'application/json' } });

/** A booking paid by card through the API under the listing's policy now, its clock back to the machine's. */
async function paidBooking(policy: CancelPolicy | null) {
  shift = 0;
  await setPolicy(policy);
  const slot = await nextSlot();
  const res = await payment(app, ownerToken, { vendor_listing_id: patelId, type: VIDEO, slot, userTZ: 'America/New_York', pet: petId, info: { summary: 'Limping' }, payment: CARD });
  expect(res.status).toBe(200);
  const { id } = (await res.json()) as { id: number };
  const paid = await paymentOf(id);
  return { id, slot, amount: paid.amount, reference: paid.reference! };
}

const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;

beforeAll(async () => {
  app = await createTestApp({ clock: () => new Date(Date.now() + shift) });
  ownerToken = await apiLogin(app, 'owner@example.com');
  owner = { cookie: `${cookieHeader(ownerToken).cookie}; tz=America%2FNew_York` };
  vetToken = await apiLogin(app, 'vet@example.com', 'vendor');
  vet = cookieHeader(vetToken);
  patelId = (await listingByTitle(app, 'Dr. Maya Patel, DVM — General Practice')).id;
  petId = (await petOf(app, (await userByEmail(app, 'owner@example.com')).id)).id;
  nextSlot = slotTaker(app, patelId, VIDEO);
});
afterAll(() => app.close());

describe('an owner cancel follows the listing policy: outside the window in full, inside as the policy says', () => {
  const kinds: [string, CancelPolicy, (amount: number) => number][] = [
    ['full', { notice_hours: 24, inside: 'full', reschedule_inside: true }, (a) => a],
    ['partial 25%', { notice_hours: 24, inside: 'partial', refund_percent: 25, reschedule_inside: true }, (a) => Math.round(a / 4)],
    ['none', { notice_hours: 24, inside: 'none', reschedule_inside: true }, () => 0],
    ['a fixed fee of $15', { notice_hours: 24, inside: 'fee', fee: 1500, reschedule_inside: true }, (a) => a - 1500],
  ];
  for (const [name, policy, insideRefund] of kinds) {
    test(`${name}: 30 hours before, the whole payment comes back`, async () => {
      const { id, slot, amount, reference } = await paidBooking(policy);
      hoursBefore(slot, 30);
      const res = await cancelJson(id, owner);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id, status: 'canceled', refund: { amount, fee: 0, reason: 'outside-window' } });
      expect(await paymentOf(id)).toMatchObject({ status: 'refunded', refunded_amount: amount, cancel_fee: 0 });
      expect(refundsOf(reference).map((l) => l.amount)).toEqual([amount]);
    });

    test(`${name}: 10 hours before, the page says the refund before Cancel, and the refund is what it said`, async () => {
      const { id, slot, amount, reference } = await paidBooking(policy);
      hoursBefore(slot, 10);
      const refund = insideRefund(amount);
      const fee = amount - refund;
      const page = await (await app.request(`/app/my-appointments/${id}`, { headers: owner })).text();
      if (fee > 0) expect(page).toContain(refund > 0 ? `If you cancel now, ${money(refund)} of the ${money(amount)} paid will be refunded and ${money(fee)} kept` : `If you cancel now, nothing will be refunded and ${money(fee)} kept`);
      else expect(page).toContain(`If you cancel now, ${money(amount)} will be refunded in full to the card it was paid with.`);
      const res = await cancelJson(id, owner);
      const body = (await res.json()) as { refund: { amount: number; fee: number; currency: string; text: string } };
      expect(body.refund).toMatchObject({ amount: refund, fee, currency: 'usd' });
      if (fee > 0) expect(body.refund.text).toContain(`${money(fee)} was kept as the late-cancellation fee (canceled less than 24 hours before the appointment).`);
      expect(await paymentOf(id)).toMatchObject({ status: refund > 0 ? 'refunded' : 'succeeded', refunded_amount: refund, cancel_fee: fee });
      expect(refundsOf(reference).map((l) => l.amount)).toEqual(refund > 0 ? [refund] : []);
      const detail = await (await app.request(`/app/my-appointments/${id}`, { headers: owner })).text();
      expect(detail).toContain(refund > 0 ? `Refund: ${money(refund)} to your Visa card ending 4242` : 'No refund.');
      // Both e-mails say the same: the refund given, and the fee kept.
      const mails = (await app.db.select().from(outbox).where(like(outbox.subject, 'Appointment canceled%'))).filter((m) => m.body.includes(`Booking #${id}:`));
      expect(mails).toHaveLength(2);
      for (const mail of mails) {
        if (refund > 0) expect(mail.body).toContain(`Refund: ${money(refund)} to`);
        if (fee > 0) expect(mail.body).toContain(`${money(fee)} was kept as the late-cancellation fee (canceled less than 24 hours before the appointment).`);
      }
    });
  }

  test('the practice cancels inside a no-refund window: the owner gets everything back', async () => {
    const { id, slot, amount, reference } = await paidBooking({ notice_hours: 48, inside: 'none', reschedule_inside: false });
    hoursBefore(slot, 5);
    const page = await (await app.request(`/app/appointments/${id}`, { headers: vet })).text();
    expect(page).toContain(`If you cancel now, the customer is refunded ${money(amount)} in full.`);
    const res = await cancelJson(id, vet);
    expect(await res.json()).toMatchObject({ refund: { amount, fee: 0, reason: 'practice' } });
    expect(refundsOf(reference).map((l) => l.amount)).toEqual([amount]);
  });

  test('two cancels at once refund once, and the second is 409', async () => {
    const { id, slot, amount, reference } = await paidBooking({ notice_hours: 24, inside: 'partial', refund_percent: 50, reschedule_inside: true });
    hoursBefore(slot, 2);
    const answers = await Promise.all([cancelJson(id, owner), cancelJson(id, owner)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(refundsOf(reference).map((l) => l.amount)).toEqual([amount / 2]);
    expect(await paymentOf(id)).toMatchObject({ refunded_amount: amount / 2, cancel_fee: amount / 2 });
  });

  test('paid more than 30 days before the cancel: nothing comes back, whatever the policy, and the page says why first', async () => {
    const { id, slot, reference } = await paidBooking({ notice_hours: 24, inside: 'full', reschedule_inside: true });
    // The spec's ceiling: a payment made (as recorded) 31 days ago is past it.
    await app.db.update(payments).set({ created_at: new Date(Date.now() - 31 * 24 * HOUR).toISOString() }).where(eq(payments.booking_id, id));
    hoursBefore(slot, 30);
    const page = await (await app.request(`/app/my-appointments/${id}`, { headers: owner })).text();
    expect(page).toContain('If you cancel now, nothing will be refunded: the payment was made more than 30 days ago.');
    expect(await (await cancelJson(id, owner)).json()).toMatchObject({ refund: { amount: 0, fee: 0, reason: 'refund-days' } });
    expect(refundsOf(reference)).toEqual([]);
    expect(await paymentOf(id)).toMatchObject({ status: 'succeeded', refunded_amount: 0, cancel_fee: 0 });
  });
});

describe('reports show the refunds and the fees kept', () => {
  test('the practice report totals the cancellation fees in its currency, on the page and in the API', async () => {
    shift = 0;
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const range = `from=${day(new Date(Date.now() - 2 * 24 * HOUR))}&to=${day(new Date(Date.now() + 2 * 24 * HOUR))}&basis=created`;
    const res = await app.request(`/api/reports?${range}`, { headers: { authorization: `Bearer ${vetToken}` } });
    expect(res.status).toBe(200);
    const { totals } = (await res.json()) as { totals: { fees: Record<string, number>; refunds: Record<string, number> } };
    const kept = (await app.db.select().from(payments)).filter((p) => p.cancel_fee > 0).reduce((sum, p) => sum + p.cancel_fee, 0);
    expect(kept).toBeGreaterThan(0);
    expect(totals.fees).toEqual({ USD: kept });
    const page = await (await app.request(`/app/reports?${range}`, { headers: vet })).text();
    expect(page).toMatch(new RegExp(`data-total-key="fees"><dt>Cancellation fees</dt><dd>\\$${Math.round(kept / 100)}`));
  });
});

describe('a reschedule inside a window that forbids it', () => {
  test('is refused to the owner with a 409 saying why, and open to the practice', async () => {
    const { id, slot } = await paidBooking({ notice_hours: 24, inside: 'none', reschedule_inside: false });
    hoursBefore(slot, 10);
    const res = await app.request(`/api/appointments/${id}/reschedule`, { method: 'POST', json: { slot, tz: 'America/New_York' }, headers: { authorization: `Bearer ${ownerToken}` } });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('This appointment can no longer be rescheduled: it is less than 24 hours away and the practice does not allow moves inside that window.');
    expect((await app.request(`/app/appointments/${id}/reschedule`, { headers: vet })).status).toBe(200);
    hoursBefore(slot, 30);
    expect((await app.request(`/app/my-appointments/${id}/reschedule`, { headers: owner })).status).toBe(200);
  });
});

describe('the owner sees the policy before paying', () => {
  test('the wizard’s listing carries the policy in words, amounts in the practice currency', async () => {
    shift = 0;
    await setPolicy({ notice_hours: 24, inside: 'fee', fee: 1500, reschedule_inside: false, no_show_fee: 2000 });
    const page = await (await app.request(`/book?listing=${patelId}`, { headers: owner })).text();
    expect(page).toContain('Free cancellation until 24 hours before the appointment.');
    expect(page).toContain('Inside that window a cancellation fee of $15.00 is kept from the refund.');
    expect(page).toContain('Inside that window the appointment cannot be rescheduled.');
    expect(page).toContain('may cost a no-show fee of $20.00.');
    // The practice's own site shows it beside the listing's booking widget too.
    const home = await (await app.request('/', { host: 'happypaws.localhost' })).text();
    expect(home).toContain('<summary>Cancellation policy</summary>');
    expect(home).toContain('Inside that window a cancellation fee of $15.00 is kept from the refund.');
  });
});

describe('the listing form keeps a policy only when every rule holds', () => {
  const fields = (policy: Record<string, string>) => {
    const data = new FormData();
    const base: Record<string, string | string[]> = {
      title: 'Dr. Maya Patel, DVM — General Practice',
      line1: 'Dogs and cats',
      timezone: 'America/New_York',
      vendor_login_id: String(listingOwner),
      'consultations[0][type]': '4000',
      'consultations[0][duration]': '30',
      'consultations[0][price]': '45',
      'consultations[0][status]': 'on',
      'consultations[0][schedule][0][days][]': ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      'consultations[0][schedule][0][from]': '08:00',
      'consultations[0][schedule][0][to]': '20:00',
      'policy[enabled]': 'on',
      'policy[notice_hours]': '24',
      'policy[inside]': 'fee',
      'policy[fee]': '10',
      'policy[reschedule_inside]': 'on',
      'policy[no_show_fee]': '20',
    };
    // The listing's other consultations as they are: a save that took them away would first ask about their upcoming bookings.
    others.forEach((c, i) => {
      const at = `consultations[${i + 1}]`;
      Object.assign(base, { [`${at}[type]`]: String(c.type), [`${at}[duration]`]: String(c.duration), [`${at}[price]`]: String(c.price / 100), [`${at}[status]`]: 'on' });
      c.schedule.forEach((r, j) => Object.assign(base, { [`${at}[schedule][${j}][days][]`]: r.days, [`${at}[schedule][${j}][from]`]: r.from, [`${at}[schedule][${j}][to]`]: r.to }));
    });
    for (const [key, value] of Object.entries({ ...base, ...policy })) for (const item of [value].flat()) data.append(key, item);
    return data;
  };
  let listingOwner = 0;
  let others: Consultation[] = [];
  beforeAll(async () => {
    const patel = await listingByTitle(app, 'Dr. Maya Patel, DVM — General Practice');
    listingOwner = patel.vendor_login_id!;
    others = patel.consultations.filter((c) => c.type !== VIDEO);
  });
  const save = (policy: Record<string, string>) => app.request(`/app/listings/item?id=${patelId}`, { method: 'POST', headers: vet, body: fields(policy) });
  const stored = async () => (await listingByTitle(app, 'Dr. Maya Patel, DVM — General Practice')).policy;

  test('a valid policy is stored in minor units and shown again in the form', async () => {
    expect((await save({})).status).toBe(303);
    expect(await stored()).toEqual({ notice_hours: 24, inside: 'fee', refund_percent: null, fee: 1000, reschedule_inside: true, no_show_fee: 2000 });
    const form = await (await app.request(`/app/listings/item?id=${patelId}`, { headers: vet })).text();
    expect(form).toContain('Cancellation policy');
    expect(form).toMatch(/name="policy\[fee\]"[^>]*value="10"/);
  });

  const bad: [string, Record<string, string>, string, string][] = [
    ['a fee above the price', { 'policy[fee]': '46' }, 'policy.fee', 'The cancellation fee cannot be more than the lowest consultation price'],
    ['a window of zero hours', { 'policy[notice_hours]': '0' }, 'policy.notice_hours', 'Notice window must be 1 or more'],
    ['a negative window', { 'policy[notice_hours]': '-5' }, 'policy.notice_hours', 'Notice window must be 1 or more'],
    ['a window that is not a number', { 'policy[notice_hours]': 'soon' }, 'policy.notice_hours', 'Notice window must be a whole number of hours, more than zero'],
    ['a no-show fee above the price', { 'policy[no_show_fee]': '50' }, 'policy.no_show_fee', 'The no-show fee cannot be more than the lowest consultation price'],
    ['a partial refund with no share', { 'policy[inside]': 'partial' }, 'policy.refund_percent', 'Refund share must be a whole percentage from 1 to 99'],
    ['an unknown kind', { 'policy[inside]': 'maybe' }, 'policy.inside', 'Choose what happens inside the notice window'],
  ];
  for (const [name, policy, field, message] of bad) {
    test(`${name}: 422 naming ${field}, nothing written`, async () => {
      const before = await stored();
      const res = await save({ ...policy, title: 'Renamed by a bad save' });
      expect(res.status).toBe(422);
      const html = await res.text();
      expect(html).toMatch(new RegExp(`id="${field.replace('.', '-')}-error">${message.replace(/[()]/g, '\\$&')}<`));
      expect(await stored()).toEqual(before);
      expect((await listingByTitle(app, 'Dr. Maya Patel, DVM — General Practice')).id).toBe(patelId);
    });
  }

  test('unticking the box removes the policy', async () => {
    const data = fields({});
    data.delete('policy[enabled]');
    expect((await app.request(`/app/listings/item?id=${patelId}`, { method: 'POST', headers: vet, body: data })).status).toBe(303);
    expect(await stored()).toBeNull();
  });
});
