import { afterAll, beforeAll, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin } from '../../../helpers/accounts';
import { withoutServerFigures } from '../../../helpers/server-figures';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

test('after paid, declined and invalid payments, no card number or security code is in any table or in the log', async () => {
  const token = await apiLogin(app, 'owner@example.com');
  const listing = await listingByTitle(app, 'Dr. Maya Patel');
  const pet = await petOf(app, (await userByEmail(app, 'owner@example.com')).id);
  const next = slotTaker(app, listing.id, 4000);
  const numbers = ['4242424242424242', '4000000000000002', '4000000000009995', '5555555555554444', '4000000000000069'];
  for (const cardNumber of numbers) {
    await payment(app, token, { vendor_listing_id: listing.id, type: 4000, slot: await next(), pet: pet.id, info: { summary: 'Scan' }, payment: { ...CARD, cardNumber } });
  }
  await payment(app, token, { vendor_listing_id: listing.id, type: 4000, slot: 'bad', pet: pet.id, info: { summary: 'Scan' }, payment: { ...CARD, cardNumber: '4242424242424242' } });
  const tables = (await app.db.all<{ name: string }>(sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'`)).map((t) => t.name);
  let dump = '';
  for (const table of tables) dump += JSON.stringify(await app.db.all(sql.raw(`select * from "${table}"`)));
  // The request ids, times and durations are the server's own figures: a CCV's four digits can sit in a random UUID by chance.
  const log = app.logs.map(withoutServerFigures).join('\n');
  for (const text of [dump, log]) {
    for (const number of numbers) expect(text).not.toContain(number);
    expect(text).not.toMatch(/(?<![0-9a-f])\d{13,19}(?![0-9a-f])/);
    expect(text).not.toContain(CARD.ccv);
    expect(text).not.toMatch(/"(ccv|cvc|cardNumber)"\s*:\s*"/);
  }
});
