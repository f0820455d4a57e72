import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { latestOutbox, onDatabase, ownerThroughApi, port, site } from './helpers';
import { insertSessionBooking } from './sessions-helpers';
import { freeSlot, listingsOf } from './booking-helpers';

const PASSWORD = 'layout-world-password';
const VIDEO = 4000;
const CHAT = 6000;
const CARD = { name: 'Pat Owner', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '123' };
/** playwright.config.ts lets this loopback port past the webhook address guard; nothing listens there, so a delivery fails and is logged. */
const NOBODY_LISTENS = `http://127.0.0.1:${port + 7}/layout-world`;

/** What the last wave's screens need to show something: ids and links of one new owner's data with both demo practices. */
export interface LayoutWorld {
  email: string;
  password: string;
  userId: number;
  petId: number;
  /** A paid future video visit with Dr. Patel (Happy Paws): cancel quote, tabs, intake, series. */
  booked: number;
  /** A video consultation begun minutes ago, licensed and examined: prescribed in, refill asked. */
  consulted: number;
  /** A clinic visit two hours ago, marked no-show. */
  noShow: number;
  /** A free chat with City Cat Clinic (the UK practice). */
  cityBooked: number;
  patelListing: number;
  amendedRecord: number;
  managePath: string;
  /** A day (the listing's) with free video slots with Dr. Patel: a reschedule lists its times. */
  freeDay: string;
  rxPath: string;
  offerPath: string;
  cityWebhook: number;
}

/** The booking helpers ask only a page's request context of it. */
const asPage = (request: APIRequestContext) => ({ request }) as unknown as Page;

/** A signed-in person's request headers. */
type AuthHeaders = Record<string, string>;

/** Signs in through the JSON API; answers the bearer header. */
async function bearer(request: APIRequestContext, email: string, password: string, role: 'user' | 'vendor'): Promise<AuthHeaders> {
  const res = await request.post(site(undefined, '/api/account/login'), { data: { email, password, role } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** The body of an answer that succeeded (any 2xx); fails naming what the app answered otherwise. */
async function created<T>(response: Promise<APIResponse>): Promise<T> {
  const res = await response;
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
}

/** The link (matched by `pattern`) in the newest message to `to`, once it is one that carries such a link (in whichever language). */
async function mailedPath(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  const body = async () => (await latestOutbox(asPage(request), to))?.body ?? '';
  await expect.poll(body, { timeout: 30_000 }).toMatch(pattern);
  return new URL(pattern.exec(await body())![0]).pathname;
}

/** A consultation begun five minutes ago in which Dr. Patel may prescribe: the owner in Massachusetts, the vet licensed in the US, the pet examined today. */
async function licensedConsult(email: string): Promise<number> {
  const id = await insertSessionBooking({ email, listing: 'patel', type: VIDEO, startsInMin: -5, status: 1 });
  const [booking] = await onDatabase<{ vendor_id: number; user_id: number; pet: number }>("select vendor_id, user_id, json_extract(details, '$.pet.id') as pet from bookings where id = ?", [id]);
  const [vet] = await onDatabase<{ id: number }>("select id from vendor_logins where email = 'vet@example.com'");
  await onDatabase("insert into booking_telehealth (booking_id, vendor_id, user_id, country, region) values (?, ?, ?, 'US', 'US-MA')", [id, booking!.vendor_id, booking!.user_id]);
  await onDatabase("insert or ignore into vet_licences (vendor_id, login_id, country, region) values (?, ?, 'US', '')", [booking!.vendor_id, vet!.id]);
  await onDatabase('insert into pet_exams (vendor_id, pet_id, examined_at, by_login_id) values (?, ?, ?, ?)', [booking!.vendor_id, booking!.pet, new Date(Date.now() - 3_600_000).toISOString(), vet!.id]);
  return id;
}

/** A prescription with refills issued in the consultation, and the owner asking for a refill of it. */
async function prescribedAndRefillAsked(request: APIRequestContext, owner: AuthHeaders, vet: AuthHeaders, consulted: number, petId: number): Promise<string> {
  const drug = 'Carprofen chewable';
  const rx = await created<{ verify_url: string }>(
    request.post(site(undefined, `/app/appointments/${consulted}/prescriptions`), {
      headers: { ...vet, accept: 'application/json' },
      data: { drug, strength: '75 mg', dose: '1 tablet', frequency: 'twice a day with food', duration_days: 14, quantity: '28 tablets', refills_allowed: 2, instructions: 'Give with a meal.' },
    }),
  );
  const meds = await created<{ id: number; details: Record<string, unknown> }[]>(request.get(site(undefined, `/api/pets/${petId}/records?category=medications`), { headers: owner }));
  const record = meds.find((m) => JSON.stringify(m.details).includes(drug))!;
  await posted(request, `/app/medical-records/records/${record.id}/refill`, owner, { note: 'Nearly out: two tablets left' });
  return new URL(rx.verify_url).pathname;
}

/** A form post as a browser sends it, signed in by `who`: answers with a redirect (303) or the page (200). */
async function posted(request: APIRequestContext, path: string, who: AuthHeaders, form: Record<string, string>) {
  const res = await request.post(site(undefined, path), { headers: who, form, maxRedirects: 0 });
  expect([200, 303], `${path}: ${res.status()}`).toContain(res.status());
  return res;
}

/** City Cat Clinic's endpoint where nobody listens: the next booking's delivery fails and is logged. */
async function webhookEndpoint(request: APIRequestContext, city: AuthHeaders): Promise<number> {
  const url = `${NOBODY_LISTENS}/${Date.now()}`;
  const body = new URLSearchParams([['url', url], ['events', 'booking.created'], ['events', 'booking.canceled']]).toString();
  const res = await request.post(site(undefined, '/app/settings/webhooks/new'), { headers: { ...city, 'content-type': 'application/x-www-form-urlencoded' }, data: body, maxRedirects: 0 });
  expect(res.status()).toBe(303);
  return (await onDatabase<{ id: number }>('select id from webhook_endpoints where url = ?', [url]))[0]!.id;
}

/** Waits for the endpoint's first attempt, then turns it off: no retries reach other journeys' receivers. */
async function deliveredOnce(request: APIRequestContext, city: AuthHeaders, endpoint: number) {
  await expect.poll(async () => (await onDatabase('select id from webhook_deliveries where endpoint_id = ? and last_attempt_at is not null', [endpoint])).length, { timeout: 30_000 }).toBeGreaterThan(0);
  await posted(request, `/app/settings/webhooks/${endpoint}/disable`, city, {});
}

/** An allergy entry past its 24 hours, amended with a reason: it has a history. */
async function amendedRecord(request: APIRequestContext, owner: AuthHeaders, petId: number): Promise<number> {
  const details = { name: 'Chicken protein', reaction: 'Itchy ears and paws after meals' };
  const record = await created<{ id: number }>(request.post(site(undefined, `/api/pets/${petId}/records`), { headers: owner, data: { category: 'allergies', details } }));
  await onDatabase('update phr set made_at = ? where id = ?', [new Date(Date.now() - 3 * 86_400_000).toISOString(), record.id]);
  await created(request.put(site(undefined, `/api/records/${record.id}`), { headers: owner, data: { details: { ...details, reaction: 'Itchy ears, paws and belly after meals' }, reason: 'The vet saw the belly rash too' } }));
  return record.id;
}

/** A day of Dr. Romero's chats with free slots: joining its waitlist is offered one at once. */
async function waitlistOffer(request: APIRequestContext, owner: AuthHeaders, email: string): Promise<string> {
  const romero = (await listingsOf(asPage(request), 'happypaws')).find((l) => l.title.startsWith('Dr. Luis Romero'))!;
  const day = DateTime.now().setZone(romero.timezone).plus({ days: 9 }).toISODate()!;
  await created(request.post(site(undefined, '/api/waitlist'), { headers: owner, data: { listing_id: romero.id, type: CHAT, from: day, to: day } }));
  return mailedPath(request, email, /https?:\/\/\S+\/waitlist\/offers\/[A-Za-z0-9_-]+/);
}

/** Makes one new owner's world, read in `language` (chosen in their profile); the demo practices' logins act on it. */
export async function buildLayoutWorld(request: APIRequestContext, language: 'en' | 'es' = 'en'): Promise<LayoutWorld> {
  const email = await ownerThroughApi(request, undefined as never, PASSWORD, { first_name: 'Wilhelmina', last_name: 'Layout-Castellanos' });
  await onDatabase('update users set language = ? where email = ?', [language, email]);
  const owner = await bearer(request, email, PASSWORD, 'user');
  const vet = await bearer(request, 'vet@example.com', 'password123', 'vendor');
  const city = await bearer(request, 'vet2@example.com', 'password123', 'vendor');
  const [{ id: userId }] = await onDatabase<{ id: number }>('select id from users where email = ?', [email]);
  const pet = await created<{ id: number }>(request.post(site(undefined, '/api/pets'), { headers: owner, data: { name: 'Biscuit', type: 1 } }));
  const listings = await listingsOf(asPage(request), 'happypaws');
  const patel = listings.find((l) => l.title.startsWith('Dr. Maya Patel'))!;
  const slot = await freeSlot(asPage(request), patel.id, VIDEO, patel.timezone, 3);
  const booking = (data: Record<string, unknown>) => created<{ id: number }>(request.post(site(undefined, '/api/payment'), { headers: owner, data: { userTZ: 'America/New_York', pet: pet.id, payment: CARD, telehealth_consent: 1, owner_country: 'US', owner_region: 'US-MA', ...data } }));
  const freeDay = (await freeSlot(asPage(request), patel.id, VIDEO, patel.timezone, 6)).date;
  const booked = (await booking({ vendor_listing_id: patel.id, type: VIDEO, slot: slot.start, info: { summary: 'Itchy ears and paws after meals' } })).id;
  const managePath = await mailedPath(request, email, /https?:\/\/\S+\/m\/[0-9a-z]+\.[A-Za-z0-9_-]{16}/);

  const cityWebhook = await webhookEndpoint(request, city);
  const [hughes] = await listingsOf(asPage(request), 'citycats');
  const citySlot = await freeSlot(asPage(request), hughes!.id, CHAT, hughes!.timezone, 4);
  const cityBooked = (await booking({ vendor_listing_id: hughes!.id, type: CHAT, slot: citySlot.start, userTZ: 'Europe/London', owner_country: 'GB', owner_region: 'GB-LND', info: { summary: 'Sneezing since Tuesday' } })).id;

  await deliveredOnce(request, city, cityWebhook);
  const consulted = await licensedConsult(email);
  const rxPath = await prescribedAndRefillAsked(request, owner, vet, consulted, pet.id);
  const noShow = await insertSessionBooking({ email, listing: 'patel', type: 2000, startsInMin: -120, status: 0 });
  await created(request.post(site(undefined, `/api/appointments/${noShow}/attendance`), { headers: vet, data: { mark: 'no-show' } }));

  for (const [who, kind] of [[owner, 'owner'], [vet, 'vet']] as const) await posted(request, `/app/calendar-feeds/${kind}/renew`, who, {});
  return {
    email,
    password: PASSWORD,
    userId,
    petId: pet.id,
    booked,
    consulted,
    noShow,
    cityBooked,
    patelListing: patel.id,
    amendedRecord: await amendedRecord(request, owner, pet.id),
    managePath,
    freeDay,
    rxPath,
    offerPath: await waitlistOffer(request, owner, email),
    cityWebhook,
  };
}
