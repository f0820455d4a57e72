import type { APIRequestContext } from '@playwright/test';
import { onDatabase, site } from './helpers';
import { insertSessionBooking } from './sessions-helpers';

/** What the walk of refused forms needs to find on its pages: the demo data's ids, and a few things made for it. */

const VIDEO = 4000;
const one = async <T>(sql: string, args: (string | number)[] = []) => (await onDatabase<T>(sql, args))[0]!;

export const ownerPetId = async () => (await one<{ id: number }>("select p.id from pets p join users u on u.id = p.user_id where u.email = 'owner@example.com' order by p.id limit 1")).id;
export const patelListingId = async () => (await one<{ id: number }>("select id from vendor_listings where title like 'Dr. Maya Patel%'")).id;
export const staffLoginId = async () => (await one<{ id: number }>("select id from vendor_logins where email = 'staff@example.com'")).id;
export const ownerUserId = async () => (await one<{ id: number }>("select id from users where email = 'owner@example.com'")).id;

/** A locked allergy entry of the owner's first pet that Happy Paws wrote: the owner asks it for a correction, the vet may mark it in error. */
export async function practiceRecordId(): Promise<number> {
  const pet = await one<{ id: number; user_id: number }>('select id, user_id from pets where id = ?', [await ownerPetId()]);
  const vet = await one<{ id: number; vendor_id: number }>("select id, vendor_id from vendor_logins where email = 'vet@example.com'");
  const made = new Date(Date.now() - 3 * 86_400_000).toISOString();
  const details = JSON.stringify({ name: 'Walked allergy', reaction: 'Itching' });
  const row = await one<{ id: number }>(
    'insert into phr (category, details, user_id, pet_id, created_at, updated_at, made_at, author_vendor_id, author_login_id) values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning id',
    ['allergies', details, pet.user_id, pet.id, made, made, made, vet.vendor_id, vet.id],
  );
  return row.id;
}

/** A confirmed video consultation of the owner's pet with Dr. Patel, `startsInMin` from now. */
export const videoBooking = (startsInMin: number) => insertSessionBooking({ email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin, status: 1 });

async function bearer(request: APIRequestContext, email: string, role: 'user' | 'vendor'): Promise<Record<string, string>> {
  const login = await request.post(site(undefined, '/api/account/login'), { data: { email, password: 'password123', role } });
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** A house visit the owner asked of Happy Paws: the practice's side shows its forms (ask more, decline). */
export async function houseVisit(request: APIRequestContext): Promise<number> {
  const headers = await bearer(request, 'owner@example.com', 'user');
  const data = { listing: await patelListingId(), pet: await ownerPetId(), address: '1 Walk Street', reason: 'A yearly check at home', preferred: 'Mornings', idempotencyKey: `walk-${Date.now()}` };
  const made = await request.post(site(undefined, '/api/requests/house-visit'), { headers, data });
  return ((await made.json()) as { id: number }).id;
}

/** A second opinion the owner asked (paid, one record shared): the practice's side shows Ask the owner and Deliver the report. */
export async function secondOpinion(request: APIRequestContext): Promise<number> {
  const headers = await bearer(request, 'owner@example.com', 'user');
  const pet = await ownerPetId();
  const record = await one<{ id: number }>('select id from phr where pet_id = ? order by id limit 1', [pet]);
  const payment = { name: 'Walk Owner', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '123' };
  const data = { listing: await patelListingId(), pet, question: 'Is this rash serious?', records: [record.id], payment, idempotencyKey: `walk-${Date.now()}` };
  const made = await request.post(site(undefined, '/api/requests/second-opinion'), { headers, data });
  return ((await made.json()) as { id: number }).id;
}

/** A second opinion the practice asked more of: the owner's side shows its answer form. */
export async function secondOpinionAskingMore(request: APIRequestContext): Promise<number> {
  const id = await secondOpinion(request);
  const headers = await bearer(request, 'vet@example.com', 'vendor');
  await request.post(site(undefined, `/api/requests/${id}/more-info`), { headers, data: { body: 'How long has it itched?' } });
  return id;
}

/** A telemedicine video consultation begun five minutes ago, the vet licensed and the pet examined: the vet may prescribe in it. */
export async function prescribableConsult(): Promise<number> {
  const id = await videoBooking(-5);
  const booking = await one<{ vendor_id: number; user_id: number; pet: number }>("select vendor_id, user_id, json_extract(details, '$.pet.id') as pet from bookings where id = ?", [id]);
  const vet = await one<{ id: number }>("select id from vendor_logins where email = 'vet@example.com'");
  await onDatabase("insert into booking_telehealth (booking_id, vendor_id, user_id, country, region) values (?, ?, ?, 'US', 'US-MA')", [id, booking.vendor_id, booking.user_id]);
  await onDatabase("insert or ignore into vet_licences (vendor_id, login_id, country, region) values (?, ?, 'US', '')", [booking.vendor_id, vet.id]);
  await onDatabase('insert into pet_exams (vendor_id, pet_id, examined_at, by_login_id) values (?, ?, ?, ?)', [booking.vendor_id, booking.pet, new Date(Date.now() - 3_600_000).toISOString(), vet.id]);
  return id;
}

/** A prescription with a refill left, issued through the API: its medication entry in the owner's records offers Request refill. */
export async function prescribed(request: APIRequestContext): Promise<number> {
  const consult = await prescribableConsult();
  const headers = await bearer(request, 'vet@example.com', 'vendor');
  const data = { drug: `Walkazole ${Date.now().toString(36)}`, strength: '10 mg', dose: '1 tablet', frequency: 'once a day', duration_days: 7, quantity: '7 tablets', refills_allowed: 2 };
  const rx = (await (await request.post(site(undefined, `/api/appointments/${consult}/prescriptions`), { headers, data })).json()) as { id: number };
  return (await one<{ id: number }>("select id from phr where category = 'medications' and json_extract(details, '$.prescription_id') = ?", [rx.id])).id;
}

/** A refill the owner asked of Happy Paws: the Refills screen offers its answer form. */
export async function refillAsked(request: APIRequestContext): Promise<void> {
  const record = await prescribed(request);
  const headers = await bearer(request, 'owner@example.com', 'user');
  await request.post(site(undefined, `/api/records/${record}/refill`), { headers, data: { note: 'Running low' } });
}

/** A house visit the practice accepted with a free clinic slot: the owner's side shows the card form to pay. */
export async function acceptedHouseVisit(request: APIRequestContext): Promise<number> {
  const id = await houseVisit(request);
  const listing = await patelListingId();
  for (let day = 2; day <= 14; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const res = await request.get(site(undefined, `/api/public/listings/${listing}/slots?type=2000&date=${date}&tz=America%2FNew_York`));
    const { slots } = (await res.json()) as { slots: { start: string }[] };
    if (slots.length === 0) continue;
    const slot = slots[Math.floor(Math.random() * slots.length)]!.start;
    await request.post(site(undefined, `/api/requests/${id}/accept`), { headers: await bearer(request, 'vet@example.com', 'vendor'), data: { slot } });
    return id;
  }
  throw new Error('no free clinic slot for the house visit');
}
