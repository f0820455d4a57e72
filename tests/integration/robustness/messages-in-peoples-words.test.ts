import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, bearer, cookieHeader, countRows, postForm, uniquePhone } from '../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../helpers/booking';
import { bookings, vendor_listings, vendor_logins } from '../../../db/schema';

/**
 * Messages in people's words: a refusal says what is wrong with what was typed (too long: the
 * maximum; below zero: 0 or more; a file: the kinds taken, named as people name them), and card
 * details are read as printed on the card.
 */
let app: TestApp;
let owner: string;
let vet: string;
let vetId: number;

beforeAll(async () => {
  app = await createTestApp();
  [owner, vet] = await Promise.all([apiLogin(app, 'owner@example.com'), apiLogin(app, 'vet@example.com', 'vendor')]);
  vetId = (await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, 'vet@example.com') }))!.id;
}, 60_000);
afterAll(() => app.close());

const LONG = 'a'.repeat(10_000);
const msgOf = async (res: Response) => ((await res.json()) as { msg: string }).msg;

function listingForm(price: string): FormData {
  const data = new FormData();
  const fields: Record<string, string | string[]> = {
    title: 'Dr. Price Check',
    line1: '1 Main Street',
    timezone: 'America/New_York',
    vendor_login_id: String(vetId),
    'consultations[0][type]': '4000',
    'consultations[0][duration]': '30',
    'consultations[0][price]': price,
    'consultations[0][status]': 'on',
    'consultations[0][schedule][0][days][]': ['Mon', 'Tue'],
    'consultations[0][schedule][0][from]': '09:00',
    'consultations[0][schedule][0][to]': '17:00',
  };
  for (const [key, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) data.append(key, item);
  return data;
}

describe('messages in people\'s words: what is wrong with what was typed', () => {
  test('a 10,000-character name is told the maximum, not "letters only" (signup form, API, profile)', async () => {
    const expected = 'First name must be at most 50 characters (you typed 10,000)';
    const api = await app.request('/api/account/register', { method: 'POST', json: { first_name: LONG, last_name: 'Smith', email: 'long@example.com', phone: uniquePhone(), password: 'password123' } });
    expect(api.status).toBe(422);
    expect(await api.json()).toEqual({ msg: expected, field: 'first_name' });
    const form = await postForm(app, '/auth/signup', { first_name: LONG, last_name: 'Smith', email: 'long@example.com', password: 'password123', role: 'user' });
    expect(form.status).toBe(422);
    const page = await form.text();
    expect(page).toContain(expected);
    expect(page).not.toContain('may contain letters only');
    const profile = await postForm(app, '/app/my-profile', { first_name: 'Sarah', last_name: LONG }, { headers: cookieHeader(owner) });
    expect(profile.status).toBe(422);
    expect(await profile.text()).toContain('Last name must be at most 50 characters (you typed 10,000)');
  });

  test('a 10,000-character password is told the maximum, not "at least 8" (signup, team member, login)', async () => {
    const signup = await app.request('/api/account/register', { method: 'POST', json: { first_name: 'Sam', last_name: 'Smith', email: 'pw@example.com', phone: uniquePhone(), password: LONG } });
    expect(signup.status).toBe(422);
    expect(await signup.json()).toEqual({ msg: 'Password must be at most 200 characters (you typed 10,000)', field: 'password' });
    const member = await app.request('/api/settings/team', {
      method: 'POST',
      headers: bearer(vet),
      json: { first_name: 'Sam', last_name: 'Smith', email: 'pw-member@example.com', phone: uniquePhone(), subrole: 'user', password: LONG },
    });
    expect(member.status).toBe(422);
    expect(await msgOf(member)).toBe('Password must be at most 200 characters (you typed 10,000)');
    const login = await app.request('/api/account/login', { method: 'POST', json: { email: 'owner@example.com', password: LONG, role: 'user' } });
    expect(login.status).toBe(422);
    expect(await msgOf(login)).toBe('Password must be at most 200 characters (you typed 10,000)');
  });

  test('a price of -5 is told it must be 0 or more, not "must be a number"; nothing is saved', async () => {
    const before = await countRows(app, vendor_listings);
    const res = await app.request('/app/listings/item', { method: 'POST', headers: cookieHeader(vet), body: listingForm('-5') });
    expect(res.status).toBe(422);
    const page = await res.text();
    expect(page).toContain('Price must be 0 or more');
    expect(page).not.toContain('must be a number');
    expect(await countRows(app, vendor_listings)).toBe(before);
    // A price with more decimals than its currency has keeps the rule's own words.
    const fraction = await app.request('/app/listings/item', { method: 'POST', headers: cookieHeader(vet), body: listingForm('4.555') });
    expect(fraction.status).toBe(422);
    expect(await fraction.text()).toContain('Price can have at most 2 decimals');
  });

  test('an .exe upload is told the kinds taken in words ("a PDF, JPEG, …"), not MIME types', async () => {
    const record = await app.request('/api/files/private', { method: 'POST', headers: bearer(owner), json: { fileName: 'setup.exe', fileType: 'application/x-msdownload', serviceType: 'phr' } });
    expect(record.status).toBe(422);
    const said = await msgOf(record);
    expect(said).toBe('This kind of file cannot be uploaded here: choose a PDF, JPEG, PNG, WebP, HEIC or DICOM file');
    expect(said).not.toContain('application/');
    const picture = await app.request('/api/files/public', { method: 'POST', headers: bearer(owner), json: { fileName: 'setup.exe', fileType: 'application/x-msdownload', serviceType: 'user_avatar' } });
    expect(picture.status).toBe(422);
    expect(await msgOf(picture)).toBe('This kind of file cannot be uploaded here: choose a JPEG, PNG or WebP file');
  });
});

describe('card entry as printed on the card: "4242 4242 4242 4242" and "12/28" are read before validation', () => {
  test('a booking paid with the number in groups and the expiry as MM/YY is made, and the card is charged', async () => {
    const listing = await listingByTitle(app, 'Dr. Maya Patel');
    const ownerRow = await userByEmail(app, 'owner@example.com');
    const pet = await petOf(app, ownerRow.id);
    const slot = await slotTaker(app, listing.id, 4000)();
    const before = await countRows(app, bookings);
    const card = { ...CARD, cardNumber: '4242 4242 4242 4242', expDt: '12/28' };
    const res = await payment(app, owner, { vendor_listing_id: listing.id, type: 4000, slot, userTZ: 'America/New_York', pet: pet.id, info: { summary: 'Itchy ears' }, payment: card });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ result: 'success' });
    expect(await countRows(app, bookings)).toBe(before + 1);
  });

  test('dashes and a four-digit year are read too; a number with letters or an impossible month is still refused', async () => {
    const listing = await listingByTitle(app, 'Dr. Maya Patel');
    const pet = await petOf(app, (await userByEmail(app, 'owner@example.com')).id);
    const slot = await slotTaker(app, listing.id, 4000)(4);
    const body = (card: Record<string, string>) => ({ vendor_listing_id: listing.id, type: 4000, slot, pet: pet.id, info: { summary: 'Cough' }, payment: { ...CARD, ...card } });
    const letters = await payment(app, owner, body({ cardNumber: '4242 4242 abcd 4242' }));
    expect(letters.status).toBe(422);
    expect(await letters.json()).toMatchObject({ msg: 'Card number must be 13 to 16 digits', field: 'payment.cardNumber' });
    const month = await payment(app, owner, body({ expDt: '13/28' }));
    expect(month.status).toBe(422);
    expect(await month.json()).toMatchObject({ msg: 'Expiry must be a month as YYYY-MM', field: 'payment.expDt' });
    const dashes = await payment(app, owner, body({ cardNumber: '4242-4242-4242-4242', expDt: '12 / 2028' }));
    expect(dashes.status).toBe(200);
  });
});
