import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { bookings, outbox, payments, vendor_listings } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader } from '../../../helpers/accounts';
import { CARD, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { LISTINGS, cardIds, listingByTitle } from './fixtures';

/* The practice marks a past booking no-show or arrived, corrects it the same day, and charges a no-show's fee to the card the owner agreed to keep. */

const CLINIC = 2000;
const FEE = 2500;
const MINUTE = 60_000;

describe('no-shows and arrivals', () => {
  let app: TestApp;
  let now = new Date();
  let owner: string;
  let practice: string;
  let listingId: number;
  let take: (fromDay?: number) => Promise<string>;
  let pet: number;

  const mark = (token: string, id: number, value: string) => app.request(`/api/appointments/${id}/attendance`, { method: 'POST', json: { mark: value }, headers: bearer(token) });
  const charge = (token: string, id: number) => app.request(`/api/appointments/${id}/no-show-fee`, { method: 'POST', headers: bearer(token) });
  const status = async (id: number) => (await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) }))!.status;
  const feeRows = (id: number) => app.db.select().from(payments).where(and(eq(payments.booking_id, id), eq(payments.kind, 'no_show_fee')));
  /** Books a slot as the owner with the sandbox card; `consent` ticks the no-show fee's checkbox. */
  const book = async (consent?: boolean, card = CARD) => {
    const slot = await take();
    const body = { vendor_listing_id: listingId, type: CLINIC, slot, userTZ: 'Europe/London', pet, info: { summary: 'Limping' }, payment: card, ...(consent === undefined ? {} : { no_show_consent: consent }) };
    return { slot, res: await payment(app, owner, body) };
  };
  /** The clock moved to just after a booking's start. */
  const startOf = (slot: string) => (now = new Date(Date.parse(slot) + 10 * MINUTE));

  beforeAll(async () => {
    app = await createTestApp({ clock: () => now });
    owner = await apiLogin(app, 'owner2@example.com', 'user');
    practice = await apiLogin(app, 'vet2@example.com', 'vendor');
    const listing = await listingByTitle(app, LISTINGS.hughes);
    listingId = listing.id;
    pet = (await petOf(app, (await userByEmail(app, 'owner2@example.com')).id)).id;
    take = slotTaker(app, listingId, CLINIC, 'Europe/London');
    await app.db.update(vendor_listings).set({ policy: { notice_hours: 24, inside: 'full', no_show_fee: FEE } }).where(eq(vendor_listings.id, listingId));
  });
  afterAll(() => app.close());

  test('a listing with a no-show fee is booked by card only with the owner’s consent, which is kept with the card', async () => {
    const refused = (await book()).res;
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ result: 'error', status: 'Please agree to the no-show fee to book this consultation by card', field: 'no_show_consent' });
    const { res } = await book(true);
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: number };
    const paid = (await app.db.query.payments.findFirst({ where: and(eq(payments.booking_id, id), eq(payments.kind, 'booking')) }))!;
    expect(paid.consent_version).toBe('no-show-fee-v1');
    expect(paid.consent_at).toBeTruthy();
    expect(paid.payment_method_ref).toStartWith('sbpm_');
  });

  test('only the practice marks, only once the start has come, and corrects it the same day; filters and badges follow', async () => {
    now = new Date();
    const { slot, res } = await book(true);
    const { id } = (await res.json()) as { id: number };
    const early = await mark(practice, id, 'no-show');
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ msg: 'This appointment has not started yet' });
    startOf(slot);
    const byOwner = await mark(owner, id, 'no-show');
    expect(byOwner.status).toBe(403);
    expect(await status(id)).toBe(0);
    expect((await mark(practice, id, 'maybe')).status).toBe(422);

    const marked = await mark(practice, id, 'no-show');
    expect(marked.status).toBe(200);
    expect(await marked.json()).toEqual({ result: 'success', id, status: 'no-show' });
    expect(await status(id)).toBe(4);

    const list = (filter: string) => app.request(`/app/appointments?status=${filter}`, { headers: { ...cookieHeader(practice), 'hx-request': 'true' } }).then((r) => r.text());
    const noShows = await list('no-show');
    expect(cardIds(noShows)).toContain(id);
    expect(noShows).toContain('badge-no-show');
    expect(cardIds(await list('complete'))).not.toContain(id);
    expect(cardIds(await list('arrived'))).not.toContain(id);

    expect((await mark(practice, id, 'arrived')).status).toBe(200);
    expect(await status(id)).toBe(5);
    expect(cardIds(await list('arrived'))).toContain(id);
    expect(cardIds(await list('complete'))).toContain(id);
    const detail = await (await app.request(`/app/appointments/${id}`, { headers: cookieHeader(practice) })).text();
    expect(detail).toContain('Arrived');
    expect(detail).toContain('Mark no-show');

    // The next day the mark stands.
    now = new Date(Date.parse(slot) + 2 * 86_400_000);
    const late = await mark(practice, id, 'no-show');
    expect(late.status).toBe(409);
    expect(await status(id)).toBe(5);
  });

  test('a marked booking keeps its time: the unique index still holds the slot', async () => {
    now = new Date();
    const { slot, res } = await book(true);
    const { id } = (await res.json()) as { id: number };
    startOf(slot);
    expect((await mark(practice, id, 'no-show')).status).toBe(200);
    const row = (await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) }))!;
    const copy = { ...row, id: undefined, status: 1, payment_id: null, marked_at: null };
    await expect((async () => app.db.insert(bookings).values(copy))()).rejects.toThrow();
  });

  test('the no-show fee is charged once to the kept card, even asked twice at once, e-mailed to the owner and counted in reports', async () => {
    now = new Date();
    const { slot, res } = await book(true);
    const { id } = (await res.json()) as { id: number };
    startOf(slot);
    expect((await charge(practice, id)).status).toBe(409); // not a no-show yet
    expect((await mark(practice, id, 'no-show')).status).toBe(200);
    expect((await charge(owner, id)).status).toBe(403);

    const [first, second] = await Promise.all([charge(practice, id), charge(practice, id)]);
    expect(first!.status).toBe(200);
    expect(second!.status).toBe(200);
    const a = (await first!.json()) as { payment_id: number; amount: number; currency: string };
    const b = (await second!.json()) as { payment_id: number };
    expect(a.amount).toBe(FEE);
    expect(b.payment_id).toBe(a.payment_id);
    expect(await feeRows(id)).toHaveLength(1);
    expect((await charge(practice, id)).status).toBe(200);
    expect(await feeRows(id)).toHaveLength(1);

    const mails = await app.db.select().from(outbox).where(eq(outbox.message_key, `no-show-fee:${id}:customer`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('owner2@example.com');
    expect(mails[0]!.subject).toStartWith('No-show fee charged');
    expect(mails[0]!.body).toContain('a no-show fee of');
    expect(mails[0]!.html).toContain('no-show fee');

    // Once charged, the mark stays.
    expect((await mark(practice, id, 'arrived')).status).toBe(409);
    const detail = await (await app.request(`/app/my-appointments/${id}`, { headers: cookieHeader(owner) })).text();
    expect(detail).toContain('No-show fee of');

    const day = slot.slice(0, 10);
    const report = await app.request(`/api/reports?from=${day}&to=${day}&basis=slot`, { headers: bearer(practice) });
    const totals = ((await report.json()) as { totals: { noShows: number; noShowRate: number } }).totals;
    expect(totals.noShows).toBeGreaterThanOrEqual(1);
    expect(totals.noShowRate).toBeGreaterThan(0);
  });

  test('without the owner’s consent there is no fee to charge', async () => {
    await app.db.update(vendor_listings).set({ policy: null }).where(eq(vendor_listings.id, listingId));
    now = new Date();
    const { slot, res } = await book();
    const { id } = (await res.json()) as { id: number };
    await app.db.update(vendor_listings).set({ policy: { notice_hours: 24, inside: 'full', no_show_fee: FEE } }).where(eq(vendor_listings.id, listingId));
    startOf(slot);
    expect((await mark(practice, id, 'no-show')).status).toBe(200);
    const refused = await charge(practice, id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ msg: 'The owner did not agree at booking to keep a card for a no-show fee' });
    expect(await feeRows(id)).toHaveLength(0);
  });

  test('a decline is shown to the practice and writes nothing', async () => {
    now = new Date();
    const { slot, res } = await book(true, { ...CARD, cardNumber: '4000000000000341' });
    const { id } = (await res.json()) as { id: number };
    startOf(slot);
    expect((await mark(practice, id, 'no-show')).status).toBe(200);
    const declined = await charge(practice, id);
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({ msg: 'Your card was declined.' });
    expect(await feeRows(id)).toHaveLength(0);
  });
});
