import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, countRows, createOwner, createPracticeLogin, postForm } from '../../../helpers/accounts';
import { eq } from 'drizzle-orm';
import { pets, phrAmendments } from '../../../../db/schema';
import { saveConsultationNoteRecord } from '../../../../src/features/records/records.service';
import { dueImmunization, immunizationsDueBetween } from '../../../../src/features/records/records.immunizations';
import { recordCustomer } from '../../../../src/features/customers/customers.service';

/**
 * Records keep their history: an entry locks 24 hours after it is made; a later edit is an
 * amendment that keeps the original, its author, time and reason; a locked entry is never deleted,
 * only marked entered in error. The clock is the app's, moved by the test.
 */
let app: TestApp;
let now = new Date('2026-10-01T09:00:00.000Z');
const HOUR = 3_600_000;
let owner = '';
let practice = '';
let otherOwner = '';
let petId = 0;
let ownerCookie: Record<string, string> = {};
let clinicIds = { vendor: 0, login: 0 };

const api = (token: string, method: string, path: string, json?: unknown) => app.request(path, { method, headers: bearer(token), json });
async function addAllergy(name: string) {
  const res = await api(owner, 'POST', `/api/pets/${petId}/records`, { category: 'allergies', details: { name, reaction: 'Sneezing' } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}
const later = (hours: number) => (now = new Date(now.getTime() + hours * HOUR));

beforeAll(async () => {
  app = await createTestApp({ seed: false, clock: () => now });
  const clinic = await createPracticeLogin(app);
  clinicIds = { vendor: clinic.vendor.id, login: clinic.login.id };
  const person = await createOwner(app, { first_name: 'Ada', last_name: 'Lovelace' });
  await recordCustomer(app.db, clinic.vendor.id, person.id, 'registered');
  owner = await apiLogin(app, person.email);
  ownerCookie = cookieHeader(owner);
  practice = await apiLogin(app, clinic.login.email, 'vendor');
  otherOwner = await apiLogin(app, (await createOwner(app)).email);
  const res = await api(owner, 'POST', '/api/pets', { name: 'Rex', type: 1 });
  petId = ((await res.json()) as { id: number }).id;
}, 30_000);
afterAll(() => app.close());

describe('before the lock (24 hours), an entry is edited and deleted as before', () => {
  test('an edit 23 hours later replaces the fields and keeps no history', async () => {
    const id = await addAllergy('Pollen');
    later(23);
    const res = await api(owner, 'PUT', `/api/records/${id}`, { details: { name: 'Grass pollen', reaction: 'Itching' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { details: Record<string, unknown>; amended_at: string | null };
    expect(body.details).toEqual({ name: 'Grass pollen', reaction: 'Itching' });
    expect(body.amended_at).toBeNull();
    const history = (await (await api(owner, 'GET', `/api/records/${id}/history`)).json()) as { locked: boolean; amendments: unknown[] };
    expect(history).toMatchObject({ locked: false, amendments: [] });
  });

  test('a delete before the lock removes the entry', async () => {
    const id = await addAllergy('Dust');
    later(1);
    expect((await api(owner, 'DELETE', `/api/records/${id}`)).status).toBe(200);
    expect((await api(owner, 'GET', `/api/records/${id}/history`)).status).toBe(404);
  });
});

describe('after the lock', () => {
  let id = 0;
  beforeAll(async () => {
    id = await addAllergy('Penicillin');
    later(24);
  });

  test('locked-entry amendments keep the original', async () => {
    const res = await api(owner, 'PUT', `/api/records/${id}`, { details: { name: 'Amoxicillin', reaction: 'Hives' }, reason: 'The lab named the wrong drug' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { details: unknown; amended_at: string }).amended_at).toBe(now.toISOString());
    const history = (await (await api(owner, 'GET', `/api/records/${id}/history`)).json()) as {
      record: { details: Record<string, unknown> };
      locked: boolean;
      original: Record<string, unknown>;
      amendments: { kind: string; at: string; reason: string; author: { name: string; role: string }; before: unknown; after: unknown }[];
    };
    expect(history.locked).toBe(true);
    expect(history.record.details).toEqual({ name: 'Amoxicillin', reaction: 'Hives' });
    expect(history.original).toEqual({ name: 'Penicillin', reaction: 'Sneezing' });
    expect(history.amendments).toEqual([
      {
        kind: 'amend',
        at: now.toISOString(),
        reason: 'The lab named the wrong drug',
        author: { name: 'Ada Lovelace', role: 'owner', vendor_id: null },
        before: { name: 'Penicillin', reaction: 'Sneezing' },
        after: { name: 'Amoxicillin', reaction: 'Hives' },
      } as never,
    ]);
    // The practice that may read the records sees the same history, and a link to it on its read-only screen.
    const practiceScreen = await (await app.request(`/app/medical-records?pet=${petId}&category=allergies`, { headers: cookieHeader(practice) })).text();
    expect(practiceScreen).toContain(`/app/medical-records/records/${id}/history`);
    expect((await app.request(`/app/medical-records/records/${id}/history`, { headers: cookieHeader(practice) })).status).toBe(200);
    const seen = (await (await api(practice, 'GET', `/api/records/${id}/history`)).json()) as { original: unknown; amendments: unknown[] };
    expect(seen.original).toEqual({ name: 'Penicillin', reaction: 'Sneezing' });
    expect(seen.amendments).toHaveLength(1);
    expect((await api(otherOwner, 'GET', `/api/records/${id}/history`)).status).toBe(404);
  });

  test('an amendment without a reason (missing or blank) is 422 on reason, and nothing is written', async () => {
    const rows = await countRows(app, phrAmendments);
    for (const reason of [undefined, '   ']) {
      const res = await api(owner, 'PUT', `/api/records/${id}`, { details: { name: 'Something else' }, reason });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { field: string }).field).toBe('reason');
    }
    expect(await countRows(app, phrAmendments)).toBe(rows);
    const history = (await (await api(owner, 'GET', `/api/records/${id}/history`)).json()) as { record: { details: Record<string, unknown> } };
    expect(history.record.details.name).toBe('Amoxicillin');
  });

  test('the practice still only reads: its amendment is refused', async () => {
    expect((await api(practice, 'PUT', `/api/records/${id}`, { details: { name: 'X' }, reason: 'Mine' })).status).toBe(403);
  });

  test('deleting a locked entry is refused with a clear message; the entry stays', async () => {
    const res = await api(owner, 'DELETE', `/api/records/${id}`);
    expect(res.status).toBe(409);
    expect(JSON.stringify(await res.json())).toContain('This entry is locked; mark it as entered in error instead');
    expect((await api(owner, 'GET', `/api/records/${id}/history`)).status).toBe(200);
  });

  test('"entered in error" keeps the entry: struck through with its reason, out of the active list, in its history', async () => {
    expect((await api(owner, 'POST', `/api/records/${id}/entered-in-error`, { reason: '' })).status).toBe(422);
    const res = await api(owner, 'POST', `/api/records/${id}/entered-in-error`, { reason: 'Recorded on the wrong pet' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { entered_in_error: string }).entered_in_error).toBe('Recorded on the wrong pet');
    const exported = (await (await api(owner, 'GET', `/api/pets/${petId}/export`)).json()) as { categories: { key: string; records: { id: number }[]; entered_in_error: { id: number; reason: string }[] }[] };
    const allergies = exported.categories.find((c) => c.key === 'allergies')!;
    expect(allergies.records.map((r) => r.id)).not.toContain(id);
    expect(allergies.entered_in_error).toEqual([expect.objectContaining({ id, reason: 'Recorded on the wrong pet' })]);
    const screen = await (await app.request(`/app/medical-records?pet=${petId}&category=allergies`, { headers: ownerCookie })).text();
    expect(screen).toContain('class="entered-in-error"');
    expect(screen).toContain('Entered in error: Recorded on the wrong pet');
    const page = await (await app.request(`/app/medical-records/records/${id}/history`, { headers: ownerCookie })).text();
    expect(page).toContain('Ada Lovelace amended this entry on');
    expect(page).toContain('Reason: The lab named the wrong drug');
    expect(page).toContain('Ada Lovelace marked this entry entered in error on');
    expect(page).toContain('Penicillin');
    // It can be changed no more.
    expect((await api(owner, 'PUT', `/api/records/${id}`, { details: { name: 'Y' }, reason: 'Again' })).status).toBe(409);
  });
});

describe('the Medical Records screen (htmx forms)', () => {
  test('a locked entry shows Amend instead of Edit and Delete; its form asks for the reason and keeps the original', async () => {
    const id = await addAllergy('Latex');
    later(25);
    const screen = await (await app.request(`/app/medical-records?pet=${petId}&category=allergies`, { headers: ownerCookie })).text();
    expect(screen).not.toContain(`/app/medical-records/records/${id}/delete`);
    expect(screen).toContain(`/app/medical-records/records/${id}/history`);
    const form = await (await app.request(`/app/medical-records?form=${id}`, { headers: ownerCookie })).text();
    expect(form).toContain('Amend Allergies');
    expect(form).toContain('name="reason"');
    const path = `/app/medical-records/records?pet=${petId}&category=allergies&id=${id}`;
    const refused = await postForm(app, path, { name: 'Natural latex', reaction: 'Rash' }, { headers: ownerCookie });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Give the reason for this change');
    const saved = await postForm(app, path, { name: 'Natural latex', reaction: 'Rash', reason: 'More precise name' }, { headers: ownerCookie });
    expect(saved.status).toBe(303);
    const page = await (await app.request(`/app/medical-records/records/${id}/history`, { headers: ownerCookie })).text();
    expect(page).toContain('Amended');
    expect(page).toContain('Natural latex');
    expect(page).toContain('Latex');
    expect(page).toContain('Reason: More precise name');
  });

  test('the history page marks a locked entry entered in error, asking for the reason', async () => {
    const id = await addAllergy('Wool');
    later(25);
    const path = `/app/medical-records/records/${id}/entered-in-error`;
    expect((await postForm(app, path, { reason: ' ' }, { headers: ownerCookie })).status).toBe(422);
    expect((await postForm(app, path, { reason: 'Duplicate entry' }, { headers: ownerCookie })).status).toBe(303);
    const page = await (await app.request(`/app/medical-records/records/${id}/history`, { headers: ownerCookie })).text();
    expect(page).toContain('Entered in error: Duplicate entry');
  });
});

describe('what leaves the active lists, and what other features write', () => {
  test('an immunization entered in error is no longer due: the vaccine reminders skip it', async () => {
    const res = await api(owner, 'POST', `/api/pets/${petId}/records`, { category: 'immunizations', details: { name: 'Rabies', date: '2026-09-01', due_date: '2026-12-01' } });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { id: number }).id;
    const due = async () => (await immunizationsDueBetween(app.deps, '2026-11-25', '2026-12-05')).map((row) => row.id);
    expect(await due()).toContain(id);
    later(25);
    expect((await api(owner, 'POST', `/api/records/${id}/entered-in-error`, { reason: 'Given to another dog' })).status).toBe(200);
    expect(await due()).not.toContain(id);
    expect(await dueImmunization(app.deps, id)).toBeNull();
  });

  test("a vet's consultation note rewritten after its lock is an amendment by the vet: the first version stays", async () => {
    const [pet] = await app.db.select().from(pets).where(eq(pets.id, petId));
    const note = { bookingId: 424242, petId, ownerId: pet!.user_id, date: '2026-10-05', text: 'Ear infection; drops twice a day.', author: 'Dr. Maya Patel', vendorId: clinicIds.vendor, loginId: clinicIds.login };
    const first = await saveConsultationNoteRecord(app.deps, note);
    later(25);
    await saveConsultationNoteRecord(app.deps, { ...note, text: 'Ear infection; drops twice a day for 10 days.' });
    const history = (await (await api(owner, 'GET', `/api/records/${first.id}/history`)).json()) as { record: { details: { comment: string } }; original: { comment: string }; amendments: { kind: string; author: { name: string } }[] };
    expect(history.record.details.comment).toBe('Ear infection; drops twice a day for 10 days.');
    expect(history.original.comment).toBe('Ear infection; drops twice a day.');
    expect(history.amendments.map((a) => [a.kind, a.author.name])).toEqual([['note', 'Dr. Maya Patel']]);
  });
});
