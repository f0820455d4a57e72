import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, postForm } from '../../../helpers/accounts';
import { payments, phr, requests } from '../../../../db/schema';
import { PDF, upload } from '../records/helpers';
import { askOpinion, demoListings, ownerWithRecords, subjectsTo } from './fixtures';

/** Issue 15 §2: a second opinion, and its consent boundary (only the shared records reach the practice). */
let app: TestApp;
let vet2: string;
let vet: string;
let hughesId: number;
let asker: Awaited<ReturnType<typeof ownerWithRecords>>;
let requestId: number;
let sharedFile: string;
let privateFile: string;

beforeAll(async () => {
  app = await createTestApp();
  vet2 = await apiLogin(app, 'vet2@example.com', 'vendor');
  vet = await apiLogin(app, 'vet@example.com', 'vendor');
  hughesId = (await demoListings(app)).hughes.id;
  asker = await ownerWithRecords(app);
  sharedFile = await upload(app, asker.token, PDF);
  privateFile = await upload(app, asker.token, PDF);
  // A record with a file the owner keeps to themself.
  await app.request(`/api/pets/${asker.petId}/records`, { method: 'POST', headers: bearer(asker.token), json: { category: 'laboratory', details: { name: 'Kept', date: '2026-08-04', type: 'Panels', files: [privateFile] } } });
  const res = await askOpinion(app, asker.token, { listing: hughesId, pet: asker.petId, records: [asker.records.allergy, asker.records.weight], files: [sharedFile] });
  expect(res.status).toBe(201);
  requestId = ((await res.json()) as { id: number }).id;
}, 30_000);
afterAll(() => app.close());

describe('the consent boundary', () => {
  test('the practice asked sees exactly the two shared records through the API', async () => {
    const res = await app.request(`/api/requests/${requestId}`, { headers: bearer(vet2) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { shared_records: { id: number }[] };
    expect(body.shared_records.map((r) => r.id).sort()).toEqual([asker.records.allergy, asker.records.weight].sort());
  });

  test('the request page shows the shared records and never the one kept back', async () => {
    const html = await (await app.request(`/app/requests/${requestId}`, { headers: cookieHeader(vet2) })).text();
    expect(html).toContain('Shared-Chicken-Allergy');
    expect(html).not.toContain('Private-Condition-Never-Shared');
  });

  test("the practice still cannot open the pet's records, export or records screen", async () => {
    expect((await app.request(`/api/pets/${asker.petId}/records?category=conditions`, { headers: bearer(vet2) })).status).toBe(404);
    expect((await app.request(`/api/pets/${asker.petId}/export`, { headers: bearer(vet2) })).status).toBe(404);
    const screen = await app.request(`/app/medical-records?pet=${asker.petId}&category=conditions`, { headers: cookieHeader(vet2) });
    expect(await screen.text()).not.toContain('Private-Condition-Never-Shared');
  });

  test('the practice opens the attached file, not a file of a record kept back', async () => {
    expect((await app.request(sharedFile, { headers: cookieHeader(vet2) })).status).toBe(200);
    expect((await app.request(privateFile, { headers: cookieHeader(vet2) })).status).toBe(404);
    expect((await app.request(sharedFile, { headers: cookieHeader(vet) })).status).toBe(404);
  });
});

describe('who sees a second opinion', () => {
  test('another owner and another practice are told it does not exist, page and API', async () => {
    const other = await ownerWithRecords(app, 'Other');
    for (const token of [other.token, vet]) {
      expect((await app.request(`/api/requests/${requestId}`, { headers: bearer(token) })).status).toBe(404);
      expect((await app.request(`/app/requests/${requestId}`, { headers: cookieHeader(token) })).status).toBe(404);
      expect((await app.request(`/api/requests/${requestId}/report`, { method: 'POST', headers: bearer(token), json: { report: 'Mine' } })).status).toBe(404);
    }
    const list = (await (await app.request('/api/requests', { headers: bearer(vet) })).json()) as { id: number }[];
    expect(list.map((r) => r.id)).not.toContain(requestId);
  });

  test('the owner cannot deliver the report, and the practice cannot answer for the owner', async () => {
    expect((await app.request(`/api/requests/${requestId}/report`, { method: 'POST', headers: bearer(asker.token), json: { report: 'Self-review' } })).status).toBe(403);
    const answer = await app.request(`/api/requests/${requestId}/answer`, { method: 'POST', headers: bearer(vet2), json: { body: 'x' } });
    expect(answer.status).toBe(403);
  });

  test("a record of another owner's pet cannot be shared", async () => {
    const other = await ownerWithRecords(app, 'Stranger');
    const res = await askOpinion(app, asker.token, { listing: hughesId, pet: asker.petId, records: [other.records.secret] });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { field: string }).field).toBe('records');
  });
});

describe('the thread, the deadline, the report and the e-mails', () => {
  test('asked: paid from the listing, due in 48 hours, the practice e-mailed', async () => {
    const row = (await app.db.query.requests.findFirst({ where: eq(requests.id, requestId) }))!;
    const hours = (Date.parse(row.due_at!) - Date.parse(row.created_at)) / 3_600_000;
    expect(Math.round(hours)).toBe(48);
    const paid = await app.db.select().from(payments).where(and(eq(payments.user_id, asker.owner.id), eq(payments.status, 'succeeded')));
    expect(paid).toHaveLength(1);
    expect(paid[0]!.amount).toBeGreaterThan(0);
    expect((await subjectsTo(app, 'vet2@example.com'))[0]).toBe('Second opinion requested for Pepper');
  });

  test('more information moves the deadline to 5 days; the owner answers in the thread', async () => {
    expect((await app.request(`/api/requests/${requestId}/more-info`, { method: 'POST', headers: bearer(vet2), json: { body: 'Send the X-ray please' } })).status).toBe(200);
    const row = (await app.db.query.requests.findFirst({ where: eq(requests.id, requestId) }))!;
    expect(row.status).toBe('more_info');
    expect(Math.round((Date.parse(row.due_at!) - Date.now()) / 86_400_000)).toBe(5);
    expect((await subjectsTo(app, asker.owner.email))[0]).toContain('needs more information about Pepper');
    const form = await postForm(app, `/app/requests/${requestId}/answer`, { body: 'X-ray attached to the records' }, { headers: cookieHeader(asker.token) });
    expect(form.status).toBe(303);
    expect((await subjectsTo(app, 'vet2@example.com'))[0]).toContain('answered about Pepper');
  });

  test('the report is filed as a Documents → Notes record on the pet and e-mailed', async () => {
    const res = await postForm(app, `/app/requests/${requestId}/report`, { report: 'Surgery is not needed; treat the allergy.' }, { headers: cookieHeader(vet2) });
    expect(res.status).toBe(303);
    const notes = await app.db.select().from(phr).where(and(eq(phr.pet_id, asker.petId), eq(phr.category, 'notes')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.details.comment).toBe('Surgery is not needed; treat the allergy.');
    const mail = await app.db.query.outbox.findFirst({ where: (o, { eq: e }) => e(o.to, asker.owner.email), orderBy: (o, { desc }) => desc(o.id) });
    expect(mail!.subject).toBe('Your second-opinion report for Pepper');
    expect(mail!.body).toContain('Surgery is not needed');
    const again = await app.request(`/api/requests/${requestId}/report`, { method: 'POST', headers: bearer(vet2), json: { report: 'Twice' } });
    expect(again.status).toBe(409);
  });
});
