import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, bearer } from '../../helpers/accounts';
import { CARD, freeSlots, listingByTitle, payment, petOf, userByEmail } from '../../helpers/booking';
import { bookings, vendor_listings, vendor_logins } from '../../../db/schema';

/** My Listings through the JSON API: the listing form's rules, its question about booked visits, and a listing's cancellation policy alone. */
const CLINIC = 2000;
const VIDEO = 4000;
const EVERY_DAY = [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '09:00', to: '17:00' }];
const offered = (type: number, price = 40) => ({ status: true, type, duration: 30, price, schedule: EVERY_DAY });

let app: TestApp;
const as: Record<string, Record<string, string>> = {};
let vetId: number;
let patel: number;
const call = (method: string, path: string, who: string, json?: unknown, headers: Record<string, string> = {}) => app.request(path, { method, headers: { ...as[who], ...headers }, json });
const listingCount = async () => (await app.db.select().from(vendor_listings)).length;
const listingRow = async (id: number) => (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.id, id) }))!;
const body = (title: string, consultations = [offered(VIDEO)], extra: Record<string, unknown> = {}) => ({ title, line1: 'General practice', timezone: 'America/New_York', vendor_login_id: vetId, consultations, ...extra });

beforeAll(async () => {
  app = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  for (const [who, email, role] of [['vet', 'vet@example.com', 'vendor'], ['staff', 'staff@example.com', 'vendor'], ['vet2', 'vet2@example.com', 'vendor'], ['owner', 'owner@example.com', 'user']] as const) {
    as[who] = bearer(await apiLogin(app, email, role));
  }
  vetId = (await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, 'vet@example.com') }))!.id;
  patel = (await listingByTitle(app, 'Dr. Maya Patel')).id;
}, 30_000);
afterAll(() => app.close());

describe('listings', () => {
  test('a root admin lists every listing of the practice, a team member those they manage; prices in the currency’s units', async () => {
    const all = (await (await call('GET', '/api/listings', 'vet')).json()) as { listings: { id: number; currency: string; consultations: { price: number }[] }[] };
    const managed = (await (await call('GET', '/api/listings', 'staff')).json()) as { listings: { title: string }[] };
    expect(all.listings.length).toBeGreaterThan(managed.listings.length);
    expect(managed.listings.map((l) => l.title)).toEqual([expect.stringContaining('Dr. Luis Romero')]);
    const row = await listingRow(all.listings[0]!.id);
    expect(all.listings[0]!.currency).toBe('USD');
    expect(all.listings[0]!.consultations[0]!.price).toBe(row.consultations[0]!.price / 100);
    expect((await call('GET', `/api/listings/${patel}`, 'staff')).status).toBe(404);
    expect((await call('GET', `/api/listings/${patel}`, 'vet2')).status).toBe(404);
  });

  test('a rule broken is a 422 naming its field, and nothing is made; sent twice with one Idempotency-Key, it is made once', async () => {
    const before = await listingCount();
    const noTitle = await call('POST', '/api/listings', 'vet', body(''));
    expect(noTitle.status).toBe(422);
    expect(await noTitle.json()).toEqual({ msg: 'Title is required', field: 'title' });
    const badZone = await call('POST', '/api/listings', 'vet', body('Somewhere', [offered(VIDEO)], { timezone: 'Mars/Olympus' }));
    expect(badZone.status).toBe(422);
    expect(((await badZone.json()) as { field: string }).field).toBe('timezone');
    const highFee = await call('POST', '/api/listings', 'vet', body('Fees', [offered(VIDEO, 20)], { policy: { notice_hours: 24, inside: 'fee', fee: 30, reschedule_inside: true } }));
    expect(highFee.status).toBe(422);
    expect(await highFee.json()).toEqual({ msg: 'The cancellation fee cannot be more than the lowest consultation price', field: 'policy.fee' });
    expect(await listingCount()).toBe(before);

    const key = { 'idempotency-key': `listing-${crypto.randomUUID()}` };
    const first = await call('POST', '/api/listings', 'vet', body('Twice Sent'), key);
    const again = await call('POST', '/api/listings', 'vet', body('Twice Sent'), key);
    expect(first.status).toBe(201);
    const made = (await first.json()) as { listing: { id: number; title: string; consultations: unknown[] } };
    expect(made.listing).toMatchObject({ title: 'Twice Sent', consultations: [offered(VIDEO)] });
    expect(((await again.json()) as { listing: { id: number } }).listing.id).toBe(made.listing.id);
    expect(await listingCount()).toBe(before + 1);
  });

  test('taking away a type with an upcoming booking asks first (409 naming stranded, nothing saved), then keeps it as told', async () => {
    const made = (await (await call('POST', '/api/listings', 'vet', body('Two Types', [offered(VIDEO), offered(CLINIC)]))).json()) as { listing: { id: number } };
    const id = made.listing.id;
    const owner = await apiLogin(app, 'owner@example.com');
    const pet = await petOf(app, (await userByEmail(app, 'owner@example.com')).id);
    const slot = (await freeSlots(app, id, CLINIC, 3))[0]!;
    const paid = await payment(app, owner, { vendor_listing_id: id, type: CLINIC, slot, userTZ: 'America/New_York', pet: pet.id, info: { summary: 'Limping' }, payment: CARD });
    const bookingId = ((await paid.json()) as { id: number }).id;

    const asked = await call('PUT', `/api/listings/${id}`, 'vet', body('Two Types', [offered(VIDEO)]));
    expect(asked.status).toBe(409);
    const question = (await asked.json()) as { msg: string; field: string; bookings: { id: number; type: number; currency: string }[] };
    expect(question).toMatchObject({ msg: 'Choose what happens to these bookings', field: 'stranded', bookings: [{ id: bookingId, type: CLINIC, refund: 4000, currency: 'usd' }] });
    expect((await listingRow(id)).consultations.map((c) => c.type)).toEqual([VIDEO, CLINIC]);

    const kept = await call('PUT', `/api/listings/${id}`, 'vet', body('Two Types', [offered(VIDEO)], { stranded: 'keep', stranded_seen: [bookingId] }));
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({ kept: 1, canceled: 0, failed: 0, listing: { consultations: [offered(VIDEO), { type: CLINIC, status: false }] } });
    expect((await app.db.query.bookings.findFirst({ where: eq(bookings.id, bookingId) }))!.status).not.toBe(2);
  });
});

describe('a listing’s cancellation policy', () => {
  test('is read and set in the currency’s units, and the owners’ public read says the new policy', async () => {
    const made = (await (await call('POST', '/api/listings', 'vet', body('Policy Listing', [offered(VIDEO, 40)]))).json()) as { listing: { id: number } };
    const id = made.listing.id;
    expect(await (await call('GET', `/api/listings/${id}/cancel-policy`, 'vet')).json()).toEqual({ id, currency: 'USD', policy: null });
    const policy = { notice_hours: 24, inside: 'fee', fee: 12.5, reschedule_inside: false, no_show_fee: 20 };
    const set = await call('PUT', `/api/listings/${id}/cancel-policy`, 'vet', { policy });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ id, currency: 'USD', policy: { notice_hours: 24, inside: 'fee', refund_percent: null, fee: 12.5, reschedule_inside: false, no_show_fee: 20 } });
    expect((await listingRow(id)).policy).toMatchObject({ fee: 1250, no_show_fee: 2000 });
    const slot = (await freeSlots(app, id, VIDEO, 5))[0]!;
    const said = (await (await app.request(`/api/public/listings/${id}/cancel-policy?type=${VIDEO}&slot=${encodeURIComponent(slot)}`)).json()) as { policy: string[] };
    expect(said.policy.join(' ')).toContain('$12.50');
    expect(await (await call('DELETE', `/api/listings/${id}/cancel-policy`, 'vet')).json()).toEqual({ id, currency: 'USD', policy: null });
    expect((await listingRow(id)).policy).toBeNull();
  });

  test('a fee above the lowest price, a partial refund without its share or an unknown kind is a 422 naming the field, and the policy stays', async () => {
    const made = (await (await call('POST', '/api/listings', 'vet', body('Kept Policy', [offered(VIDEO, 40)], { policy: { notice_hours: 48, inside: 'none', reschedule_inside: true } }))).json()) as { listing: { id: number } };
    const id = made.listing.id;
    const before = (await listingRow(id)).policy;
    const cases: [unknown, string, string | null][] = [
      [{ notice_hours: 24, inside: 'fee', fee: 41, reschedule_inside: true }, 'policy.fee', 'The cancellation fee cannot be more than the lowest consultation price'],
      [{ notice_hours: 24, inside: 'partial', reschedule_inside: true }, 'policy.refund_percent', 'Refund share must be a whole percentage from 1 to 99'],
      [{ notice_hours: 24, inside: 'maybe', reschedule_inside: true }, 'policy.inside', null],
      [{ notice_hours: 0, inside: 'none', reschedule_inside: true }, 'policy.notice_hours', null],
    ];
    for (const [policy, field, msg] of cases) {
      const res = await call('PUT', `/api/listings/${id}/cancel-policy`, 'vet', { policy });
      expect(res.status).toBe(422);
      const refusal = (await res.json()) as { msg: string; field: string };
      expect(refusal.field).toBe(field);
      if (msg) expect(refusal.msg).toBe(msg);
    }
    expect((await listingRow(id)).policy).toEqual(before);
  });

  test('another practice, a team member who does not manage it and an owner may neither read nor set it', async () => {
    const before = (await listingRow(patel)).policy;
    for (const who of ['vet2', 'staff']) {
      expect((await call('GET', `/api/listings/${patel}/cancel-policy`, who)).status).toBe(404);
      expect((await call('PUT', `/api/listings/${patel}/cancel-policy`, who, { policy: { notice_hours: 1, inside: 'none', reschedule_inside: true } })).status).toBe(404);
      expect((await call('DELETE', `/api/listings/${patel}/cancel-policy`, who)).status).toBe(404);
    }
    expect((await call('DELETE', `/api/listings/${patel}/cancel-policy`, 'owner')).status).toBe(403);
    expect((await listingRow(patel)).policy).toEqual(before);
  });
});
