import { afterAll, beforeAll, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { pets, users } from '../../../../db/schema';
import { createClockApp, type ClockApp } from '../../../helpers/clock';
import { insertSessionBooking } from '../../../helpers/sessions';
import { loginRow, sessionOf } from '../appointments/fixtures';
import { addLicence, recordExam } from '../../../../src/features/telehealth/telehealth.service';
import { saveBookingTelehealth } from '../../../../src/features/telehealth/telehealth.repo';

/* The prescription's paper is printed in whatever script its words are written in, and names the prescriber's licence. */

const START = '2026-11-27T00:40:00.000Z';
const VIDEO = 4000;
const RX = { drug: 'Ωμέγα-3', strength: '1000 mg', dose: '1 капсула', frequency: 'daily', duration_days: '30', quantity: '30', refills_allowed: '0', instructions: '每日一次，随餐服用' };

let app: ClockApp;
let vet: Record<string, string>;
let owner: Record<string, string>;
let vendorId: number;
let vetId: number;

/** A telemedicine consult of the owner's pet (now named 小李, the owner Lena Müller), the owner in `region`. */
async function consult(region: string) {
  const booking = await insertSessionBooking(app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: -5, status: 1 });
  await saveBookingTelehealth(app.db, { booking_id: booking.id, vendor_id: booking.vendor_id, user_id: booking.user_id }, { country: region.slice(0, 2), region }, app.now().toISOString());
  await recordExam(app.deps, { vendorId, petId: booking.details.pet!.id, examinedAt: '2026-11-26', byLoginId: vetId });
  return booking;
}

/** The text a PDF reader finds on the paper of a new prescription in that consult, and the paper's size. */
async function paperOf(bookingId: number, who = vet) {
  const made = await app.request(`/app/appointments/${bookingId}/prescriptions`, { method: 'POST', headers: { ...vet, accept: 'application/json' }, body: new URLSearchParams(RX) });
  expect(made.status).toBe(201);
  const { pdf_url } = (await made.json()) as { pdf_url: string };
  const res = await app.request(pdf_url, { headers: who });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return { text, size: bytes.length };
}

beforeAll(async () => {
  app = await createClockApp(START);
  const customer = (await app.db.query.users.findFirst({ where: eq(users.email, 'owner@example.com') }))!;
  await app.db.update(users).set({ first_name: 'Lena', last_name: 'Müller' }).where(eq(users.id, customer.id));
  await app.db.update(pets).set({ name: '小李' }).where(eq(pets.user_id, customer.id));
  vet = await sessionOf(app, 'vet@example.com', 'vendor');
  owner = await sessionOf(app, 'owner@example.com', 'user');
  const login = await loginRow(app, 'vet@example.com');
  [vendorId, vetId] = [login.vendor_id, login.id];
  await addLicence(app.deps, { vendorId, loginId: vetId, country: 'US', region: '', number: 'US-0042' });
  await addLicence(app.deps, { vendorId, loginId: vetId, country: 'US', region: 'US-MA', number: 'MA-12345' });
}, 30_000);
afterAll(() => app.close());

test('Chinese, Greek, Cyrillic and German words print as written (no "?"), in fonts embedded as subsets', async () => {
  const booking = await consult('US-MA');
  for (const who of [vet, owner]) {
    const { text, size } = await paperOf(booking.id, who);
    expect(text).toContain('Patient: 小李');
    expect(text).toContain('Owner: Lena Müller');
    expect(text).toContain('Drug: Ωμέγα-3 1000 mg');
    expect(text).toContain('Dose: 1 капсула, daily, for 30 days');
    expect(text).toContain('Instructions: 每日一次，随餐服用');
    expect(text).not.toContain('?');
    // The whole Chinese font is megabytes: only the characters printed are in the file.
    expect(size).toBeLessThan(200_000);
  }
});

test("the paper names the prescriber's licence where the pet is, else another of theirs with a number", async () => {
  expect((await paperOf((await consult('US-MA')).id)).text).toContain('Licence number: MA-12345 (US-MA)');
  expect((await paperOf((await consult('US-NY')).id)).text).toContain('Licence number: US-0042 (US)');
});
