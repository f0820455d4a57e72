import { expect, test } from '@playwright/test';
import { signIn, site } from './helpers';

/** The owner sees, per pet, who looked at its records: here the practice's root admin who read them. */
test("the owner sees the practice's read in Who looked at my pet's records", async ({ browser }) => {
  const vet = await browser.newPage();
  const login = await vet.request.post(site(undefined, '/api/account/login'), { data: { email: 'owner@example.com', password: 'password123', role: 'user' } });
  const { token } = (await login.json()) as { token: string };
  const pets = (await (await vet.request.get(site(undefined, '/api/pets'), { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number; name: string }[];
  const pet = pets[0]!;

  await signIn(vet, 'vet@example.com', { practice: true });
  await vet.goto(site(undefined, `/app/medical-records?pet=${pet.id}&category=allergies`));
  await expect(vet.getByRole('heading', { name: 'Medical Records' })).toBeVisible();
  await vet.close();

  const owner = await browser.newPage();
  await signIn(owner, 'owner@example.com');
  await owner.goto(site(undefined, `/app/medical-records?pet=${pet.id}`));
  await owner.getByRole('link', { name: "Who looked at my pet's records" }).click();
  await expect(owner.getByRole('heading', { name: "Who looked at my pet's records" })).toBeVisible();
  const row = owner.locator('table.access-log tbody tr', { hasText: 'Happy Paws Veterinary Clinic (Maya Patel)' }).first();
  await expect(row).toContainText('Allergies');
  await expect(row).toContainText('Viewed');
  await expect(row).toContainText('Web page');
  await owner.close();
});
