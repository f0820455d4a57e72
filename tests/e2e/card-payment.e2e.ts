import { expect, test, type Page } from '@playwright/test';
import { site } from './helpers';
import { acceptTelehealthConsent, freeSlot, listingsOf, stageHeading } from './booking-helpers';
import { es } from './i18n-helpers';
import type { MessageKey } from '../../src/lib/i18n/catalogues/en';

const NY = 'America/New_York';
const CHAT = 6000;

/** Signs the owner in on Happy Paws' site through the login API, from the page (its cookie lands in the browser), whatever language the pages speak. */
async function signInOwner(page: Page) {
  await page.goto(site('happypaws', '/login'));
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/account/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@example.com', password: 'password123', role: 'user' }) });
    return res.status;
  });
  expect(status).toBe(200);
}

/**
 * Through the wizard to its payment stage with a chat consult at Dr. Patel's, every label read
 * in the page's language (`say`: English as is, or a key's Spanish).
 */
async function toPayment(page: Page, say: (key: MessageKey, values?: Record<string, string>) => string, locale: string) {
  const patel = (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Maya Patel'))!;
  const slot = await freeSlot(page, patel.id, CHAT, NY, 2, locale);
  await page.goto(site('happypaws', '/book'));
  const wizard = page.locator('[data-island="BookingWizard"]');
  await expect(wizard).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: say('Choose {listing}', { listing: patel.title }) }).click();
  await wizard.getByRole('radio', { name: new RegExp(`^${say('Chat')}\\b`) }).check();
  await wizard.getByLabel(say('Date')).fill(slot.date);
  await wizard.getByRole('list', { name: say('Available times') }).getByRole('button', { name: slot.shown, exact: true }).click();
  await page.getByLabel('Biscuit', { exact: true }).check();
  await page.getByLabel(say('Reason for consult')).fill('A quick question about food');
  await page.getByRole('button', { name: say('Continue') }).click();
  await expect(stageHeading(page, say('Payment'))).toBeVisible();
  await acceptTelehealthConsent(page);
}

async function fillCard(page: Page, say: (key: MessageKey) => string, cardNumber: string) {
  await page.getByLabel(say('Name on card'), { exact: true }).fill('Pat Owner');
  await page.getByLabel(say('Card number'), { exact: true }).fill(cardNumber);
  await page.getByLabel(say('Expiry (YYYY-MM)'), { exact: true }).fill('2099-12');
  await page.getByLabel(say('Security code'), { exact: true }).fill('123');
}

const english = (key: MessageKey, values: Record<string, string> = {}) => key.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

test.describe('card payment in the wizard', () => {
  test.use({ timezoneId: NY });

  test('a card number that fails the Luhn check is refused under the card number field before anything is sent', async ({ page }) => {
    await signInOwner(page);
    await toPayment(page, english, 'en-US');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/payment') sent.push(request.method());
    });
    await fillCard(page, english, '4242 4242 4242 4241');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    const field = page.locator('.card-payment .field', { has: page.getByLabel('Card number', { exact: true }) });
    await expect(field.getByRole('alert')).toHaveText('Card number is not valid: check the digits');
    await expect(page.getByLabel('Card number', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(stageHeading(page, 'Payment')).toBeVisible();
    expect(sent).toEqual([]);
    // The sandbox's own cards still go through.
    await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(stageHeading(page, 'Confirmation')).toBeVisible();
  });
});

test.describe('a declined card, read by a Spanish reader on a phone', () => {
  test.use({ locale: 'es-ES', timezoneId: NY, viewport: { width: 375, height: 640 } });

  test("a card decline is said in the reader's language, beside the card fields and in view", async ({ page }) => {
    await signInOwner(page);
    await toPayment(page, es, 'es-ES');
    await fillCard(page, es, '4000000000000002');
    await page.getByRole('button', { name: new RegExp(`^${es('Pay {price}', { price: '' }).trim()}`) }).click();
    const alert = page.locator('.wizard-payment [role="alert"]');
    await expect(alert).toHaveText('Su tarjeta fue rechazada.');
    await expect(alert).toBeInViewport();
    // Beside the card: below the card fields, above the Pay button.
    const [cardBox, alertBox, buttonBox] = await Promise.all([page.locator('.card-payment').boundingBox(), alert.boundingBox(), page.locator('.wizard-payment button[type="submit"]').boundingBox()]);
    expect(alertBox!.y).toBeGreaterThan(cardBox!.y + cardBox!.height - 1);
    expect(alertBox!.y).toBeLessThan(buttonBox!.y);
    await expect(stageHeading(page, es('Payment'))).toBeVisible();
  });
});
