import { expect, test } from '@playwright/test';
import { dayWords, latestOutbox, ownerThroughApi, signIn, site } from './helpers';
import { freeSlot, listingsOf } from './booking-helpers';

// The server and the browser agree on UTC, so times read the same on both.
test.use({ timezoneId: 'UTC' });

const VIDEO = 4000;
const CARD = { name: 'Pat Owner', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '123' };

test('signed out, the owner opens the link from the confirmation e-mail, reschedules, then cancels once through the same link', async ({ page, request }) => {
  const email = await ownerThroughApi(request, page, 'password123', { first_name: 'Lina', last_name: 'Linked' });
  await signIn(page, email);
  const pet = await page.request.post(site(undefined, '/api/pets'), { data: { name: 'Noodle', type: 1 } });
  expect(pet.status()).toBe(201);
  const listing = (await listingsOf(page, 'happypaws')).find((l) => l.consultations.some((c) => c.type === VIDEO))!;
  const slot = await freeSlot(page, listing.id, VIDEO, 'UTC');
  const booked = await page.request.post(site(undefined, '/api/payment'), {
    data: { vendor_listing_id: listing.id, type: VIDEO, slot: slot.start, userTZ: 'UTC', pet: ((await pet.json()) as { id: number }).id, info: { summary: 'Sneezing' }, payment: CARD, telehealth_consent: 1 },
  });
  expect(booked.status()).toBe(200);
  const oldId = ((await booked.json()) as { id: number }).id;

  // The confirmation e-mail in the development outbox carries the manage link.
  await expect.poll(async () => (await latestOutbox(page, email))?.subject ?? '').toMatch(/^Appointment confirmed/);
  const mail = (await latestOutbox(page, email))!;
  const link = /Change or cancel without signing in: (\S+)/.exec(mail.body)![1]!;
  expect(new URL(link).pathname).toMatch(/^\/m\/[0-9a-z]+\.[A-Za-z0-9_-]{16}$/);

  // Signed out: no session at all.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Appointment #${oldId}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Reschedule' }).click();
  await expect(page.getByRole('heading', { name: `Reschedule appointment #${oldId}` })).toBeVisible();
  const target = await freeSlot(page, listing.id, VIDEO, 'UTC', 5);
  await page.getByLabel('Date').fill(target.date);
  await page.getByRole('button', { name: 'Show times' }).click();
  // The day in the reader's words, not ISO.
  await expect(page.getByText(`Available times on ${dayWords(target.date)}`)).toBeVisible();
  await page.getByRole('list', { name: 'Available times' }).getByLabel(target.shown, { exact: true }).check();
  await page.getByRole('button', { name: 'Reschedule' }).click();

  // The same link now leads to the booking that took its place.
  await expect(page.getByText('This appointment has been rescheduled to')).toBeVisible();
  await expect(page).toHaveURL(link);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const newId = Number(/#(\d+)/.exec(heading ?? '')![1]);
  expect(newId).not.toBe(oldId);
  await expect(page.getByRole('link', { name: 'Reschedule' })).toHaveCount(0);

  // Its cancel: the refund it will make, then once.
  await page.getByRole('link', { name: 'Cancel Appointment' }).click();
  await expect(page.getByText('Are you sure you want to cancel this appointment?')).toBeVisible();
  await expect(page.locator('.refund')).toContainText('If you cancel now, $45.00 will be refunded in full to the card it was paid with.');
  await page.getByRole('button', { name: 'Cancel Appointment' }).click();
  await expect(page.getByText(/This appointment was canceled on .+ by you\./)).toBeVisible();
  await expect(page.locator('.appointment-facts .badge')).toHaveText('Canceled');

  const again = await page.request.post(`${link}/cancel`, { form: {} });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain('This link was already used to cancel this appointment.');
  expect((await page.context().cookies()).filter((c) => c.name === 'session')).toEqual([]);
});
