import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { onDatabase, site, uniqueEmail, uniquePhone } from './helpers';
import { personIn } from './sessions-helpers';

/**
 * The refused forms a practice named: each comes back as it was typed, with the message in people's
 * words beside the field it is about (its accessible description), never an error page.
 */

const VIDEO = 4000;

/** The message is this field's description, the field is marked invalid, and the page is no error page. */
async function refusedBeside(page: Page, field: Locator, message: string | RegExp) {
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveCount(0);
}

const practice = (browser: Browser) => personIn(browser, 'vet@example.com', true);

test('removing a team member who has no listings removes them (no "Expected object")', async ({ browser }) => {
  const vet = await practice(browser);
  const email = uniqueEmail('leaver');
  const added = await vet.request.post(site(undefined, '/api/settings/team'), { data: { first_name: 'Lena', last_name: 'Leaver', email, phone: uniquePhone(), subrole: 'user', password: '' } });
  expect(added.status()).toBe(201);
  await vet.goto(site(undefined, '/app/settings/team'));
  await vet.getByRole('row', { name: new RegExp(email) }).getByRole('link', { name: 'Remove' }).click();
  await expect(vet.getByRole('heading', { name: 'Remove Lena Leaver?' })).toBeVisible();
  await vet.getByRole('button', { name: 'Remove' }).click();
  await expect(vet.getByText('Team member removed.')).toBeVisible();
  await expect(vet.getByText('Expected object')).toHaveCount(0);
  await expect(vet.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
});

test('a hidden character in a New Listing title: the form again, everything typed kept, the message beside Title', async ({ browser }) => {
  const vet = await practice(browser);
  await vet.goto(site(undefined, '/app/listings/item'));
  const title = 'Dr. Rhea \u202eNoor';
  await vet.getByLabel('Title').fill(title);
  await vet.getByLabel('Line 1').fill('Dermatology and allergies');
  await vet.getByLabel('Address').fill('12 Harbor Street, Boston');
  await vet.locator('.consultation').first().getByLabel('Duration (minutes)').fill('45');
  await vet.getByRole('button', { name: 'Save listing' }).click();
  await refusedBeside(vet, vet.getByLabel('Title'), 'This text contains an invisible control or text-direction character; please type it again without it');
  await expect(vet.getByLabel('Title')).toHaveValue(title);
  await expect(vet.getByLabel('Line 1')).toHaveValue('Dermatology and allergies');
  await expect(vet.getByLabel('Address')).toHaveValue('12 Harbor Street, Boston');
  await expect(vet.locator('.consultation').first().getByLabel('Duration (minutes)')).toHaveValue('45');
  await expect(vet.getByRole('heading', { name: 'New Listing' })).toBeVisible();
});

test('a 5,000-character Users search: the page with the text kept and the message beside the search box', async ({ browser }) => {
  const vet = await practice(browser);
  const long = 'a'.repeat(5000);
  await vet.goto(site(undefined, `/app/users?q=${long}`));
  const box = vet.getByLabel('Search by name, email or mobile');
  await refusedBeside(vet, box, 'Search must be at most 100 characters (you typed 5,000)');
  await expect(box).toHaveValue(long);
  // The same with htmx: the list stays, the message goes beside the box.
  await vet.goto(site(undefined, '/app/users'));
  await box.evaluate((input: HTMLInputElement, text) => (input.value = text), long);
  await vet.getByRole('button', { name: 'Search' }).click();
  await refusedBeside(vet, box, 'Search must be at most 100 characters (you typed 5,000)');
  await expect(box).toHaveValue(long);
  await expect(vet.locator('#users-list')).toBeVisible();
});

test('reports with From after To: both dates kept and "From must not be after To" beside From', async ({ browser }) => {
  const vet = await practice(browser);
  const filters = vet.locator('form.report-filters');
  const [from, to] = [filters.getByLabel('From', { exact: true }), filters.getByLabel('To', { exact: true })];
  await vet.goto(site(undefined, '/app/reports?from=2026-03-10&to=2026-03-01'));
  await refusedBeside(vet, from, 'From must not be after To');
  await expect(from).toHaveValue('2026-03-10');
  await expect(to).toHaveValue('2026-03-01');
  // Typed into the filters (htmx): the figures stay and the message goes beside From.
  await vet.goto(site(undefined, '/app/reports'));
  await to.fill('2026-03-01');
  await from.fill('2026-03-10');
  await refusedBeside(vet, from, 'From must not be after To');
  await expect(from).toHaveValue('2026-03-10');
  await expect(to).toHaveValue('2026-03-01');
  await expect(vet.locator('#report')).toBeVisible();
});

test('intake questions: "Give 2 to 20 choices" beside Choices and "Red flags must be among the choices" beside the red flags, the question as typed', async ({ browser }) => {
  const vet = await practice(browser);
  const [listing] = await onDatabase<{ id: number }>("select id from vendor_listings where title like 'Dr. Maya Patel%'");
  await vet.goto(site(undefined, `/app/listings/${listing!.id}/intake?type=${VIDEO}`));
  const form = vet.locator('form.intake-add');
  await form.getByLabel('Question').fill('Which food does your pet eat?');
  await form.getByLabel('Answer', { exact: true }).selectOption({ label: 'Choice' });
  await form.getByLabel('Choices (one a line), for a choice').fill('Dry only');
  await form.getByRole('button', { name: 'Add question' }).click();
  await refusedBeside(vet, form.getByLabel('Choices (one a line), for a choice'), 'Give 2 to 20 choices, one a line, each at most 100 characters');
  await expect(form.getByLabel('Question')).toHaveValue('Which food does your pet eat?');
  await expect(form.getByLabel('Answer', { exact: true })).toHaveValue('choice');

  await form.getByLabel('Choices (one a line), for a choice').fill('Dry\nWet');
  await form.getByLabel('Answers that are a red flag (yes, no, or choices; one a line)').fill('Raw');
  await form.getByRole('button', { name: 'Add question' }).click();
  await refusedBeside(vet, form.getByLabel('Answers that are a red flag (yes, no, or choices; one a line)'), 'Red flags must be among the choices');
  await expect(form.getByLabel('Question')).toHaveValue('Which food does your pet eat?');
  await expect(form.getByLabel('Choices (one a line), for a choice')).toHaveValue('Dry\nWet');
  await expect(vet.getByText('Which food does your pet eat?', { exact: true })).toHaveCount(0);
});

test('a VCPR window of 0 comes back as 0, with the rule beside it', async ({ browser }) => {
  const vet = await practice(browser);
  await vet.goto(site(undefined, '/app/settings/telehealth'));
  const form = vet.locator('form[action="/app/settings/telehealth/window"]');
  await form.getByLabel('VCPR window in months').fill('0');
  await form.getByRole('button', { name: 'Save' }).click();
  const months = vet.locator('form[action="/app/settings/telehealth/window"]').getByLabel('VCPR window in months');
  await refusedBeside(vet, months, /The VCPR window is a whole number of months from 1 to 36/);
  await expect(months).toHaveValue('0');
});

test('an exam dated in the future is refused beside its date, which stays as typed', async ({ browser }) => {
  const vet = await practice(browser);
  const [owner] = await onDatabase<{ id: number }>("select id from users where email = 'owner@example.com'");
  await vet.goto(site(undefined, `/app/users/${owner!.id}/exams`));
  const later = DateTime.now().setZone('America/New_York').plus({ days: 2 }).toISODate()!;
  await vet.getByLabel('Date of the exam').fill(later);
  await vet.getByRole('button', { name: 'Record the exam' }).click();
  await refusedBeside(vet, vet.getByLabel('Date of the exam'), 'Give the date of the exam, not later than today');
  await expect(vet.getByLabel('Date of the exam')).toHaveValue(later);
});
