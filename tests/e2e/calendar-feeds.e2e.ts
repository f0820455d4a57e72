import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ownerThroughApi, signIn, site } from './helpers';
import { freeSlot, listingsOf } from './booking-helpers';

// Each journey signs in, books and fetches several times: on a loaded machine that is more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

// The server and the browser agree on UTC; the copy buttons may write to the clipboard.
test.use({ timezoneId: 'UTC', permissions: ['clipboard-read', 'clipboard-write'] });

const VIDEO = 4000;
const CARD = { name: 'Pat Owner', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '123' };

/** A paid video booking of the signed-in owner with the Happy Paws practice; answers its id. */
async function bookAsOwner(page: Page): Promise<number> {
  const pet = await page.request.post(site(undefined, '/api/pets'), { data: { name: 'Juniper', type: 1 } });
  expect(pet.status()).toBe(201);
  const listing = (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Maya Patel'))!;
  const slot = await freeSlot(page, listing.id, VIDEO, 'UTC');
  const booked = await page.request.post(site(undefined, '/api/payment'), {
    data: { vendor_listing_id: listing.id, type: VIDEO, slot: slot.start, userTZ: 'UTC', pet: ((await pet.json()) as { id: number }).id, info: { summary: 'Coughing at night' }, payment: CARD, telehealth_consent: 1 },
  });
  expect(booked.status()).toBe(200);
  return ((await booked.json()) as { id: number }).id;
}

/** Makes (or renews) a feed on the Calendar feeds screen, copies its addresses, and answers the https one. */
async function makeAddress(page: Page, kind: 'owner' | 'vet', button: 'Make calendar address' | 'Renew address'): Promise<string> {
  const section = page.locator(`section[data-feed="${kind}"]`);
  await section.getByRole('button', { name: button }).click();
  const fresh = page.locator(`section[data-feed="${kind}"]`);
  await expect(fresh.getByText('Here is your calendar address. Copy it now: it is shown only this once.')).toBeVisible();
  const webcal = await fresh.getByLabel('Subscribe (webcal)').inputValue();
  const https = await fresh.getByLabel('Address (https)').inputValue();
  expect(webcal).toMatch(/^webcal:\/\/.+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(webcal).toBe(https.replace(/^https?:\/\//, 'webcal://'));
  await fresh.getByRole('button', { name: 'Copy link' }).first().click();
  await expect(fresh.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(webcal);
  return https;
}

/** What a calendar app gets from the address; the body with its long lines unfolded (RFC 5545 §3.1). */
async function fetchFeed(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  return { status: res.status(), type: res.headers()['content-type'], body: (await res.text()).replace(/\r?\n[ \t]/g, '') };
}

test('an owner subscribes to their appointments, turns the feed off, and makes a new address', async ({ page, request }) => {
  const email = await ownerThroughApi(request, page, 'password123', { first_name: 'Cal', last_name: 'Endar' });
  await signIn(page, email);
  const id = await bookAsOwner(page);

  await page.goto(site(undefined, '/app/my-appointments'));
  await page.getByRole('link', { name: 'Calendar feeds' }).click();
  await expect(page.getByRole('heading', { name: 'Calendar feeds', level: 1 })).toBeVisible();
  const first = await makeAddress(page, 'owner', 'Make calendar address');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  const feed = await fetchFeed(request, first);
  expect(feed).toMatchObject({ status: 200, type: 'text/calendar; charset=utf-8' });
  expect(feed.body).toMatch(new RegExp(`UID:booking-${id}@`));
  expect(feed.body).toContain('SUMMARY:Juniper: Video consultation with');

  // Back later, the address is not shown again: it can be renewed or turned off.
  await page.goto(site(undefined, '/app/calendar-feeds'));
  await expect(page.locator('section[data-feed="owner"] [data-feed-since]')).toBeVisible();
  await page.locator('section[data-feed="owner"]').getByRole('button', { name: 'Turn off feed' }).click();
  await expect(page.locator('section[data-feed="owner"]').getByRole('button', { name: 'Make calendar address' })).toBeVisible();
  expect((await fetchFeed(request, first)).status).toBe(404);

  const second = await makeAddress(page, 'owner', 'Make calendar address');
  expect(second).not.toBe(first);
  expect((await fetchFeed(request, second)).body).toMatch(new RegExp(`UID:booking-${id}@`));
});

test('a practice login subscribes to its listings’ appointments; a renewed address replaces the old one', async ({ page, browser, request }) => {
  // An owner books with the practice in a browser of their own.
  const ownerPage = await (await browser.newContext()).newPage();
  const email = await ownerThroughApi(request, ownerPage, 'password123', { first_name: 'Vera', last_name: 'Feed' });
  await signIn(ownerPage, email);
  const id = await bookAsOwner(ownerPage);

  await signIn(page, 'vet@example.com', { practice: true });
  await page.goto(site(undefined, '/app/appointments'));
  await page.getByRole('link', { name: 'Calendar feeds' }).click();
  const section = page.locator('section[data-feed="vet"]');
  const hasFeed = await section.getByRole('button', { name: 'Renew address' }).count();
  const first = await makeAddress(page, 'vet', hasFeed ? 'Renew address' : 'Make calendar address');
  const feed = await fetchFeed(request, first);
  expect(feed.status).toBe(200);
  expect(feed.body).toMatch(new RegExp(`UID:booking-${id}@`));
  expect(feed.body).toContain('SUMMARY:Vera Feed (Juniper): Video consultation');
  expect(feed.body).toContain('Reason: Coughing at night');

  const renewed = await makeAddress(page, 'vet', 'Renew address');
  expect(renewed).not.toBe(first);
  expect((await fetchFeed(request, first)).status).toBe(404);
  expect((await fetchFeed(request, renewed)).body).toMatch(new RegExp(`UID:booking-${id}@`));
});
