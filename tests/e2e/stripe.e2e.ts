/**
 * The wizard with PAYMENTS=stripe, in the browser. A second app instance runs on the e2e
 * database with the Stripe provider, its API pointed at the local stub; the browser gets a
 * stand-in for Stripe.js (no network here) that mounts a card field in the Payment Element's
 * place and authorises the intent at "api.stripe.com", which the test answers from the stub.
 */
import { expect, request as apiRequest, test, type Page, type Route } from '@playwright/test';
import { startSecondApp, type SecondApp } from './second-app';
import { signIn, site } from './helpers';
import { freeSlot, listingsOf, pickSlot, stageHeading } from './booking-helpers';
import { startStripeStub, STRIPE_TEST_ENV, type StripeStub } from '../helpers/stripe-stub';
import { CONSULTATION_TYPE_LABELS, type ConsultationType } from '../../src/lib/constants/consultation-types';

const NY = 'America/New_York';
const DECLINED = '4000000000000002';

/** What Stripe.js gives the wizard, enough for `loadStripe`, `elements().create('payment')` and `confirmPayment`. */
const FAKE_STRIPE_JS = `(() => {
  function Stripe() {
    return {
      _registerWrapper() {},
      elements({ clientSecret }) {
        return {
          clientSecret,
          create() {
            let host = null;
            return {
              mount(target) {
                host = target;
                host.innerHTML = '<label>Card number (Stripe) <input name="stripe-card" inputmode="numeric"></label>';
              },
              destroy() { if (host) host.innerHTML = ''; },
            };
          },
        };
      },
      async confirmPayment({ elements }) {
        const id = elements.clientSecret.split('_secret')[0];
        const number = document.querySelector('input[name="stripe-card"]').value;
        const res = await fetch('https://api.stripe.com/v1/payment_intents/' + id + '/confirm', { method: 'POST', body: new URLSearchParams({ number }) });
        const body = await res.json();
        return body.error ? { error: { message: body.error.message } } : { paymentIntent: body };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

let stub: StripeStub;
let app: SecondApp;
let stripePort: number;

test.beforeAll(async () => {
  stub = await startStripeStub();
  app = await startSecondApp('Stripe', { ...STRIPE_TEST_ENV, STRIPE_API_URL: stub.url });
  stripePort = app.port;
});

test.afterAll(async () => {
  app?.stop();
  await stub?.stop();
});

/** Stripe.js, and Stripe's answer to the browser authorising an intent with a card. */
async function fakeStripe(page: Page) {
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS }));
  await page.route('https://api.stripe.com/v1/payment_intents/*/confirm', async (route: Route) => {
    const id = new URL(route.request().url()).pathname.split('/')[3]!;
    const number = new URLSearchParams(route.request().postData() ?? '').get('number');
    const intent = stub.intents.get(id);
    const cors = { 'access-control-allow-origin': '*' };
    if (!intent) return route.fulfill({ status: 404, headers: cors, json: { error: { message: 'No such payment_intent' } } });
    if (number === DECLINED) {
      intent.lastError = 'Your card was declined.';
      return route.fulfill({ status: 402, headers: cors, json: { error: { message: 'Your card was declined.' } } });
    }
    Object.assign(intent, { status: 'requires_capture', brand: 'visa', last4: number?.slice(-4) });
    return route.fulfill({ headers: cors, json: { id, status: intent.status } });
  });
}

/** Signed in at City Cat on the Stripe instance, on the payment stage for a free slot of its paid type. */
async function toPayment(page: Page) {
  const [listing] = await listingsOf(page, 'citycats');
  const paid = listing!.consultations.find((c) => c.price > 0)!;
  const typeLabel = CONSULTATION_TYPE_LABELS[paid.type as ConsultationType];
  const slot = await freeSlot(page, listing!.id, paid.type, NY);
  await fakeStripe(page);
  await signIn(page, 'owner@example.com', { host: 'citycats', port: stripePort });
  await page.goto(site('citycats', '/book', stripePort));
  await expect(page.locator('[data-island="BookingWizard"]')).toHaveAttribute('data-hydrated', 'true');
  await pickSlot(page, typeLabel, slot);
  await information(page);
  return { listing: listing!, paid, typeLabel, slot };
}

/** Stage 3, on to payment. */
async function information(page: Page) {
  await expect(stageHeading(page, 'Information')).toBeFocused();
  await page.getByLabel('Miso', { exact: true }).check();
  await page.getByLabel('Reason for consult').fill('Sneezing since Monday');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stageHeading(page, 'Payment')).toBeVisible();
}

test.describe('the booking wizard with Stripe', () => {
  test.use({ timezoneId: NY });

  test("takes the card in Stripe's form, never sends it to the server, and captures the payment once the slot is held", async ({ page }) => {
    const { paid } = await toPayment(page);
    // Stripe's form replaces the card fields.
    await expect(page.getByLabel('Name on card')).toHaveCount(0);
    await page.getByLabel('Card number (Stripe)').fill('4242424242424242');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) sent.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: `Pay £${paid.price}` }).click();
    await expect(stageHeading(page, 'Confirmation')).toBeVisible();
    await expect(page.getByText(/Booking id: \d+/)).toBeVisible();
    const intent = [...stub.intents.values()].at(-1)!;
    expect(intent.status).toBe('succeeded');
    expect(intent.metadata?.booked_by).toMatch(/^user:\d+$/);
    expect(stub.requests.some((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${intent.id}/capture`)).toBe(true);
    expect(sent.some((body) => body.includes(intent.id))).toBe(true);
    expect(sent.some((body) => body.includes('4242424242424242'))).toBe(false);
  });

  test("a card Stripe declines shows Stripe's message in the red alert and stays on payment; another card then books", async ({ page }) => {
    const { paid } = await toPayment(page);
    await page.getByLabel('Card number (Stripe)').fill(DECLINED);
    await page.getByRole('button', { name: `Pay £${paid.price}` }).click();
    const alert = page.locator('.wizard-payment .alert-error');
    await expect(alert).toHaveText('Your card was declined.');
    await expect(stageHeading(page, 'Payment')).toBeVisible();
    await page.getByLabel('Card number (Stripe)').fill('4242424242424242');
    await page.getByRole('button', { name: `Pay £${paid.price}` }).click();
    await expect(stageHeading(page, 'Confirmation')).toBeVisible();
  });

  test('when the slot goes to someone else meanwhile, the wizard goes back to the times with the message and the authorisation is given back; another slot then books with a new payment', async ({ page }) => {
    let lookups = 0;
    page.on('requestfinished', (r) => void (r.url().includes('/slots?') && lookups++));
    const { listing, paid, typeLabel, slot } = await toPayment(page);
    // The day's times and the wizard's own checks of the slot (Information, Payment) answered before it is taken.
    await expect.poll(() => lookups).toBeGreaterThanOrEqual(3);
    const first = [...stub.intents.values()].at(-1)!;
    // Someone else books the same slot through the sandbox instance before this person pays.
    const api = await apiRequest.newContext();
    const other = await api.post(site(undefined, '/api/account/login'), { data: { email: 'owner2@example.com', password: 'password123', role: 'user' } });
    expect(other.ok()).toBe(true);
    const { token } = (await other.json()) as { token: string };
    const pets = (await (await api.get(site(undefined, '/api/pets'), { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number }[];
    const taken = await api.post(site(undefined, '/api/payment'), {
      headers: { authorization: `Bearer ${token}` },
      data: { vendor_listing_id: listing.id, type: paid.type, slot: slot.start, pet: pets[0]!.id, info: { summary: 'First come' }, payment: { name: 'Sam', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '123' }, telehealth_consent: 1 },
    });
    expect(taken.status()).toBe(200);
    await api.dispose();

    await page.getByLabel('Card number (Stripe)').fill('4242424242424242');
    await page.getByRole('button', { name: `Pay £${paid.price}` }).click();
    await expect(stageHeading(page, 'Consultation type and time')).toBeVisible();
    await expect(page.locator('[data-island="BookingWizard"] .alert-error')).toContainText('no longer available');
    expect(stub.intents.get(first.id)!.status).toBe('canceled');
    expect(stub.requests.some((r) => r.path === `/v1/payment_intents/${first.id}/capture`)).toBe(false);

    // Another time: the wizard asks Stripe for a new payment, and that one books.
    const another = await freeSlot(page, listing.id, paid.type, NY, 3);
    await pickSlot(page, typeLabel, another);
    await information(page);
    await page.getByLabel('Card number (Stripe)').fill('4242424242424242');
    await page.getByRole('button', { name: `Pay £${paid.price}` }).click();
    await expect(stageHeading(page, 'Confirmation')).toBeVisible();
    const second = [...stub.intents.values()].at(-1)!;
    expect(second.id).not.toBe(first.id);
    expect(second.status).toBe('succeeded');
  });
});
