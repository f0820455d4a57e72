import { afterAll, beforeAll, expect, test } from 'bun:test';
import { desc, eq } from 'drizzle-orm';
import { pet_exams } from '../../../../db/schema';
import { createClockApp, type ClockApp } from '../../../helpers/clock';
import { apiLogin, bearer } from '../../../helpers/accounts';
import { userByEmail } from '../../../helpers/booking';
import { sessionOf } from '../appointments/fixtures';

/* The date of an exam entered by hand is a day in the practice's zone: at 8 PM in New York it is already tomorrow in UTC, and tomorrow is still refused. */

const START = '2026-11-27T01:00:00.000Z';

let app: ClockApp;
let vet: string;
let ownerId: number;
let pet: number;

const record = (examined_at: string) => app.request(`/api/users/${ownerId}/exams`, { method: 'POST', headers: bearer(vet), json: { pet_id: pet, examined_at } });

beforeAll(async () => {
  app = await createClockApp(START);
  vet = await apiLogin(app, 'vet@example.com', 'vendor');
  const owner = await apiLogin(app, 'owner@example.com', 'user');
  ownerId = (await userByEmail(app, 'owner@example.com')).id;
  pet = ((await (await app.request('/api/pets', { method: 'POST', headers: bearer(owner), json: { name: 'Clementine', type: 1 } })).json()) as { id: number }).id;
}, 30_000);
afterAll(() => app.close());

test("the exam form offers the practice's today, and that day is recorded from its midnight there", async () => {
  const page = await (await app.request(`/app/users/${ownerId}/exams`, { headers: await sessionOf(app, 'vet@example.com', 'vendor') })).text();
  expect(page).toMatch(/name="examined_at"[^>]*value="2026-11-26"|value="2026-11-26"[^>]*name="examined_at"/);
  const res = await record('2026-11-26');
  expect(res.status).toBe(201);
  const [stored] = await app.db.select().from(pet_exams).where(eq(pet_exams.pet_id, pet)).orderBy(desc(pet_exams.id)).limit(1);
  expect(stored!.examined_at).toBe('2026-11-26T05:00:00.000Z');
});

test("the UTC date, tomorrow in New York, is refused naming the field", async () => {
  const res = await record('2026-11-27');
  expect(res.status).toBe(422);
  expect(await res.json()).toMatchObject({ field: 'examined_at', msg: 'Give the date of the exam, not later than today' });
});
