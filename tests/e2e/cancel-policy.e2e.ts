import { expect, test, type Page } from '@playwright/test';
import { signIn, site } from './helpers';
import { fillCard, freeSlot, listingsOf, pickSlot, stageHeading } from './booking-helpers';
import { CONSULTATION_TYPE_LABELS, type ConsultationType } from '../../src/lib/constants/consultation-types';

const LONDON = 'Europe/London';

/** The practice (City Cat's root admin) sets or removes its listing's policy through the listing form. */
async function setPolicy(page: Page, listingId: number, policy: { hours: string; share: string } | null) {
  await signIn(page, 'vet2@example.com', { practice: true });
  await page.goto(site(undefined, `/app/listings/item?id=${listingId}`));
  const box = page.getByLabel('This listing has a cancellation policy');
  if (policy) {
    await box.check();
    await page.getByLabel('Notice window (hours before the appointment)').fill(policy.hours);
    await page.getByLabel('Inside the window', { exact: true }).selectOption('partial');
    await page.getByLabel('Share refunded (%)').fill(policy.share);
  } else await box.uncheck();
  await page.getByRole('button', { name: 'Save listing' }).click();
  await expect(page).toHaveURL(/\/app\/listings$/);
  await page.context().clearCookies();
}

test('booking a slot already inside the free-cancellation window says so and what a cancel would refund; the owner then cancels and gets that refund', async ({ page }) => {
  const [listing] = await listingsOf(page, 'citycats');
  const paid = listing!.consultations.find((c) => c.price > 0)!;
  // A window longer than the booking horizon: every slot is inside it.
  await setPolicy(page, listing!.id, { hours: '400', share: '50' });
  try {
    const slot = await freeSlot(page, listing!.id, paid.type, LONDON);
    await signIn(page, 'owner@example.com', { host: 'citycats' });
    await page.goto(site('citycats', '/book'));
    await expect(page.locator('[data-island="BookingWizard"]')).toHaveAttribute('data-hydrated', 'true');
    await pickSlot(page, CONSULTATION_TYPE_LABELS[paid.type as ConsultationType], slot);
    await page.getByLabel('Miso', { exact: true }).check();
    await page.getByLabel('Reason for consult').fill('Not eating since Monday');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Before paying: the policy, in words, beside the price; this time is already inside the window, so not "Free cancellation until…".
    const policy = page.getByRole('region', { name: 'Cancellation policy' });
    const inside = /This time is already inside the cancellation window \(less than 400 hours before the appointment\): if you cancel, (£[\d.]+) of the (£[\d.]+) paid will be refunded\./;
    await expect(policy).toContainText(inside);
    await expect(policy).not.toContainText('Free cancellation until');
    await expect(page.locator('.wizard-summary')).not.toContainText('Free cancellation until');
    const [, promised] = inside.exec((await policy.textContent())!)!;
    await expect(policy).toContainText('Inside that window 50% of the payment is refunded.');
    await expect(policy).toContainText('Refunds are given only within 30 days of payment.');
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(stageHeading(page, 'Confirmation')).toBeVisible();
    const id = await page.locator('[data-booking-id]').getAttribute('data-booking-id');

    // On the appointment: what Cancel would refund, before it is confirmed, and the same in the question.
    await page.goto(site('citycats', `/app/my-appointments/${id}`));
    const quote = page.locator('.cancel-quote');
    await expect(quote).toHaveText(/^If you cancel now, £[\d.]+ of the £[\d.]+ paid will be refunded and £[\d.]+ kept as the late-cancellation fee \(less than 400 hours before the appointment\)\.$/);
    const said = (await quote.textContent())!;
    const [, refund, total, fee] = /^If you cancel now, (£[\d.]+) of the (£[\d.]+) paid will be refunded and (£[\d.]+) kept/.exec(said)!;
    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Cancel Appointment' }).click();
    await expect(page).toHaveURL(/canceled=\d+/);
    expect(question).toBe(`Are you sure you want to cancel this appointment? ${said}`);
    expect(total).toMatch(/^£/);
    expect(refund).toBe(promised!);

    // After: the refund as given, and the fee kept, on the list and the appointment.
    await expect(page.getByText(`Appointment #${id} is canceled.`)).toBeVisible();
    await expect(page.locator('body')).toContainText(`Refund: ${refund} to your Visa card ending 4242`);
    await expect(page.locator('body')).toContainText(`${fee} was kept as the late-cancellation fee (canceled less than 400 hours before the appointment).`);
  } finally {
    await page.context().clearCookies();
    await setPolicy(page, listing!.id, null);
  }
});
