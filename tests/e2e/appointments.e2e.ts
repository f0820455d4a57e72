import { expect, test } from '@playwright/test';
import { signIn, site } from './helpers';
import { cards, filterBy } from './appointments-helpers';

// The server and the browser agree on UTC, so the page does not re-fetch the list for the browser's zone mid-test.
test.use({ timezoneId: 'UTC' });

test.describe('appointments', () => {
  test('the owner’s list starts with upcoming Active appointments and switches to complete and canceled', async ({ page }) => {
    await signIn(page, 'owner@example.com');
    await expect(page).toHaveURL(site(undefined, '/app/my-appointments'));
    await expect(page.getByRole('link', { name: 'My Appointments' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first()).toBeVisible();
    const upcoming = await cards(page).count();
    expect(upcoming).toBeGreaterThan(1);
    await expect(cards(page).locator('.badge', { hasText: 'Active' })).toHaveCount(upcoming);

    await filterBy(page, 'Status', 'complete');
    await expect(cards(page).locator('.badge', { hasText: 'Completed' }).first()).toBeVisible();
    await expect(cards(page).locator('.badge', { hasText: 'Active' })).toHaveCount(0);
    await expect(page).toHaveURL(/status=complete/);

    await filterBy(page, 'Status', 'canceled');
    await expect(cards(page).locator('.badge', { hasText: 'Canceled' }).first()).toBeVisible();

    // The filters live in the URL: a reload keeps them.
    await page.reload();
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('canceled');
    await expect(cards(page).locator('.badge', { hasText: 'Canceled' }).first()).toBeVisible();
  });

  test('Load more appends the next page and disappears when fewer than 10 come back', async ({ page }) => {
    await signIn(page, 'owner2@example.com');
    await page.goto(site(undefined, '/app/my-appointments?status=complete'));
    await expect(cards(page)).toHaveCount(10);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(13);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('the owner cancels an upcoming appointment after the question, and it shows as Canceled', async ({ page }) => {
    await signIn(page, 'owner2@example.com');
    const card = cards(page).filter({ hasText: 'City Cat Clinic' });
    await expect(card).toHaveCount(1);
    await card.getByRole('link', { name: 'View details' }).click();
    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    // The question ends with what a cancel now refunds (when something was paid), as the page says above the button.
    const quote = await page.locator('.cancel-quote').allTextContents();
    await page.getByRole('button', { name: 'Cancel Appointment' }).click();
    // Back on the refreshed list, which names the booking canceled and what became of its money.
    await expect(page).toHaveURL(new RegExp(`^${site(undefined, '/app/my-appointments').replace(/[.?]/g, '\\$&')}\\?canceled=\\d+$`));
    expect(question).toBe(['Are you sure you want to cancel this appointment?', ...quote].join(' '));
    await expect(cards(page).filter({ hasText: 'City Cat Clinic' })).toHaveCount(0);
    await filterBy(page, 'Status', 'canceled');
    await expect(cards(page).filter({ hasText: 'City Cat Clinic' }).locator('.badge')).toHaveText('Canceled');
  });

  test('a practice filters its appointments by listing', async ({ page }) => {
    await signIn(page, 'vet@example.com', { practice: true });
    await expect(page).toHaveURL(/\/app\/appointments/);
    await expect(page.getByRole('link', { name: 'New Appointment' })).toHaveAttribute('href', '/book');
    await expect(cards(page).filter({ hasText: 'Dr. Maya Patel' }).first()).toBeVisible();
    await filterBy(page, 'Listing', { label: 'Dr. Luis Romero, DVM — Feline & Exotics' });
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).filter({ hasText: 'Dr. Maya Patel' })).toHaveCount(0);
    await expect(cards(page).filter({ hasText: 'Dr. Luis Romero' })).toHaveCount(await cards(page).count());
  });

  test('a team member sees only the managed listing’s appointments', async ({ page }) => {
    await signIn(page, 'staff@example.com', { practice: true });
    await expect(page.getByLabel('Listing', { exact: true }).locator('option')).toHaveText(['All listings', 'Dr. Luis Romero, DVM — Feline & Exotics']);
    for (const status of ['in progress', 'complete']) {
      await filterBy(page, 'Status', status);
      await expect(cards(page).first()).toBeVisible();
      await expect(cards(page).filter({ hasText: 'Dr. Luis Romero' })).toHaveCount(await cards(page).count());
    }
  });

  test('the booking link opens the booking and its session page; an altered link says Invalid link', async ({ page }) => {
    await signIn(page, 'owner@example.com');
    await filterBy(page, 'Status', 'complete');
    await cards(page).filter({ hasText: 'Telephonic' }).first().getByRole('link', { name: 'View details' }).click();
    const link = await page.locator('#booking-link').inputValue();
    const id = /\.c\.(\d+)\./.exec(link)![1]!;
    await page.goto(site(undefined, new URL(link).pathname + new URL(link).search));
    await expect(page.getByRole('heading', { name: `Appointment #${id}` })).toBeVisible();
    // A past booking's room has closed, so "Open session" is not offered; its session page still says how it went.
    await expect(page.getByText('This session has ended.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open session' })).toHaveCount(0);
    await page.goto(site(undefined, `/appointments/${id}/session`));
    await expect(page.getByText('The doctor will call you at the appointment time')).toBeVisible();

    const altered = link.replace(`.c.${id}.`, `.c.${Number(id) + 1}.`);
    await page.goto(site(undefined, new URL(altered).pathname + new URL(altered).search));
    await expect(page.getByRole('heading', { name: 'Invalid link' })).toBeVisible();
  });
});

test.describe('appointments in the browser’s zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });
  test('with no zone in the URL the list is in the browser’s zone', async ({ page }) => {
    await signIn(page, 'owner@example.com');
    // The browser's zone reaches the server in its cookie, so the first answer is already in it.
    await expect(page.getByLabel('Timezone', { exact: true })).toHaveValue('Asia/Tokyo');
    await expect(cards(page).first()).toContainText('Japan Time');
  });
});
