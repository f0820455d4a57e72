/**
 * Where the pet will be during a remote consult: Country and Region pickers of ISO 3166 in the
 * owner's wizard, the practice's own booking flow and its licence form; the choice is kept as
 * picked (never cut) and decides telemedicine or teletriage.
 */
import { expect, test, type Page } from '@playwright/test';
import { onDatabase, ownerThroughApi, signIn, site } from './helpers';
import { fillCard, freeSlot, listingsOf, pickSlot, stageHeading } from './booking-helpers';

const NY = 'America/New_York';
const LONDON = 'Europe/London';
const VIDEO = 4000;

/** A JSON call from the page itself (its host resolves only in the browser), signed in by its cookie. */
async function postJson(page: Page, path: string, data: unknown): Promise<{ status: number; body: { id: number } }> {
  return page.evaluate(
    async ([url, json]) => {
      const res = await fetch(url as string, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(json) });
      return { status: res.status, body: await res.json() };
    },
    [path, data],
  );
}

/** A new owner signed in on a practice's site, with one pet: answers their e-mail. */
async function ownerWithPet(page: Page, request: Parameters<typeof ownerThroughApi>[0], host: string, pet: string): Promise<string> {
  const email = await ownerThroughApi(request, page, 'password123', { first_name: 'Place', last_name: 'Owner' });
  await signIn(page, email, { host });
  expect((await postJson(page, '/api/pets', { name: pet, type: 1 })).status).toBe(201);
  return email;
}

/** The owner's wizard up to payment for a video consult with the listing. */
async function toPayment(page: Page, host: string, listing: { id: number; title: string }, pet: string, zone: string, locale: string) {
  const slot = await freeSlot(page, listing.id, VIDEO, zone, 2, locale);
  await page.goto(site(host, '/book'));
  await expect(page.locator('[data-island="BookingWizard"]')).toHaveAttribute('data-hydrated', 'true');
  const choose = page.getByRole('button', { name: `Choose ${listing.title}` });
  if ((await choose.count()) > 0) await choose.click();
  await pickSlot(page, 'Video', slot);
  await page.getByLabel(pet, { exact: true }).check();
  await page.getByLabel('Reason for consult').fill('Sneezing since Sunday');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stageHeading(page, 'Payment')).toBeVisible();
  await expect(page.locator('.wizard-telehealth')).toHaveAttribute('data-ready', 'true');
}

const newestBookingOf = async (email: string) => (await onDatabase<{ id: number }>('select b.id from bookings b join users u on u.id = b.user_id where u.email = ? order by b.id desc limit 1', [email]))[0]!.id;

test.describe('a UK practice', () => {
  test.use({ locale: 'en-GB', timezoneId: LONDON });

  test("the UK practice's booking offers United Kingdom and its regions, no US-CA hint", async ({ page, request }) => {
    const hughes = (await listingsOf(page, 'citycats'))[0]!;
    await ownerWithPet(page, request, 'citycats', 'Biscuit');
    await toPayment(page, 'citycats', hughes, 'Biscuit', LONDON, 'en-GB');
    const country = page.getByLabel('Country', { exact: true });
    await expect(country).toHaveValue('GB');
    await expect(country.locator('option:checked')).toHaveText('United Kingdom');
    const region = page.getByLabel('Region', { exact: true });
    await expect(region.locator('option:checked')).toHaveText('Whole country / not sure');
    await expect(region.locator('option', { hasText: 'Scotland' })).toHaveAttribute('value', 'GB-SCT');
    await expect(page.getByText(/US-CA/)).toHaveCount(0);
    // Another country brings its own regions.
    await country.selectOption({ label: 'Ireland' });
    await expect(region.locator('option', { hasText: 'Leinster' })).toBeAttached();
    await expect(region.locator('option', { hasText: 'Scotland' })).toHaveCount(0);
  });
});

test.describe('Happy Paws, in the United States', () => {
  test.use({ timezoneId: NY });

  test('Massachusetts is picked, not cut', async ({ page, request }) => {
    const patel = (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Maya Patel'))!;
    const email = await ownerWithPet(page, request, 'happypaws', 'Maple');
    await toPayment(page, 'happypaws', patel, 'Maple', NY, 'en-US');
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('US');
    await page.getByLabel('Region', { exact: true }).selectOption({ label: 'Massachusetts' });
    await page.getByRole('checkbox', { name: 'I have read and accept the telehealth consent' }).check();
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(stageHeading(page, 'Confirmation')).toBeVisible();

    const id = await newestBookingOf(email);
    await page.goto(site('happypaws', `/app/my-appointments/${id}`));
    await expect(page.locator('.pet-location')).toHaveText('Where the pet will be United States · Massachusetts');
    expect(await onDatabase('select country, region from booking_telehealth where booking_id = ?', [id])).toEqual([{ country: 'US', region: 'US-MA' }]);
  });

  test("a practice's remote booking asks where the pet will be and a licensed vet's visit is telemedicine", async ({ page, request, browser }) => {
    const patel = (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Maya Patel'))!;
    const email = await ownerWithPet(page, request, 'happypaws', 'Nutmeg');
    // Happy Paws registered this owner as its customer.
    await onDatabase("insert into practice_customers (vendor_id, user_id, source, created_at) select l.vendor_id, u.id, 'registered', ? from vendor_listings l, users u where l.id = ? and u.email = ?", [new Date().toISOString(), patel.id, email]);
    const ownerId = (await onDatabase<{ id: number }>('select id from users where email = ?', [email]))[0]!.id;

    const practice = await browser.newPage();
    await signIn(practice, 'vet@example.com', { practice: true });
    // Dr. Patel is licensed in Massachusetts, picked from the licence form's lists.
    await practice.goto(site(undefined, '/app/settings/telehealth'));
    await practice.getByLabel('Team member').selectOption({ label: 'Maya Patel' });
    await expect(practice.getByLabel('Country', { exact: true })).toHaveValue('US');
    await practice.getByLabel('Region', { exact: true }).selectOption({ label: 'Massachusetts' });
    await practice.getByRole('button', { name: 'Add licence' }).click();
    await expect(practice.getByText('Your telehealth settings have been saved.')).toBeVisible();
    await expect(practice.locator('table.licences')).toContainText('United States · Massachusetts');
    // Nutmeg was examined in the clinic today.
    await practice.goto(site(undefined, `/app/users/${ownerId}/exams`));
    await practice.getByRole('button', { name: 'Record the exam' }).click();
    await expect(practice.getByText('The exam is recorded.')).toBeVisible();

    // The practice books a video consult for its customer, and is asked where the pet will be.
    const slot = await freeSlot(practice, patel.id, VIDEO, NY, 3);
    await practice.goto(site(undefined, '/book'));
    await expect(practice.locator('[data-island="BookingWizard"]')).toHaveAttribute('data-hydrated', 'true');
    await practice.getByRole('button', { name: `Choose ${patel.title}` }).click();
    await pickSlot(practice, 'Video', slot);
    await practice.getByLabel('Customer email').fill(email);
    await practice.getByRole('button', { name: 'Find customer' }).click();
    await practice.getByLabel('Nutmeg', { exact: true }).check();
    await practice.getByLabel('Reason for consult').fill('Follow-up on the rash');
    await practice.getByLabel('Waive payment').check();
    await practice.getByRole('button', { name: 'Continue' }).click();
    await expect(stageHeading(practice, 'Payment')).toBeVisible();
    const place = practice.locator('.wizard-telehealth');
    await expect(place).toHaveAttribute('data-ready', 'true');
    await expect(practice.getByRole('group', { name: 'Where will the pet be during the consultation?' })).toBeVisible();
    // The owner accepts the consent at the session's door: the practice is not asked it.
    await expect(practice.getByRole('checkbox', { name: 'I have read and accept the telehealth consent' })).toHaveCount(0);
    await expect(practice.getByLabel('Country', { exact: true })).toHaveValue('US');
    await practice.getByLabel('Region', { exact: true }).selectOption({ label: 'Massachusetts' });
    await practice.getByRole('button', { name: 'Book appointment' }).click();
    await expect(stageHeading(practice, 'Confirmation')).toBeVisible();

    const id = await newestBookingOf(email);
    await practice.goto(site(undefined, `/app/appointments/${id}`));
    await expect(practice.locator('[data-consult-kind="telemedicine"]')).toBeVisible();
    await expect(practice.locator('.pet-location')).toContainText('United States · Massachusetts');
    await page.goto(site('happypaws', `/app/my-appointments/${id}`));
    await expect(page.locator('[data-consult-kind]')).toHaveText(/Telemedicine/);
    await practice.close();
  });

  test('an unknown country code is refused by the Country field', async ({ page }) => {
    await signIn(page, 'vet@example.com', { practice: true });
    await page.goto(site(undefined, '/app/settings/telehealth'));
    await page.getByLabel('Team member').selectOption({ label: 'Maya Patel' });
    await page.getByLabel('Licence number').fill('MA-4471');
    // A code no list offers, as an old form or a hand-made request would send it.
    const country = page.getByLabel('Country', { exact: true });
    await country.evaluate((select: HTMLSelectElement) => select.add(new Option('UK', 'UK')));
    await country.selectOption('UK');
    await page.getByRole('button', { name: 'Add licence' }).click();
    const refusal = page.locator('#field-country-error');
    await expect(refusal).toHaveText('Choose a country from the list: an ISO 3166-1 two-letter code');
    await expect(page.getByLabel('Country', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Country', { exact: true })).toHaveAttribute('aria-describedby', 'field-country-error');
    // Everything else is as it was typed, and no licence was added.
    await expect(page.getByLabel('Licence number')).toHaveValue('MA-4471');
    await expect(page.getByText('Your telehealth settings have been saved.')).toHaveCount(0);
  });
});
