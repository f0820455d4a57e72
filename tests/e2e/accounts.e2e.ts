import { expect, test, type Page } from '@playwright/test';
import { codeSentTo, latestOutbox, ownerThroughApi, signIn, site, uniqueEmail, uniquePhone } from './helpers';

/** Fills and sends the login form without waiting to leave it (for refused logins). */
async function submitLogin(page: Page, email: string, password: string) {
  await page.goto(site(undefined, '/login/'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function fillPerson(page: Page, person: { first: string; last: string; email: string; password: string }) {
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill(person.last);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
}

/** Send Code, read the code from the outbox, Verify. */
async function verifyMobile(page: Page, phone: string) {
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(await codeSentTo(page, phone));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verified!')).toBeVisible();
}

test.describe('owner signup', () => {
  test('with the code read from the outbox: Verified!, the number locked, the promo applied, signed in', async ({ page }) => {
    const phone = uniquePhone();
    await page.goto(site(undefined, '/signup-type'));
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await fillPerson(page, { first: 'Nora', last: 'Quinn', email: uniqueEmail('owner'), password: 'nora-password' });
    await verifyMobile(page, phone);
    await expect(page.getByLabel('Mobile number')).toHaveJSProperty('readOnly', true);
    await expect(page.getByLabel('Mobile number')).toHaveValue(phone);
    await page.getByLabel('Promo code (optional)').fill('welcome');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Promo Applied!')).toBeVisible();
    await expect(page.getByText('Welcome offer: your first video consultation is 20% off.')).toBeVisible();
    // The other fields kept what was typed while the blocks were swapped.
    await expect(page.getByLabel('First name')).toHaveValue('Nora');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(site(undefined, '/app/my-appointments'));
  });

  test('a wrong code says "Invalid OTP" and the number stays editable', async ({ page }) => {
    const phone = uniquePhone();
    await page.goto(site(undefined, '/signup-type'));
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send Code' }).click();
    const code = await codeSentTo(page, phone);
    await page.getByLabel('Code', { exact: true }).fill(code === '0000' ? '1111' : '0000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Invalid OTP')).toBeVisible();
    await expect(page.getByText('Verified!')).toHaveCount(0);
    await expect(page.getByLabel('Mobile number')).toHaveJSProperty('readOnly', false);
  });

  test('each validation rule shows its message', async ({ page }) => {
    await page.goto(site(undefined, '/signup-type'));
    await page.getByRole('button', { name: 'Sign up' }).click();
    for (const text of ['First name is required', 'Last name is required', 'Email is required', 'Password is required', 'Mobile number is required']) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await fillPerson(page, { first: 'Nora2', last: 'Qu--inn', email: 'nora@', password: 'short' });
    await page.getByLabel('Mobile number').fill('617555');
    await page.getByLabel('Promo code (optional)').fill('NOPE');
    await page.getByRole('button', { name: 'Sign up' }).click();
    for (const text of [
      'First name may contain letters only',
      'Last name may contain letters only',
      'Please enter a valid email address',
      'Password must be at least 8 characters',
      'Mobile number must be 10 digits',
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Invalid code')).toBeVisible();
    // Send Code checks the number too.
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByText('Mobile number must be 10 digits')).toBeVisible();
    // A good number, a code of the wrong shape.
    await page.getByLabel('Mobile number').fill(uniquePhone());
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByLabel('Code', { exact: true }).fill('12');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Code must be 4 digits')).toBeVisible();
    // Everything valid but the number never verified: the server refuses.
    await page.getByLabel('Promo code (optional)').fill('');
    await fillPerson(page, { first: 'Nora', last: 'Quinn', email: uniqueEmail('unverified'), password: 'nora-password' });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Mobile number must be verified')).toBeVisible();
  });

  test('a duplicate e-mail is refused with the spec message', async ({ page }) => {
    await page.goto(site(undefined, '/signup-type'));
    await fillPerson(page, { first: 'Sarah', last: 'Again', email: 'owner@example.com', password: 'sarah-password' });
    await verifyMobile(page, uniquePhone());
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('This email already exists in our System.')).toBeVisible();
    await expect(page.getByText('Verified!')).toBeVisible();
    await expect(page).toHaveURL(site(undefined, '/signup-type'));
  });
});

test.describe('login and landing page per role', () => {
  const cases = [
    { who: 'owner@example.com', practice: false, landing: '/app/my-appointments' },
    { who: 'vet@example.com', practice: true, landing: '/app/appointments' },
    { who: 'staff@example.com', practice: true, landing: '/app/appointments' },
    { who: 'admin@example.com', practice: false, landing: '/app/my-appointments' },
  ];
  for (const { who, practice, landing } of cases) {
    test(`${who} lands on ${landing}`, async ({ page }) => {
      await signIn(page, who, { practice });
      await expect(page).toHaveURL(site(undefined, landing));
    });
  }

  test('a wrong password says "Invalid email or password." and stays on the form', async ({ page }) => {
    await submitLogin(page, 'owner@example.com', 'not-the-password');
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(site(undefined, '/login/'));
  });

  test('the login form checks its fields', async ({ page }) => {
    await page.goto(site(undefined, '/login/'));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('goes to the redirect address after login', async ({ page }) => {
    await page.goto(site(undefined, '/app/my-profile'));
    await expect(page).toHaveURL(site(undefined, '/login/?redirect=%2Fapp%2Fmy-profile'));
    await page.getByLabel('Email').fill('owner2@example.com');
    await page.getByLabel('Password').fill('password123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(site(undefined, '/app/my-profile'));
    await expect(page.getByLabel('Email')).toHaveValue('owner2@example.com');
  });

  test('works without JavaScript too (a plain form post)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, 'owner@example.com');
    await expect(page).toHaveURL(site(undefined, '/app/my-appointments'));
    await context.close();
  });
});

test.describe('forgot and change password', () => {
  test('forgot → e-mail link → change password → the new password signs in and the old does not', async ({ page, request }) => {
    const oldPassword = 'old-password-1';
    const newPassword = 'new-password-2';
    const email = await ownerThroughApi(request, page, oldPassword);

    await page.goto(site(undefined, '/login/'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please check your inbox for further instructions on resetting your password.')).toBeVisible();

    const mail = await latestOutbox(page, email);
    const link = /(http\S+forgot=\S+)/.exec(mail!.body)![1]!;
    expect(new URL(link).origin).toBe(site().replace(/\/$/, ''));
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveCount(0);

    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('something-else');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The new password and confirm should match')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password must be at least 8 characters').first()).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been reset successfully!')).toBeVisible();
    await expect(page).toHaveURL(site(undefined, '/login/?reset=done'));

    await submitLogin(page, email, oldPassword);
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await signIn(page, email, { password: newPassword });
    await expect(page).toHaveURL(site(undefined, '/app/my-appointments'));

    // The link was used up.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('third-password-3');
    await page.getByLabel('Confirm new password').fill('third-password-3');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  });

  test('an unknown e-mail gets the same answer, and the empty form its message', async ({ page }) => {
    await page.goto(site(undefined, '/login/?mode=forgot'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please check your inbox for further instructions on resetting your password.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  });
});

test.describe('practice signup on the portal', () => {
  test('creates the practice and lands on its dashboard', async ({ page }) => {
    await page.goto(site('app', '/vendor/signup'));
    await expect(page.getByRole('heading', { name: 'Practice Signup' })).toBeVisible();
    await page.getByLabel('Practice name').fill(`Harbor Vets ${Date.now()}`);
    await page.getByLabel('Categories (optional)').fill('General Practice, Dentistry');
    await page.getByLabel('About the practice (optional)').fill('A harbour-side clinic.');
    await fillPerson(page, { first: 'Hana', last: 'Berg', email: uniqueEmail('practice'), password: 'hana-password' });
    await page.getByLabel('Mobile number').fill(uniquePhone());
    await page.getByRole('button', { name: 'Register practice' }).click();
    await expect(page).toHaveURL(site('app', '/app/appointments'));
    await page.goto(site('app', '/app/settings/profile'));
    await expect(page.getByLabel('First name')).toHaveValue('Hana');
  });

  test('each rule has its message, and a taken e-mail is refused', async ({ page }) => {
    await page.goto(site('app', '/vendor/signup'));
    await page.getByRole('button', { name: 'Register practice' }).click();
    for (const text of ['Practice name is required', 'First name is required', 'Email is required', 'Password is required', 'Mobile number is required']) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await page.getByLabel('Practice name').fill('Taken Clinic');
    await fillPerson(page, { first: 'Maya', last: 'Patel', email: 'vet@example.com', password: 'maya-password' });
    await page.getByLabel('Mobile number').fill('6175550123');
    await page.getByRole('button', { name: 'Register practice' }).click();
    await expect(page.getByText('This email already exists in our System.')).toBeVisible();
  });

  test('the portal root shows Practice Login, which links to Practice Signup and back', async ({ page }) => {
    await page.goto(site('app', '/'));
    await expect(page.getByRole('heading', { name: 'Practice Login' })).toBeVisible();
    await page.getByRole('link', { name: 'Register your practice' }).click();
    await expect(page.getByRole('heading', { name: 'Practice Signup' })).toBeVisible();
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(site('app', '/vendor/login'));
  });
});

test.describe('session', () => {
  test('logout ends the session and goes to /', async ({ page }) => {
    await signIn(page, 'owner2@example.com');
    await expect(page).toHaveURL(site(undefined, '/app/my-appointments'));
    await page.goto(site(undefined, '/app/my-profile'));
    // Logout is a button (a POST form) since issue 19.
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(site(undefined, '/'));
    await page.goto(site(undefined, '/app'));
    await expect(page).toHaveURL(/\/login\/\?redirect=%2Fapp$/);
  });

  test('a tampered session cookie is treated as signed out', async ({ page, context }) => {
    await signIn(page, 'owner@example.com');
    await expect(page).toHaveURL(site(undefined, '/app/my-appointments'));
    const cookie = (await context.cookies()).find((c) => c.name === 'session')!;
    expect(cookie.httpOnly).toBe(true);
    const [header, payload, signature] = cookie.value.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = [header, Buffer.from(JSON.stringify({ ...claims, role: 'vendor', id: claims.id + 1 })).toString('base64url'), signature].join('.');
    await context.addCookies([{ ...cookie, value: forged }]);
    await page.goto(site(undefined, '/app/my-profile'));
    await expect(page).toHaveURL(site(undefined, '/login/?redirect=%2Fapp%2Fmy-profile'));
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  });

  test('my profile: saving a new name shows it, email and phone are read-only', async ({ page, request }) => {
    const email = await ownerThroughApi(request, page, 'profile-password');
    await signIn(page, email, { password: 'profile-password' });
    await page.goto(site(undefined, '/app/my-profile'));
    await expect(page.getByLabel('Email')).toHaveJSProperty('readOnly', true);
    await expect(page.getByLabel('Mobile number')).toHaveJSProperty('readOnly', true);
    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await page.getByLabel('First name').fill('Renamed');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Renamed');
    await expect(page.getByText('Renamed Owner')).toBeVisible();
  });
});
