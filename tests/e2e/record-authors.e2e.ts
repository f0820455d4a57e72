import { expect, test } from '@playwright/test';
import { onDatabase, site } from './helpers';
import { insertSessionBooking, personIn } from './sessions-helpers';

const VIDEO = 4000;

/** A telemedicine video consultation of owner@example.com's pet with Dr. Patel, begun five minutes ago: the vet may prescribe in it. */
async function telemedicineConsult(): Promise<{ id: number; petId: number }> {
  const id = await insertSessionBooking({ email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: -5, status: 1 });
  const [booking] = await onDatabase<{ vendor_id: number; user_id: number; pet: number }>("select vendor_id, user_id, json_extract(details, '$.pet.id') as pet from bookings where id = ?", [id]);
  const [vet] = await onDatabase<{ id: number }>("select id from vendor_logins where email = 'vet@example.com'");
  await onDatabase("insert into booking_telehealth (booking_id, vendor_id, user_id, country, region) values (?, ?, ?, 'US', 'US-MA')", [id, booking!.vendor_id, booking!.user_id]);
  await onDatabase("insert or ignore into vet_licences (vendor_id, login_id, country, region) values (?, ?, 'US', '')", [booking!.vendor_id, vet!.id]);
  await onDatabase('insert into pet_exams (vendor_id, pet_id, examined_at, by_login_id) values (?, ?, ?, ?)', [booking!.vendor_id, booking!.pet, new Date(Date.now() - 3_600_000).toISOString(), vet!.id]);
  return { id, petId: booking!.pet };
}

test('an owner cannot edit or delete what the practice wrote: it says who wrote it and offers a correction request instead', async ({ browser }) => {
  const { id, petId } = await telemedicineConsult();
  const drug = `Apoquel ${Date.now().toString(36)}`;
  const vet = await personIn(browser, 'vet@example.com', true);
  await vet.goto(site(undefined, `/app/appointments/${id}/prescribe`));
  await vet.getByLabel('Drug').fill(drug);
  await vet.getByLabel('Strength').fill('16 mg');
  await vet.getByLabel('Dose').fill('1 tablet');
  await vet.getByLabel('Frequency').fill('once a day');
  await vet.getByLabel('Duration (days)').fill('14');
  await vet.getByLabel('Quantity').fill('14 tablets');
  await vet.getByLabel('Refills').fill('0');
  await vet.getByRole('button', { name: 'Sign and issue' }).click();
  await expect(vet.getByRole('link', { name: new RegExp(`Prescription #\\d+ · ${drug} 16 mg`) })).toBeVisible();

  const owner = await personIn(browser, 'owner@example.com');
  await owner.goto(site(undefined, `/app/medical-records?pet=${petId}&category=medications`));
  const mine = `Fish oil ${Date.now().toString(36)}`;
  await owner.getByRole('link', { name: 'Add Medications' }).click();
  await owner.getByLabel('Name *').fill(mine);
  await owner.getByLabel('Date *').fill('2026-11-01');
  await owner.getByRole('button', { name: 'Save' }).click();

  const theirs = owner.getByRole('row').filter({ hasText: drug });
  await expect(theirs.getByText('Written by Happy Paws Veterinary Clinic (Maya Patel)')).toBeVisible();
  await expect(theirs.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const own = owner.getByRole('row').filter({ hasText: mine });
  await expect(own.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(own.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(own.getByText(/Written by/)).toHaveCount(0);

  await theirs.getByRole('link', { name: 'Ask for a correction' }).click();
  await expect(owner.getByRole('heading', { name: 'History of this entry' })).toBeVisible();
  await expect(owner.getByText('Written by Happy Paws Veterinary Clinic (Maya Patel)')).toBeVisible();
  await owner.getByLabel('What should be corrected? *').fill('Biscuit weighs 12 kg now: is 16 mg still right?');
  await owner.getByRole('button', { name: 'Send to the practice' }).click();
  await expect(owner.getByText(/asked for a correction on/)).toBeVisible();
  await expect(owner.getByText('Biscuit weighs 12 kg now: is 16 mg still right?')).toBeVisible();
});
