import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { latestOutbox, signIn, site } from './helpers';
import { freeSlot, listingsOf } from './booking-helpers';

const NY = 'America/New_York';

/** A practice's own website elsewhere: a static page on 127.0.0.1 whose one script tag is the copied widget tag. */
function staticSite(tag: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>Pet shop</title></head><body><h1>Our pet shop</h1>${tag}<footer>Shop footer</footer></body></html>`);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

async function allowOrigin(page: Page, origin: string): Promise<string> {
  await signIn(page, 'vet@example.com', { host: 'app', practice: true });
  await page.goto(site('app', '/app/settings/website'));
  const section = page.locator('#embed-section');
  await expect(section.getByRole('heading', { name: 'Booking widget on your own website' })).toBeVisible();
  const tag = (await section.locator('pre code').textContent())!.trim();
  await section.getByLabel('Websites allowed to show the widget').fill(`${origin}/not-an-origin`);
  await section.getByRole('button', { name: 'Save websites' }).click();
  await expect(section.getByText(`${origin}/not-an-origin is not a website address like https://www.example.com (no path)`)).toBeVisible();
  await section.getByLabel('Websites allowed to show the widget').fill(origin);
  await section.getByRole('button', { name: 'Save websites' }).click();
  await expect(section.getByText('Websites saved.')).toBeVisible();
  return tag;
}

// Third-party cookies blocked in the whole browser, so the frame's only way in is the token its sign-in window hands over.
test.use({
  timezoneId: NY,
  launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--test-third-party-cookie-phaseout'] },
});

test.describe('the booking widget on a practice\'s own website', () => {
  const servers: Server[] = [];
  test.afterAll(() => servers.forEach((server) => server.close()));

  test('a listed origin shows the flow in a frame that grows; an owner signs in in a new window, books and pays inside the frame', async ({ browser }) => {
    test.setTimeout(90_000);
    const shop = await staticSite('');
    servers.push(shop.server);
    const admin = await browser.newPage();
    const tag = await allowOrigin(admin, shop.origin);
    expect(tag).toBe(`<script src="${site('happypaws', '/embed.js')}" async></script>`);
    shop.server.removeAllListeners('request');
    shop.server.on('request', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head><title>Pet shop</title></head><body><h1>Our pet shop</h1>${tag}<footer>Shop footer</footer></body></html>`);
    });

    const context = await browser.newContext({ timezoneId: NY });
    const page = await context.newPage();
    const romero = (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Luis Romero'))!;
    const slot = await freeSlot(page, romero.id, 4000, NY, 3);
    await page.goto(`${shop.origin}/`);
    const iframe = page.locator('iframe[title="Book an Appointment"]');
    const frame = page.frameLocator('iframe[title="Book an Appointment"]');
    await expect(frame.locator('[data-island="EmbedBooking"]')).toHaveAttribute('data-hydrated', 'true');
    await expect(frame.getByRole('heading', { name: 'Book an Appointment' })).toBeVisible();
    // The frame grows to its content from the height it posts (the loader's minimum is 420px).
    await expect.poll(async () => iframe.evaluate((el) => (el as HTMLIFrameElement).style.height)).toMatch(/^\d+px$/);

    await frame.getByRole('button', { name: `Choose ${romero.title}` }).click();
    await frame.getByRole('radio', { name: /^Video\b/ }).check();
    await frame.getByLabel('Date').fill(slot.date);
    await frame.getByRole('list', { name: 'Available times' }).getByRole('button', { name: slot.shown, exact: true }).click();

    // The framed page carries no cookie of the practice's site: a signed-in call without the token is refused.
    const embedFrame = page.frames().find((f) => f.url().startsWith(site('happypaws', '/embed')))!;
    const [popup] = await Promise.all([page.waitForEvent('popup'), frame.getByRole('button', { name: 'Sign in to book' }).click()]);
    await popup.getByLabel('Email').fill('owner@example.com');
    await popup.getByLabel('Password').fill('password123');
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Login' }).click()]);
    expect(await embedFrame.evaluate(() => fetch('/api/pets', { headers: { accept: 'application/json' } }).then((r) => r.status))).toBe(401);

    await expect(frame.getByRole('heading', { level: 2, name: 'Information' })).toBeVisible();
    await frame.getByLabel('Biscuit', { exact: true }).check();
    await frame.getByLabel('Reason for consult').fill('Booked from the shop website');
    await frame.getByRole('button', { name: 'Continue' }).click();
    await expect(frame.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
    await frame.getByLabel('Name on card').fill('Pat Owner');
    await frame.getByLabel('Card number').fill('4242424242424242');
    await frame.getByLabel('Expiry (YYYY-MM)').fill('2099-12');
    await frame.getByLabel('Security code').fill('123');
    await frame.getByRole('button', { name: 'Pay $55' }).click();
    await expect(frame.getByRole('heading', { level: 2, name: 'Confirmation' })).toBeVisible();
    const bookingId = (await frame.locator('[data-booking-id]').getAttribute('data-booking-id'))!;
    expect(bookingId).toMatch(/^\d+$/);
    await expect(page.getByText('Shop footer')).toBeVisible();

    await expect.poll(async () => (await latestOutbox(page, 'owner@example.com'))?.subject ?? '').toMatch(/^Appointment confirmed: /);
    await admin.goto(site('app', `/app/appointments/${bookingId}`));
    await expect(admin.getByText('Booked from the shop website')).toBeVisible();
    await context.close();
    await admin.close();
  });

  test('a page on an origin the practice did not list is refused the frame', async ({ page }) => {
    const stranger = await staticSite(`<script src="${site('happypaws', '/embed.js')}" async></script>`);
    servers.push(stranger.server);
    await page.goto(`${stranger.origin}/`);
    await expect(page.locator('iframe[title="Book an Appointment"]')).toHaveCount(1);
    // Chromium puts its error page in place of a frame whose frame-ancestors leave the page out.
    await expect.poll(() => page.frames().find((f) => f !== page.mainFrame())?.url()).toBe('chrome-error://chromewebdata/');
    const frame = page.frameLocator('iframe[title="Book an Appointment"]');
    await expect(frame.locator('[data-island="EmbedBooking"]')).toHaveCount(0);
    await expect(frame.getByText('Dr. Luis Romero')).toHaveCount(0);
    const embed = (await page.goto(site('happypaws', '/embed')))!;
    expect(embed.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'[^;]*;/);
    expect(embed.headers()['content-security-policy']).not.toContain(stranger.origin);
  });
});
