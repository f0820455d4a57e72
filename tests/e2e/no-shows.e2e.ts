import { expect, test, type Page } from '@playwright/test';
import { latestOutbox, onDatabase, signIn, site } from './helpers';
import { fillCard, freeSlot, listingsOf, pickSlot, stageHeading } from './booking-helpers';

const NY = 'America/New_York';
const FEE = 2500;

async function bookWithConsent(page: Page, listing: { id: number; title: string }): Promise<number> {
  const slot = await freeSlot(page, listing.id, 4000, NY);
  await signIn(page, 'owner@example.com', { host: 'happypaws' });
  await page.goto(site('happypaws', '/book'));
  await expect(page.locator('[data-island="BookingWizard"]')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: `Choose ${listing.title}` }).click();
  await pickSlot(page, 'Video', slot);
  await page.getByLabel('Biscuit', { exact: true }).check();
  await page.getByLabel('Reason for consult').fill('Limping since Sunday');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stageHeading(page, 'Payment')).toBeVisible();
  await fillCard(page, '4242424242424242');
  const consent = page.getByRole('checkbox', { name: /may charge a no-show fee of \$25\.00 to this card if I miss the appointment/ });
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Please agree to the no-show fee to book this consultation by card')).toBeVisible();
  await consent.check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(stageHeading(page, 'Confirmation')).toBeVisible();
  return Number(/Booking id: (\d+)/.exec((await page.getByText(/Booking id: \d+/).textContent())!)![1]);
}

test.describe('no-shows', () => {
  test.use({ timezoneId: NY });

  test('an owner agrees to the no-show fee at booking; after the start the practice marks a no-show and charges it; the owner is e-mailed', async ({ page, browser }) => {
    const romero = (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Luis Romero'))!;
    await onDatabase('update vendor_listings set policy = ? where id = ?', [JSON.stringify({ notice_hours: 24, inside: 'full', no_show_fee: FEE }), romero.id]);
    try {
      const id = await bookWithConsent(page, romero);
      // An hour later than its start, as the clock would make it (the run's clock is shared by every test).
      const start = new Date(Date.now() - 3_600_000 - (id % 600) * 60_000);
      await onDatabase('update bookings set slot = ?, slot_end = ? where id = ?', [start.toISOString(), new Date(start.getTime() + 1_800_000).toISOString(), id]);

      const practice = await browser.newPage();
      await signIn(practice, 'vet@example.com', { practice: true });
      await practice.goto(site(undefined, `/app/appointments/${id}`));
      await practice.getByRole('button', { name: 'Mark no-show' }).click();
      await expect(practice.locator('.badge-no-show').first()).toHaveText('No-show');
      practice.on('dialog', (dialog) => void dialog.accept());
      await practice.getByRole('button', { name: 'Charge no-show fee ($25.00)' }).click();
      await expect(practice.getByText(/No-show fee of \$25\.00 charged on/)).toBeVisible();
      await expect(practice.getByRole('button', { name: /Charge no-show fee/ })).toHaveCount(0);

      await expect.poll(async () => (await latestOutbox(page, 'owner@example.com'))?.subject ?? '').toBe('No-show fee charged: $25.00');
      const mail = (await latestOutbox(page, 'owner@example.com'))!;
      expect(mail.body).toContain('As you agreed when booking, a no-show fee of $25.00 was charged to your card ending in 4242.');
      await practice.close();
    } finally {
      await onDatabase('update vendor_listings set policy = null where id = ?', [romero.id]);
    }
  });
});
