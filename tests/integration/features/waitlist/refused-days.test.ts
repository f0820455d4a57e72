import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, cookieHeader, postForm } from '../../../helpers/accounts';
import { listingByTitle } from '../../../helpers/booking';
import { VIDEO, dayAhead, join } from './fixtures';

/* Joining a waitlist with days refused: the API names the day in people's words; the page keeps both days, the message beside the one it names. */

let app: TestApp;
let owner: string;
let patel: number;
beforeAll(async () => {
  app = await createTestApp();
  owner = await apiLogin(app, 'owner@example.com');
  patel = (await listingByTitle(app, 'Dr. Maya Patel')).id;
});
afterAll(() => app.close());

describe('waitlist days refused', () => {
  test('To before From: "To must not be before From" naming to; the join form keeps both days with it beside To', async () => {
    const [from, to] = [dayAhead(app, 4), dayAhead(app, 2)];
    const api = await join(app, owner, { listing_id: patel, type: VIDEO, from, to });
    expect(await api.json()).toEqual({ msg: 'To must not be before From', field: 'to' });
    const page = await postForm(app, '/app/my-waitlist', { listing_id: String(patel), type: String(VIDEO), from, to }, { headers: cookieHeader(owner) });
    expect(page.status).toBe(422);
    const html = await page.text();
    expect(html).toContain(`id="waitlist-from" name="from" type="date" value="${from}"`);
    expect(html).toContain(`id="waitlist-to" name="to" type="date" value="${to}"`);
    expect(html).toContain('<p class="field-error" id="waitlist-to-error">To must not be before From</p>');
    expect(html).toContain('aria-describedby="waitlist-to-error"');
  });

  test('a From that is no date: "From must be a date", naming from', async () => {
    const api = await join(app, owner, { listing_id: patel, type: VIDEO, from: '2026-02-30', to: dayAhead(app, 2) });
    expect(api.status).toBe(422);
    expect(await api.json()).toEqual({ msg: 'From must be a date', field: 'from' });
  });
});
