import { expect, test } from '@playwright/test';
import { onDatabase, signIn, site } from './helpers';

test('an exam entered in error is marked so with a reason: it stays listed, struck through, with who marked it', async ({ page }) => {
  const [owner] = await onDatabase<{ id: number }>("select id from users where email = 'owner@example.com'");
  const name = `Pip${Date.now().toString(36)}`;
  const [pet] = await onDatabase<{ id: number }>('insert into pets (name, type, user_id) values (?, 1, ?) returning id', [name, owner!.id]);
  await signIn(page, 'vet@example.com', { practice: true });
  await page.goto(site(undefined, `/app/users/${owner!.id}/exams`));
  await page.getByLabel('Pet', { exact: true }).selectOption({ label: name });
  await page.getByRole('button', { name: 'Record the exam' }).click();
  await expect(page.getByText('The exam is recorded.')).toBeVisible();

  const exams = page.locator(`section.pet-exams[data-pet="${pet!.id}"]`);
  await expect(exams.getByText(/: exam by Maya Patel$/)).toBeVisible();
  await exams.locator('summary', { hasText: 'Mark entered in error' }).click();
  await exams.getByRole('button', { name: 'Mark entered in error' }).click();
  // Without a reason: the page again, the message by that exam's reason.
  const again = page.locator(`section.pet-exams[data-pet="${pet!.id}"]`);
  const reason = again.getByLabel('Why it was entered in error');
  await expect(reason).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(again.getByText('Give the reason this exam was entered in error (at most 500 characters)')).toBeVisible();
  await reason.fill('Recorded on the wrong pet');
  await again.getByRole('button', { name: 'Mark entered in error' }).click();

  await expect(page.getByText('The exam is marked entered in error: it no longer counts for telemedicine.')).toBeVisible();
  const marked = page.locator(`section.pet-exams[data-pet="${pet!.id}"] li.exam-in-error`);
  await expect(marked).toHaveCount(1);
  await expect(marked.locator('s')).toHaveText(/: exam by Maya Patel$/);
  await expect(marked.locator('s')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(marked).toContainText('Entered in error: Recorded on the wrong pet');
  await expect(marked).toContainText(/Marked by Maya Patel, .+ \d{1,2}:\d{2} [AP]M [A-Z]{2,4}/);
  await expect(marked.locator('summary')).toHaveCount(0);
});
