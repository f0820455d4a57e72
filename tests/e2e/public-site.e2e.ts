import { test, expect } from '@playwright/test';

test.describe('the public site on a desktop screen', () => {
  test('the home page header turns opaque after 100 px of scroll and transparent again at the top', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('[data-site-header]');
    await expect(header).toHaveClass(/is-transparent/);
    await expect(header).not.toHaveClass(/is-scrolled/);

    await page.evaluate(() => window.scrollTo(0, 80));
    await expect(header).not.toHaveClass(/is-scrolled/);

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveClass(/is-scrolled/);
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/is-scrolled/);
  });

  test('a footer link opens its page with its heading', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  });

  test('the not-found page leads back home', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Sorry page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    await expect(page.locator('.home-hero h1')).toBeVisible();
  });

  test('the page scrolls to the top when htmx pushes a new path and when going back', async ({ page }) => {
    await page.goto('/faqs/');
    await page.evaluate(() => window.scrollTo(0, 600));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // What htmx 4 does after a swap that pushes a URL.
    await page.evaluate(() => {
      history.pushState({ htmx: true }, '', '/about/');
      document.dispatchEvent(new CustomEvent('htmx:after:history:push', { detail: { path: '/about/' } }));
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 600));
    await page.evaluate(() => history.back());
    await expect(page).toHaveURL(/\/faqs\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the header navigation is shown without a menu button', async ({ page }) => {
    await page.goto('/about/');
    await expect(page.locator('[data-menu-button]')).toBeHidden();
    await expect(page.locator('#site-nav').getByRole('link', { name: 'Vet Appointments' })).toBeVisible();
    await expect(page.locator('#site-nav').getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('the public site on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the navigation folds behind the menu button, which opens it and Escape closes it', async ({ page }) => {
    await page.goto('/');
    const button = page.locator('[data-menu-button]');
    const nav = page.locator('#site-nav');
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Second Opinion' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
  });

  test('a link in the opened menu goes to its page', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-menu-button]').click();
    await page.locator('#site-nav').getByRole('link', { name: 'House Calls' }).click();
    await expect(page).toHaveURL(/\/vet-house-call\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const path of ['/', '/vet-appointments/', '/terms-conditions/', '/blog/']) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
  }
});
