import { expect, test } from '@playwright/test';
import { site } from './helpers';
import { PNG } from './files-fixtures';
import { insertSessionBooking, personIn } from './sessions-helpers';

const VIDEO = 4000;

test.describe('intake before the visit', () => {
  test('an owner answers intake with a photo and the vet sees it in the session', async ({ browser }) => {
    const id = await insertSessionBooking({ email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 90 });
    const owner = await personIn(browser, 'owner@example.com');
    await owner.goto(site(undefined, `/app/my-appointments/${id}`));
    const form = owner.locator('#intake-panel');
    await expect(form.getByRole('heading', { name: 'Intake questions' })).toBeVisible();
    await form.getByLabel('What is your main concern? (required)').fill('A red patch on her paw');
    await form.locator('input[name="files.photo"]').setInputFiles({ name: 'paw.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Save answers' }).click();
    await expect(owner.getByText('Your answers were saved.')).toBeVisible();

    const vet = await personIn(browser, 'vet@example.com', true);
    await vet.goto(site(undefined, `/appointments/${id}/session`));
    const panel = vet.locator('#intake-panel');
    await expect(panel.getByText('A red patch on her paw')).toBeVisible();
    const photo = panel.locator('img.intake-photo');
    await expect(photo).toBeVisible();
    // The image really loaded for the vet (the private file opened to the booking's practice).
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('a red flag shows the emergency notice', async ({ browser }) => {
    const id = await insertSessionBooking({ email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 120 });
    const owner = await personIn(browser, 'owner@example.com');
    await owner.goto(site(undefined, `/app/my-appointments/${id}`));
    const notice = owner.locator('#intake-panel [data-emergency]');
    await expect(notice).toBeHidden();
    // At once, before anything is saved.
    await owner.locator('.field', { hasText: 'Is your pet breathing normally?' }).getByLabel('No', { exact: true }).check();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('This may be an emergency. Call');
    await expect(notice.locator('a[href^="tel:+"]')).toBeVisible();
    // And again in the server's answer, once saved; the practice sees the red flag.
    await owner.getByLabel('What is your main concern? (required)').fill('She is struggling to breathe');
    await owner.getByRole('button', { name: 'Save answers' }).click();
    await expect(owner.getByText('Your answers were saved.')).toBeVisible();
    await expect(owner.locator('#intake-panel [role="alert"]').first()).toContainText('This may be an emergency.');
    const vet = await personIn(browser, 'vet@example.com', true);
    await vet.goto(site(undefined, `/app/appointments/${id}`));
    await expect(vet.locator('#intake-panel .red-flag-badge').first()).toHaveText('Red flag');
  });

  test('the red-flag emergency notice is an alert with the number formatted for people and callable', async ({ browser }) => {
    const id = await insertSessionBooking({ email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 150 });
    const owner = await personIn(browser, 'owner@example.com');
    await owner.goto(site(undefined, `/app/my-appointments/${id}`));
    await owner.locator('.field', { hasText: 'Has your pet collapsed or is it unable to stand?' }).getByLabel('Yes', { exact: true }).check();
    const alert = owner.locator('#intake-panel [data-emergency] [role="alert"]');
    await expect(alert).toBeVisible();
    // The alert box the UI already has (red), not grey text.
    await expect(alert).toHaveClass(/\balert-error\b/);
    expect(await alert.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    const call = alert.getByRole('link', { name: '(617) 555-0199' });
    await expect(call).toHaveAttribute('href', 'tel:+16175550199');
    await expect(alert).not.toContainText('+16175550199');
  });
});
