import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, countRows, postForm } from '../../../helpers/accounts';
import { payments, request_messages, requests } from '../../../../db/schema';
import { CARD, askOpinion, demoListings, ownerWithRecords } from './fixtures';

/** Issue 15: every new route refuses bad input with a 4xx naming the field, and writes nothing. */
let app: TestApp;
let vet: string;
let listings: Awaited<ReturnType<typeof demoListings>>;
let asker: Awaited<ReturnType<typeof ownerWithRecords>>;
let opinionId: number;
let visitId: number;

beforeAll(async () => {
  app = await createTestApp();
  vet = await apiLogin(app, 'vet@example.com', 'vendor');
  listings = await demoListings(app);
  asker = await ownerWithRecords(app);
  const opinion = await askOpinion(app, asker.token, { listing: listings.patel.id, pet: asker.petId, records: [asker.records.weight] });
  opinionId = ((await opinion.json()) as { id: number }).id;
  const visit = await app.request('/api/requests/house-visit', {
    method: 'POST',
    headers: bearer(asker.token),
    json: { listing: listings.patel.id, pet: asker.petId, address: '1 Main St', reason: 'Check-up', preferred: 'Mornings', idempotencyKey: crypto.randomUUID() },
  });
  visitId = ((await visit.json()) as { id: number }).id;
}, 30_000);
afterAll(() => app.close());

const written = async () => [await countRows(app, requests), await countRows(app, request_messages), await countRows(app, payments)];

const opinion = () => ({ listing: listings.patel.id, pet: asker.petId, question: 'Is it serious?', records: [asker.records.weight], payment: CARD, idempotencyKey: crypto.randomUUID() });
const visit = () => ({ listing: listings.patel.id, pet: asker.petId, address: '1 Main St', reason: 'Check-up', preferred: 'Mornings', idempotencyKey: crypto.randomUUID() });

describe('the JSON API names the field', () => {
  const cases: [string, string, () => Record<string, unknown>, 'owner' | 'vet', string][] = [
    ['second opinion without a question', '/api/requests/second-opinion', () => ({ ...opinion(), question: '' }), 'owner', 'question'],
    ['second opinion sharing nothing', '/api/requests/second-opinion', () => ({ ...opinion(), records: [] }), 'owner', 'records'],
    ['second opinion with a listing that is not a number', '/api/requests/second-opinion', () => ({ ...opinion(), listing: 'x' }), 'owner', 'listing'],
    ['second opinion to a listing that does not exist', '/api/requests/second-opinion', () => ({ ...opinion(), listing: 999999 }), 'owner', 'listing'],
    ['second opinion on a pet that is not theirs', '/api/requests/second-opinion', () => ({ ...opinion(), pet: 999999 }), 'owner', 'pet'],
    ['second opinion with a bad card number', '/api/requests/second-opinion', () => ({ ...opinion(), payment: { ...CARD, cardNumber: '12' } }), 'owner', 'payment.cardNumber'],
    ['second opinion without a card', '/api/requests/second-opinion', () => ({ ...opinion(), payment: undefined }), 'owner', 'payment'],
    ['second opinion with a declined card', '/api/requests/second-opinion', () => ({ ...opinion(), payment: { ...CARD, cardNumber: '4000000000000002' } }), 'owner', 'payment'],
    ['house visit without an address', '/api/requests/house-visit', () => ({ ...visit(), address: '' }), 'owner', 'address'],
    ['house visit without preferred times', '/api/requests/house-visit', () => ({ ...visit(), preferred: undefined }), 'owner', 'preferred'],
    ['house visit without a key', '/api/requests/house-visit', () => ({ ...visit(), idempotencyKey: 'x' }), 'owner', 'idempotencyKey'],
    ['more information with no text', '/api/requests/OPINION/more-info', () => ({ body: '' }), 'vet', 'body'],
    ['an answer with no text', '/api/requests/OPINION/answer', () => ({}), 'owner', 'body'],
    ['a report with no text', '/api/requests/OPINION/report', () => ({ report: '' }), 'vet', 'report'],
    ['an accept with no slot', '/api/requests/VISIT/accept', () => ({ slot: 'tomorrow' }), 'vet', 'slot'],
    ['a decline with no reason', '/api/requests/VISIT/decline', () => ({}), 'vet', 'reason'],
    ['a payment with no card', '/api/requests/VISIT/pay', () => ({ idempotencyKey: crypto.randomUUID() }), 'owner', 'payment'],
    ['a request id that is not a number', '/api/requests/abc/report', () => ({ report: 'x' }), 'vet', 'id'],
  ];
  for (const [name, path, body, who, field] of cases) {
    test(`${name} → 4xx naming ${field}, nothing written`, async () => {
      const before = await written();
      const url = path.replace('OPINION', String(opinionId)).replace('VISIT', String(visitId));
      const res = await app.request(url, { method: 'POST', headers: bearer(who === 'vet' ? vet : asker.token), json: body() });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(((await res.json()) as { field?: string }).field).toBe(field);
      // A declined card keeps its failed payment row (the booking flow's record of the attempt), nothing else.
      const after = await written();
      expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
      if (!name.includes('declined')) expect(after[2]).toBe(before[2]);
    });
  }
});

describe('the forms show the field and write nothing', () => {
  const forms: [string, string, Record<string, string>, 'owner' | 'vet', string][] = [
    ['second opinion', '/app/requests/second-opinion', { listing: '', pet: '', question: '', idempotencyKey: 'form-key-0001' }, 'owner', 'Question is required'],
    ['house visit', '/app/requests/house-visit', { listing: '', pet: '', address: '', reason: 'x', preferred: 'x', idempotencyKey: 'form-key-0002' }, 'owner', 'Address is required'],
    ['more information', '/app/requests/OPINION/more-info', { body: '' }, 'vet', 'Message is required'],
    ['report', '/app/requests/OPINION/report', { report: '' }, 'vet', 'Report is required'],
    ['decline', '/app/requests/VISIT/decline', { reason: '' }, 'vet', 'Reason is required'],
    ['pay', '/app/requests/VISIT/pay', { idempotencyKey: 'form-key-0003' }, 'owner', 'Name on card is required'],
  ];
  for (const [name, path, fields, who, message] of forms) {
    test(`the ${name} form answers 422 with "${message}"`, async () => {
      const before = await written();
      const url = path.replace('OPINION', String(opinionId)).replace('VISIT', String(visitId));
      const res = await postForm(app, url, fields, { headers: cookieHeader(who === 'vet' ? vet : asker.token) });
      expect(res.status).toBe(422);
      expect(await res.text()).toContain(message);
      expect(await written()).toEqual(before);
    });
  }
});
