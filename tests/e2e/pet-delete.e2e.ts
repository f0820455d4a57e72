import { expect, test } from '@playwright/test';
import { ownerThroughApi, signIn, site } from './helpers';
import { freeSlot, listingsOf } from './booking-helpers';

const CARD = { name: 'Pat Owner', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '9731' };

test('deleting a pet says first which upcoming appointments stop it and which records it hides; once they are canceled it is deleted', async ({ page, request }) => {
  const email = await ownerThroughApi(request, page, 'password123', { first_name: 'Ada', last_name: 'Petdelete' });
  const login = await request.post(site(undefined, '/api/account/login'), { data: { email, password: 'password123', role: 'user' } });
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const pet = ((await (await request.post(site(undefined, '/api/pets'), { data: { name: 'Pickle', type: 1 }, headers: auth })).json()) as { id: number }).id;
  for (const name of ['Pollen', 'Chicken']) {
    const made = await request.post(site(undefined, `/api/pets/${pet}/records`), { data: { category: 'allergies', details: { name, reaction: 'Hives' } }, headers: auth });
    expect(made.status()).toBe(201);
  }
  // A paid clinic visit with Happy Paws, far enough ahead not to meet other journeys' slots.
  const listing = (await listingsOf(page, 'happypaws')).find((l) => l.consultations.some((c) => c.type === 2000))!;
  const slot = await freeSlot(page, listing.id, 2000, listing.timezone, 11);
  const booked = await request.post(site(undefined, '/api/payment'), {
    data: { vendor_listing_id: listing.id, type: 2000, slot: slot.start, userTZ: listing.timezone, pet, info: { summary: 'Check-up' }, payment: CARD },
    headers: auth,
  });
  expect(booked.status()).toBe(200);
  const bookingId = ((await booked.json()) as { id: number }).id;

  await signIn(page, email);
  await page.goto(site(undefined, '/app/my-pets'));
  const dialog = page.locator('#pet-dialog');
  await page.getByRole('link', { name: 'Delete Pickle' }).click();
  await expect(dialog.getByRole('heading', { name: 'Delete Pickle?' })).toBeVisible();
  await expect(dialog).toContainText('Pickle has 1 upcoming appointment: cancel it first, then delete Pickle.');
  const appointment = dialog.getByRole('link', { name: new RegExp(`Clinic with ${listing.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await expect(appointment).toHaveAttribute('href', `/app/my-appointments/${bookingId}`);
  await expect(dialog).toContainText('Pickle has 2 health records: Allergies (2). Once Pickle is deleted, neither you nor any practice can open them again, and its shared records link stops working.');
  await expect(dialog.getByRole('link', { name: 'Print or save its records first' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete Pickle' })).toHaveCount(0);
  await dialog.getByRole('link', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The owner cancels the visit (its own refund question), then deleting is offered and done.
  const canceled = await request.post(site(undefined, `/app/appointments/${bookingId}/cancel`), { headers: { ...auth, accept: 'application/json' } });
  expect(canceled.status()).toBe(200);
  await page.getByRole('link', { name: 'Delete Pickle' }).click();
  await expect(dialog).toContainText('Pickle has 2 health records');
  await expect(dialog).not.toContainText('upcoming appointment');
  await dialog.getByRole('button', { name: 'Delete Pickle' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('article.pet-card', { hasText: 'Pickle' })).toHaveCount(0);
  await page.reload();
  await expect(page.locator('article.pet-card', { hasText: 'Pickle' })).toHaveCount(0);
});
