import { expect, test, type Browser } from '@playwright/test';
import { dayWords, latestOutbox, onDatabase, site } from './helpers';
import { insertSessionBooking, personIn } from './sessions-helpers';

const VIDEO = 4000;

/**
 * A confirmed video consultation of owner@example.com's pet with Dr. Patel's practice, begun five
 * minutes ago, the owner in `region`. With `vcpr`, the vet is licensed in the US and has examined the pet today.
 */
async function consult(region: string, vcpr: boolean, status = 1): Promise<{ id: number; petId: number }> {
  const id = await insertSessionBooking({ email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: -5, status });
  const [booking] = await onDatabase<{ vendor_id: number; user_id: number; pet: number }>("select vendor_id, user_id, json_extract(details, '$.pet.id') as pet from bookings where id = ?", [id]);
  const [vet] = await onDatabase<{ id: number }>("select id from vendor_logins where email = 'vet@example.com'");
  await onDatabase('insert into booking_telehealth (booking_id, vendor_id, user_id, country, region) values (?, ?, ?, ?, ?)', [id, booking!.vendor_id, booking!.user_id, region.slice(0, 2), region]);
  if (vcpr) {
    await onDatabase("insert or ignore into vet_licences (vendor_id, login_id, country, region) values (?, ?, 'US', '')", [booking!.vendor_id, vet!.id]);
    await onDatabase('insert into pet_exams (vendor_id, pet_id, examined_at, by_login_id) values (?, ?, ?, ?)', [booking!.vendor_id, booking!.pet, new Date(Date.now() - 3_600_000).toISOString(), vet!.id]);
  }
  return { id, petId: booking!.pet };
}

const vetIn = (browser: Browser) => personIn(browser, 'vet@example.com', true);

test('prescribing is blocked in teletriage', async ({ browser }) => {
  const { id } = await consult('CA-ON', false);
  const vet = await vetIn(browser);
  const reason = 'Prescribing needs a vet–client–patient relationship: this consultation is teletriage.';
  for (const path of [`/appointments/${id}/session`, `/app/appointments/${id}`]) {
    await vet.goto(site(undefined, path));
    await expect(vet.getByRole('button', { name: 'Prescribe' })).toBeDisabled();
    await expect(vet.getByText(reason)).toBeVisible();
    await expect(vet.getByRole('link', { name: 'Prescribe' })).toHaveCount(0);
  }
  await vet.goto(site(undefined, `/app/appointments/${id}/prescribe`));
  await expect(vet.getByText(reason)).toBeVisible();
  await expect(vet.getByRole('button', { name: 'Sign and issue' })).toHaveCount(0);
});

test('a consultation that has started is Active and Happening now, and the vet in the live call prescribes in it without marking it arrived', async ({ browser }) => {
  // Status 0: what every paid or free booking is once confirmed.
  const { id } = await consult('US-MA', true, 0);
  const vet = await vetIn(browser);
  await vet.goto(site(undefined, `/app/appointments/${id}`));
  await expect(vet.locator('.badge-active')).toHaveText('Active');
  await expect(vet.locator('.badge-now')).toHaveText('Happening now');
  await expect(vet.locator('.badge-completed')).toHaveCount(0);
  await expect(vet.getByRole('link', { name: 'Open session' })).toBeVisible();

  await vet.getByRole('link', { name: 'Open session' }).click();
  await expect(vet.getByText('Prescribing is possible in a confirmed or attended consultation only.')).toHaveCount(0);
  await expect(vet.getByRole('button', { name: 'Mark arrived' })).toHaveCount(0);
  const drug = `Meloxicam ${Date.now().toString(36)}`;
  await vet.getByRole('link', { name: 'Prescribe' }).click();
  await vet.getByLabel('Drug').fill(drug);
  await vet.getByLabel('Strength').fill('1.5 mg/ml');
  await vet.getByLabel('Dose').fill('0.5 ml');
  await vet.getByLabel('Frequency').fill('once a day');
  await vet.getByLabel('Duration (days)').fill('5');
  await vet.getByLabel('Quantity').fill('10 ml');
  await vet.getByLabel('Refills').fill('0');
  await vet.getByRole('button', { name: 'Sign and issue' }).click();
  await expect(vet.getByRole('link', { name: new RegExp(`Prescription #\\d+ · ${drug} 1.5 mg/ml`) })).toBeVisible();
});

test('approving a refill shows one medication with its refill history', async ({ browser }) => {
  const { id, petId } = await consult('US-MA', true);
  const drug = `Rimadyl ${Date.now().toString(36)}`;
  const vet = await vetIn(browser);
  await vet.goto(site(undefined, `/appointments/${id}/session`));
  await vet.getByRole('link', { name: 'Prescribe' }).click();
  await vet.getByLabel('Drug').fill(drug);
  await vet.getByLabel('Strength').fill('75 mg');
  await vet.getByLabel('Dose').fill('1 tablet');
  await vet.getByLabel('Frequency').fill('twice a day');
  await vet.getByLabel('Duration (days)').fill('14');
  await vet.getByLabel('Quantity').fill('28 tablets');
  await vet.getByLabel('Refills').fill('2');
  await vet.getByRole('button', { name: 'Sign and issue' }).click();
  await expect(vet.getByRole('link', { name: new RegExp(`Prescription #\\d+ · ${drug} 75 mg`) })).toBeVisible();

  const owner = await personIn(browser, 'owner@example.com');
  const medications = site(undefined, `/app/medical-records?pet=${petId}&category=medications`);
  await owner.goto(medications);
  const row = owner.getByRole('row', { name: new RegExp(drug) });
  await expect(row).toHaveCount(1);
  await row.getByPlaceholder('Note for the practice (optional)').fill('Nearly out');
  await row.getByRole('button', { name: 'Request refill' }).click();
  await expect(owner.getByText('Refill requested. The practice will answer by e-mail.')).toBeVisible();

  await vet.goto(site(undefined, '/app/refills'));
  const card = vet.locator('article.refill', { hasText: drug });
  await expect(card).toContainText('Nearly out');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(vet.locator('article.refill', { hasText: drug })).toContainText('Approved');

  // The practice's day of the approval (New York), as an en-US reader reads it.
  const today = dayWords(new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/New_York' }).format(new Date()));
  for (const reader of [owner, vet]) {
    await reader.goto(medications);
    const medication = reader.getByRole('row', { name: new RegExp(drug) });
    await expect(medication).toHaveCount(1);
    await expect(medication).toContainText('Refill history');
    await expect(medication).toContainText(`Refilled ${today}, approved by Maya Patel`);
    const paper = medication.getByRole('link', { name: /^Prescription #\d+$/ });
    await expect(paper).toHaveCount(1);
    const pdf = await reader.request.get(site(undefined, (await paper.getAttribute('href'))!));
    expect(pdf.headers()['content-type']).toBe('application/pdf');
  }
  await expect.poll(async () => (await latestOutbox(owner, 'owner@example.com'))?.subject ?? '').toMatch(new RegExp(`^Refill approved: ${drug} 75 mg for `));
});
