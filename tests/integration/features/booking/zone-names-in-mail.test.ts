import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { outbox } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';

/* Zones are named in e-mails as people know them: a New York owner of a London practice (its mails in British English) reads EST or EDT, not "GMT-5". */

const VIDEO = 4000;
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
}, 30_000);
afterAll(() => app.close());

describe('zone names in e-mails', () => {
  test('an en-GB confirmation e-mail names New York’s zone EST or EDT, not GMT-5', async () => {
    const token = await apiLogin(app, 'owner@example.com');
    const hughes = (await listingByTitle(app, 'Dr. Eleanor Hughes')).id;
    const pet = (await petOf(app, (await userByEmail(app, 'owner@example.com')).id)).id;
    const slot = await slotTaker(app, hughes, VIDEO, 'America/New_York')();
    const res = await payment(app, token, { vendor_listing_id: hughes, type: VIDEO, slot, userTZ: 'America/New_York', pet, info: { summary: 'Sneezing' }, payment: CARD }, { host: 'citycats.localhost' });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: number };
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.message_key, `booking-confirmed:${id}:customer`));
    const when = /When: (.+)/.exec(mail!.body)![1]!;
    // British English: a 24-hour clock, day before month.
    expect(when).toMatch(/^\w+day, \d{1,2} \w+ \d{4} at \d{2}:\d{2} E[SD]T$/);
    expect(mail!.subject).toMatch(/ E[SD]T$/);
    expect(`${mail!.subject}\n${mail!.body}\n${mail!.html}`).not.toMatch(/GMT[+-]\d/);
  });
});
