import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq, sql } from 'drizzle-orm';
import { bookings, intake_answers, phr } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader } from '../../../helpers/accounts';
import { CARD, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { PDF, PNG, upload } from '../records/helpers';
import { LISTINGS, listingByTitle } from '../appointments/fixtures';

/* Intake before the visit: the owner answers the questions, the practice reads them, red flags warn the owner at once, and the answers are filed on the pet's record. */

const VIDEO = 4000;
const PRACTICE = 'City Cat Clinic';
export const MP4 = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32, 0, 0, 0, 8, 0x66, 0x72, 0x65, 0x65]);

interface State {
  questions: { id: string; kind: string; label: string; redFlags: string[] }[];
  answers: { question_id: string; label: string; value: unknown; files: { url: string; type: string }[]; red_flag: boolean }[];
  redFlag: boolean;
  emergency: { message: string; phone: string | null } | null;
  pendingEmergency: { message: string; phone: string | null } | null;
  mayAnswer: boolean;
}

describe('intake before the visit', () => {
  let app: TestApp;
  let now = new Date();
  let owner: string;
  let vet: string;
  let otherOwner: string;
  let otherVet: string;
  let pet: number;
  let listingId: number;
  let take: (fromDay?: number) => Promise<string>;

  const get = (token: string, id: number) => app.request(`/api/appointments/${id}/intake`, { headers: bearer(token) });
  const put = (token: string, id: number, answers: Record<string, unknown>) => app.request(`/api/appointments/${id}/intake`, { method: 'PUT', json: { answers }, headers: bearer(token) });
  const book = async () => {
    const body = { vendor_listing_id: listingId, type: VIDEO, slot: await take(), userTZ: 'Europe/London', pet, info: { summary: 'Coughing' }, payment: CARD };
    const res = await payment(app, owner, body);
    expect(res.status).toBe(200);
    return ((await res.json()) as { id: number }).id;
  };
  const intakeRecords = (id: number) => app.db.select().from(phr).where(and(eq(phr.pet_id, pet), sql`json_extract(${phr.details}, '$.intake_booking_id') = ${id}`));
  const VALID = { concern: 'Coughing at night', since: 'Two days', eating: 'yes', breathing: 'yes', collapsed: 'no', toxin: 'no' };

  beforeAll(async () => {
    app = await createTestApp({ clock: () => now });
    owner = await apiLogin(app, 'owner2@example.com', 'user');
    vet = await apiLogin(app, 'vet2@example.com', 'vendor');
    otherOwner = await apiLogin(app, 'owner@example.com', 'user');
    otherVet = await apiLogin(app, 'vet@example.com', 'vendor');
    listingId = (await listingByTitle(app, LISTINGS.hughes)).id;
    pet = (await petOf(app, (await userByEmail(app, 'owner2@example.com')).id)).id;
    take = slotTaker(app, listingId, VIDEO, 'Europe/London');
  });
  afterAll(() => app.close());

  test('a video consultation asks the default triage set, with the practice’s number ready for a red flag', async () => {
    const id = await book();
    const res = await get(owner, id);
    expect(res.status).toBe(200);
    const state = (await res.json()) as State;
    expect(state.questions.map((q) => q.id)).toEqual(['concern', 'since', 'eating', 'breathing', 'collapsed', 'toxin', 'photo', 'video']);
    expect(state.questions.find((q) => q.id === 'breathing')).toMatchObject({ label: 'Is your pet breathing normally?', redFlags: ['no'] });
    expect(state).toMatchObject({ answers: [], redFlag: false, emergency: null, mayAnswer: true });
    expect(state.pendingEmergency?.message).toContain('+442079460958');
    const spanish = await app.request(`/api/appointments/${id}/intake`, { headers: { ...bearer(owner), 'accept-language': 'es' } });
    expect(((await spanish.json()) as State).questions[3]!.label).toBe('¿Su mascota respira con normalidad?');
  });

  test('wrong answers are refused naming the answer, and nothing is written', async () => {
    const id = await book();
    const video = await upload(app, owner, MP4, 'video/mp4', 'clip.mp4', 'intake');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...VALID, concern: '' }, 'answers.concern'],
      [{ ...VALID, concern: 'x'.repeat(2001) }, 'answers.concern'],
      [{ ...VALID, breathing: 'maybe' }, 'answers.breathing'],
      [{ ...VALID, nonsense: 'yes' }, 'answers.nonsense'],
      [{ ...VALID, photo: [video] }, 'answers.photo'],
      [{ ...VALID, photo: ['/files/private/intake/00000000-0000-0000-0000-000000000000.png'] }, 'answers.photo'],
      [{ ...VALID, video: [video, video, video, video] }, 'answers.video'],
    ];
    for (const [answers, field] of cases) {
      const res = await put(owner, id, answers);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { field: string }).field).toBe(field);
    }
    expect(await app.db.select().from(intake_answers).where(eq(intake_answers.booking_id, id))).toHaveLength(0);
    expect(await intakeRecords(id)).toHaveLength(0);
    const pdfAsPhoto = await app.request('/api/files/private', { method: 'POST', headers: bearer(owner), json: { fileName: 'a.pdf', fileType: 'application/pdf', serviceType: 'intake' } });
    expect(pdfAsPhoto.status).toBe(422);
  });

  test('the owner answers with a photo and a red flag: the emergency notice comes back at once, the practice reads it all, the record holds it', async () => {
    const id = await book();
    const photo = await upload(app, owner, PNG, 'image/png', 'paw.png', 'intake');
    const res = await put(owner, id, { ...VALID, breathing: 'no', photo: [photo] });
    expect(res.status).toBe(200);
    const state = (await res.json()) as State;
    expect(state.redFlag).toBe(true);
    expect(state.emergency?.message).toBe(`This may be an emergency. Call ${PRACTICE} now on +442079460958 or go to the nearest emergency clinic.`);
    expect(state.emergency?.phone).toBe('+442079460958');
    expect(state.answers.find((a) => a.question_id === 'breathing')).toMatchObject({ value: 'no', red_flag: true, label: 'Is your pet breathing normally?' });

    const read = (await (await get(vet, id)).json()) as State;
    expect(read).toMatchObject({ redFlag: true, mayAnswer: false });
    expect(read.answers.find((a) => a.question_id === 'photo')!.files[0]).toMatchObject({ url: photo, type: 'image/png' });
    const page = await (await app.request(`/app/appointments/${id}`, { headers: cookieHeader(vet) })).text();
    expect(page).toContain('Intake questions');
    expect(page).toContain('red-flag-badge');
    expect(page).toContain(`<img src="${photo}"`);
    expect(page).toContain('Coughing at night');
    expect((await app.request(photo, { headers: cookieHeader(vet) })).status).toBe(200);
    expect((await app.request(photo, { headers: cookieHeader(otherOwner) })).status).toBe(404);
    expect((await app.request(photo, { headers: cookieHeader(otherVet) })).status).toBe(404);

    const ownerPage = await (await app.request(`/app/my-appointments/${id}`, { headers: cookieHeader(owner) })).text();
    expect(ownerPage).toContain('This may be an emergency.');
    expect(ownerPage).toContain('href="tel:+442079460958"');

    const [record] = await intakeRecords(id);
    expect(record).toMatchObject({ category: 'notes' });
    expect(record!.details).toMatchObject({ type: 'Intake', name: 'Intake questions' });
    expect(String(record!.details.comment)).toContain('Is your pet breathing normally?: No');
    expect((await put(owner, id, { ...VALID, photo: [photo] })).status).toBe(200);
    const again = await intakeRecords(id);
    expect(again).toHaveLength(1);
    expect(String(again[0]!.details.comment)).toContain('Is your pet breathing normally?: Yes');
    expect(((await (await get(vet, id)).json()) as State).redFlag).toBe(false);
  });

  test('only the booking’s owner answers, only before the visit; others get 404', async () => {
    const id = await book();
    expect((await put(vet, id, VALID)).status).toBe(403);
    expect((await get(otherOwner, id)).status).toBe(404);
    expect((await get(otherVet, id)).status).toBe(404);
    expect((await put(otherOwner, id, VALID)).status).toBe(404);
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id));
    now = new Date(Date.parse(row!.slot) + 60_000);
    try {
      expect((await put(owner, id, VALID)).status).toBe(403);
      expect(((await (await get(owner, id)).json()) as State).mayAnswer).toBe(false);
    } finally {
      now = new Date();
    }
  });

  test('the appointment page’s form takes a posted photo, and refuses a file of the wrong kind naming the answer', async () => {
    const id = await book();
    const form = (photo: Blob, name: string) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(VALID)) body.set(`answers.${key}`, value);
      body.set('files.photo', new File([photo], name));
      return app.request(`/app/my-appointments/${id}/intake`, { method: 'POST', body, headers: { ...cookieHeader(owner), 'hx-request': 'true' } });
    };
    const wrong = await form(new Blob([PDF as BlobPart]), 'report.pdf');
    expect(wrong.status).toBe(422);
    // The form stays as typed (public/js/refusals.js): the message goes beside the answer the refusal names.
    expect(wrong.headers.get('hx-refusal')).toBe('answers.photo');
    expect(await wrong.text()).toContain('This kind of file cannot be uploaded here: choose a JPEG, PNG, WebP, HEIC, MP4, WebM or MOV file');
    expect(await app.db.select().from(intake_answers).where(eq(intake_answers.booking_id, id))).toHaveLength(0);
    const saved = await form(new Blob([PNG as BlobPart]), 'paw.png');
    const html = await saved.text();
    expect(saved.status).toBe(200);
    expect(html).toContain('Your answers were saved.');
    const state = (await (await get(vet, id)).json()) as State;
    expect(state.answers.find((a) => a.question_id === 'photo')!.files[0]!.type).toBe('image/png');
    const session = await (await app.request(`/appointments/${id}/session`, { headers: cookieHeader(vet) })).text();
    expect(session).toContain('Intake questions');
    expect(session).toContain(state.answers.find((a) => a.question_id === 'photo')!.files[0]!.url);
  });
});
