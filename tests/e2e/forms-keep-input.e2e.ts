import { expect, test, type Page } from '@playwright/test';
import { codeSentTo, signIn, site, uniqueEmail, uniquePhone } from './helpers';
import { freeSlot, listingsOf, pickSlot, stageHeading, acceptTelehealthConsent } from './booking-helpers';

/** Forms keep what a person typed: a refused signup keeps the password, a code wait keeps the Code box. */

async function fillPerson(page: Page, person: { first: string; last: string; email: string; password: string }) {
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill(person.last);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
}

const CODE_TOO_SOON = 'A code was just sent to this number. Please wait 30 seconds before asking for another.';

test.describe('the signup password emptied after a failed submit', () => {
  test('a refused owner signup keeps the password typed', async ({ page }) => {
    await page.goto(site(undefined, '/signup-type'));
    await fillPerson(page, { first: 'Nora', last: 'Quinn', email: 'nora@', password: 'nora-password' });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('nora-password');
    await expect(page.getByLabel('First name')).toHaveValue('Nora');
  });

  test('a refused practice signup keeps the password typed', async ({ page }) => {
    await page.goto(site('app', '/vendor/signup'));
    await page.getByLabel('Practice name').fill(`Kept Password Vets ${Date.now()}`);
    await fillPerson(page, { first: 'Hana', last: 'Berg', email: uniqueEmail('kept'), password: 'hana-password' });
    await page.getByLabel('Mobile number').fill('617555');
    await page.getByRole('button', { name: 'Register practice' }).click();
    await expect(page.getByText('Mobile number must be 10 digits')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('hana-password');
  });
});

test.describe('a 30-second code wait leaves the form with no Code box for the code already sent', () => {
  test('after a reload, Send Code within the wait says to wait and shows the Code box; the code already sent verifies', async ({ page }) => {
    const phone = uniquePhone();
    await page.goto(site(undefined, '/signup-type'));
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
    const code = await codeSentTo(page, phone);

    await page.goto(site(undefined, '/signup-type'));
    await expect(page.getByLabel('Code', { exact: true })).toHaveCount(0);
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByText(CODE_TOO_SOON)).toBeVisible();
    await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Verified!')).toBeVisible();
  });

  test('a refused signup submit keeps the Code box, and Resend within the wait keeps it too', async ({ page }) => {
    const phone = uniquePhone();
    await page.goto(site(undefined, '/signup-type'));
    await fillPerson(page, { first: 'Ona', last: 'Reyes', email: 'ona@', password: 'ona-password' });
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
    const code = await codeSentTo(page, phone);

    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await expect(page.getByText(CODE_TOO_SOON)).toBeVisible();
    await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Verified!')).toBeVisible();

    await page.getByLabel('Email').fill(uniqueEmail('ona'));
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(site(undefined, '/app/my-appointments'));
  });
});

test.describe('card entry as printed on the card, in the booking wizard', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('"4242 4242 4242 4242" and "12/28" are taken as typed and the booking is paid', async ({ page }) => {
    const patel = (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Maya Patel'))!;
    const slot = await freeSlot(page, patel.id, 4000, 'America/New_York');
    await signIn(page, 'owner@example.com', { host: 'happypaws' });
    await page.goto(site('happypaws', '/book'));
    await expect(page.locator('[data-island="BookingWizard"]')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('button', { name: `Choose ${patel.title}` }).click();
    await pickSlot(page, 'Video', slot);
    await expect(stageHeading(page, 'Information')).toBeFocused();
    await page.getByLabel('Biscuit', { exact: true }).check();
    await page.getByLabel('Reason for consult').fill('Card typed as printed');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Name on card').fill('Pat Owner');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (YYYY-MM)').fill('12/28');
    await page.getByLabel('Security code').fill('123');
    await acceptTelehealthConsent(page);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(stageHeading(page, 'Confirmation')).toBeVisible();
    await expect(page.getByText(/Booking id: \d+/)).toBeVisible();
  });
});

test.describe('one rule for refused forms: the same form, as typed, the message beside its field', () => {
  test('a refused plain form comes back on its own page: its address, what was typed, and the message named by the field', async ({ page }) => {
    await signIn(page, 'owner@example.com');
    await page.goto(site(undefined, '/app/requests/house-visit'));
    await page.getByLabel('Practice').selectOption({ index: 1 });
    await page.getByLabel('Pet', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Address').fill('12 Elm Row\u202e');
    await page.getByLabel('Reason for the visit').fill('Her yearly check, at home');
    await page.getByLabel('Preferred days and times').fill('Tuesday mornings');
    await page.getByRole('button', { name: 'Send request' }).click();
    const address = page.getByLabel('Address');
    await expect(address).toHaveAccessibleDescription(/This text contains an invisible control or text-direction character; please type it again without it/);
    await expect(address).toHaveValue('12 Elm Row\u202e');
    await expect(page.getByLabel('Reason for the visit')).toHaveValue('Her yearly check, at home');
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveCount(0);
    // The address is the form's page again: a reload shows the form, it does not send it twice.
    await expect(page).toHaveURL(site(undefined, '/app/requests/house-visit'));
  });

  test('a refused htmx form keeps the name typed and says why beside it, in the reader’s Spanish', async ({ page }) => {
    await signIn(page, 'owner2@example.com');
    await page.setExtraHTTPHeaders({ 'accept-language': 'es' });
    await page.goto(site(undefined, '/app/my-profile'));
    const first = page.locator('#profile-form [name="first_name"]');
    await first.fill('Ana\u202e');
    await page.locator('#profile-form [name="last_name"]').fill('Lopez Walk');
    await page.locator('#profile-form').getByRole('button').last().click();
    await expect(first).toHaveAccessibleDescription(/Este texto contiene un carácter de control o de dirección del texto invisible; escríbalo de nuevo sin él/);
    await expect(first).toHaveValue('Ana\u202e');
    await expect(page.locator('#profile-form [name="last_name"]')).toHaveValue('Lopez Walk');
  });
});
