import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { outbox, users } from '../../../../db/schema';
import { askOpinion, demoListings, ownerWithRecords } from './fixtures';

/** A paid second opinion is confirmed to the owner by e-mail, with a receipt of what was paid and by which card. */
let app: TestApp;
let hughesId: number;

beforeAll(async () => {
  app = await createTestApp();
  hughesId = (await demoListings(app)).hughes.id;
}, 30_000);
afterAll(() => app?.close());

/** The e-mails an address got, newest first, as the dev outbox keeps them. */
const mailsTo = (to: string) => app.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));

describe("a paid second opinion's confirmation", () => {
  test('a paid second opinion sends the owner a confirmation e-mail with a receipt line: amount with currency, card brand and last four', async () => {
    const asker = await ownerWithRecords(app, 'Receipt');
    const form = { listing: hughesId, pet: asker.petId, records: [asker.records.allergy], idempotencyKey: crypto.randomUUID() };
    const res = await askOpinion(app, asker.token, form);
    expect(res.status).toBe(201);
    const [mail, ...others] = await mailsTo(asker.owner.email);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe('Your second-opinion request for Receipt');
    expect(mail!.body).toContain('City Cat Clinic has your request for a second opinion on Receipt.');
    expect(mail!.body).toMatch(/Receipt: £\d+\.\d\d paid with your Visa card ending 4242\./);
    expect(mail!.html).toMatch(/Receipt: £\d+\.\d\d paid with your Visa card ending 4242\./);
    // The same form sent again makes no second request, charge or e-mail.
    expect((await askOpinion(app, asker.token, form)).status).toBeLessThan(300);
    expect(await mailsTo(asker.owner.email)).toHaveLength(1);
  });

  test("the receipt is written in the owner's language", async () => {
    const asker = await ownerWithRecords(app, 'Recibo');
    await app.db.update(users).set({ language: 'es' }).where(eq(users.id, asker.owner.id));
    const res = await askOpinion(app, asker.token, { listing: hughesId, pet: asker.petId, records: [asker.records.weight] });
    expect(res.status).toBe(201);
    const [mail] = await mailsTo(asker.owner.email);
    expect(mail!.subject).toBe('Su solicitud de segunda opinión para Recibo');
    expect(mail!.body).toMatch(/Recibo: .*\d+,\d\d.* pagados con su tarjeta Visa terminada en 4242\./);
  });
});
