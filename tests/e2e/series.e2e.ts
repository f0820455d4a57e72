import { expect, test } from '@playwright/test';
import { DateTime } from 'luxon';
import { ownerThroughApi, signIn, site } from './helpers';
import { freeSlot, listingsOf } from './booking-helpers';

// The server and the browser agree on UTC, so times read the same on both.
test.use({ timezoneId: 'UTC' });

const VIDEO = 4000;
const CARD = { name: 'Pat Owner', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '123' };

test('the practice books a weekly series of 4 where one week is taken, picks an alternative, then cancels from the third visit on', async ({ page, request, browser }) => {
  // An owner books with the practice (so is its customer); the same time a week later is taken too.
  const email = await ownerThroughApi(request, page, 'password123', { first_name: 'Sera', last_name: 'Weekly' });
  await signIn(page, email);
  const pet = (await (await page.request.post(site(undefined, '/api/pets'), { data: { name: 'Bolt', type: 1 } })).json()) as { id: number };
  const listing = (await listingsOf(page, 'happypaws')).find((l) => l.consultations.some((c) => c.type === VIDEO))!;
  const slot = await freeSlot(page, listing.id, VIDEO, 'UTC', 2);
  const book = (at: string) =>
    page.request.post(site(undefined, '/api/payment'), { data: { vendor_listing_id: listing.id, type: VIDEO, slot: at, userTZ: 'UTC', pet: pet.id, info: { summary: 'Hydrotherapy' }, payment: CARD, telehealth_consent: 1 } });
  const source = await book(slot.start);
  expect(source.status()).toBe(200);
  const sourceId = ((await source.json()) as { id: number }).id;
  const weekLater = DateTime.fromISO(slot.start, { zone: listing.timezone }).plus({ weeks: 1 }).toUTC().toISO()!;
  expect((await book(weekLater)).status()).toBe(200);

  // The practice repeats it weekly, 4 times.
  const practice = await (await browser.newContext({ timezoneId: 'UTC' })).newPage();
  await signIn(practice, 'vet@example.com', { practice: true });
  await practice.goto(site(undefined, `/app/appointments/${sourceId}`));
  await practice.getByRole('link', { name: 'Repeat this appointment' }).click();
  await practice.getByLabel('Every').fill('1');
  await practice.getByLabel('Days or weeks').selectOption('week');
  await practice.getByLabel('Number of visits').fill('4');
  await practice.getByRole('button', { name: 'Check times' }).click();

  // Visit 1 is taken: listed with alternatives, not dropped.
  const refused = practice.locator('.series-refused');
  await expect(refused).toHaveCount(1);
  await expect(refused.locator('legend')).toContainText('Visit 1 (');
  await expect(refused.locator('legend')).toContainText('Sorry, this time slot is no longer available.');
  await expect(practice.locator('.series-free')).toHaveCount(3);
  await refused.getByRole('radio').first().check();
  await practice.getByLabel('Waive payment').check();
  await practice.getByRole('button', { name: 'Book the series' }).click();

  const visits = practice.locator('.series-outcome li a');
  await expect(visits).toHaveCount(4);
  const hrefs = await visits.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  await visits.nth(2).click();
  await expect(practice.getByText('Visit 3 of 4')).toBeVisible();
  const third = Number(new URL(practice.url()).pathname.split('/').pop());

  // Cancel from the third visit on: the third and fourth are canceled, the first two stay.
  await practice.getByRole('button', { name: 'Cancel this and later visits' }).click();
  await expect(practice).toHaveURL(new RegExp(`/app/appointments\\?canceled=${third}`));
  await expect(practice.getByText(`Appointment #${third} is canceled.`)).toBeVisible();
  const badgeOf = async (href: string) => {
    await practice.goto(site(undefined, href));
    return practice.locator('.appointment-facts .badge').innerText();
  };
  expect([await badgeOf(hrefs[0]!), await badgeOf(hrefs[1]!), await badgeOf(hrefs[2]!), await badgeOf(hrefs[3]!)]).toEqual(['Active', 'Active', 'Canceled', 'Canceled']);
  await expect(practice.getByRole('button', { name: 'Cancel this and later visits' })).toHaveCount(0);
});
