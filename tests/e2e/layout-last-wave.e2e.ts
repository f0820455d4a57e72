import { expect, test, type Browser, type Page } from '@playwright/test';
import { site } from './helpers';
import { layoutProblems } from './layout-check';
import { buildLayoutWorld, type LayoutWorld } from './layout-world';
import { ownerScreens, practiceScreens, settingsScreens, signedOutScreens, ukPracticeScreens } from './layout-screens';
import { freeSlot, listingsOf } from './booking-helpers';

/** A phone (390 × 664: an iPhone's window under its browser's bars), the small laptop and the most common laptop. */
const WIDTHS = [390, 1280, 1366];
const heightAt = (width: number) => (width < 850 ? 664 : 900);
// Each test walks a dozen screens or more at three widths on a shared, loaded machine.
test.describe.configure({ timeout: 300_000 });

interface Reader {
  email: string;
  password?: string;
  practice?: boolean;
  locale?: string;
  timezoneId?: string;
}

/** A person signed in (through the login call, which sets the session cookie) in a browser of their own language and zone. */
async function signedIn(browser: Browser, who: Reader | null): Promise<Page> {
  const context = await browser.newContext({ locale: who?.locale ?? 'en-US', timezoneId: who?.timezoneId ?? 'America/New_York' });
  const page = await context.newPage();
  if (!who) return page;
  const data = { email: who.email, password: who.password ?? 'password123', role: who.practice ? 'vendor' : 'user' };
  expect((await page.request.post(site(undefined, '/api/account/login'), { data })).status()).toBe(200);
  return page;
}

/** What the person sees once the page has settled: islands hydrated, fragments loaded, charts drawn. */
async function settled(page: Page) {
  await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0);
  await expect(page.locator('[hx-trigger="load"]')).toHaveCount(0);
  await expect(page.locator('figure[data-report-chart]:not([data-drawn]), figure[data-chart]:not([data-drawn])')).toHaveCount(0);
}

/** Opens each path at each width and expects nothing outside the window, cut off, clipped or wrapped, and no menu filling the phone's screen. */
async function expectAllFit(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: heightAt(width) });
      const res = await page.goto(site(undefined, path));
      expect(res?.status(), path).toBe(200);
      await settled(page);
      found.push(...(await layoutProblems(page)).map((problem) => `${path} at ${width}px: ${problem}`));
    }
  }
  expect(found).toEqual([]);
}

/** The page as it is (after a choice the person made on it) measured again at each width. */
async function expectFitsAsIs(page: Page, what: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: heightAt(width) });
    expect(await layoutProblems(page), `${what} at ${width}px`).toEqual([]);
  }
}

let world: LayoutWorld;
let spanishWorld: LayoutWorld;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  world = await buildLayoutWorld(request);
  spanishWorld = await buildLayoutWorld(request, 'es');
  await request.dispose();
});

const vet: Reader = { email: 'vet@example.com', practice: true };
const owner = (w: LayoutWorld, locale?: string): Reader => ({ email: w.email, password: w.password, locale, timezoneId: locale ? 'Europe/Madrid' : undefined });

test('a practice’s screens of the last wave fit 390, 1280 and 1366 px: an appointment’s tabs, repeat visits, a no-show, prescribing, the session, refills, the waitlist, urgent slots, records access, feeds, a listing’s policy and intake', async ({ browser }) => {
  await expectAllFit(await signedIn(browser, vet), practiceScreens(world));
});

test('Settings fits 390, 1280 and 1366 px: every tab (Website, Domains, Team, Practice, Webhooks, Telehealth…) and a team member’s pages', async ({ browser }) => {
  await expectAllFit(await signedIn(browser, vet), settingsScreens());
});

test('the UK practice’s screens fit 390, 1280 and 1366 px in British English: appointments, a chat, webhooks with a failed delivery', async ({ browser }) => {
  const city = await signedIn(browser, { email: 'vet2@example.com', practice: true, locale: 'en-GB', timezoneId: 'Europe/London' });
  await expectAllFit(city, ukPracticeScreens(world));
});

test('an owner’s screens of the last wave fit 390, 1280 and 1366 px: the appointment with its cancel quote and intake, medications, an amendment and its history, the access log, the waitlist and its offer, feeds', async ({ browser }) => {
  await expectAllFit(await signedIn(browser, owner(world)), ownerScreens(world));
});

test('signed out, the manage link’s pages and a prescription’s check fit 390, 1280 and 1366 px', async ({ browser }) => {
  await expectAllFit(await signedIn(browser, null), signedOutScreens(world));
});

test('in Spanish, a practice’s screens and Settings fit 390, 1280 and 1366 px', async ({ browser }) => {
  const page = await signedIn(browser, { ...vet, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  await expectAllFit(page, [...practiceScreens(spanishWorld), ...settingsScreens()]);
});

test('in Spanish, an owner’s screens fit 390, 1280 and 1366 px', async ({ browser }) => {
  await expectAllFit(await signedIn(browser, owner(spanishWorld, 'es-ES')), ownerScreens(spanishWorld));
});

test('the booking wizard’s and the widget’s time buttons read on one line ("10:00 AM") at 390, 1280 and 1366 px', async ({ browser }) => {
  const page = await signedIn(browser, owner(world));
  const patel = (await listingsOf(page, 'happypaws')).find((l) => l.id === world.patelListing)!;
  const { date } = await freeSlot(page, patel.id, 4000, patel.timezone, 5);
  for (const [where, path] of [['the wizard', site(undefined, `/book?listing=${patel.id}`)], ['the widget', site('happypaws', '/embed')]]) {
    await page.goto(path);
    await settled(page);
    const choose = page.getByRole('button', { name: `Choose ${patel.title}` });
    if (await choose.count()) await choose.click();
    await page.getByRole('radio', { name: /^Video\b/ }).check();
    await page.getByLabel('Date').fill(date);
    const times = page.getByRole('list', { name: 'Available times' }).getByRole('button');
    await expect(times.first()).toHaveText(/^\d{1,2}:\d{2} [AP]M/);
    await expectFitsAsIs(page, `${where}'s times`);
  }
});

test('at 1366 px the Medications table shows the drug, its dosage and frequency and the whole date', async ({ browser }) => {
  const page = await signedIn(browser, { email: 'owner@example.com' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(site(undefined, '/app/medical-records?category=medications'));
  const entry = page.locator('table.record-table tbody tr').filter({ hasText: 'Otomax ear ointment' });
  // Other tests add medications to this owner: the entry may be further down, and what counts is that no cell is cut or covered.
  await entry.scrollIntoViewIfNeeded();
  for (const [label, text] of [['Name', 'Otomax ear ointment'], ['Dosage', '4 drops in the left ear'], ['Frequency', 'Twice daily'], ['Date', /^\w{3}, \w{3} \d{1,2}, \d{4}$/]] as const) {
    const cell = entry.locator(`td[data-label="${label}"] > span`).first();
    await expect(cell, label).toHaveText(text);
    await expect(cell, label).toBeInViewport({ ratio: 1 });
  }
  expect(await layoutProblems(page)).toEqual([]);
});

test('the signed-in header is one row at every laptop width from 1280 to 1440 px, in English and Spanish; its menu button opens the service links', async ({ browser }) => {
  for (const locale of ['en-US', 'es-ES']) {
    const page = await signedIn(browser, { ...vet, locale });
    await page.goto(site(undefined, '/app/appointments'));
    for (let width = 1280; width <= 1440; width += 20) {
      await page.setViewportSize({ width, height: 800 });
      expect(await layoutProblems(page), `${locale} at ${width}px`).toEqual([]);
    }
    const menu = page.locator('.site-header [data-menu-button]');
    await menu.click();
    await expect(page.locator('#site-nav .nav-links a').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-nav .nav-links a').first()).toBeHidden();
    await page.context().close();
  }
});
