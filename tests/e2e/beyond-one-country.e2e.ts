/**
 * Beyond one country, in the browser: a UK owner signs up on City Cat Clinic (en-GB, GBP) with a
 * +44 mobile and pays £40 through Stripe; a Spanish-speaking owner does the whole journey in
 * Spanish (signup, wizard, appointment, records, cancel) and no English text of the product shows.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { startSecondApp, type SecondApp } from './second-app';
import { codeSentTo, latestOutbox, site, uniqueEmail } from './helpers';
import { freeSlot, listingsOf, stageHeading, acceptTelehealthConsent } from './booking-helpers';
import { startStripeStub, STRIPE_TEST_ENV, type StripeStub } from '../helpers/stripe-stub';
import { es, expectNoEnglish } from './i18n-helpers';

const VIDEO = 4000;
const LONDON = 'Europe/London';
const MADRID = 'Europe/Madrid';

/** Stripe.js as the wizard uses it, authorising at "api.stripe.com", which the test answers from the stub. */
const FAKE_STRIPE_JS = `(() => {
  function Stripe() {
    return {
      _registerWrapper() {},
      elements({ clientSecret }) {
        return { clientSecret, create() { let host = null; return {
          mount(target) { host = target; host.innerHTML = '<label>Card number (Stripe) <input name="stripe-card" inputmode="numeric"></label>'; },
          destroy() { if (host) host.innerHTML = ''; } }; } };
      },
      async confirmPayment({ elements }) {
        const id = elements.clientSecret.split('_secret')[0];
        const res = await fetch('https://api.stripe.com/v1/payment_intents/' + id + '/confirm', { method: 'POST', body: '' });
        const body = await res.json();
        return body.error ? { error: { message: body.error.message } } : { paymentIntent: body };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

/** A fresh mobile of a country's mobile range: national digits after the trunk prefix. */
const randomDigits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** A calendar file's text with its folded lines joined and its escapes undone. */
const unfolded = (ics: string) => ics.replace(/\r?\n[ \t]/g, '').replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');

test.describe('a UK owner at City Cat Clinic', () => {
  let stub: StripeStub;
  let app: SecondApp;
  test.beforeAll(async () => {
    stub = await startStripeStub();
    app = await startSecondApp('Stripe', { ...STRIPE_TEST_ENV, STRIPE_API_URL: stub.url });
  });
  test.afterAll(async () => {
    app?.stop();
    await stub?.stop();
  });
  test.use({ locale: 'en-GB', timezoneId: LONDON });

  test('signs up with a +44 mobile, books and pays £40: Stripe is asked for gbp 4000, the e-mail and calendar file say £40.00 in British dates with the zone named', async ({ page }) => {
    await page.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS }));
    await page.route('https://api.stripe.com/v1/payment_intents/*/confirm', async (route: Route) => {
      const id = new URL(route.request().url()).pathname.split('/')[3]!;
      const intent = stub.intents.get(id)!;
      Object.assign(intent, { status: 'requires_capture', brand: 'visa', last4: '4242' });
      return route.fulfill({ headers: { 'access-control-allow-origin': '*' }, json: { id, status: intent.status } });
    });
    const email = uniqueEmail('uk-owner');
    const national = `07${['4', '5', '8', '9'][Math.floor(Math.random() * 4)]}${randomDigits(8)}`;
    const e164 = `+44${national.slice(1)}`;

    await page.goto(site('citycats', '/signup', app.port));
    // On a UK practice's site the number's country is the practice's.
    await expect(page.getByLabel('Country code')).toHaveValue('GB');
    await page.getByLabel('First name').fill('Harriet');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByLabel('Mobile number').fill(`${national.slice(0, 5)} ${national.slice(5)}`);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByLabel('Code', { exact: true }).fill(await codeSentTo(page, e164));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Verified!')).toBeVisible();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/signup'));

    const [listing] = await listingsOf(page, 'citycats');
    const video = listing!.consultations.find((c) => c.type === VIDEO)!;
    expect(video.price).toBe(40);
    const slot = await freeSlot(page, listing!.id, VIDEO, LONDON, 2, 'en-GB');
    await page.goto(site('citycats', '/book', app.port));
    const wizard = page.locator('[data-island="BookingWizard"]');
    await expect(wizard).toHaveAttribute('data-hydrated', 'true');
    await wizard.getByRole('radio', { name: /^Video\b/ }).check();
    await expect(wizard.getByRole('radio', { name: /^Video\b/ })).toHaveAccessibleName(/£40/);
    await wizard.getByLabel('Date').fill(slot.date);
    await wizard.getByRole('list', { name: 'Available times' }).getByRole('button', { name: slot.shown, exact: true }).click();
    await expect(stageHeading(page, 'Information')).toBeFocused();
    await page.getByRole('button', { name: 'Add a pet' }).click();
    await page.getByLabel('Pet name').fill('Marmalade');
    await page.getByLabel('Pet type').selectOption({ label: 'Cat' });
    await page.getByRole('button', { name: 'Save pet' }).click();
    await page.getByLabel('Marmalade', { exact: true }).check();
    await page.getByLabel('Reason for consult').fill('Off her food since Sunday');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stageHeading(page, 'Payment')).toBeVisible();
    await page.getByLabel('Card number (Stripe)').fill('4242424242424242');
    await acceptTelehealthConsent(page);
    await page.getByRole('button', { name: /^Pay £40(\.00)?$/ }).click();
    await expect(stageHeading(page, 'Confirmation')).toBeVisible();

    const intent = stub.created.at(-1)!;
    expect({ currency: intent.currency, amount: intent.amount }).toEqual({ currency: 'gbp', amount: 4000 });

    const sent = await page.request.get(site(undefined, '/dev/outbox'), { headers: { accept: 'application/json' } });
    const mail = ((await sent.json()) as { to: string; subject: string | null; body: string; attachments: { filename: string; content: string }[] }[]).find((m) => m.to === email)!;
    // A British date (day before month, 24-hour clock) with the zone named, and the amount to the penny.
    const britishWhen = /\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b.*\b\d{2}:\d{2} (GMT|BST)\b/;
    expect(mail.subject).toMatch(britishWhen);
    expect(mail.body).toContain('Price: £40.00');
    expect(mail.body).toMatch(britishWhen);
    const ics = unfolded(mail.attachments.find((a) => a.filename.endsWith('.ics'))!.content);
    expect(ics).toContain('Price: £40.00');
    expect(ics).toMatch(britishWhen);
    // The number was kept in E.164 and reads back in the UK's national format.
    expect((await latestOutbox(page, e164))?.body).toBeTruthy();
  });
});

/** Fills a labelled field found by its Spanish label. */
const fill = (page: Page, key: Parameters<typeof es>[0], value: string) => page.getByLabel(es(key), { exact: true }).fill(value);

test.describe('a Spanish-speaking owner', () => {
  test.use({ locale: 'es-ES', timezoneId: MADRID });

  test('signs up, books, reads the appointment and records, and cancels, all in Spanish', async ({ page }) => {
    const email = uniqueEmail('es-owner');
    const national = `6${randomDigits(8)}`;
    const e164 = `+34${national}`;

    // At a US practice's site: the browser's language wins over the site's, and later the account's.
    await page.goto(site('happypaws', '/signup'));
    await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
    await expectNoEnglish(page, 'signup');
    await fill(page, 'First name', 'Lucía');
    await fill(page, 'Last name', 'Martín');
    await fill(page, 'Email', email);
    await fill(page, 'Password', 'password123');
    await page.getByLabel(es('Country code')).selectOption('ES');
    await fill(page, 'Mobile number', `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`);
    await page.getByRole('button', { name: es('Send Code') }).click();
    await page.getByLabel(es('Code'), { exact: true }).fill(await codeSentTo(page, e164));
    await page.getByRole('button', { name: es('Verify') }).click();
    await expect(page.getByText(es('Verified!'))).toBeVisible();
    await expectNoEnglish(page, 'signup, number verified');
    await page.getByRole('button', { name: es('Sign up') }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/signup'));
    await expectNoEnglish(page, 'the first page after signup');

    const listings = await listingsOf(page, 'happypaws');
    const listing = listings.find((l) => l.consultations.some((c) => c.type === VIDEO && c.price > 0))!;
    const slot = await freeSlot(page, listing.id, VIDEO, MADRID, 2, 'es-ES');
    await page.goto(site('happypaws', '/book'));
    const wizard = page.locator('[data-island="BookingWizard"]');
    await expect(wizard).toHaveAttribute('data-hydrated', 'true');
    await expectNoEnglish(page, 'the wizard, practice stage');
    await page.getByRole('button', { name: es('Choose {listing}', { listing: listing.title }) }).click();
    await wizard.getByRole('radio', { name: new RegExp(`^${es('Video')}\\b`) }).check();
    await wizard.getByLabel(es('Date')).fill(slot.date);
    await wizard.getByRole('list', { name: es('Available times') }).getByRole('button', { name: slot.shown, exact: true }).click();
    await expect(stageHeading(page, es('Information'))).toBeFocused();
    await expectNoEnglish(page, 'the wizard, information stage');
    await page.getByRole('button', { name: es('Add a pet') }).click();
    await fill(page, 'Pet name', 'Luna');
    await page.getByLabel(es('Pet type')).selectOption({ label: es('Dog') });
    await page.getByRole('button', { name: es('Save pet') }).click();
    await page.getByLabel('Luna', { exact: true }).check();
    await fill(page, 'Reason for consult', 'Cojea de la pata trasera');
    await page.getByRole('button', { name: es('Continue') }).click();
    await expect(stageHeading(page, es('Payment'))).toBeVisible();
    await expectNoEnglish(page, 'the wizard, payment stage');
    await fill(page, 'Name on card', 'Lucía Martín');
    await fill(page, 'Card number', '4242424242424242');
    await fill(page, 'Expiry (YYYY-MM)', '2099-12');
    await fill(page, 'Security code', '123');
    await acceptTelehealthConsent(page);
    await page.getByRole('button', { name: new RegExp(`^${es('Pay {price}', { price: '' }).trim()}`) }).click();
    await expect(stageHeading(page, es('Confirmation'))).toBeVisible();
    await expectNoEnglish(page, 'the wizard, confirmation');

    // The appointment, its detail, the records, and the cancel.
    await page.goto(site('happypaws', '/app/my-appointments'));
    await expectNoEnglish(page, 'my appointments');
    await page.getByRole('link', { name: es('View details') }).first().click();
    await expectNoEnglish(page, 'the appointment');
    const detail = page.url();
    await page.goto(site('happypaws', '/app/medical-records'));
    await expectNoEnglish(page, 'medical records');
    await page.locator('[data-category-link="weight"]').click();
    await expectNoEnglish(page, 'the weight tracker');
    await page.goto(detail);
    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    const quote = await page.locator('.cancel-quote').allTextContents();
    await page.getByRole('button', { name: es('Cancel Appointment') }).click();
    await expect(page).toHaveURL(/canceled=\d+/);
    expect(question).toBe([es('Are you sure you want to cancel this appointment?'), ...quote].join(' '));
    await expectNoEnglish(page, 'the list after canceling');
  });
});
