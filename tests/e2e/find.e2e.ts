import { expect, test, type Page } from '@playwright/test';
import { codeSentTo, latestOutbox, site, uniqueEmail, uniquePhone } from './helpers';
import { acceptTelehealthConsent, fillCard, freeSlot, listingsOf, pickSlot, stageHeading } from './booking-helpers';

/** Issue 15.1 and 15.6: a new owner finds a practice on the main host, signs up on the way, books and pays. */
const NY = 'America/New_York';
test.use({ timezoneId: NY });
// A signup with its SMS code and one or two bookings: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** From the home page's search box to the Book button of Dr. Romero's listing, signed out: the owner login, keeping where to return. */
async function searchAndBook(page: Page) {
  await page.goto(site(undefined, '/'));
  const search = page.getByRole('search', { name: 'Find a practice' });
  await search.getByLabel('Keyword').fill('Romero');
  await search.getByLabel('Consultation type').selectOption({ label: 'Video' });
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/vet-appointments\/\?q=Romero&where=&type=4000/);
  const results = page.locator('#find-results');
  await expect(results.getByRole('heading', { name: 'Happy Paws Veterinary Clinic' })).toBeVisible();
  const romero = results.locator('.found-listing', { hasText: 'Dr. Luis Romero' });
  await expect(romero.locator('tr[data-consultation-type="4000"]')).toContainText('$55');
  await expect(romero.locator('tr[data-consultation-type="4000"] time')).toBeVisible();
  // htmx filtering: changing the type swaps the results and the address keeps the search.
  await page.getByRole('search', { name: 'Find a practice' }).getByLabel('Consultation type').selectOption({ label: 'Chat' });
  await expect(romero.locator('tr[data-consultation-type="6000"]')).toHaveCount(1);
  await expect(page).toHaveURL(/type=6000/);
  await page.getByRole('search', { name: 'Find a practice' }).getByLabel('Consultation type').selectOption({ label: 'Video' });
  await expect(romero.locator('tr[data-consultation-type="4000"]')).toHaveCount(1);
  await results.getByRole('link', { name: /^Book at Dr\. Luis Romero/ }).click();
  await expect(page).toHaveURL(/\/login\/\?redirect=%2Fbook%3Fpractice%3D\d+%26listing%3D\d+%26type%3D4000/);
}

/** The login page's "Create an account", then the signup form (the redirect kept), optionally with a promo code. */
async function signUpOnTheWay(page: Page, promo?: string) {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup-type\?redirect=/);
  await page.getByLabel('First name').fill('Nell');
  await page.getByLabel('Last name').fill('Finder');
  const email = uniqueEmail('finder');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('finder-password');
  const phone = uniquePhone();
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await page.getByLabel('Code', { exact: true }).fill(await codeSentTo(page, phone));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verified!')).toBeVisible();
  if (promo) {
    await page.getByLabel('Promo code (optional)').fill(promo);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Promo Applied!')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/book\?practice=\d+&listing=\d+&type=4000/);
  return email;
}

/** Stages 2–4 on the open wizard: the slot, the pet (added the first time), the reason; answers the Payment stage's summary. */
async function bookVideo(page: Page, romeroId: number, firstTime: boolean) {
  const wizard = page.locator('[data-island="BookingWizard"]');
  await expect(wizard).toHaveAttribute('data-hydrated', 'true');
  await expect(stageHeading(page, 'Consultation type and time')).toBeVisible();
  await pickSlot(page, 'Video', await freeSlot(page, romeroId, 4000, NY));
  await expect(stageHeading(page, 'Information')).toBeVisible();
  if (firstTime) {
    await wizard.getByRole('button', { name: 'Add a pet' }).click();
    await wizard.getByLabel('Pet name').fill('Pickle');
    await wizard.getByLabel('Pet type').selectOption({ label: 'Dog' });
    await wizard.getByRole('button', { name: 'Save pet' }).click();
  }
  await wizard.getByLabel('Pickle', { exact: true }).check();
  await wizard.getByLabel('Reason for consult').fill('Limping on the left hind leg');
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect(stageHeading(page, 'Payment')).toBeVisible();
  return page.locator('dl[aria-label="Booking summary"]');
}

async function pay(page: Page, label: string) {
  await fillCard(page, '4242424242424242');
  await acceptTelehealthConsent(page);
  await page.getByRole('button', { name: label }).click();
  await expect(stageHeading(page, 'Confirmation')).toBeVisible();
  await expect(page.getByText(/Booking id: \d+/)).toBeVisible();
}

test('a new owner on the main host searches, signs up on the way, books with the practice found and pays', async ({ page }) => {
  const romero = (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Luis Romero'))!;
  await searchAndBook(page);
  const email = await signUpOnTheWay(page);
  const summary = await bookVideo(page, romero.id, true);
  await expect(summary).toContainText('$55');
  await expect(page.locator('.wizard-price')).toContainText('$55');
  await pay(page, 'Pay $55');
  await expect.poll(async () => (await latestOutbox(page, email))?.body ?? '').toContain('Price: $55.00');
  await page.goto(site(undefined, '/app/my-appointments'));
  await expect(page.getByText(romero.title).first()).toBeVisible();
});

test('signed up with WELCOME, the owner pays 20% less for the first video consultation only', async ({ page }) => {
  const romero = (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Luis Romero'))!;
  await searchAndBook(page);
  const email = await signUpOnTheWay(page, 'welcome');
  const summary = await bookVideo(page, romero.id, true);
  await expect(summary).toContainText('$44 (WELCOME: 20% off $55)');
  await expect(page.locator('.wizard-price')).toContainText('Offer WELCOME');
  await expect(page.locator('.wizard-price')).toContainText('20% off');
  await pay(page, 'Pay $44');
  await expect.poll(async () => (await latestOutbox(page, email))?.body ?? '').toContain('Price: $44.00');

  // The second video consultation: full price.
  await page.goto(site(undefined, `/book?listing=${romero.id}&type=4000`));
  const again = await bookVideo(page, romero.id, false);
  await expect(again).not.toContainText('WELCOME');
  await expect(page.locator('.wizard-price')).not.toContainText('Offer');
  await pay(page, 'Pay $55');
  await expect.poll(async () => (await latestOutbox(page, email))?.body ?? '').toContain('Price: $55.00');
});
