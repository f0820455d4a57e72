import { expect, test } from '@playwright/test';
import { signIn, site } from './helpers';
import { cards } from './appointments-helpers';

/*
 * A fresh browser's first page: before the browser has told the server its zone (the cookie
 * public/js/site.js sets), a New York practice's times are in New York time, not UTC. Without
 * JavaScript the browser never tells, so every page is such a first page.
 */
test('before the browser has told its zone, an owner on a New York practice’s site reads its times in New York time, not UTC', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  await signIn(page, 'owner@example.com', { host: 'happypaws' });
  await page.goto(site('happypaws', '/app/my-appointments'));
  const times = page.locator('#appointments-list article.appointment-card dd', { hasText: /\d:\d{2}/ });
  await expect(cards(page).first()).toBeVisible();
  expect(await times.count()).toBeGreaterThan(0);
  for (const time of await times.allTextContents()) expect(time).toMatch(/ E[SD]T$/);
  await expect(page.locator('#appointments-list')).not.toContainText(' UTC');
  await context.close();
});
