import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { apiLogin, cookieHeader, postForm } from '../helpers/accounts';
import { formValues, HOSTILE_TEXTS, islandProps } from '../helpers/html';
import { vendor_listings, vendor_logins } from '../../db/schema';

/**
 * Issue 11 items 12 and 13: what a person types comes back exactly as typed, in every form
 * field that re-shows it and in every island's props, read by a real HTML parser.
 */
let app: TestApp;
let vet: string;
let owner: string;
let vetId: number;

beforeAll(async () => {
  app = await createTestApp();
  [vet, owner] = await Promise.all([apiLogin(app, 'vet@example.com', 'vendor'), apiLogin(app, 'owner@example.com')]);
  vetId = (await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, 'vet@example.com') }))!.id;
}, 30_000);
afterAll(() => app.close());

function listingForm(text: string, overrides: Record<string, string> = {}): FormData {
  const data = new FormData();
  const fields: Record<string, string | string[]> = {
    title: `Dr. ${text}`,
    line1: `Line one ${text}`,
    line2: text,
    address: `${text} street`,
    timezone: 'America/New_York',
    vendor_login_id: String(vetId),
    'consultations[0][type]': '4000',
    'consultations[0][duration]': '30',
    'consultations[0][price]': '50',
    'consultations[0][status]': 'on',
    'consultations[0][schedule][0][days][]': ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    'consultations[0][schedule][0][from]': '00:00',
    'consultations[0][schedule][0][to]': '24:00',
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) data.append(key, item);
  return data;
}

const TEXT_FIELDS = (text: string) => ({ title: `Dr. ${text}`, line1: `Line one ${text}`, line2: text, address: `${text} street` });

describe('attribute values are not escaped for & (issue 11 item 12): the listing form', () => {
  for (const text of HOSTILE_TEXTS) {
    test(`a refused listing form shows ${JSON.stringify(text)} back exactly as typed`, async () => {
      const res = await app.request('/app/listings/item', { method: 'POST', headers: cookieHeader(vet), body: listingForm(text, { 'consultations[0][price]': 'fifty' }) });
      expect(res.status).toBe(422);
      expect(formValues(await res.text())).toMatchObject(TEXT_FIELDS(text));
    });

    test(`a saved listing's edit form shows ${JSON.stringify(text)} exactly as typed, and saving it again keeps it`, async () => {
      const res = await app.request('/app/listings/item', { method: 'POST', headers: cookieHeader(vet), body: listingForm(text) });
      expect(res.status).toBe(303);
      const saved = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.title, `Dr. ${text}`) }))!;
      const shown = formValues(await (await app.request(`/app/listings/item?id=${saved.id}`, { headers: cookieHeader(vet) })).text());
      expect(shown).toMatchObject(TEXT_FIELDS(text));
      // Saving what the form shows stores the same text again.
      const resaved = listingForm(text);
      for (const key of Object.keys(TEXT_FIELDS(text))) resaved.set(key, shown[key]!);
      expect((await app.request(`/app/listings/item?id=${saved.id}`, { method: 'POST', headers: cookieHeader(vet), body: resaved })).status).toBe(303);
      const again = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.id, saved.id) }))!;
      expect({ title: again.title, line1: again.line1, line2: again.line2, address: again.address }).toEqual(TEXT_FIELDS(text));
    });
  }
});

describe('attribute values are not escaped for & (issue 11 item 12): other forms that show values back', () => {
  for (const text of HOSTILE_TEXTS) {
    test(`owner signup shows ${JSON.stringify(text)} back in every field`, async () => {
      const res = await postForm(app, '/auth/signup', { first_name: text, last_name: text, email: 'new-owner@example.com', password: 'x', role: 'user' });
      expect(res.status).toBe(422);
      expect(formValues(await res.text())).toMatchObject({ first_name: text, last_name: text });
    });

    test(`practice signup shows ${JSON.stringify(text)} back in every field`, async () => {
      const fields = { practice_name: text, summary: text, first_name: text, last_name: text };
      const res = await postForm(app, '/auth/signup', { ...fields, email: 'new-practice@example.com', password: 'x', role: 'vendor' });
      expect(res.status).toBe(422);
      expect(formValues(await res.text())).toMatchObject(fields);
    });

    test(`the profile form shows ${JSON.stringify(text)} back`, async () => {
      const res = await postForm(app, '/app/my-profile', { first_name: text, last_name: text }, { headers: cookieHeader(owner) });
      expect(res.status).toBe(422);
      expect(formValues(await res.text())).toMatchObject({ first_name: text, last_name: text });
    });
  }
});

describe("island props survive any string (issue 11 item 13): every island's props read back as given", () => {
  for (const text of HOSTILE_TEXTS) {
    test(`${JSON.stringify(text)} in a listing reaches the booking wizard, the booking widget and the listing form's timezone picker unchanged`, async () => {
      const res = await app.request('/app/listings/item', { method: 'POST', headers: cookieHeader(vet), body: listingForm(`${text} islands`) });
      expect(res.status).toBe(303);
      const saved = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.title, `Dr. ${text} islands`) }))!;

      const book = await (await app.request(`/book?listing=${saved.id}&tz=${encodeURIComponent(text)}`, { host: 'happypaws.localhost', headers: cookieHeader(owner) })).text();
      const wizard = islandProps(book).find((i) => i.name === 'BookingWizard')!.props as { listings: { id: number }[]; initial: { tz?: string } };
      expect(wizard.listings.find((l) => l.id === saved.id)).toMatchObject(TEXT_FIELDS(`${text} islands`));
      // The address's zone reaches the wizard as typed (or not at all), never rewritten.
      expect([undefined, text]).toContain(wizard.initial.tz);

      const home = await (await app.request('/', { host: 'happypaws.localhost' })).text();
      const islands = islandProps(home);
      expect(islands.map((i) => i.name)).toContain('BookingWidget');
      expect(islands.some((i) => (i.props as { listingId?: number }).listingId === saved.id)).toBe(true);

      const form = await (await app.request(`/app/listings/item?id=${saved.id}`, { headers: cookieHeader(vet) })).text();
      expect(islandProps(form).find((i) => i.name === 'TimezonePicker')!.props).toMatchObject({ value: 'America/New_York' });
    });
  }
});
