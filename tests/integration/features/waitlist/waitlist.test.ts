import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { bookings } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, createOwner } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, userByEmail } from '../../../helpers/booking';
import { waitlistPass } from '../../../../src/features/waitlist/waitlist.scheduler';
import { VIDEO, ZONE, bookingRow, dayAhead, entryState, fillDay, join, offerLinkIn, offerMail, offersOf } from './fixtures';

let app: TestApp;
let now = Date.now();
let patel: number;
let filler: string;
let fillerPet: number;
let full: number[];
let canceledBefore: number;
const canceledCount = async () => (await app.db.select().from(bookings).where(eq(bookings.status, 3))).length;
const DAY = 3;

/** A new owner on the waitlist of the full day: their token, e-mail and entry id. */
async function waiting(name: string) {
  const email = `${name}-${crypto.randomUUID().slice(0, 6)}@example.com`;
  await createOwner(app, { email, first_name: name });
  const token = await apiLogin(app, email);
  const res = await join(app, token, { listing_id: patel, type: VIDEO, from: dayAhead(app, DAY), to: dayAhead(app, DAY) });
  expect(res.status).toBe(201);
  return { token, email, entry: ((await res.json()) as { entry: { id: number } }).entry.id };
}

const cancel = (id: number) => app.request(`/app/appointments/${id}/cancel`, { method: 'POST', headers: { ...cookieHeader(filler), 'hx-request': 'true' } });

describe('the waitlist: join, leave, offers that hold a freed slot, first come first', () => {
  beforeAll(async () => {
    app = await createTestApp({ clock: () => new Date(now) });
    patel = (await listingByTitle(app, 'Dr. Maya Patel')).id;
    filler = await apiLogin(app, 'owner2@example.com');
    fillerPet = (await petOf(app, (await userByEmail(app, 'owner2@example.com')).id)).id;
    full = await fillDay(app, patel, DAY, filler, fillerPet);
    canceledBefore = await canceledCount();
  }, 60_000);
  afterAll(() => app.close());

  test('joining twice answers the same entry (200, not a duplicate); bad days are a 422 naming the field; leaving says left', async () => {
    const { token, entry } = await waiting('Twice');
    const again = await join(app, token, { listing_id: patel, type: VIDEO, from: dayAhead(app, DAY), to: dayAhead(app, DAY + 1) });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { entry: { id: number } }).entry.id).toBe(entry);
    const backwards = await join(app, token, { listing_id: patel, type: VIDEO, from: dayAhead(app, 4), to: dayAhead(app, 2) });
    expect(backwards.status).toBe(422);
    expect(((await backwards.json()) as { field: string }).field).toBe('to');
    const tooFar = await join(app, token, { listing_id: patel, type: VIDEO, from: dayAhead(app, 2), to: dayAhead(app, 40) });
    expect(tooFar.status).toBe(422);
    const other = await apiLogin(app, 'owner@example.com');
    expect((await app.request(`/api/waitlist/${entry}`, { method: 'DELETE', headers: bearer(other) })).status).toBe(404);
    const left = await app.request(`/api/waitlist/${entry}`, { method: 'DELETE', headers: bearer(token) });
    expect(left.status).toBe(200);
    expect(((await left.json()) as { entry: { state: string } }).entry.state).toBe('left');
    const page = await (await app.request('/app/my-waitlist', { headers: cookieHeader(token) })).text();
    expect(page).toContain('Left');
    expect(page).not.toContain('Leave the waitlist');
  });

  test('a cancel frees a slot: the first waiting gets the offer e-mail, the slot is held (hidden from everyone), one offer only', async () => {
    const first = await waiting('First');
    const second = await waiting('Second');
    expect((await cancel(full[0]!)).status).toBe(200);
    expect(await waitlistPass(app.deps, new Date(now))).toMatchObject({ offered: 1 });
    const mail = (await offerMail(app, first.email))!;
    expect(mail.body).toContain('you are next on its waitlist');
    expect(mail.html).toContain('Take this slot');
    expect(await offerMail(app, second.email)).toBeUndefined();
    const [offer] = await offersOf(app, first.entry);
    expect(offer!.state).toBe('open');
    const hold = (await bookingRow(app, offer!.booking_id!))!;
    expect(hold.status).toBe(0);
    // The slot engine hides the held slot from everyone: another booking of it is refused.
    const taken = await payment(app, filler, { vendor_listing_id: patel, type: VIDEO, slot: offer!.slot, userTZ: ZONE, pet: fillerPet, info: { summary: 'x' }, payment: CARD });
    expect(taken.status).toBe(409);
    // A second pass offers nothing more: the slot is held once.
    expect(await waitlistPass(app.deps, new Date(now))).toMatchObject({ offered: 0 });

    // Declined: the next person waiting is offered the same slot, and the first stays waiting.
    const page = await (await app.request(offerLinkIn(mail.body), { headers: cookieHeader(first.token) })).text();
    expect(page).toContain('Take this slot');
    expect((await app.request(offerLinkIn(mail.body), { headers: cookieHeader(second.token) })).status).toBe(404);
    const declined = await app.request(`${offerLinkIn(mail.body)}/decline`, { method: 'POST', headers: cookieHeader(first.token) });
    expect(declined.status).toBe(303);
    expect(await bookingRow(app, offer!.booking_id!)).toBeUndefined();
    expect(await waitlistPass(app.deps, new Date(now))).toMatchObject({ offered: 1 });
    const next = (await offerMail(app, second.email))!;
    expect((await offersOf(app, second.entry))[0]!.slot).toBe(offer!.slot);

    // Expired: 15 minutes later the link says so and shows the free slots instead; the hold is gone, not a canceled booking.
    now += 16 * 60_000;
    expect(await waitlistPass(app.deps, new Date(now))).toMatchObject({ expired: 1 });
    const expired = await (await app.request(offerLinkIn(next.body), { headers: cookieHeader(second.token) })).text();
    expect(expired).toContain('This offer has expired');
    expect(await app.db.select().from(bookings).where(eq(bookings.slot, offer!.slot)).then((rows) => rows.filter((b) => b.status === 0))).toEqual([]);
    // Both wait on (first come): they leave, so the next slot goes to the next person.
    for (const who of [first, second]) expect((await app.request(`/api/waitlist/${who.entry}`, { method: 'DELETE', headers: bearer(who.token) })).status).toBe(200);
  });

  test('accepting opens the pay step for that slot; the owner pays despite the hold, the entry is booked', async () => {
    const taker = await waiting('Taker');
    expect((await cancel(full[1]!)).status).toBe(200);
    await waitlistPass(app.deps, new Date(now));
    const mail = (await offerMail(app, taker.email))!;
    const link = offerLinkIn(mail.body);
    const accepted = await app.request(`${link}/accept`, { method: 'POST', headers: cookieHeader(taker.token) });
    expect(accepted.status).toBe(303);
    const [offer] = await offersOf(app, taker.entry);
    expect(accepted.headers.get('location')).toContain(`slot=${encodeURIComponent(offer!.slot)}`);
    const pet = (await (await app.request('/api/pets', { method: 'POST', json: { name: 'Rex', type: 1 }, headers: bearer(taker.token) })).json()) as { id: number };
    const paid = await payment(app, taker.token, { vendor_listing_id: patel, type: VIDEO, slot: offer!.slot, userTZ: ZONE, pet: pet.id, info: { summary: 'From the waitlist' }, payment: CARD });
    expect(paid.status).toBe(200);
    expect((await offersOf(app, taker.entry))[0]!.state).toBe('accepted');
    expect(await entryState(app, taker.entry)).toBe('booked');
    const after = await (await app.request(link, { headers: cookieHeader(taker.token) })).text();
    expect(after).toContain('You took this offer');
  });

  test('leaving while holding an offer lets its slot go to the next person at once', async () => {
    const leaver = await waiting('Leaver');
    // The slot the first two let go of is still free: this one is offered it.
    const other = await waiting('Other');
    const next = await waiting('Next');
    expect((await cancel(full[2]!)).status).toBe(200);
    await waitlistPass(app.deps, new Date(now));
    expect((await offersOf(app, other.entry))[0]!.state).toBe('open');
    expect(await offersOf(app, next.entry)).toEqual([]);
    const [offer] = await offersOf(app, leaver.entry);
    expect(offer!.state).toBe('open');
    expect((await app.request(`/api/waitlist/${leaver.entry}`, { method: 'DELETE', headers: bearer(leaver.token) })).status).toBe(200);
    expect(await bookingRow(app, offer!.booking_id!)).toBeUndefined();
    await waitlistPass(app.deps, new Date(now));
    expect((await offersOf(app, next.entry))[0]!.slot).toBe(offer!.slot);
    expect(await offerMail(app, next.email)).toBeDefined();
  });

  test('the practice sees its waitlist; another practice sees none of it', async () => {
    const vet = await apiLogin(app, 'vet@example.com', 'vendor');
    const page = await (await app.request('/app/waitlist', { headers: cookieHeader(vet) })).text();
    expect(page).toContain('data-practice-waitlist');
    expect(page).toContain('Taker');
    const vet2 = await apiLogin(app, 'vet2@example.com', 'vendor');
    expect(await (await app.request('/app/waitlist', { headers: cookieHeader(vet2) })).text()).not.toContain('Taker');
  });

  test('a hold for an offer that was not taken is no canceled booking (the reports count rows of status 3)', async () => {
    // Three bookings were canceled by their owner; the declined and the expired offers' holds left no row.
    expect(await canceledCount()).toBe(canceledBefore + 3);
  });
});
