import { afterAll, beforeAll, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, cookieHeader } from '../../../helpers/accounts';
import { requests, type SecondOpinionDetails } from '../../../../db/schema';
import { PDF } from '../records/helpers';
import { CARD, demoListings, ownerWithRecords } from './fixtures';

/** The second-opinion form as a browser without scripts sends it: multipart, the file inside. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 30_000);
afterAll(() => app.close());

test('the form sends the question, two records, a file and the card; sent twice it makes one request', async () => {
  const asker = await ownerWithRecords(app);
  const hughes = (await demoListings(app)).hughes;
  const form = new FormData();
  const fields: [string, string][] = [
    ['listing', String(hughes.id)],
    ['pet', String(asker.petId)],
    ['question', 'Second look at the lab panel?'],
    ['records', String(asker.records.allergy)],
    ['records', String(asker.records.weight)],
    ['payment.name', CARD.name],
    ['payment.cardNumber', CARD.cardNumber],
    ['payment.expDt', CARD.expDt],
    ['payment.ccv', CARD.ccv],
    ['idempotencyKey', 'form-once-1234'],
  ];
  for (const [key, value] of fields) form.append(key, value);
  form.append('files', new File([new Uint8Array(PDF)], 'lab-panel.pdf', { type: 'application/pdf' }));
  const send = () => app.request('/app/requests/second-opinion', { method: 'POST', headers: cookieHeader(asker.token), body: form });
  const first = await send();
  expect(first.status).toBe(303);
  const again = await send();
  expect(again.headers.get('location')).toBe(first.headers.get('location'));
  const rows = await app.db.select().from(requests).where(eq(requests.user_id, asker.owner.id));
  expect(rows).toHaveLength(1);
  const details = rows[0]!.details as SecondOpinionDetails;
  expect(details.shared_record_ids.sort()).toEqual([asker.records.allergy, asker.records.weight].sort());
  expect(details.files.map((f) => f.name)).toEqual(['lab-panel.pdf']);
  const vet2 = await apiLogin(app, 'vet2@example.com', 'vendor');
  expect((await app.request(details.files[0]!.url, { headers: cookieHeader(vet2) })).status).toBe(200);
});
