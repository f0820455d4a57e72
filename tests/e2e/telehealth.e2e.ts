import { expect, test, type Page } from '@playwright/test';
import { onDatabase, ownerThroughApi, signIn, site } from './helpers';
import { fillCard, freeSlot, listingsOf, pickSlot, stageHeading } from './booking-helpers';

const NY = 'America/New_York';
const TELETRIAGE = 'Teletriage — general advice only, no diagnosis or prescription';
const CARD = { name: 'Pat Owner', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '123' };

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

/** A new owner (no consent accepted anywhere) with one pet, signed in on Happy Paws' site. */
async function newOwnerWithPet(page: Page, request: Parameters<typeof ownerThroughApi>[0], pet: string): Promise<number> {
  const email = await ownerThroughApi(request, page, 'password123', { first_name: 'Tele', last_name: 'Owner' });
  await signIn(page, email, { host: 'happypaws' });
  const added = await postJson(page, '/api/pets', { name: pet, type: 1 });
  expect(added.status).toBe(201);
  return added.body.id;
}

async function wizardToPayment(page: Page, listing: { id: number; title: string }, pet: string) {
  const slot = await freeSlot(page, listing.id, 4000, NY);
  await page.goto(site('happypaws', '/book'));
  await expect(page.locator('[data-island="BookingWizard"]')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: `Choose ${listing.title}` }).click();
  await pickSlot(page, 'Video', slot);
  await page.getByLabel(pet, { exact: true }).check();
  await page.getByLabel('Reason for consult').fill('Scratching all night');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stageHeading(page, 'Payment')).toBeVisible();
}

test.describe('telehealth', () => {
  test.use({ timezoneId: NY });

  test('the first video visit asks for consent once, then never again for that version', async ({ page, request }) => {
    const patel = (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Maya Patel'))!;
    await newOwnerWithPet(page, request, 'Olive');
    await wizardToPayment(page, patel, 'Olive');
    await page.getByLabel('Country', { exact: true }).selectOption('US');
    await page.getByLabel('Region', { exact: true }).selectOption({ label: 'Massachusetts' });
    await expect(page.getByText('I agree to receive veterinary care remotely by video, phone or chat.', { exact: false })).toBeVisible();
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('Please read and accept the telehealth consent to book a video, phone or chat consultation')).toBeVisible();
    await page.getByRole('checkbox', { name: 'I have read and accept the telehealth consent' }).check();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(stageHeading(page, 'Confirmation')).toBeVisible();

    // The second video visit with the same practice: the place is prefilled and the consent is not asked again.
    await wizardToPayment(page, patel, 'Olive');
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('US');
    await expect(page.getByText('I agree to receive veterinary care remotely', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'I have read and accept the telehealth consent' })).toHaveCount(0);
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(stageHeading(page, 'Confirmation')).toBeVisible();
  });

  test("the same owner's booking shows 'teletriage' for a pet never seen in the clinic and 'telemedicine' after a clinic visit marked arrived", async ({ page, request, browser }) => {
    const patel = (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Maya Patel'))!;
    // Dr. Patel records her licence for Massachusetts on the Telehealth settings tab.
    const practice = await browser.newPage();
    await signIn(practice, 'vet@example.com', { practice: true });
    await practice.goto(site(undefined, '/app/settings/telehealth'));
    await practice.getByLabel('Team member').selectOption({ label: 'Maya Patel' });
    await practice.getByLabel('Country', { exact: true }).selectOption('US');
    await practice.getByLabel('Region', { exact: true }).selectOption({ label: 'Massachusetts' });
    await practice.getByRole('button', { name: 'Add licence' }).click();
    await expect(practice.getByText('Your telehealth settings have been saved.')).toBeVisible();

    const pet = await newOwnerWithPet(page, request, 'Juniper');
    const book = async (type: number) => {
      const slot = await freeSlot(page, patel.id, type, NY);
      const body = { vendor_listing_id: patel.id, type, slot: slot.start, userTZ: NY, pet, info: { summary: 'Check' }, payment: CARD, owner_country: 'US', owner_region: 'US-MA', telehealth_consent: 1 };
      const res = await postJson(page, '/api/payment', body);
      expect(res.status).toBe(200);
      return { id: res.body.id, slot: slot.start };
    };
    const video = await book(4000);
    await page.goto(site('happypaws', `/app/my-appointments/${video.id}`));
    await expect(page.getByText(TELETRIAGE)).toBeVisible();

    const clinic = await book(2000);
    // The clinic visit began an hour ago, as the clock would make it, and the practice marks the pet arrived.
    const start = new Date(Date.now() - 3_600_000 - (clinic.id % 600) * 60_000);
    await onDatabase('update bookings set slot = ?, slot_end = ? where id = ?', [start.toISOString(), new Date(start.getTime() + 1_800_000).toISOString(), clinic.id]);
    await practice.goto(site(undefined, `/app/appointments/${clinic.id}`));
    await practice.getByRole('button', { name: 'Mark arrived' }).click();
    await expect(practice.locator('.badge-arrived').first()).toBeVisible();

    await page.reload();
    await expect(page.locator('[data-consult-kind]')).toHaveText(/Telemedicine/);
    await expect(page.getByText(TELETRIAGE)).toHaveCount(0);
    await practice.goto(site(undefined, `/app/appointments/${video.id}`));
    await expect(practice.locator('[data-consult-kind="telemedicine"]')).toBeVisible();
    await practice.close();
  });
});

test.describe('telehealth consent after a declined card', () => {
  test.use({ timezoneId: NY });

  test('after a declined card the telehealth consent is still required, and stays as the owner left it', async ({ page, request }) => {
    const patel = (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Maya Patel'))!;
    await newOwnerWithPet(page, request, 'Basil');
    await wizardToPayment(page, patel, 'Basil');
    await page.getByLabel('Country', { exact: true }).selectOption('US');
    await page.getByLabel('Region', { exact: true }).selectOption({ label: 'Massachusetts' });
    const box = page.getByRole('checkbox', { name: 'I have read and accept the telehealth consent' });
    await box.check();
    await fillCard(page, '4000000000000002');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.locator('.wizard-payment [role="alert"]').first()).toBeVisible();
    await expect(stageHeading(page, 'Payment')).toBeVisible();
    // The box is still there, still ticked as the owner left it, and still required.
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute('required', '');
    // Unticked, a good card is refused: the acceptance given with the declined card made no booking.
    await box.uncheck();
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: /^Pay / }).click();
    const refusal = page.locator('.telehealth-consent .field-error');
    await expect(refusal).toHaveText('Please read and accept the telehealth consent to book a video, phone or chat consultation');
    await expect(box).toHaveAttribute('aria-describedby', (await refusal.getAttribute('id'))!);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).not.toBeChecked();
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('US');
    await box.check();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(stageHeading(page, 'Confirmation')).toBeVisible();
  });
});
