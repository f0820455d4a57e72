import { afterAll, beforeAll, expect, test } from 'bun:test';
import { desc, eq } from 'drizzle-orm';
import { pet_exams } from '../../../../db/schema';
import { createClockApp, type ClockApp } from '../../../helpers/clock';
import { postForm } from '../../../helpers/accounts';
import { insertSessionBooking } from '../../../helpers/sessions';
import { loginRow, sessionOf } from '../appointments/fixtures';
import { addLicence } from '../../../../src/features/telehealth/telehealth.service';
import { saveBookingTelehealth } from '../../../../src/features/telehealth/telehealth.repo';

/* An exam entered in error is marked so with its reason: it stays listed, struck through, and no longer makes the VCPR. */

// Thursday, November 26, 3 PM in New York (the practice's zone).
const START = '2026-11-26T20:00:00.000Z';
const VIDEO = 4000;
const TELETRIAGE = 'Prescribing needs a vet–client–patient relationship: this consultation is teletriage.';

let app: ClockApp;
const as: Record<string, Record<string, string>> = {};
let ownerId: number;
let petId: number;
let vetId: number;
let staffId: number;
let bookingId: number;

const examsUrl = () => `/app/users/${ownerId}/exams`;
const examsPage = async (who = 'vet') => (await app.request(examsUrl(), { headers: as[who] })).text();
const mark = (examId: number, who: string, reason: string) => postForm(app, `${examsUrl()}/${examId}/error`, { reason }, { headers: as[who] });
/** Records an exam today naming `by`, as the practice's root admin does on the page: its id. */
async function examBy(by: number): Promise<number> {
  expect((await postForm(app, examsUrl(), { pet_id: String(petId), examined_at: '2026-11-26', by_login_id: String(by) }, { headers: as.vet })).status).toBe(303);
  return (await app.db.select().from(pet_exams).where(eq(pet_exams.pet_id, petId)).orderBy(desc(pet_exams.id)).limit(1))[0]!.id;
}
const prescribeButton = async () => (await app.request(`/app/appointments/${bookingId}`, { headers: as.vet })).text();

beforeAll(async () => {
  app = await createClockApp(START);
  for (const [who, email, role] of [['vet', 'vet@example.com', 'vendor'], ['staff', 'staff@example.com', 'vendor'], ['other', 'vet2@example.com', 'vendor'], ['owner', 'owner@example.com', 'user']] as const) as[who] = await sessionOf(app, email, role);
  const vet = await loginRow(app, 'vet@example.com');
  [vetId, staffId] = [vet.id, (await loginRow(app, 'staff@example.com')).id];
  const booking = await insertSessionBooking(app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: -5, status: 1 });
  [bookingId, ownerId, petId] = [booking.id, booking.user_id, booking.details.pet!.id];
  await saveBookingTelehealth(app.db, { booking_id: booking.id, vendor_id: booking.vendor_id, user_id: booking.user_id }, { country: 'US', region: 'US-MA' }, app.now().toISOString());
  await addLicence(app.deps, { vendorId: vet.vendor_id, loginId: vet.id, country: 'US', region: '' });
}, 30_000);
afterAll(() => app.close());

test('the reason is required: refused 422 with the message by that exam, nothing marked, the consult still telemedicine', async () => {
  const examId = await examBy(vetId);
  expect(await prescribeButton()).not.toContain(TELETRIAGE);
  for (const reason of ['', '   ']) {
    const res = await mark(examId, 'vet', reason);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<details class="exam-error" open>[\\s\\S]*?action="${examsUrl()}/${examId}/error"`));
    expect(html).toContain(`id="field-reason-${examId}-error">Give the reason this exam was entered in error (at most 500 characters)</p>`);
  }
  const long = await mark(examId, 'vet', 'x'.repeat(501));
  expect(long.status).toBe(422);
  expect(await long.text()).toMatch(new RegExp(`id="field-reason-${examId}"[^>]*value="${'x'.repeat(501)}"`));
  expect((await app.db.select().from(pet_exams).where(eq(pet_exams.id, examId)))[0]!.error_reason).toBeNull();
  expect(await prescribeButton()).not.toContain(TELETRIAGE);
});

test('marked by the root admin, it stays listed struck through with its reason, who and when; the consult is teletriage again', async () => {
  const before = await examsPage();
  const [examId] = (await app.db.select().from(pet_exams).where(eq(pet_exams.pet_id, petId))).map((e) => e.id);
  expect(before).toContain(`action="${examsUrl()}/${examId}/error"`);
  const res = await mark(examId!, 'vet', 'Recorded on the wrong pet');
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe(`${examsUrl()}?saved=error`);
  const page = await (await app.request(`${examsUrl()}?saved=error`, { headers: { ...as.vet, cookie: `${as.vet.cookie}; tz=America/Chicago` } })).text();
  expect(page).toContain('The exam is marked entered in error: it no longer counts for telemedicine.');
  expect(page).toContain('<li class="exam-in-error"><s>Thu, Nov 26, 2026: exam by Maya Patel</s>');
  expect(page).toContain('Entered in error: Recorded on the wrong pet');
  expect(page).toContain('Marked by Maya Patel, Thu, Nov 26, 2026 · 2:00 PM CST');
  expect(page).not.toContain(`action="${examsUrl()}/${examId}/error"`);
  expect((await mark(examId!, 'vet', 'Again')).status).toBe(409);
  expect(await prescribeButton()).toContain(TELETRIAGE);
  const refused = await app.request(`/app/appointments/${bookingId}/prescriptions`, { method: 'POST', headers: { ...as.vet, accept: 'application/json' }, body: new URLSearchParams({ drug: 'Carprofen' }) });
  expect(refused.status).toBe(403);
});

test('a team member marks an exam that names them, not another vet’s; another practice and the owner cannot', async () => {
  const vets = await examBy(vetId);
  const theirs = await examBy(staffId);
  expect(await examsPage('staff')).not.toContain(`action="${examsUrl()}/${vets}/error"`);
  expect((await mark(vets, 'staff', 'Not mine to say')).status).toBe(403);
  expect((await mark(theirs, 'other', 'Not ours')).status).toBe(404);
  expect((await mark(theirs, 'owner', 'Not mine')).status).toBe(303);
  expect((await app.request(`/app/users/${ownerId}/exams`, { headers: as.owner })).status).toBe(303);
  expect((await mark(theirs, 'staff', 'Typed on the wrong day')).status).toBe(303);
  const marked = (await app.db.select().from(pet_exams).where(eq(pet_exams.id, theirs)))[0]!;
  expect(marked).toMatchObject({ error_reason: 'Typed on the wrong day', error_by_login_id: staffId });
  expect((await app.db.select().from(pet_exams).where(eq(pet_exams.id, vets)))[0]!.error_reason).toBeNull();
  // One exam of the vet still counts: the consult is telemedicine again.
  expect(await prescribeButton()).not.toContain(TELETRIAGE);
});
