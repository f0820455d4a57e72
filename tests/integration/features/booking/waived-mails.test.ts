import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { outbox } from '../../../../db/schema';

/** The confirmation e-mails say what the practice did: who booked, and that the payment was waived, never a price to pay. */
const VIDEO = 4000;

let app: TestApp;
let owner: Awaited<ReturnType<typeof userByEmail>>;
let petId: number;
let romeroId: number;

beforeAll(async () => {
  app = await createTestApp();
  owner = await userByEmail(app, 'owner@example.com');
  petId = (await petOf(app, owner.id)).id;
  romeroId = (await listingByTitle(app, 'Dr. Luis Romero')).id;
}, 30_000);
afterAll(() => app?.close());

/** The confirmation e-mails of a booking, by recipient. */
async function confirmations(id: number) {
  const rows = await app.db.select().from(outbox).where(like(outbox.body, `%Booking #${id}:%`));
  return { owner: rows.find((r) => r.to === owner.email)!, practice: rows.find((r) => r.to !== owner.email)! };
}

describe('a booking the practice made for its customer', () => {
  test('a booking with payment waived by the practice: both e-mails say "Payment waived by the practice", no price, and name the team member who booked', async () => {
    const staff = await apiLogin(app, 'staff@example.com', 'vendor');
    const slot = await slotTaker(app, romeroId, VIDEO)(3);
    const res = await payment(app, staff, { vendor_listing_id: romeroId, type: VIDEO, slot, pet: petId, info: { summary: 'Follow-up' }, user_id: owner.id, waive: true });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: number };
    const mails = await confirmations(id);
    for (const mail of [mails.owner, mails.practice]) {
      expect(mail.body).toContain('Payment waived by the practice');
      expect(mail.body).not.toContain('Price:');
      expect(mail.html).toContain('Payment waived by the practice');
    }
    const customer = `${owner.first_name} ${owner.last_name}`;
    expect(mails.practice.body).toStartWith(`New appointment booked by Luis Romero for ${customer}.`);
    expect(mails.practice.body).not.toContain(`New appointment booked by ${customer}.`);
    expect(mails.owner.body).toContain('Luis Romero of Happy Paws Veterinary Clinic booked it for you.');
  });

  test('a booking the owner made and paid still says its price and that the owner booked it', async () => {
    const token = await apiLogin(app, 'owner@example.com');
    const slot = await slotTaker(app, romeroId, VIDEO)(5);
    const res = await payment(app, token, { vendor_listing_id: romeroId, type: VIDEO, slot, pet: petId, info: { summary: 'Check-up' }, payment: CARD });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: number };
    const mails = await confirmations(id);
    expect(mails.owner.body).toMatch(/Price: \$\d+\.\d\d/);
    expect(mails.owner.body).not.toContain('booked it for you');
    expect(mails.practice.body).toStartWith(`New appointment booked by ${owner.first_name} ${owner.last_name}.`);
    expect(mails.practice.body).not.toContain('Payment waived');
  });
});
