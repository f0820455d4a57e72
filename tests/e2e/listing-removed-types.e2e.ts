import { expect, test, type APIRequestContext } from '@playwright/test';
import { latestOutbox, ownerThroughApi, signIn, site } from './helpers';
import { freeSlot } from './booking-helpers';

const CARD = { name: 'Pat Owner', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '9731' };
const EVERY_DAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** A consultation's fields as the listing form posts them. */
const consultation = (i: number, type: string): [string, string][] => [
  [`consultations[${i}][type]`, type],
  [`consultations[${i}][duration]`, '30'],
  [`consultations[${i}][price]`, '40'],
  [`consultations[${i}][status]`, 'on'],
  ...EVERY_DAY.map((d): [string, string] => [`consultations[${i}][schedule][0][days][]`, d]),
  [`consultations[${i}][schedule][0][from]`, '08:00'],
  [`consultations[${i}][schedule][0][to]`, '20:00'],
];

/** An owner of their own, with a dog, signed in through the API: the booking is set-up, not the subject. */
async function ownerWithPet(request: APIRequestContext, page: Parameters<typeof ownerThroughApi>[1]) {
  const email = await ownerThroughApi(request, page, 'password123', { first_name: 'Nora', last_name: 'Keep' });
  const login = await request.post(site(undefined, '/api/account/login'), { data: { email, password: 'password123', role: 'user' } });
  const { token } = (await login.json()) as { token: string };
  const pet = await request.post(site(undefined, '/api/pets'), { data: { name: 'Juniper', type: 1 }, headers: { authorization: `Bearer ${token}` } });
  return { email, token, pet: ((await pet.json()) as { id: number }).id };
}

test('a practice removing a consultation type with an upcoming booking is asked first, then cancels it as the practice', async ({ page, request }) => {
  const title = `Dr. Removing Types ${Date.now()}`;
  await signIn(page, 'vet@example.com', { practice: true });
  // The listing: video and clinic visits every day (made through the form's own post).
  await page.goto(site(undefined, '/app/listings/item'));
  const owner = await page.getByLabel('Listing owner').locator('option', { hasText: 'Maya Patel' }).getAttribute('value');
  const made = await page.request.post(site(undefined, '/app/listings/item'), {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: new URLSearchParams([['title', title], ['line1', 'General practice'], ['timezone', 'America/New_York'], ['vendor_login_id', owner!], ...consultation(0, '4000'), ...consultation(1, '2000')]).toString(),
    maxRedirects: 0,
  });
  expect(made.status()).toBe(303);
  await page.goto(site(undefined, '/app/listings'));
  const edit = page.getByRole('link', { name: `Edit ${title}` });
  const id = Number(new URL((await edit.getAttribute('href'))!, site()).searchParams.get('id'));

  const customer = await ownerWithPet(request, page);
  const slot = await freeSlot(page, id, 2000, 'America/New_York', 3);
  const booked = await request.post(site(undefined, '/api/payment'), {
    data: { vendor_listing_id: id, type: 2000, slot: slot.start, userTZ: 'America/New_York', pet: customer.pet, info: { summary: 'Limping' }, payment: CARD },
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(booked.status()).toBe(200);

  // The practice removes the clinic consultation and renames the listing.
  await edit.click();
  await page.getByLabel('Title').fill(`${title} (video only)`);
  const clinic = page.locator('.consultation').nth(1);
  await clinic.getByRole('button', { name: 'Remove consultation' }).click();
  await expect(page.locator('.consultation')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save listing' }).first().click();

  // Nothing is saved: the booking is shown, with what a cancel would refund, and the question.
  const question = page.locator('#stranded-bookings');
  await expect(question.getByRole('heading', { name: 'Upcoming bookings of the types you are taking away' })).toBeVisible();
  await expect(question).toContainText('1 upcoming booking is of a consultation type this change removes or turns off.');
  const row = question.locator('tr[data-stranded]');
  await expect(row).toContainText('Clinic');
  await expect(row).toContainText('Nora Keep');
  await expect(row).toContainText('Juniper');
  await expect(row).toContainText('$40.00');
  await expect(page.getByLabel('Title')).toHaveValue(`${title} (video only)`);
  await expect(page.locator('.consultation')).toHaveCount(1);

  // Saved again unanswered: the message by the question, everything typed still there.
  await page.getByRole('button', { name: 'Save listing' }).first().click();
  await expect(question.locator('#stranded-error')).toHaveText('Choose what happens to these bookings');
  await expect(page.getByLabel('Title')).toHaveValue(`${title} (video only)`);

  await question.getByLabel('Cancel them as the practice: each owner is refunded as shown and told by e-mail.').check();
  await page.getByRole('button', { name: 'Save listing' }).first().click();
  await expect(page).toHaveURL(/\/app\/listings\?canceled=1$/);
  await expect(page.getByText('Listing saved. 1 upcoming booking was canceled; the owners are refunded and told by e-mail.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${title} (video only)` })).toBeVisible();
  await expect.poll(async () => (await latestOutbox(page, customer.email))?.subject ?? '').toMatch(/^Appointment canceled/);
});
