import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { desc, eq, like } from 'drizzle-orm';
import { outbox, payments } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, cookieHeader } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { SANDBOX_LEDGER, readSandboxLedger } from '../../../../src/providers/payments/sandbox';
import { LISTINGS, insertBooking, sessionOf } from '../appointments/fixtures';

const VIDEO = 4000;

let app: TestApp;
let ownerToken: string;
let owner: Record<string, string>;
let nextSlot: () => Promise<string>;
let patelId: number;
let petId: number;

const paymentOf = async (bookingId: number) => (await app.db.query.payments.findFirst({ where: eq(payments.booking_id, bookingId) }))!;
const refundsOf = (reference: string) => readSandboxLedger(join(app.deps.config.dataDir, SANDBOX_LEDGER)).filter((line) => line.kind === 'refund' && line.charge === reference);
const mailsAbout = async (id: number) => app.db.select().from(outbox).where(like(outbox.subject, 'Appointment canceled%')).orderBy(desc(outbox.id)).then((rows) => rows.filter((m) => m.body.includes(`Booking #${id}:`)));
const cancel = (id: number, headers: Record<string, string>) => app.request(`/app/appointments/${id}/cancel`, { method: 'POST', headers: { ...headers, 'hx-request': 'true' } });

async function paidBooking(): Promise<{ id: number; amount: number; reference: string }> {
  const res = await payment(app, ownerToken, { vendor_listing_id: patelId, type: VIDEO, slot: await nextSlot(), userTZ: 'America/Chicago', pet: petId, info: { summary: 'Limping' }, payment: CARD });
  expect(res.status).toBe(200);
  const { id } = (await res.json()) as { id: number };
  const paid = await paymentOf(id);
  return { id, amount: paid.amount, reference: paid.reference! };
}

describe('cancel says what is refunded and when, and refunds through the provider once', () => {
  beforeAll(async () => {
    app = await createTestApp();
    ownerToken = await apiLogin(app, 'owner@example.com');
    // The owner's browser is in Chicago (its `tz` cookie): pages name times in its zone.
    owner = { cookie: `${cookieHeader(ownerToken).cookie}; tz=America%2FChicago` };
    patelId = (await listingByTitle(app, 'Dr. Maya Patel')).id;
    petId = (await petOf(app, (await userByEmail(app, 'owner@example.com')).id)).id;
    nextSlot = slotTaker(app, patelId, VIDEO);
  });
  afterAll(() => app.close());

  test('canceling a paid booking: the list and the detail page say the amount, the card and when; the sandbox ledger holds the refund; both e-mails say it', async () => {
    const { id, amount, reference } = await paidBooking();
    const res = await cancel(id, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('hx-redirect')).toBe(`/app/my-appointments?canceled=${id}`);

    const dollars = `$${(amount / 100).toFixed(2)}`;
    const refund = new RegExp(`Refund: \\${dollars} to your Visa card ending 4242, issued \\w{3}, \\w{3} \\d+, \\d{4} · \\d{1,2}:\\d{2} [AP]M (CST|CDT) \\(refund within 30 days of payment\\)`);
    const list = await (await app.request(res.headers.get('hx-redirect')!, { headers: owner })).text();
    expect(list).toContain(`Appointment #${id} is canceled.`);
    expect(list).toMatch(refund);
    const detail = await (await app.request(`/app/my-appointments/${id}`, { headers: owner })).text();
    expect(detail).toContain('<dt>Refund</dt>');
    expect(detail).toMatch(refund);

    const paid = await paymentOf(id);
    expect(paid).toMatchObject({ status: 'refunded', refunded_amount: amount });
    expect(refundsOf(reference)).toEqual([expect.objectContaining({ kind: 'refund', charge: reference, amount })]);

    const mails = await mailsAbout(id);
    expect(mails).toHaveLength(2);
    const toOwner = mails.find((m) => m.to === 'owner@example.com')!;
    expect(toOwner.body).toMatch(new RegExp(`Refund: \\${dollars} to your Visa card ending 4242, issued .* (CST|CDT) \\(refund within 30 days of payment\\)`));
    const toPractice = mails.find((m) => m.to !== 'owner@example.com')!;
    expect(toPractice.body).toContain(`Refund: ${dollars} to the customer's Visa card ending 4242, issued`);
  });

  test('a second cancel of a paid booking is refused and refunds nothing more', async () => {
    const { id, amount, reference } = await paidBooking();
    expect((await cancel(id, owner)).status).toBe(200);
    const again = await cancel(id, owner);
    expect(again.status).toBe(409);
    expect(refundsOf(reference)).toHaveLength(1);
    expect(await paymentOf(id)).toMatchObject({ status: 'refunded', refunded_amount: amount });
    expect(await mailsAbout(id)).toHaveLength(2);
  });

  test('a booking paid more than 30 days ago is not refunded, and the page and the e-mail say why', async () => {
    const owner2 = await sessionOf(app, 'owner2@example.com', 'user');
    const { booking, payment: paid } = await insertBooking(app, { email: 'owner2@example.com', listing: LISTINGS.hughes, type: VIDEO, day: 6, at: '10:00', paidDaysAgo: 40 });
    const res = await cancel(booking.id, owner2);
    const list = await (await app.request(res.headers.get('hx-redirect')!, { headers: owner2 })).text();
    const kept = `No refund: your payment of $${(paid!.amount / 100).toFixed(2)} was made on`;
    expect(list).toContain(kept);
    expect(list).toContain('more than 30 days ago; payments are refunded only within 30 days of payment.');
    expect(refundsOf(paid!.reference!)).toHaveLength(0);
    expect((await paymentOf(booking.id)).status).toBe('succeeded');
    // The owner chose no language, so the mail reads as City Cat's site does (en-GB), where dollars are "US$".
    expect((await mailsAbout(booking.id)).find((m) => m.to === 'owner2@example.com')!.body).toContain(kept.replace('$', 'US$'));
  });

  test('a free booking says nothing was charged', async () => {
    const owner2 = await sessionOf(app, 'owner2@example.com', 'user');
    const { booking } = await insertBooking(app, { email: 'owner2@example.com', listing: LISTINGS.hughes, type: VIDEO, day: 7, at: '10:00' });
    const res = await cancel(booking.id, owner2);
    const list = await (await app.request(res.headers.get('hx-redirect')!, { headers: owner2 })).text();
    expect(list).toContain(`Appointment #${booking.id} is canceled. Nothing was charged for this appointment, so there is nothing to refund.`);
  });

  test('the notice is only for the person’s own canceled booking', async () => {
    const { id } = await paidBooking();
    const owner2 = await sessionOf(app, 'owner2@example.com', 'user');
    await cancel(id, owner);
    expect(await (await app.request(`/app/my-appointments?canceled=${id}`, { headers: owner2 })).text()).not.toContain('is canceled.');
    expect(await (await app.request(`/app/my-appointments?canceled=${id}`, { headers: owner })).text()).toContain(`Appointment #${id} is canceled.`);
  });
});
