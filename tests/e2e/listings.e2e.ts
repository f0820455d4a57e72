import { expect, test } from '@playwright/test';
import { DateTime } from 'luxon';
import { signIn, site } from './helpers';

test.describe('a practice publishes a listing that visitors can book', () => {
  test('create a listing with a Video consultation and a schedule; a visitor picks a date and slot and gets the confirm question', async ({ page, browser }) => {
    const title = `Dr. Iris Vale ${Date.now()}`;
    await signIn(page, 'vet@example.com', { practice: true });
    await expect(page).toHaveURL(/\/app\//);
    await page.goto(site(undefined, '/app/listings'));
    await page.getByRole('link', { name: 'New Listing' }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Line 1').fill('Behaviour and nutrition by video');
    await page.getByLabel('Listing owner').selectOption({ label: 'Maya Patel' });
    await page.getByLabel('Timezone').selectOption('America/New_York');
    const consultation = page.locator('.consultation').first();
    await consultation.getByLabel('Type').selectOption({ label: 'Video' });
    await consultation.getByLabel('Duration (minutes)').fill('30');
    await consultation.getByLabel('Price (USD)').fill('40');
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']) await consultation.getByLabel(day, { exact: true }).check();
    await consultation.getByLabel('From').selectOption('08:00');
    await consultation.getByLabel('To').selectOption('20:00');
    // A second row comes in through htmx without a reload, and can be removed again.
    await consultation.getByRole('button', { name: 'Add schedule row' }).click();
    await expect(consultation.locator('.schedule-row')).toHaveCount(2);
    await expect(consultation.locator('.schedule-row').first().getByRole('button', { name: 'Remove row' })).toHaveCount(0);
    await consultation.locator('.schedule-row').nth(1).getByRole('button', { name: 'Remove row' }).click();
    await expect(consultation.locator('.schedule-row')).toHaveCount(1);
    await page.getByRole('button', { name: 'Save listing' }).click();
    await expect(page).toHaveURL(/\/app\/listings$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    const visitor = await browser.newContext({ timezoneId: 'America/New_York' });
    const guest = await visitor.newPage();
    await guest.goto(site('happypaws'));
    const card = guest.locator('.listing-card', { hasText: title });
    const widget = card.locator('[data-island="BookingWidget"]');
    await expect(widget).toHaveAttribute('data-hydrated', 'true');
    await expect(widget.getByLabel('Clinic')).toHaveCount(0);
    await widget.getByLabel('Video').check();
    const day = DateTime.now().setZone('America/New_York').plus({ days: 2 }).toISODate()!;
    await widget.getByLabel('Date').fill(day);
    const slot = widget.getByRole('list', { name: 'Available times' }).getByRole('button', { name: '10:00 AM' });
    await slot.click();
    await expect(guest.getByRole('dialog')).toContainText(new RegExp(`Confirm ${DateTime.fromISO(day).toFormat('ccc, LLL d, yyyy')} at 10:00 AM E[SD]T\\?`));
    await visitor.close();
  });

  test('a listing whose consultation is disabled does not appear on the practice site', async ({ page }) => {
    const title = `Dr. Hidden ${Date.now()}`;
    await signIn(page, 'vet@example.com', { practice: true });
    await page.goto(site(undefined, '/app/listings/item'));
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Line 1').fill('Not taking patients yet');
    await page.getByLabel('Listing owner').selectOption({ label: 'Maya Patel' });
    const consultation = page.locator('.consultation').first();
    await consultation.getByLabel('Type').selectOption({ label: 'Chat' });
    await consultation.getByLabel('Duration (minutes)').fill('15');
    await consultation.getByLabel('Price (USD)').fill('20');
    await consultation.getByLabel('Mon', { exact: true }).check();
    await consultation.getByLabel('Enabled').uncheck();
    await page.getByRole('button', { name: 'Save listing' }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.goto(site('happypaws'));
    await expect(page.getByRole('heading', { name: 'Book an Appointment' })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  });

  test('a listing form with mistakes shows each message by its field', async ({ page }) => {
    await signIn(page, 'vet@example.com', { practice: true });
    await page.goto(site(undefined, '/app/listings/item'));
    await page.getByRole('button', { name: 'Save listing' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Line 1 is required')).toBeVisible();
    await expect(page.getByText('Listing owner is required')).toBeVisible();
  });
});
