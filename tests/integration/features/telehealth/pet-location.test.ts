import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { desc, eq } from 'drizzle-orm';
import { booking_requests, booking_telehealth, bookings, outbox } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, countRows, createOwner, postForm } from '../../../helpers/accounts';
import { payment, slotTaker, userByEmail } from '../../../helpers/booking';
import { LISTINGS, listingByTitle, loginRow } from '../appointments/fixtures';
import { formValues } from '../../../helpers/html';
import { dayIn } from '../../../../src/lib/time';

/* Where the pet will be: ISO 3166 pickers for owners and practices alike, the same checks on the server, kept the same way. */

const VIDEO = 4000;
const SETTINGS = '/app/settings/telehealth';

describe('where the pet will be', () => {
  let app: TestApp;
  let owner: string;
  let vet: string;
  let vet2: string;
  let ownerId: number;
  let patel: number;
  let hughes: number;
  let pet: number;
  let takePatel: () => Promise<string>;
  let takeHughes: () => Promise<string>;

  const call = (path: string, token: string | null, headers: Record<string, string> = {}) => app.request(path, { headers: { ...(token ? bearer(token) : {}), ...headers } });
  const kindOf = async (id: number) => (await (await call(`/api/appointments/${id}/telehealth`, vet)).json()) as { consult_kind: string; location: unknown };
  /** Happy Paws books a video consult for its customer, payment waived, with the place given. */
  const practiceBooks = async (place: Record<string, string>) =>
    payment(app, vet, { vendor_listing_id: patel, type: VIDEO, slot: await takePatel(), userTZ: 'America/New_York', pet, info: { summary: 'Scratching' }, user_id: ownerId, waive: true, telehealth_consent: undefined, ...place });

  beforeAll(async () => {
    app = await createTestApp();
    [owner, vet, vet2] = await Promise.all([apiLogin(app, 'owner@example.com'), apiLogin(app, 'vet@example.com', 'vendor'), apiLogin(app, 'vet2@example.com', 'vendor')]);
    ownerId = (await userByEmail(app, 'owner@example.com')).id;
    patel = (await listingByTitle(app, LISTINGS.patel)).id;
    hughes = (await listingByTitle(app, LISTINGS.hughes)).id;
    pet = ((await (await app.request('/api/pets', { method: 'POST', headers: bearer(owner), json: { name: 'Pebble', type: 1 } })).json()) as { id: number }).id;
    takePatel = slotTaker(app, patel, VIDEO);
    takeHughes = slotTaker(app, hughes, VIDEO, 'Europe/London');
  }, 30_000);
  afterAll(() => app.close());

  test("the pickers' lists: every country in the reader's language, one country's regions by name; a code not in ISO 3166 is refused by the Country field", async () => {
    const countries = (await (await call('/api/telehealth/countries', owner, { 'accept-language': 'es' })).json()) as { countries: { code: string; name: string }[] };
    expect(countries.countries.find((c) => c.code === 'GB')?.name).toBe('Reino Unido');
    const gb = (await (await call('/api/telehealth/regions?country=GB', owner)).json()) as { country: string; regions: { code: string; name: string }[] };
    expect(gb.regions).toContainEqual({ code: 'GB-SCT', name: 'Scotland' });
    const us = (await (await call('/api/telehealth/regions?country=us', owner)).json()) as { regions: { code: string; name: string }[] };
    expect(us.regions).toContainEqual({ code: 'US-MA', name: 'Massachusetts' });
    const uk = await call('/api/telehealth/regions?country=UK', owner);
    expect(uk.status).toBe(422);
    expect(await uk.json()).toMatchObject({ field: 'country', msg: 'Choose a country from the list: an ISO 3166-1 two-letter code' });
  });

  test("the wizard starts from the practice's country: United Kingdom at City Cat Clinic, the United States at Happy Paws", async () => {
    const cityCats = (await (await call(`/api/telehealth/consent?vendor_listing_id=${hughes}`, vet2)).json()) as Record<string, unknown>;
    expect(cityCats).toMatchObject({ practice_country: 'GB', location: null });
    expect(await (await call(`/api/telehealth/consent?vendor_listing_id=${patel}`, vet)).json()).toMatchObject({ practice_country: 'US' });
  });

  test("the UK practice's licence form offers United Kingdom and its regions, no US-CA hint; another country's regions come by htmx", async () => {
    const page = await (await app.request(SETTINGS, { headers: cookieHeader(vet2) })).text();
    expect(page).toMatch(/<option value="GB" selected>United Kingdom<\/option>/);
    expect(page).toContain('<option value="GB-SCT">Scotland</option>');
    expect(page).not.toContain('US-CA');
    const fragment = await (await app.request(`${SETTINGS}/regions?country=US`, { headers: { ...cookieHeader(vet2), 'hx-request': 'true' } })).text();
    expect(fragment).toStartWith('<div id="licence-region">');
    expect(fragment).toContain('<option value="US-MA">Massachusetts</option>');
  });

  test('a licence for a country not in ISO 3166 is refused by the Country field, the form re-shown as filled, nothing written', async () => {
    const login = await loginRow(app, 'vet2@example.com');
    const res = await postForm(app, `${SETTINGS}/licences`, { login_id: String(login.id), country: 'UK', region: '', number: 'RCVS-778' }, { headers: { ...cookieHeader(vet2), origin: 'http://localhost' } });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('<p class="field-error" id="field-country-error">Choose a country from the list: an ISO 3166-1 two-letter code</p>');
    expect(formValues(html)).toMatchObject({ country: 'UK', region: '', number: 'RCVS-778', login_id: String(login.id) });
    const settings = (await (await call('/api/telehealth/settings', vet2)).json()) as { licences: unknown[] };
    expect(settings.licences).toEqual([]);
  });

  test("a practice's remote booking keeps where the pet will be, so a licensed vet's visit is telemedicine; a bad place is refused by its field", async () => {
    const vetId = (await loginRow(app, 'vet@example.com')).id;
    expect((await app.request('/api/telehealth/licences', { method: 'POST', headers: bearer(vet), json: { login_id: vetId, country: 'US', region: 'US-MA' } })).status).toBe(201);
    expect((await app.request(`/api/users/${ownerId}/exams`, { method: 'POST', headers: bearer(vet), json: { pet_id: pet, examined_at: dayIn('America/New_York', app.deps.clock()) } })).status).toBe(201);

    const before = await countRows(app, bookings);
    for (const [place, field] of [
      [{ owner_country: 'UK', owner_region: '' }, 'owner_country'],
      [{ owner_country: 'USA' }, 'owner_country'],
      [{ owner_country: 'US', owner_region: 'US-ZZ' }, 'owner_region'],
    ] as const) {
      const refused = await practiceBooks(place);
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({ field });
    }
    expect(await countRows(app, bookings)).toBe(before);

    const inMassachusetts = await practiceBooks({ owner_country: 'US', owner_region: 'US-MA' });
    expect(inMassachusetts.status).toBe(200);
    const booked = ((await inMassachusetts.json()) as { id: number }).id;
    expect(await kindOf(booked)).toMatchObject({ consult_kind: 'telemedicine', location: { country: 'US', region: 'US-MA' } });
    const away = ((await (await practiceBooks({ owner_country: 'US', owner_region: 'US-CA' })).json()) as { id: number }).id;
    expect((await kindOf(away)).consult_kind).toBe('teletriage');
  });

  test('a booking the person accepts later keeps the place the practice gave; a bad one is refused before anything is sent', async () => {
    const person = await createOwner(app, { first_name: 'Isla', last_name: 'Reid' });
    const ask = async (place: Record<string, string>) =>
      payment(app, vet2, { vendor_listing_id: hughes, type: VIDEO, slot: await takeHughes(), userTZ: 'Europe/London', info: { summary: 'Cat check' }, customer_email: person.email, waive: true, ...place });
    const requestsBefore = await countRows(app, booking_requests);
    const refused = await ask({ owner_country: 'GB', owner_region: 'GB-ZZZ' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ field: 'owner_region' });
    expect(await countRows(app, booking_requests)).toBe(requestsBefore);

    expect((await ask({ owner_country: 'GB', owner_region: 'GB-SCT' })).status).toBe(202);
    const mail = (await app.db.query.outbox.findFirst({ where: eq(outbox.to, person.email), orderBy: desc(outbox.id) }))!;
    const token = /\/booking-requests\/accept\?t=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
    const accepted = await postForm(app, '/booking-requests/accept', { t: token, pet_name: 'Haggis', pet_type: '2' }, { headers: { origin: 'http://localhost' } });
    expect(accepted.status).toBe(200);
    const booking = (await app.db.query.bookings.findFirst({ where: eq(bookings.user_id, person.id) }))!;
    const kept = (await app.db.query.booking_telehealth.findFirst({ where: eq(booking_telehealth.booking_id, booking.id) }))!;
    expect(kept).toMatchObject({ country: 'GB', region: 'GB-SCT', kind: 'teletriage' });
  });
});
