import { expect, type Page } from '@playwright/test';

/** The appointment cards now on the page. */
export const cards = (page: Page) => page.locator('#appointments-list article.appointment-card');

/** Picks a value in one of the filter panel's selects and waits for htmx to swap the list. */
export async function filterBy(page: Page, label: string, value: string | { label: string }) {
  const swapped = page.waitForResponse((res) => res.url().includes('appointments?') && res.request().headers()['hx-request'] === 'true');
  await page.getByLabel(label, { exact: true }).selectOption(value);
  await swapped;
  await expect(page).toHaveURL(/status=/);
}
