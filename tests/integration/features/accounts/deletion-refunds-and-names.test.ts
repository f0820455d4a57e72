import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { payments, requests, vendor_logins, type SecondOpinionDetails } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, cookieHeader, outboxTo, postForm } from '../../../helpers/accounts';
import { SANDBOX_LEDGER, readSandboxLedger } from '../../../../src/providers/payments/sandbox';
import { askOpinion, demoListings, ownerWithRecords } from '../requests/fixtures';

// Each test signs people in (argon2id) on a shared machine.
setDefaultTimeout(30_000);
let app: TestApp;
let hughesId: number;

beforeAll(async () => {
  app = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  hughesId = (await demoListings(app)).hughes.id;
}, 30_000);
afterAll(() => app?.close());

/** An owner who asked Dr. Hughes's practice for a paid second opinion, then deleted their account. */
async function askedThenDeleted(petName: string) {
  const asker = await ownerWithRecords(app, petName);
  const asked = await askOpinion(app, asker.token, { listing: hughesId, pet: asker.petId, records: [asker.records.allergy] });
  expect(asked.status).toBe(201);
  const requestId = ((await asked.json()) as { id: number }).id;
  const res = await postForm(app, '/app/account/delete', { currentPassword: 'password123', understood: 'on' }, { headers: cookieHeader(asker.token) });
  expect(res.status).toBe(303);
  return { requestId };
}

describe('deleting an account with a second opinion still open', () => {
  test('deleting an account refunds an open paid second opinion and tells the practice', async () => {
    const { requestId } = await askedThenDeleted('Refundo');
    const request = (await app.db.query.requests.findFirst({ where: eq(requests.id, requestId) }))!;
    const details = request.details as SecondOpinionDetails;
    expect(request.status).toBe('canceled');
    expect(details.canceled_by).toBe('owner');
    const paid = (await app.db.query.payments.findFirst({ where: eq(payments.id, details.payment_id!) }))!;
    expect(paid.amount).toBeGreaterThan(0);
    expect([paid.status, paid.refunded_amount, paid.cancel_fee]).toEqual(['refunded', paid.amount, 0]);
    const refunds = readSandboxLedger(join(app.deps.config.dataDir, SANDBOX_LEDGER)).filter((l) => l.kind === 'refund' && l.charge === paid.reference);
    expect(refunds.map((l) => l.kind === 'refund' && l.amount)).toEqual([paid.amount]);
    const mail = (await outboxTo(app, 'vet2@example.com'))!;
    expect(mail.subject).toBe('Second opinion for Refundo canceled');
    expect(mail.body).toContain('Olive Asker deleted their account, which cancels their second-opinion request for Refundo: no report is needed.');
    expect(mail.body).toMatch(/Refunded in full: £\d+\.\d\d to the customer's Visa card ending 4242\./);
    expect(mail.html).toMatch(/Refunded in full: £\d+\.\d\d to the customer&#x27;s Visa card ending 4242\./);
  });

  test('a Spanish practice reader sees the deleted owner as "Antiguo cliente", an English one as "Former client"', async () => {
    const { requestId } = await askedThenDeleted('Nombre');
    const vet = await apiLogin(app, 'vet2@example.com', 'vendor');
    const english = await (await app.request(`/app/requests/${requestId}`, { headers: cookieHeader(vet) })).text();
    expect(english).toContain('Former client');
    await app.db.update(vendor_logins).set({ language: 'es' }).where(eq(vendor_logins.email, 'vet2@example.com'));
    const page = await app.request(`/app/requests/${requestId}`, { headers: cookieHeader(vet) });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Antiguo cliente');
    expect(html).not.toContain('Former client');
  });
});
