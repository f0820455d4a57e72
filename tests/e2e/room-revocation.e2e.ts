import { createClient } from '@libsql/client';
import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { onDatabase, signIn, site, ownerThroughApi } from './helpers';
import { insertSessionBooking, openSession, personIn } from './sessions-helpers';

const CHAT = 6000;

/** Gives a new owner a pet, straight into the e2e database (a chat booking names one). */
async function givePet(email: string) {
  const db = createClient({ url: `file:${join(process.env.E2E_DATA_DIR!, 'e2e.db')}` });
  try {
    await db.execute('PRAGMA busy_timeout = 5000');
    const user = (await db.execute({ sql: 'select id from users where email = ?', args: [email] })).rows[0]!;
    await db.execute({ sql: "insert into pets (name, type, user_id) values ('Pebble', 1, ?)", args: [user.id] });
  } finally {
    db.close();
  }
}

const chatState = (page: Page) => page.locator('.chat-room');

test.describe('a live room ends with the right to be in it', () => {
  test('the chat says "You have been signed out" when its person logs out in another tab', async ({ browser, page, request }) => {
    const email = await ownerThroughApi(request, page, 'password123');
    await givePet(email);
    const id = await insertSessionBooking({ email, listing: 'patel', type: CHAT, startsInMin: 3 });
    // The new owner accepted the practice's telehealth consent with the booking (else the session door asks first).
    await onDatabase('insert into booking_telehealth (booking_id, vendor_id, user_id, consent_version, consent_at, consent_user_id) select id, vendor_id, user_id, 1, ?, user_id from bookings where id = ?', [new Date().toISOString(), id]);
    const owner = await personIn(browser, email);
    await openSession(owner, id, 'ChatRoom');
    await expect(chatState(owner)).toHaveAttribute('data-connection', 'open');

    const otherTab = await owner.context().newPage();
    await otherTab.goto(site(undefined, '/app/logout'));
    await otherTab.getByRole('button', { name: 'Logout' }).click();
    await otherTab.waitForURL(site(undefined, '/'));

    await expect(owner.getByRole('alert')).toHaveText('You have been signed out.');
    await expect(chatState(owner)).toHaveAttribute('data-connection', 'ended');
    await owner.context().close();
  });

  test('both sides are told "This appointment was canceled" when the booking is canceled during the chat', async ({ browser }) => {
    const id = await insertSessionBooking({ email: 'owner@example.com', listing: 'patel', type: CHAT, startsInMin: 4 });
    const owner = await personIn(browser, 'owner@example.com');
    const vet = await personIn(browser, 'vet@example.com', true);
    await openSession(owner, id, 'ChatRoom');
    await openSession(vet, id, 'ChatRoom');
    await expect(chatState(owner)).toHaveAttribute('data-connection', 'open');
    await expect(chatState(vet)).toHaveAttribute('data-connection', 'open');

    const canceled = await vet.request.post(site(undefined, `/app/appointments/${id}/cancel`), { form: {}, maxRedirects: 0 });
    expect(canceled.status()).toBeLessThan(400);

    for (const page of [owner, vet]) {
      await expect(page.getByRole('alert')).toHaveText('This appointment was canceled, so it has no session.');
      await expect(chatState(page)).toHaveAttribute('data-connection', 'ended');
    }
    await owner.context().close();
    await vet.context().close();
  });
});

test.describe('chat history on reload', () => {
  test('reloading a chat session with history in another zone and locale than the server hydrates without React error #418', async ({ browser }) => {
    const id = await insertSessionBooking({ email: 'owner@example.com', listing: 'patel', type: CHAT, startsInMin: 3 });
    // The server renders in UTC with its own locale; this browser is elsewhere, as a real owner is.
    const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-GB' });
    const owner = await context.newPage();
    await signIn(owner, 'owner@example.com');
    await openSession(owner, id, 'ChatRoom');
    await owner.getByRole('textbox', { name: 'Message' }).fill('Is Biscuit due for a booster?');
    await owner.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(owner.locator('.chat-message:not(.chat-pending) .chat-text')).toHaveText(['Is Biscuit due for a booster?']);

    const errors: string[] = [];
    owner.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    owner.on('pageerror', (error) => errors.push(error.message));
    await owner.reload();
    await expect(owner.locator('[data-island="ChatRoom"]')).toHaveAttribute('data-hydrated', 'true');
    await expect(chatState(owner)).toHaveAttribute('data-connection', 'open');
    expect(errors.filter((e) => /418|hydrat/i.test(e))).toEqual([]);

    // The time is in the reader's zone (the browser's, Tokyo), as the rest of the page shows: in the reader's locale (the browser's British English, 24-hour), the zone named as people know it.
    const time = owner.locator('.chat-meta time').first();
    const at = (await time.getAttribute('datetime'))!;
    // Tokyo's hour and minute of that instant; Node's ICU writes midnight "0:48" where Chromium's writes "00:48", so the leading zero is either.
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(at));
    const [hour, minute] = ['hour', 'minute'].map((type) => parts.find((p) => p.type === type)!.value);
    await expect(time).toHaveText(new RegExp(`^0?${Number(hour)}:${minute} Japan Time$`));
    await context.close();
  });
});
