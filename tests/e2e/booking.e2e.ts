import { expect, test, type Page } from '@playwright/test';
import { signIn, site } from './helpers';
import { fillCard, freeSlot, listingsOf, pickSlot, stageHeading } from './booking-helpers';
import { CONSULTATION_TYPE_LABELS, type ConsultationType } from '../../src/lib/constants/consultation-types';

const NY = 'America/New_York';
const LONDON = 'Europe/London';

async function openWizard(page: Page, host?: string) {
  await page.goto(site(host, '/book'));
  await expect(page.locator('[data-island="BookingWizard"]')).toHaveAttribute('data-hydrated', 'true');
}

async function information(page: Page, pet: string, reason: string) {
  await expect(stageHeading(page, 'Information')).toBeFocused();
  await page.getByLabel(pet, { exact: true }).check();
  await page.getByLabel('Reason for consult').fill(reason);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('the booking wizard', () => {
  test.use({ timezoneId: NY });

  test('an owner at Happy Paws books through all five stages, starting with the practice, and pays with 4242', async ({ page }) => {
    const romero = (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Luis Romero'))!;
    const slot = await freeSlot(page, romero.id, 4000, NY);
    await signIn(page, 'owner@example.com', { host: 'happypaws' });
    await openWizard(page, 'happypaws');
    await expect(stageHeading(page, 'Choose practice')).toBeVisible();
    await page.getByRole('button', { name: `Choose ${romero.title}` }).click();
    await expect(stageHeading(page, 'Consultation type and time')).toBeFocused();
    await pickSlot(page, 'Video', slot);
    await information(page, 'Biscuit', 'Scratching his left ear again');
    await expect(stageHeading(page, 'Payment')).toBeVisible();
    const summary = page.getByRole('list', { name: 'Booking summary' }).or(page.locator('dl[aria-label="Booking summary"]'));
    await expect(summary).toContainText(romero.title);
    await expect(summary).toContainText(`Video, `);
    await expect(summary).toContainText(slot.shown);
    await expect(page.locator('.wizard-price')).toContainText('$55');
    await expect(page.locator('.wizard-price')).toContainText('NA');
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pay $55' }).click();
    await expect(stageHeading(page, 'Confirmation')).toBeVisible();
    await expect(page.getByText(/Booking id: \d+/)).toBeVisible();
  });

  test('at City Cat (one listing) the practice stage is skipped', async ({ page }) => {
    const [listing] = await listingsOf(page, 'citycats');
    const paid = listing!.consultations.find((c) => c.price > 0)!;
    const typeLabel = CONSULTATION_TYPE_LABELS[paid.type as ConsultationType];
    const slot = await freeSlot(page, listing!.id, paid.type, NY);
    await signIn(page, 'owner@example.com', { host: 'citycats' });
    await openWizard(page, 'citycats');
    await expect(stageHeading(page, 'Consultation type and time')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0);
    await pickSlot(page, typeLabel, slot);
    await information(page, 'Miso', 'Not eating her breakfast');
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(stageHeading(page, 'Confirmation')).toBeVisible();
  });

  test('a declined card shows the message in a red alert and stays on payment; the state survives a reload', async ({ page }) => {
    const patel = (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Maya Patel'))!;
    const slot = await freeSlot(page, patel.id, 6000, NY);
    await signIn(page, 'owner@example.com', { host: 'happypaws' });
    await openWizard(page, 'happypaws');
    await page.getByRole('button', { name: `Choose ${patel.title}` }).click();
    await pickSlot(page, 'Chat', slot);
    await information(page, 'Biscuit', 'Quick diet question');
    await page.reload();
    await expect(page.locator('[data-island="BookingWizard"]')).toHaveAttribute('data-hydrated', 'true');
    await expect(stageHeading(page, 'Payment')).toBeVisible();
    await fillCard(page, '4000000000000002');
    await page.getByRole('button', { name: 'Pay $25' }).click();
    const alert = page.locator('.wizard-payment .alert-error');
    await expect(alert).toHaveText('Your card was declined.');
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(stageHeading(page, 'Payment')).toBeVisible();
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pay $25' }).click();
    await expect(stageHeading(page, 'Confirmation')).toBeVisible();
  });

  test('editing the type row clears the slot and the information', async ({ page }) => {
    const patel = (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Maya Patel'))!;
    const slot = await freeSlot(page, patel.id, 5000, NY);
    await signIn(page, 'owner@example.com', { host: 'happypaws' });
    await openWizard(page, 'happypaws');
    await page.getByRole('button', { name: `Choose ${patel.title}` }).click();
    await pickSlot(page, 'Telephonic', slot);
    await information(page, 'Miso', 'Sneezing');
    await expect(stageHeading(page, 'Payment')).toBeVisible();
    await page.getByRole('button', { name: 'Edit type' }).click();
    await expect(stageHeading(page, 'Consultation type and time')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Edit information' })).toHaveCount(0);
    await expect(page.locator('.slot[aria-pressed="true"]')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('slot')).toBeNull();
    await page.getByRole('button', { name: 'Edit practice' }).click();
    await expect(stageHeading(page, 'Choose practice')).toBeVisible();
  });

  test('a free consultation shows no payment block', async ({ page }) => {
    const [listing] = await listingsOf(page, 'citycats');
    const free = listing!.consultations.find((c) => c.price === 0)!;
    const typeLabel = CONSULTATION_TYPE_LABELS[free.type as ConsultationType];
    const slot = await freeSlot(page, listing!.id, free.type, NY);
    await signIn(page, 'owner@example.com', { host: 'citycats' });
    await openWizard(page, 'citycats');
    await pickSlot(page, typeLabel, slot);
    await information(page, 'Miso', 'Is this plant safe for cats?');
    await expect(stageHeading(page, 'Payment')).toBeVisible();
    await expect(page.locator('.wizard-price')).toContainText('Free');
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(stageHeading(page, 'Confirmation')).toBeVisible();
  });

  test('a practice books for a found customer with payment waived; an unknown e-mail says "Customer not found"', async ({ page }) => {
    const patel = (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Maya Patel'))!;
    const slot = await freeSlot(page, patel.id, 4000, NY, 3);
    await signIn(page, 'vet@example.com', { practice: true });
    await openWizard(page);
    await page.getByRole('button', { name: `Choose ${patel.title}` }).click();
    await pickSlot(page, 'Video', slot);
    await expect(stageHeading(page, 'Information')).toBeFocused();
    await page.getByLabel('Customer email').fill('nobody-at-all@example.com');
    await page.getByRole('button', { name: 'Find customer' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Customer not found' })).toBeVisible();
    await page.getByLabel('Customer email').fill('owner2@example.com');
    await page.getByRole('button', { name: 'Find customer' }).click();
    await expect(page.getByText('owner2@example.com')).toBeVisible();
    await page.getByLabel('Clover', { exact: true }).check();
    await page.getByLabel('Reason for consult').fill('Eating less hay');
    await page.getByLabel('Waive payment').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stageHeading(page, 'Payment')).toBeVisible();
    await expect(page.locator('.wizard-price')).toContainText('waived');
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(stageHeading(page, 'Confirmation')).toBeVisible();
  });

  test('works at phone width', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, timezoneId: NY });
    const page = await context.newPage();
    await signIn(page, 'owner@example.com', { host: 'citycats' });
    await openWizard(page, 'citycats');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  test('a signed-out visitor is sent to sign in and comes back to the same stage', async ({ page }) => {
    const [listing] = await listingsOf(page, 'citycats');
    const c = listing!.consultations[0]!;
    const slot = await freeSlot(page, listing!.id, c.type, LONDON);
    const path = `/book?listing=${listing!.id}&type=${c.type}&slot=${encodeURIComponent(slot.start)}&tz=${encodeURIComponent(LONDON)}`;
    await page.goto(site('citycats', path));
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByLabel('Email').fill('owner@example.com');
    await page.getByLabel('Password').fill('password123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(stageHeading(page, 'Information')).toBeVisible();
  });
});
