import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { DateTime } from 'luxon';
import { signIn, site } from './helpers';

const totalOf = async (page: import('@playwright/test').Page) => Number(await page.locator('[data-total-key="bookings"] dd').textContent());

test.describe('reports', () => {
  test('the root admin opens Reports, narrows the dates and downloads a CSV whose totals match the table', async ({ page }) => {
    await signIn(page, 'vet@example.com', { practice: true });
    await page.locator('nav.dashboard-menu').getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/app\/reports$/);
    await expect(page.getByRole('heading', { name: 'Bookings and revenue by day' })).toBeVisible();
    // Charts drawn with uPlot beside their tables.
    await expect(page.locator('figure[data-report-chart] .uplot').first()).toBeVisible();
    const series = page.locator('table[data-report-table="series"]');
    await expect(series.locator('tbody tr')).toHaveCount(30);
    const before = await totalOf(page);
    expect(before).toBeGreaterThan(0);
    expect(Number(await series.locator('tfoot td').first().textContent())).toBe(before);

    // Narrow to the last three days: the figures change without a reload.
    const today = DateTime.now().setZone('America/New_York');
    await page.getByLabel('From').fill(today.minus({ days: 2 }).toISODate()!);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(series.locator('tbody tr')).toHaveCount(3);
    const after = await totalOf(page);
    expect(after).toBeLessThan(before);
    await expect(page).toHaveURL(/from=/);

    // The CSV of the table has the same total.
    const section = page.locator('section', { has: series });
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8').trim().split(/\r\n/);
    expect(csv[0]).toBe('Day,Bookings,Revenue (USD)');
    const total = csv.at(-1)!.split(',');
    expect(total[0]).toBe('Total');
    expect(Number(total[1])).toBe(after);
    const rows = csv.slice(1, -1).map((line) => Number(line.split(',')[1]));
    expect(rows.reduce((a, b) => a + b, 0)).toBe(after);
    const tableRevenue = (await series.locator('tfoot td').nth(1).textContent())!;
    expect(tableRevenue).toBe(`$${Math.round(Number(total[2])).toLocaleString('en-US')}`);
  });

  test('a team member has no Reports and gets 404 at its address', async ({ page }) => {
    await signIn(page, 'staff@example.com', { practice: true });
    await expect(page.locator('nav.dashboard-menu').getByRole('link', { name: 'Reports' })).toHaveCount(0);
    const res = await page.goto(site(undefined, '/app/reports'));
    expect(res!.status()).toBe(404);
    await expect(page.getByText('Oops! Sorry page not found')).toBeVisible();
  });

  test('the platform admin suspends City Cat Clinic: its site refuses bookings until restored', async ({ page, browser }) => {
    await signIn(page, 'admin@example.com');
    await page.locator('nav.dashboard-menu').getByRole('link', { name: 'Practices' }).click();
    await page.getByLabel('Search practices').fill('City Cat');
    const row = page.locator('tr', { hasText: 'City Cat Clinic' });
    await expect(page.locator('#practices tbody tr')).toHaveCount(1);
    await row.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.locator('tr', { hasText: 'City Cat Clinic' })).toContainText('Suspended');

    const visitor = await browser.newPage();
    await visitor.goto(site('citycats'));
    await expect(visitor.getByText('This practice is not taking bookings')).toBeVisible();
    await expect(visitor.locator('[data-island="BookingWidget"]')).toHaveCount(0);

    await page.locator('tr', { hasText: 'City Cat Clinic' }).getByRole('button', { name: 'Restore' }).click();
    await expect(page.locator('tr', { hasText: 'City Cat Clinic' })).toContainText('Active');
    await visitor.reload();
    await expect(visitor.getByText('This practice is not taking bookings')).toHaveCount(0);
    await expect(visitor.getByRole('heading', { name: 'Book an Appointment' })).toBeVisible();
    await visitor.close();
  });
});
