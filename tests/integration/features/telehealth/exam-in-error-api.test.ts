import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { pet_exams } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer } from '../../../helpers/accounts';
import { petOf, userByEmail } from '../../../helpers/booking';
import { loginRow } from '../appointments/fixtures';
import { dayIn } from '../../../../src/lib/time';

/* POST /api/users/{id}/exams/{exam}/entered-in-error: the exams page's "Entered in error" as JSON, by the same service. */

setDefaultTimeout(30_000);
let app: TestApp;
const tokens: Record<string, string> = {};
let ownerId: number;
let petId: number;

const mark = (who: string, examId: number, json: unknown, user = ownerId) => app.request(`/api/users/${user}/exams/${examId}/entered-in-error`, { method: 'POST', json, headers: bearer(tokens[who]!) });
const refusal = async (res: Response) => ({ status: res.status, ...((await res.json()) as { msg: string; field?: string }) });
const examRow = async (id: number) => (await app.db.select().from(pet_exams).where(eq(pet_exams.id, id)))[0]!;
/** An exam today (in the practice's New York zone) naming `by`, recorded by the root admin through the API: its id. */
async function examBy(by: number): Promise<number> {
  const res = await app.request(`/api/users/${ownerId}/exams`, { method: 'POST', json: { pet_id: petId, examined_at: dayIn('America/New_York', app.deps.clock()), by_login_id: by }, headers: bearer(tokens.vet!) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { exam: { id: number } }).exam.id;
}

beforeAll(async () => {
  app = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  for (const [who, email, role] of [['vet', 'vet@example.com', 'vendor'], ['staff', 'staff@example.com', 'vendor'], ['other', 'vet2@example.com', 'vendor'], ['owner', 'owner@example.com', 'user']] as const) tokens[who] = await apiLogin(app, email, role);
  ownerId = (await userByEmail(app, 'owner@example.com')).id;
  petId = (await petOf(app, ownerId)).id;
}, 30_000);
afterAll(() => app.close());

test('the reason is required and at most 500 characters: 422 naming reason, nothing marked', async () => {
  const examId = await examBy((await loginRow(app, 'vet@example.com')).id);
  const message = 'Give the reason this exam was entered in error (at most 500 characters)';
  for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
    expect(await refusal(await mark('vet', examId, body))).toEqual({ status: 422, field: 'reason', msg: message });
  }
  expect((await examRow(examId)).error_reason).toBeNull();
});

test('the root admin marks it: answered with the reason, when and by whom; a second time is 409', async () => {
  const vet = await loginRow(app, 'vet@example.com');
  const examId = await examBy(vet.id);
  const res = await mark('vet', examId, { reason: '  Recorded on the wrong pet ' });
  expect(res.status).toBe(200);
  const { exam } = (await res.json()) as { exam: { id: number; pet_id: number; by_login_id: number; error: { reason: string; at: string; by_login_id: number } } };
  expect(exam).toMatchObject({ id: examId, pet_id: petId, by_login_id: vet.id, error: { reason: 'Recorded on the wrong pet', by_login_id: vet.id } });
  expect(exam.error.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  expect(await examRow(examId)).toMatchObject({ error_reason: 'Recorded on the wrong pet', error_by_login_id: vet.id });
  expect(await refusal(await mark('vet', examId, { reason: 'Again' }))).toMatchObject({ status: 409, msg: 'This exam is already marked entered in error.' });
});

test("a team member marks only an exam naming them; another practice, another customer's path or an owner cannot", async () => {
  const staff = await loginRow(app, 'staff@example.com');
  const vets = await examBy((await loginRow(app, 'vet@example.com')).id);
  const theirs = await examBy(staff.id);
  expect(await refusal(await mark('staff', vets, { reason: 'Not mine to say' }))).toMatchObject({ status: 403, msg: 'Only the practice’s root admin or the vet the exam names may mark it entered in error.' });
  expect((await mark('other', theirs, { reason: 'Not ours' })).status).toBe(404);
  expect((await mark('vet', theirs, { reason: 'Wrong customer' }, (await userByEmail(app, 'owner2@example.com')).id)).status).toBe(404);
  expect((await mark('vet', 999_999, { reason: 'No such exam' })).status).toBe(404);
  expect((await mark('owner', theirs, { reason: 'Not mine' })).status).toBe(403);
  expect([(await examRow(vets)).error_reason, (await examRow(theirs)).error_reason]).toEqual([null, null]);
  const marked = await mark('staff', theirs, { reason: 'Typed on the wrong day' });
  expect(marked.status).toBe(200);
  expect(await examRow(theirs)).toMatchObject({ error_reason: 'Typed on the wrong day', error_by_login_id: staff.id });
});
