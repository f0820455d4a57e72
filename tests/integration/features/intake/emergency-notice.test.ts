import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader } from '../../../helpers/accounts';
import { CARD, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { LISTINGS, listingByTitle } from '../appointments/fixtures';

/* The red-flag emergency notice is the alert box, its number written as the reader dials it and callable. Happy Paws' number is +16175550199. */

const VIDEO = 4000;
const RED_FLAG = { concern: 'She is struggling to breathe', since: 'An hour', eating: 'no', breathing: 'no', collapsed: 'no', toxin: 'no' };

describe('the red-flag emergency notice', () => {
  let app: TestApp;
  let owner: string;
  let bookingId: number;

  const page = async (headers: Record<string, string> = {}) => (await app.request(`/app/my-appointments/${bookingId}`, { headers: { ...cookieHeader(owner), ...headers } })).text();
  /** The notice's element, from its opening tag to its own closing one. */
  const notice = (html: string) => {
    const start = html.indexOf('<div class="emergency-notice"');
    expect(start).toBeGreaterThan(-1);
    return html.slice(start, html.indexOf('</div></div>', start) + 12);
  };

  beforeAll(async () => {
    app = await createTestApp();
    owner = await apiLogin(app, 'owner@example.com', 'user');
    const listingId = (await listingByTitle(app, LISTINGS.patel)).id;
    const pet = (await petOf(app, (await userByEmail(app, 'owner@example.com')).id)).id;
    const slot = await slotTaker(app, listingId, VIDEO)();
    const res = await payment(app, owner, { vendor_listing_id: listingId, type: VIDEO, slot, userTZ: 'America/New_York', pet, info: { summary: 'Breathing' }, payment: CARD, telehealth_consent: 1 });
    expect(res.status).toBe(200);
    bookingId = ((await res.json()) as { id: number }).id;
  });
  afterAll(() => app.close());

  test('the red-flag emergency notice is an alert with the number formatted for people and callable', async () => {
    const ready = notice(await page());
    // Ready in the form before any answer, hidden until a red flag is chosen.
    expect(ready).toStartWith('<div class="emergency-notice" data-emergency hidden>');
    expect(ready).toContain('<div class="alert alert-error" role="alert">');
    expect(ready).toContain('<a href="tel:+16175550199">(617) 555-0199</a>');
    expect(ready).not.toContain('>+16175550199<');

    const saved = await app.request(`/api/appointments/${bookingId}/intake`, { method: 'PUT', headers: bearer(owner), json: { answers: RED_FLAG } });
    expect(saved.status).toBe(200);
    const shown = notice(await page());
    expect(shown).toStartWith('<div class="emergency-notice" data-emergency>');
    expect(shown).toContain('role="alert"');
    expect(shown).toContain('This may be an emergency. Call Happy Paws Veterinary Clinic now on <a href="tel:+16175550199">(617) 555-0199</a> or go to the nearest emergency clinic.');
  });

  test("a reader outside the number's country reads it in international form, in their language", async () => {
    expect(notice(await page({ 'accept-language': 'en-GB' }))).toContain('<a href="tel:+16175550199">+1 617 555 0199</a>');
    const spanish = notice(await page({ 'accept-language': 'es-ES' }));
    expect(spanish).toContain('<a href="tel:+16175550199">+1 617 555 0199</a>');
    expect(spanish).toContain('role="alert"');
  });
});
