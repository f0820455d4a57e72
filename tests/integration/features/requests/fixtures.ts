import { expect } from 'bun:test';
import { desc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../helpers/app';
import { apiLogin, bearer, createOwner } from '../../../helpers/accounts';
import { listingByTitle } from '../../../helpers/booking';
import { outbox } from '../../../../db/schema';

/** An owner nobody has met, with a pet and three records of it; answers their token and ids. */
export async function ownerWithRecords(app: TestApp, petName = 'Pepper') {
  const row = await createOwner(app, { first_name: 'Olive', last_name: 'Asker' });
  const token = await apiLogin(app, row.email);
  const pet = await app.request('/api/pets', { method: 'POST', headers: bearer(token), json: { name: petName, type: 1 } });
  const petId = ((await pet.json()) as { id: number }).id;
  const add = async (category: string, details: Record<string, unknown>) => {
    const res = await app.request(`/api/pets/${petId}/records`, { method: 'POST', headers: bearer(token), json: { category, details } });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const records = {
    allergy: await add('allergies', { name: 'Shared-Chicken-Allergy', reaction: 'Itching' }),
    weight: await add('weight', { date: '2026-08-02', lbs: 31 }),
    secret: await add('conditions', { name: 'Private-Condition-Never-Shared', visit_date: '2026-08-03' }),
  };
  return { owner: row, token, petId, records };
}

export const demoListings = async (app: TestApp) => ({
  patel: await listingByTitle(app, 'Dr. Maya Patel'),
  romero: await listingByTitle(app, 'Dr. Luis Romero'),
  hughes: await listingByTitle(app, 'Dr. Eleanor Hughes'),
});

export const CARD = { name: 'Olive Asker', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '123' };

export async function askOpinion(app: TestApp, token: string, body: Record<string, unknown>) {
  return app.request('/api/requests/second-opinion', { method: 'POST', headers: bearer(token), json: { idempotencyKey: crypto.randomUUID(), payment: CARD, question: 'Is surgery needed?', ...body } });
}

/** The subjects of the e-mails sent to an address, newest first. */
export async function subjectsTo(app: TestApp, to: string): Promise<string[]> {
  return (await app.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id))).map((m) => m.subject ?? '');
}
