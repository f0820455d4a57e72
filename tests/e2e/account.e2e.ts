import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { PDF } from './files-fixtures';
import { codeSentTo, latestOutbox, onDatabase, ownerThroughApi, signIn, site, uniqueEmail, uniquePhone } from './helpers';

/** An account is theirs (decision 0051): the Account page, the archive, deleting the account. */

const PASSWORD = 'account-pass-1';
const CARD = { name: 'Acc Owner', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '123' };

async function tokenOf(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post(site(undefined, '/api/account/login'), { data: { email, password } });
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** A new owner with a pet and an upcoming paid clinic visit with Dr. Patel (Happy Paws), made through the API. */
async function ownerWithPaidVisit(request: APIRequestContext, page: Page) {
  const email = await ownerThroughApi(request, page, PASSWORD, { first_name: 'Ada', last_name: 'Leaving' });
  const owner = await tokenOf(request, email);
  const pet = (await (await request.post(site(undefined, '/api/pets'), { headers: owner, data: { name: 'Pepper', type: 1 } })).json()) as { id: number };
  const listings = (await (await request.get(site(undefined, '/api/public/listings?site=happypaws'))).json()) as { id: number; title: string }[];
  const patel = listings.find((l) => l.title.startsWith('Dr. Maya Patel'))!;
  for (let day = 4; day < 14; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const slots = ((await (await request.get(site(undefined, `/api/public/listings/${patel.id}/slots?type=2000&date=${date}&tz=America%2FNew_York`))).json()) as { slots: { start: string }[] }).slots;
    for (const slot of slots.slice(-3)) {
      const paid = await request.post(site(undefined, '/api/payment'), { headers: owner, data: { vendor_listing_id: patel.id, type: 2000, slot: slot.start, userTZ: 'America/New_York', pet: pet.id, info: { summary: 'Annual check' }, payment: CARD } });
      if (paid.status() === 200) return { email, owner, pet: pet.id, booking: ((await paid.json()) as { id: number }).id };
    }
  }
  throw new Error('no free clinic slot with Dr. Patel');
}

test.describe('the Account page', () => {
  test('change e-mail: the link from the outbox confirms it, the old address is told, the new one signs in', async ({ page, request }) => {
    const email = await ownerThroughApi(request, page, PASSWORD);
    await signIn(page, email, { password: PASSWORD });
    await page.goto(site(undefined, '/app/account'));
    const section = page.locator('#account-email');
    await section.getByLabel('New e-mail address').fill('owner2@example.com');
    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(section.getByText('This email already exists in our System.')).toBeVisible();
    const fresh = uniqueEmail('new-address');
    await section.getByLabel('New e-mail address').fill(fresh);
    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(section.getByText(`We have sent a link to ${fresh}.`, { exact: false })).toBeVisible();

    await expect.poll(async () => (await latestOutbox(page, fresh))?.body ?? '').toContain('/account/email/confirm?token=');
    const link = /(http\S+\/account\/email\/confirm\?token=\S+)/.exec((await latestOutbox(page, fresh))!.body)![1]!;
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm my new e-mail' }).click();
    await expect(page.getByText(`Your e-mail address is now ${fresh}.`)).toBeVisible();
    expect((await latestOutbox(page, email))!.body).toContain(`instead of ${email}`);
    await page.context().clearCookies();
    await signIn(page, fresh, { password: PASSWORD });
    await expect(page).toHaveURL(site(undefined, '/app/my-appointments'));
  });

  test('change mobile: Send Code, a wrong code says "Invalid OTP", the right one keeps the new number', async ({ page, request }) => {
    const email = await ownerThroughApi(request, page, PASSWORD);
    await signIn(page, email, { password: PASSWORD });
    await page.goto(site(undefined, '/app/account'));
    const section = page.locator('#account-mobile');
    const phone = uniquePhone();
    await section.getByLabel('Mobile number').fill(phone);
    await section.getByRole('button', { name: 'Send Code' }).click();
    await expect(section.getByLabel('Code', { exact: true })).toBeVisible();
    const code = await codeSentTo(page, phone);
    await section.getByLabel('Code', { exact: true }).fill(code === '0000' ? '1111' : '0000');
    await section.getByRole('button', { name: 'Verify' }).click();
    await expect(section.getByText('Invalid OTP')).toBeVisible();
    await section.getByLabel('Code', { exact: true }).fill(code);
    await section.getByRole('button', { name: 'Verify' }).click();
    await expect(section.getByText(/Your mobile number is now/)).toBeVisible();
    await page.reload();
    await expect(page.locator('#account-mobile').getByText(/Your verified mobile number is/)).toContainText(phone.slice(-4));
  });

  test('change password: this browser stays signed in, another signed-in browser is signed out', async ({ page, request, browser }) => {
    const email = await ownerThroughApi(request, page, PASSWORD);
    const other = await browser.newContext();
    const elsewhere = await other.newPage();
    await signIn(elsewhere, email, { password: PASSWORD });
    await signIn(page, email, { password: PASSWORD });
    await page.goto(site(undefined, '/app/account'));
    const section = page.locator('#account-password');
    await section.getByLabel('Current password').fill('not-my-password');
    await section.getByLabel('New password', { exact: true }).fill('account-pass-2');
    await section.getByLabel('Confirm new password').fill('account-pass-2');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByText('Current password is incorrect')).toBeVisible();
    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByLabel('New password', { exact: true }).fill('account-pass-2');
    await section.getByLabel('Confirm new password').fill('account-pass-2');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/account/);
    await elsewhere.goto(site(undefined, '/app/account'));
    await expect(elsewhere).toHaveURL(/\/login\/\?redirect=/);
    await other.close();
  });
});

test('download everything: the archive holds a record, a file and a receipt', async ({ page, request }) => {
  const { email, owner, pet } = await ownerWithPaidVisit(request, page);
  const ticket = (await (await request.post(site(undefined, '/api/files/private'), { headers: owner, data: { fileName: 'lab-result.pdf', fileType: 'application/pdf', serviceType: 'phr' } })).json()) as { uploadUrl: string; fileUrl: string };
  expect((await request.put(new URL(ticket.uploadUrl, site()).href, { headers: { 'content-type': 'application/pdf' }, data: PDF })).status()).toBe(200);
  const record = await request.post(site(undefined, `/api/pets/${pet}/records`), { headers: owner, data: { category: 'misc', details: { name: 'Lab result', date: new Date().toISOString().slice(0, 10), files: [ticket.fileUrl] } } });
  expect(record.status()).toBe(201);

  await signIn(page, email, { password: PASSWORD });
  await page.goto(site(undefined, '/app/account'));
  await page.getByRole('button', { name: 'Prepare my archive' }).click();
  await expect(page.getByText('We are preparing your archive.', { exact: false })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('link', { name: 'Download (ZIP)' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download (ZIP)' }).click()]);
  const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  const names = Object.keys(zip);
  expect(strFromU8(zip[`records/pet-${pet}/records.json`]!)).toContain('Lab result');
  expect(Buffer.from(zip[names.find((n) => n.startsWith('files/phr/') && n.endsWith('lab-result.pdf'))!]!).equals(PDF)).toBe(true);
  const receipt = strFromU8(zip[names.find((n) => n.startsWith('receipts/'))!]!);
  expect(receipt).toContain('Happy Paws Veterinary Clinic');
  expect(receipt).toContain('Visa card ending 4242');
});

test('delete the account with an upcoming paid booking: refunded on the ledger, the practice e-mailed, the login refused, its clinical entry kept under "Former client"', async ({ page, request }) => {
  const { email, booking, pet } = await ownerWithPaidVisit(request, page);
  const [who] = await onDatabase<{ id: number; vendor_id: number; vet: number }>("select b.user_id as id, b.vendor_id, (select id from vendor_logins where email = 'vet@example.com') as vet from bookings b where b.id = ?", [booking]);
  await onDatabase("insert into phr (category, details, user_id, pet_id, author_vendor_id, author_login_id) values ('conditions', ?, ?, ?, ?, ?)", [JSON.stringify({ name: 'Heart murmur grade 2', visit_date: '2026-01-05' }), who!.id, pet, who!.vendor_id, who!.vet]);

  await signIn(page, email, { password: PASSWORD });
  await page.goto(site(undefined, '/app/account'));
  const section = page.locator('#account-delete');
  await expect(section.getByText('stays with that practice, no longer under your name', { exact: false })).toBeVisible();
  await section.getByLabel('Your password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(section.getByText('Tick the box to say you have read what happens')).toBeVisible();
  await section.getByLabel('Your password').fill(PASSWORD);
  await section.getByLabel('I have read what happens').check();
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account was deleted' })).toBeVisible();

  const [paid] = await onDatabase<{ reference: string; amount: number; refunded_amount: number }>('select reference, amount, refunded_amount from payments where booking_id = ?', [booking]);
  const ledger = readFileSync(join(process.env.E2E_DATA_DIR!, 'sandbox-ledger.jsonl'), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as { kind: string; charge?: string; amount: number });
  expect(ledger.find((line) => line.kind === 'refund' && line.charge === paid!.reference)?.amount).toBe(paid!.amount);
  await expect.poll(async () => (await latestOutbox(page, 'vet@example.com'))?.body ?? '').toContain(`#${booking}`);
  expect((await latestOutbox(page, 'vet@example.com'))!.subject).toMatch(/canceled/i);

  await page.goto(site(undefined, '/login/'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();

  await signIn(page, 'vet@example.com', { practice: true });
  await page.goto(site(undefined, `/app/users/${who!.id}`));
  await expect(page.getByRole('heading', { name: 'Former client' })).toBeVisible();
  await expect(page.getByText('Heart murmur grade 2')).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
});
