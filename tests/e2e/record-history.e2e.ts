import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('an owner amends a locked entry with a reason and sees its history', async ({ page }) => {
  await signIn(page, 'owner@example.com');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Medical Records' }).click();
  await page.getByLabel('Pet', { exact: true }).selectOption({ label: 'Biscuit (Dog)' });
  await page.waitForURL(/[?&]pet=\d+/);
  await page.locator('[data-category-link="laboratory"]').click();
  await page.waitForURL(/category=laboratory/);
  // The seeded blood panel was made three weeks ago: it is locked, so it is amended, not edited or deleted.
  const row = page.getByRole('row').filter({ hasText: 'Wellness blood panel' });
  await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await row.getByRole('link', { name: 'Amend' }).click();
  await expect(page.getByRole('heading', { name: 'Amend Laboratory' })).toBeVisible();
  const comment = `Recheck in six months (${Date.now()}).`;
  await page.getByLabel('Comment').fill(comment);
  await page.getByLabel('Reason for the amendment *').fill('The vet added a follow-up');
  await page.getByRole('button', { name: 'Save' }).click();
  const amended = page.getByRole('row').filter({ hasText: 'Wellness blood panel' });
  await expect(amended.getByText('Amended')).toBeVisible();
  await amended.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: 'History of this entry' })).toBeVisible();
  await expect(page.getByText('Original entry')).toBeVisible();
  await expect(page.getByText('All values within normal limits.').first()).toBeVisible();
  await expect(page.getByText(comment).first()).toBeVisible();
  await expect(page.getByText('Reason: The vet added a follow-up').last()).toBeVisible();
});
