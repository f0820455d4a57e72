import { expect, test, type APIRequestContext } from '@playwright/test';
import { DateTime } from 'luxon';
import { latestOutbox, ownerThroughApi, signIn, site } from './helpers';
import { fillCard, listingsOf, stageHeading, acceptTelehealthConsent } from './booking-helpers';

const NY = 'America/New_York';
const VIDEO = 4000;
const CHAT = 6000;
const PASSWORD = 'password123';
/** A day far enough ahead that no other journey books it. */
const DAY = 13;
const CARD = { name: 'Pat Owner', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '9731' };

/** A new owner with a pet, signed in through the API: their e-mail and token. */
async function ownerWithPet(request: APIRequestContext, page: Parameters<typeof ownerThroughApi>[1], first_name: string) {
  const email = await ownerThroughApi(request, page, PASSWORD, { first_name, last_name: 'Waitlist' });
  const login = await request.post(site(undefined, '/api/account/login'), { data: { email, password: PASSWORD, role: 'user' } });
  const { token } = (await login.json()) as { token: string };
  await request.post(site(undefined, '/api/pets'), { data: { name: `${first_name}Pet`, type: 1 }, headers: { authorization: `Bearer ${token}` } });
  return { email, token };
}

test.describe('the waitlist', () => {
  test.use({ timezoneId: NY });

  test('an owner joins on a full day; a cancel frees a slot; the offer e-mail leads to paying for it', async ({ page, request }) => {
    test.setTimeout(120_000);
    const patel = (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Maya Patel'))!;
    const date = DateTime.now().setZone(NY).plus({ days: DAY }).toISODate()!;
    // Someone else takes every slot of the day.
    const filler = await ownerWithPet(request, page, 'Filler');
    const pets = (await (await request.get(site(undefined, '/api/pets'), { headers: { authorization: `Bearer ${filler.token}` } })).json()) as { id: number }[];
    const { slots } = (await (await request.get(site(undefined, `/api/public/listings/${patel.id}/slots?type=${VIDEO}&date=${date}&tz=${encodeURIComponent(NY)}`))).json()) as { slots: { start: string }[] };
    const booked: number[] = [];
    for (const slot of slots) {
      const res = await request.post(site(undefined, '/api/payment'), {
        data: { vendor_listing_id: patel.id, type: VIDEO, slot: slot.start, userTZ: NY, pet: pets[0]!.id, info: { summary: 'Full day' }, payment: CARD, telehealth_consent: 1 },
        headers: { authorization: `Bearer ${filler.token}` },
      });
      expect(res.status()).toBe(200);
      booked.push(((await res.json()) as { id: number }).id);
    }

    // The waiting owner finds the day full in the wizard and joins its waitlist.
    const waiter = await ownerWithPet(request, page, 'Waiter');
    await signIn(page, waiter.email);
    await page.goto(site(undefined, `/book?listing=${patel.id}`));
    const wizard = page.locator('[data-island="BookingWizard"]');
    await expect(wizard).toHaveAttribute('data-hydrated', 'true');
    await wizard.getByRole('radio', { name: /^Video\b/ }).check();
    await wizard.getByLabel('Date').fill(date);
    await expect(wizard.getByText('No slots available for this date')).toBeVisible();
    await wizard.getByRole('link', { name: 'Join the waitlist' }).click();
    await expect(page.locator('[data-join-waitlist]')).toContainText(patel.title);
    await page.locator('[data-join-waitlist]').getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByRole('status')).toHaveText('You are on the waitlist: we will write as soon as a slot is free.');
    await expect(page.locator('[data-waitlist] [data-state="waiting"]')).toHaveText('Waiting');

    // The filler cancels one: the slot is offered to the waiting owner by e-mail.
    const canceled = await request.post(site(undefined, `/app/appointments/${booked[0]}/cancel`), { headers: { cookie: `session=${filler.token}`, 'hx-request': 'true' } });
    expect(canceled.status()).toBe(200);
    await expect.poll(async () => (await latestOutbox(page, waiter.email))?.subject ?? '', { timeout: 30_000 }).toMatch(/^A slot is free for you/);
    const link = /https?:\/\/\S+\/waitlist\/offers\/[A-Za-z0-9_-]+/.exec((await latestOutbox(page, waiter.email))!.body)![0];

    // The link opens the held offer; taking it opens the wizard's payment for that slot.
    await page.goto(site(undefined, new URL(link).pathname));
    await expect(page.getByRole('heading', { name: 'Your waitlist offer' })).toBeVisible();
    await page.getByRole('button', { name: 'Take this slot' }).click();
    await expect(wizard).toHaveAttribute('data-hydrated', 'true');
    await expect(stageHeading(page, 'Information')).toBeVisible();
    await page.getByLabel('WaiterPet', { exact: true }).check();
    await page.getByLabel('Reason for consult').fill('From the waitlist');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stageHeading(page, 'Payment')).toBeVisible();
    await fillCard(page, '4242424242424242');
    await acceptTelehealthConsent(page);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(stageHeading(page, 'Confirmation')).toBeVisible();
    await page.goto(site(undefined, '/app/my-waitlist'));
    await expect(page.locator('[data-waitlist] [data-state="booked"]')).toHaveText('Booked');
  });

  test('reloading the wizard after "Take this slot" keeps the slot the offer holds for its owner', async ({ page, request }) => {
    test.setTimeout(90_000);
    const romero = (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Luis Romero'))!;
    // A day with free chat slots: joining offers one of them at once, held for this owner alone.
    const date = DateTime.now().setZone(NY).plus({ days: DAY - 2 }).toISODate()!;
    const owner = await ownerWithPet(request, page, 'Reloader');
    const joined = await request.post(site(undefined, '/api/waitlist'), { data: { listing_id: romero.id, type: CHAT, from: date, to: date }, headers: { authorization: `Bearer ${owner.token}` } });
    expect(joined.status()).toBeLessThan(300);
    await expect.poll(async () => (await latestOutbox(page, owner.email))?.subject ?? '', { timeout: 30_000 }).toMatch(/^A slot is free for you/);
    const link = /https?:\/\/\S+\/waitlist\/offers\/[A-Za-z0-9_-]+/.exec((await latestOutbox(page, owner.email))!.body)![0];

    await signIn(page, owner.email);
    await page.goto(site(undefined, new URL(link).pathname));
    await page.getByRole('button', { name: 'Take this slot' }).click();
    const wizard = page.locator('[data-island="BookingWizard"]');
    await expect(wizard).toHaveAttribute('data-hydrated', 'true');
    await expect(stageHeading(page, 'Information')).toBeVisible();
    await page.getByLabel('ReloaderPet', { exact: true }).check();
    await page.getByLabel('Reason for consult').fill('Held across a reload');

    await page.reload();
    await expect(wizard).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    await expect(stageHeading(page, 'Information')).toBeVisible();
    await expect(wizard.getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel('Reason for consult')).toHaveValue('Held across a reload');

    // Still the owner's to pay for.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stageHeading(page, 'Payment')).toBeVisible();
    await fillCard(page, '4242424242424242');
    await acceptTelehealthConsent(page);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(stageHeading(page, 'Confirmation')).toBeVisible();
  });
});
