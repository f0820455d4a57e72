import { expect, test, type Browser, type Page } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import { latestOutbox, ownerThroughApi, port, signIn, site } from './helpers';
import { freeSlot, listingsOf, pickSlot, stageHeading } from './booking-helpers';

/** Issue 19: privacy between practices, the development outbox, and logout. */
const LONDON = 'Europe/London';
const VIDEO = 4000;

async function personIn(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId: LONDON });
  const page = await context.newPage();
  await signIn(page, email, { password });
  return page;
}

/** The accept and decline links of the newest request e-mail to the person. */
async function requestLinks(page: Page, email: string) {
  await expect.poll(async () => (await latestOutbox(page, email))?.subject ?? '').toBe('City Cat Clinic asks you to accept an appointment');
  const body = (await latestOutbox(page, email))!.body;
  return { accept: /(http\S+\/booking-requests\/accept\?t=\S+)/.exec(body)![1]!, decline: /(http\S+\/booking-requests\/decline\?t=\S+)/.exec(body)![1]! };
}

test.describe('a practice books a person who is not its customer', () => {
  test.use({ timezoneId: LONDON });

  test('the person gets the e-mail, accepts, and the booking appears on both sides', async ({ page, browser, request }) => {
    const password = 'ada-password';
    const email = await ownerThroughApi(request, page, password, { first_name: 'Ada', last_name: 'Quinn' });
    const hughes = (await listingsOf(page, 'citycats'))[0]!;
    const slot = await freeSlot(page, hughes.id, VIDEO, LONDON, 3);

    await signIn(page, 'vet2@example.com', { practice: true });
    await page.goto(site(undefined, '/book'));
    await expect(page.locator('[data-island="BookingWizard"]')).toHaveAttribute('data-hydrated', 'true');
    await pickSlot(page, 'Video', slot);
    await page.getByLabel('Customer email').fill(email);
    await page.getByRole('button', { name: 'Find customer' }).click();
    await expect(page.getByText('Ada Q. has an account but is not yet your customer')).toBeVisible();
    // Until she accepts, the practice sees no more than "Ada Q.".
    await expect(page.getByText('Quinn')).toHaveCount(0);
    await expect(page.getByText(email)).toHaveCount(0);
    await page.getByLabel('Reason for consult').fill('Annual check, new patient');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stageHeading(page, 'Payment')).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sent to Ada Q. to accept. Nothing is booked or charged until they do.' })).toBeVisible();

    const person = await personIn(browser, email, password);
    await expect(person.getByText('No Appointments Found')).toBeVisible();
    const { accept } = await requestLinks(page, email);
    await person.goto(accept);
    await expect(person.getByRole('heading', { name: 'City Cat Clinic asks you to accept an appointment' })).toBeVisible();
    await person.getByLabel('Pet name').fill('Pickle');
    await person.getByLabel('Pet type').selectOption({ label: 'Cat' });
    await person.getByRole('button', { name: 'Accept appointment' }).click();
    await expect(person.getByRole('heading', { name: 'Appointment booked' })).toBeVisible();

    // Her side: the appointment is in her list.
    await person.goto(site(undefined, '/app/my-appointments'));
    await expect(person.locator('article.appointment-card')).toHaveCount(1);
    await expect(person.locator('article.appointment-card')).toContainText('City Cat Clinic');
    // The practice's side: its confirmation e-mail's link opens the booking with her full name and pet.
    await expect.poll(async () => (await latestOutbox(page, 'vet2@example.com'))?.body ?? '').toContain('Ada Quinn');
    const link = /(http\S+\/appointments\?z=\S+)/.exec((await latestOutbox(page, 'vet2@example.com'))!.body)![1]!;
    await page.goto(link);
    await expect(page.locator('.appointment-facts')).toContainText('Ada Quinn');
    await expect(page.locator('.appointment-facts')).toContainText('Pickle');
    // And the practice now finds her as its customer.
    const found = await page.request.get(site(undefined, `/api/booking/customers?email=${encodeURIComponent(email)}`));
    expect(await found.json()).toMatchObject({ customer: true, email, first_name: 'Ada', last_name: 'Quinn' });
    await person.context().close();
  });

  test('a person who declines, or ignores it, gets no booking and no charge', async ({ page, browser, request }) => {
    const password = 'bea-password';
    const decliner = await ownerThroughApi(request, page, password, { first_name: 'Bea', last_name: 'Nolan' });
    const ignorer = await ownerThroughApi(request, page, password, { first_name: 'Cal', last_name: 'Ortiz' });
    const hughes = (await listingsOf(page, 'citycats'))[0]!;
    await signIn(page, 'vet2@example.com', { practice: true });
    for (const email of [decliner, ignorer]) {
      const slot = await freeSlot(page, hughes.id, VIDEO, LONDON, 4);
      const res = await page.request.post(site(undefined, '/api/payment'), {
        data: { vendor_listing_id: hughes.id, type: VIDEO, slot: slot.start, info: { summary: 'Check-up' }, customer_email: email, waive: true },
      });
      expect(res.status()).toBe(202);
      expect((await res.json()).result).toBe('pending');
    }

    const bea = await personIn(browser, decliner, password);
    const { accept, decline } = await requestLinks(page, decliner);
    await bea.goto(decline);
    await bea.getByRole('button', { name: 'Decline appointment' }).click();
    await expect(bea.getByText('You declined. No appointment was made and nothing was charged.')).toBeVisible();
    await bea.goto(accept);
    await expect(bea.getByRole('heading', { name: 'Already answered' })).toBeVisible();
    await bea.goto(site(undefined, '/app/my-appointments'));
    await expect(bea.getByText('No Appointments Found')).toBeVisible();

    // Cal does nothing (the links expire after 48 hours; the integration suite moves the clock).
    const cal = await personIn(browser, ignorer, password);
    await expect(cal.getByText('No Appointments Found')).toBeVisible();
    for (const email of [decliner, ignorer]) {
      const found = await page.request.get(site(undefined, `/api/booking/customers?email=${encodeURIComponent(email)}`));
      expect(await found.json()).toEqual({ customer: false, exists: true, display_name: email === decliner ? 'Bea N.' : 'Cal O.' });
    }
    await bea.context().close();
    await cal.context().close();
  });
});

/** GET /dev/outbox straight over HTTP, so the Host header and the address connected to can be chosen. */
function outboxStatus(host: string, connectTo = '127.0.0.1', headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: connectTo, port, path: '/dev/outbox', headers: { host, accept: 'application/json', ...headers } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

/** This machine's own non-loopback address: a connection to it comes from a non-loopback client address. */
function nonLoopbackAddress(): string {
  const found = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && !a.internal && a.family === 'IPv4');
  if (!found) throw new Error('this machine has no non-loopback IPv4 address to connect from');
  return found.address;
}

test.describe('/dev/outbox', () => {
  test('answers on the main host to this machine, and 404 on a practice host, on app., on a custom domain and to a non-loopback client', async ({ page }) => {
    expect(await outboxStatus(`localhost:${port}`)).toBe(200);
    for (const host of [`happypaws.localhost:${port}`, `citycats.localhost:${port}`, `app.localhost:${port}`, 'happypaws-clinic.test']) {
      expect(await outboxStatus(host)).toBe(404);
    }
    const outside = nonLoopbackAddress();
    expect(await outboxStatus(`localhost:${port}`, outside)).toBe(404);
    expect(await outboxStatus(`localhost:${port}`, outside, { 'x-forwarded-for': '127.0.0.1' })).toBe(404);
    // In the browser too: a practice's site and the portal do not show it.
    for (const label of ['happypaws', 'app']) {
      const res = await page.goto(site(label, '/dev/outbox'));
      expect(res!.status()).toBe(404);
    }
  });
});

test.describe('logout', () => {
  const trap = (target: string) =>
    `<!doctype html><title>trap</title><img src="${target}" alt=""><a id="go" href="${target}">Go</a>` +
    `<form id="post" method="post" action="${target}"><button>Post</button></form>`;

  for (const [kind, origin] of [
    ['cross-site', 'http://elsewhere.test'],
    ['same-site', `http://happypaws.localhost:${port}`],
  ] as const) {
    test(`a ${kind} GET /app/logout (an image, a link) or POST signs nobody out`, async ({ page }) => {
      await signIn(page, 'owner@example.com');
      await expect(page).toHaveURL(site(undefined, '/app/my-appointments'));
      const target = site(undefined, '/app/logout');
      await page.route(`${origin}/trap`, (route) => route.fulfill({ contentType: 'text/html', body: trap(target) }));
      await page.goto(`${origin}/trap`);
      await page.locator('#go').click();
      // The link only opens the question page.
      await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible();
      await page.goto(`${origin}/trap`);
      await page.locator('#post button').click();
      await page.waitForLoadState();
      await page.goto(site(undefined, '/app'));
      await expect(page).toHaveURL(site(undefined, '/app/my-appointments'));
      // The person's own button still signs out.
      await page.goto(site(undefined, '/app/logout'));
      await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(site(undefined, '/'));
      await page.goto(site(undefined, '/app'));
      await expect(page).toHaveURL(/\/login\/\?redirect=%2Fapp$/);
    });
  }
});
