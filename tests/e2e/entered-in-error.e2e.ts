import { expect, test } from '@playwright/test';
import { onDatabase, ownerThroughApi, signIn, site } from './helpers';

const PASSWORD = 'entered-in-error-e2e-password';

test('"entered in error" is true in the browser: the second-opinion form no longer offers an entry marked so', async ({ page, request }) => {
  const email = await ownerThroughApi(request, page, PASSWORD, { first_name: 'Eda', last_name: 'Error' });
  const login = await request.post(site(undefined, '/api/account/login'), { data: { email, password: PASSWORD, role: 'user' } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const pet = await request.post(site(undefined, '/api/pets'), { headers, data: { name: 'Marigold', type: 1 } });
  const petId = ((await pet.json()) as { id: number }).id;
  const add = async (name: string) => {
    const res = await request.post(site(undefined, `/api/pets/${petId}/records`), { headers, data: { category: 'allergies', details: { name, reaction: 'Itching' } } });
    return ((await res.json()) as { id: number }).id;
  };
  await add('Chicken allergy');
  const wrong = await add('Wrong-pet allergy');
  // An entry locks a day after it is made: only time would do that, so the run ages it.
  await onDatabase('update phr set made_at = ? where id = ?', [new Date(Date.now() - 25 * 3_600_000).toISOString(), wrong]);

  await signIn(page, email, { password: PASSWORD });
  await page.goto(site(undefined, `/app/medical-records/records/${wrong}/history`));
  await page.getByLabel('Reason *').fill('Recorded on the wrong pet');
  await page.getByRole('button', { name: 'Mark as entered in error' }).click();
  await expect(page.getByText('Entered in error: Recorded on the wrong pet').first()).toBeVisible();

  await page.goto(site(undefined, `/app/requests/second-opinion?pet=${petId}`));
  await expect(page.getByRole('heading', { name: 'Ask for a second opinion' })).toBeVisible();
  const choices = page.locator('fieldset.record-choice');
  await expect(choices.getByLabel('Allergies: Chicken allergy')).toBeVisible();
  await expect(choices.getByText('Wrong-pet allergy')).toHaveCount(0);
  await expect(choices.getByRole('checkbox')).toHaveCount(1);
});
