import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createClockApp, type ClockApp } from '../../../helpers/clock';
import { apiLogin, bearer, postForm } from '../../../helpers/accounts';
import { userByEmail } from '../../../helpers/booking';
import { loginRow, sessionOf } from '../appointments/fixtures';

/*
 * An exam entered by hand is a day: no older than the longest VCPR window (36 months, so it could
 * still count), shown as a date in the reader's locale, the day it is in the practice's zone (New York).
 */

const START = '2026-11-27T15:00:00.000Z';

let app: ClockApp;
let vet: string;
let vetId: number;
let ownerId: number;
let pet: number;

const record = (examined_at: string) => app.request(`/api/users/${ownerId}/exams`, { method: 'POST', headers: bearer(vet), json: { pet_id: pet, examined_at } });
const examsPage = async (headers: Record<string, string> = {}) => (await app.request(`/app/users/${ownerId}/exams`, { headers: { ...(await sessionOf(app, 'vet@example.com', 'vendor')), ...headers } })).text();

beforeAll(async () => {
  app = await createClockApp(START);
  vet = await apiLogin(app, 'vet@example.com', 'vendor');
  vetId = (await loginRow(app, 'vet@example.com')).id;
  const owner = await apiLogin(app, 'owner@example.com', 'user');
  ownerId = (await userByEmail(app, 'owner@example.com')).id;
  pet = ((await (await app.request('/api/pets', { method: 'POST', headers: bearer(owner), json: { name: 'Marzipan', type: 1 } })).json()) as { id: number }).id;
}, 30_000);
afterAll(() => app.close());

test('an exam dated 1999 is refused on its date, saying why; 36 months back to the day is taken', async () => {
  const old = await record('1999-05-01');
  expect(old.status).toBe(422);
  expect(await old.json()).toMatchObject({ field: 'examined_at', msg: 'Give a date within the last 36 months: an older exam can no longer count for telemedicine' });
  expect((await record('2023-11-26')).status).toBe(422);
  expect((await record('2023-11-27')).status).toBe(201);
});

test('the refused exam form comes back with the message by its date and everything typed kept, in Spanish too', async () => {
  const fields = { pet_id: String(pet), examined_at: '1999-05-01', by_login_id: String(vetId) };
  const res = await postForm(app, `/app/users/${ownerId}/exams`, fields, { headers: await sessionOf(app, 'vet@example.com', 'vendor') });
  expect(res.status).toBe(422);
  const html = await res.text();
  expect(html).toMatch(/name="examined_at"[^>]*value="1999-05-01"[^>]*aria-describedby="field-examined_at-error"/);
  expect(html).toContain('id="field-examined_at-error">Give a date within the last 36 months: an older exam can no longer count for telemedicine</p>');
  expect(html).toMatch(new RegExp(`<option value="${pet}" selected>Marzipan</option>`));
  expect(html).toMatch(new RegExp(`<option value="${vetId}" selected>`));
  const spanish = await postForm(app, `/app/users/${ownerId}/exams`, fields, { headers: { ...(await sessionOf(app, 'vet@example.com', 'vendor')), 'accept-language': 'es' } });
  expect(await spanish.text()).toContain('Indique una fecha de los últimos 36 meses: un examen más antiguo ya no cuenta para la telemedicina');
});

test("exam dates show as days in the reader's locale, never a time, and the day is the practice's wherever the reader is", async () => {
  expect((await record('2026-11-20')).status).toBe(201);
  for (const tz of ['America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu']) {
    const page = await examsPage({ cookie: `${(await sessionOf(app, 'vet@example.com', 'vendor')).cookie}; tz=${tz}` });
    expect(page).toContain('Fri, Nov 20, 2026: exam by Maya Patel');
    expect(page).toContain('Mon, Nov 27, 2023: exam by Maya Patel');
    expect(page).not.toMatch(/\d:\d\d\s?(AM|PM)|E[SD]T|P[SD]T|HST/);
  }
  const spanish = await examsPage({ 'accept-language': 'es-ES' });
  expect(spanish).toContain('vie, 20 nov 2026: examen de Maya Patel');
});
