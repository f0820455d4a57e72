import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { dayWords, ownerThroughApi, signIn, site } from './helpers';
import { freeSlot, listingsOf } from './booking-helpers';

// The server and the browser agree on UTC, so times read the same on both.
test.use({ timezoneId: 'UTC' });

const VIDEO = 4000;
const CARD = { name: 'Pat Owner', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '123' };

test('an owner reschedules an upcoming booking and sees it Re-Scheduled with a link to the new booking', async ({ page, request }) => {
  const email = await ownerThroughApi(request, page, 'password123', { first_name: 'Remy', last_name: 'Mover' });
  await signIn(page, email);
  const pet = await page.request.post(site(undefined, '/api/pets'), { data: { name: 'Pickle', type: 1 } });
  expect(pet.status()).toBe(201);
  const listing = (await listingsOf(page, 'happypaws')).find((l) => l.consultations.some((c) => c.type === VIDEO))!;
  const slot = await freeSlot(page, listing.id, VIDEO, 'UTC');
  const booked = await page.request.post(site(undefined, '/api/payment'), {
    data: { vendor_listing_id: listing.id, type: VIDEO, slot: slot.start, userTZ: 'UTC', pet: ((await pet.json()) as { id: number }).id, info: { summary: 'Limping' }, payment: CARD, telehealth_consent: 1 },
  });
  expect(booked.status()).toBe(200);
  const oldId = ((await booked.json()) as { id: number }).id;

  await page.goto(site(undefined, `/app/my-appointments/${oldId}`));
  await page.getByRole('link', { name: 'Reschedule' }).click();
  await expect(page.getByRole('heading', { name: `Reschedule appointment #${oldId}` })).toBeVisible();
  // Another day: its free times of the same consultation come in without leaving the page.
  const target = await freeSlot(page, listing.id, VIDEO, 'UTC', 5);
  await page.getByLabel('Date').fill(target.date);
  await page.getByLabel('Date').dispatchEvent('change');
  const times = page.getByRole('list', { name: 'Available times' });
  // The day in the reader's words, not ISO.
  await expect(page.getByText(`Available times on ${dayWords(target.date)}`)).toBeVisible();
  await times.getByLabel(target.shown, { exact: true }).check();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: 'Reschedule' }).click();

  await expect(page).toHaveURL(/\/app\/my-appointments\/\d+$/);
  const newId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(newId).not.toBe(oldId);
  await expect(page.locator('.appointment-facts .badge')).toHaveText('Active');

  await page.goto(site(undefined, '/app/my-appointments?status=rescheduled'));
  const card = page.locator(`article.appointment-card[data-booking-id="${oldId}"]`);
  await expect(card.locator('.badge')).toHaveText('Re-Scheduled');
  await card.getByRole('link', { name: 'View details' }).click();
  await expect(page.locator('.appointment-facts .badge')).toHaveText('Re-Scheduled');
  await expect(page.getByRole('link', { name: 'Reschedule' })).toHaveCount(0);
  await page.getByRole('link', { name: `Re-Scheduled to appointment #${newId}` }).click();
  await expect(page).toHaveURL(site(undefined, `/app/my-appointments/${newId}`));
  await expect(page.getByRole('heading', { name: `Appointment #${newId}` })).toBeVisible();
});
