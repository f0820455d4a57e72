import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createClockApp, type ClockApp } from '../../../helpers/clock';
import { insertSessionBooking } from '../../../helpers/sessions';
import { addLicence, recordExam } from '../../../../src/features/telehealth/telehealth.service';
import { saveBookingTelehealth } from '../../../../src/features/telehealth/telehealth.repo';
import { cardIds, loginRow, sessionOf } from './fixtures';

/*
 * A consultation that has started keeps its Active badge and its place under the default "in
 * progress" filter, marked "Happening now", until its time span ends; then it is Completed. A
 * telemedicine consultation is prescribed in while it runs, without marking it arrived.
 */

// Evening in New York; the demo data is seeded at this instant.
const START = '2026-11-27T00:40:00.000Z';
const VIDEO = 4000;
const RX = { drug: 'Carprofen', strength: '75 mg', dose: '1 tablet', frequency: 'twice a day', duration_days: '14', quantity: '28 tablets', refills_allowed: '0', instructions: '' };

let app: ClockApp;
const as: Record<string, Record<string, string>> = {};

const page = async (path: string, who: string, htmx = false) => {
  const res = await app.request(path, { headers: { ...as[who], ...(htmx ? { 'hx-request': 'true' } : {}) } });
  expect(res.status).toBe(200);
  return res.text();
};
/** The card of one booking in a list, as the reader sees it. */
const card = (html: string, id: number) => [...html.matchAll(/<article[^>]*data-booking-id="(\d+)"[\s\S]*?<\/article>/g)].find((m) => Number(m[1]) === id)?.[0] ?? '';
const prescribe = (bookingId: number) =>
  app.request(`/app/appointments/${bookingId}/prescriptions`, { method: 'POST', headers: { ...as.vet, accept: 'application/json' }, body: new URLSearchParams(RX) });

/** A confirmed (status 0) video consultation starting `startsInMin` from now, telemedicine: the pet examined, the vet licensed where the owner is. */
async function videoConsult(startsInMin: number) {
  const booking = await insertSessionBooking(app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin });
  await saveBookingTelehealth(app.db, { booking_id: booking.id, vendor_id: booking.vendor_id, user_id: booking.user_id }, { country: 'US', region: 'US-MA' }, app.now().toISOString());
  return booking;
}

beforeAll(async () => {
  app = await createClockApp(START);
  as.owner = await sessionOf(app, 'owner@example.com', 'user');
  as.vet = await sessionOf(app, 'vet@example.com', 'vendor');
  const vet = await loginRow(app, 'vet@example.com');
  const probe = await videoConsult(24 * 60);
  await addLicence(app.deps, { vendorId: vet.vendor_id, loginId: vet.id, country: 'US', region: '' });
  await recordExam(app.deps, { vendorId: vet.vendor_id, petId: probe.details.pet!.id, examinedAt: '2026-11-26', byLoginId: vet.id });
}, 30_000);
afterAll(() => app.close());

describe('a consultation under way', () => {
  test('the vet in the live call can prescribe in a confirmed telemedicine consultation without marking it arrived', async () => {
    const booking = await videoConsult(-5);
    const session = await page(`/appointments/${booking.id}/session`, 'vet');
    expect(session).toContain(`href="/app/appointments/${booking.id}/prescribe"`);
    expect(session).not.toContain('Prescribing is possible in a confirmed or attended consultation only.');
    const res = await prescribe(booking.id);
    expect(res.status).toBe(201);
  });

  test('before a telemedicine consultation starts, Prescribe is disabled with the reason and a post is refused', async () => {
    const booking = await videoConsult(120);
    const detail = await page(`/app/appointments/${booking.id}`, 'vet');
    expect(detail).toContain('Prescribing opens when the consultation starts.');
    expect(detail).toMatch(/<button type="button" class="button" disabled[^>]*>Prescribe<\/button>/);
    const res = await prescribe(booking.id);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ msg: 'Prescribing opens when the consultation starts.' });
  });

  test('a consultation that has started is listed under the default filter, Active and Happening now, with Open session; once it ends it is Completed', async () => {
    const booking = await videoConsult(-5);
    const upcoming = await page('/app/my-appointments', 'owner');
    expect(cardIds(upcoming)).toContain(booking.id);
    expect(card(upcoming, booking.id)).toContain('>Active<');
    expect(card(upcoming, booking.id)).toContain('>Happening now<');
    expect(cardIds(await page('/app/my-appointments?status=complete', 'owner', true))).not.toContain(booking.id);
    const detail = await page(`/app/my-appointments/${booking.id}`, 'owner');
    expect(detail).toContain('Open session');
    expect(detail).toContain('>Happening now<');
    expect(detail).not.toContain('>Completed<');

    // Its end passes (the video consultation lasts less than an hour).
    expect((await app.moveClock({ advance: 'PT1H' })).status).toBe(200);
    expect(cardIds(await page('/app/my-appointments', 'owner', true))).not.toContain(booking.id);
    const complete = await page('/app/my-appointments?status=complete', 'owner', true);
    expect(cardIds(complete)).toContain(booking.id);
    expect(card(complete, booking.id)).toContain('>Completed<');
    expect(card(complete, booking.id)).not.toContain('Happening now');
  });
});
