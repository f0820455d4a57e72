import { expect, test } from '@playwright/test';
import { DateTime } from 'luxon';
import { signIn, site } from './helpers';

const NY = 'America/New_York';

test.use({ timezoneId: NY });

test('a practice holds back urgent slots; owners see them in the widget only once the day is released, labelled Urgent', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const title = `Dr. Quinn Urgent ${Date.now()}`;
  const day = DateTime.now().setZone(NY).plus({ days: 2 });
  await signIn(page, 'vet@example.com', { practice: true });
  await page.goto(site(undefined, '/app/listings/item'));
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Line 1').fill('Same-day appointments for urgent cases');
  await page.getByLabel('Listing owner').selectOption({ label: 'Maya Patel' });
  await page.getByLabel('Timezone').selectOption(NY);
  const consultation = page.locator('.consultation').first();
  await consultation.getByLabel('Type').selectOption({ label: 'Video' });
  await consultation.getByLabel('Duration (minutes)').fill('30');
  await consultation.getByLabel('Price (USD)').fill('40');
  for (const d of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']) await consultation.getByLabel(d, { exact: true }).check();
  await consultation.getByLabel('From').selectOption('08:00');
  await consultation.getByLabel('To').selectOption('20:00');
  // 24 slots a day, a quarter held: 09:00, 11:00, 13:00, 15:00, 17:00 and 19:00, until released by hand.
  const urgent = page.locator('#urgent-capacity');
  await expect(urgent.getByRole('heading', { name: 'Same-day capacity' })).toBeVisible();
  await urgent.getByLabel("Share of each day's slots held for urgent cases (%)").fill('25');
  await urgent.getByLabel('Only when the practice releases the day').check();
  await page.getByRole('button', { name: 'Save listing' }).click();
  await expect(page).toHaveURL(/\/app\/listings$/);

  const visitor = await browser.newContext({ timezoneId: NY });
  const guest = await visitor.newPage();
  const times = async () => {
    await guest.goto(site('happypaws', '/embed'));
    await expect(guest.locator('[data-island="EmbedBooking"]')).toHaveAttribute('data-hydrated', 'true');
    await guest.getByRole('button', { name: `Choose ${title}` }).click();
    await guest.getByRole('radio', { name: /^Video\b/ }).check();
    await guest.getByLabel('Date').fill(day.toISODate()!);
    const list = guest.getByRole('list', { name: 'Available times' });
    await expect(list.getByRole('button', { name: '10:00 AM', exact: true })).toBeVisible();
    return list;
  };
  const held = await times();
  await expect(held.getByRole('button', { name: /^11:00 AM/ })).toHaveCount(0);
  await expect(held.getByText('Urgent')).toHaveCount(0);

  await page.goto(site(undefined, '/app/appointments'));
  await page.getByRole('link', { name: 'Urgent slots' }).click();
  const card = page.locator('.urgent-day', { hasText: title });
  await card.getByLabel('Date').fill(day.toISODate()!);
  await card.getByRole('button', { name: 'Show day' }).click();
  const dayText = day.toFormat('ccc, LLL d, yyyy');
  await page.locator('.urgent-day', { hasText: title }).getByRole('button', { name: `Release urgent slots for ${dayText}` }).click();
  await expect(page.locator('.alert-success')).toContainText(`Urgent slots for ${dayText} are open to everyone.`);
  await expect(page.locator('table.urgent-releases')).toContainText(title);

  const open = await times();
  await expect(open.getByRole('button', { name: '11:00 AM Urgent' })).toBeVisible();
  await expect(open.getByRole('button', { name: '7:00 PM Urgent' })).toBeVisible();
  await expect(open.getByText('Urgent')).toHaveCount(6);
  await visitor.close();
});
