import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { onDatabase, site } from './helpers';
import { insertSessionBooking, personIn } from './sessions-helpers';

/**
 * The refused booking forms a practice and an owner named: the series paid with a declined card,
 * a refill declined without a reason, an empty consultation note, a past day of urgent slots and
 * the waitlist's days. Each comes back as typed, the message beside its field, never an error page.
 */

const VIDEO = 4000;
const NY = 'America/New_York';

async function refusedBeside(page: Page, field: Locator, message: string | RegExp) {
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveCount(0);
}

const practice = (browser: Browser) => personIn(browser, 'vet@example.com', true);
const day = (days: number) => DateTime.now().setZone(NY).plus({ days }).toISODate()!;

test('paying a series with a declined card keeps the planned visits, says so beside Card number and books nothing', async ({ browser }) => {
  const id = await insertSessionBooking({ email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 3 * 24 * 60 });
  const vet = await practice(browser);
  await vet.goto(site(undefined, `/app/appointments/${id}/repeat`));
  await vet.getByLabel('Every').fill('1');
  await vet.getByLabel('Number of visits').fill('2');
  await vet.getByRole('button', { name: 'Check times' }).click();
  const visits = vet.locator('.series-visits > li');
  await expect(visits).toHaveCount(2);
  // Each visit at its time, or the first other time offered for it: the times the plan then shows.
  const times: string[] = [];
  for (const visit of await visits.all()) {
    const other = visit.getByRole('radio').first();
    if ((await other.count()) === 0) {
      times.push((await visit.innerText()).replace(/^Visit \d+: /, ''));
    } else {
      times.push((await visit.locator('label.choice').first().innerText()).trim());
      await other.check();
    }
  }
  await vet.getByLabel('Name on card').fill('Pat Owner');
  await vet.getByLabel('Card number').fill('4000 0000 0000 0002');
  await vet.getByLabel('Expiry (YYYY-MM)').fill('2099-12');
  await vet.getByLabel('Security code').fill('123');
  await vet.getByRole('button', { name: 'Book the series' }).click();

  await refusedBeside(vet, vet.getByLabel('Card number'), 'Your card was declined.');
  await expect(visits).toHaveCount(2);
  for (const [i, time] of times.entries()) await expect(visits.nth(i)).toContainText(time);
  await expect(vet.locator('.series-outcome')).toHaveCount(0);
  await expect(vet.getByLabel('Name on card')).toHaveValue('Pat Owner');
  await expect(vet.getByLabel('Expiry (YYYY-MM)')).toHaveValue('2099-12');
  // The card's number and code are never typed back.
  await expect(vet.getByLabel('Card number')).toHaveValue('');
  await expect(vet.getByLabel('Security code')).toHaveValue('');

  // With a card that pays, the same plan is booked at the times chosen.
  await vet.getByLabel('Card number').fill('4242 4242 4242 4242');
  await vet.getByLabel('Security code').fill('123');
  await vet.getByRole('button', { name: 'Book the series' }).click();
  const booked = vet.locator('.series-outcome li a');
  await expect(booked).toHaveCount(2);
  for (const [i, time] of times.entries()) await expect(booked.nth(i)).toContainText(time);
});

test('declining a refill without a reason keeps the request and says so beside the reason', async ({ browser }) => {
  const vet = await practice(browser);
  const { drug } = await refillAsked(browser, vet);
  await vet.goto(site(undefined, '/app/refills'));
  await vet.locator('article.refill', { hasText: drug }).getByRole('button', { name: 'Decline' }).click();
  const card = vet.locator('article.refill', { hasText: drug });
  const reason = card.getByLabel('Reason or message to the owner');
  await refusedBeside(vet, reason, 'Give the reason for declining (at most 500 characters)');
  await expect(card).toHaveAttribute('data-status', 'pending');
  await reason.fill('Needs blood work first');
  await card.getByRole('button', { name: 'Decline' }).click();
  await expect(vet.locator('article.refill', { hasText: drug })).toHaveAttribute('data-status', 'declined');
});

test('saving an empty consultation note keeps the note box, with "Please write the note." beside it', async ({ browser }) => {
  const id = await insertSessionBooking({ email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: -5 });
  const vet = await practice(browser);
  await vet.goto(site(undefined, `/appointments/${id}/session`));
  const note = vet.getByLabel('Note for the owner');
  await note.fill('   ');
  await vet.getByRole('button', { name: 'Save note' }).click();
  await refusedBeside(vet, vet.getByLabel('Note for the owner'), 'Please write the note.');
  await vet.getByLabel('Note for the owner').fill('Ears look better; keep the drops for a week.');
  await vet.getByRole('button', { name: 'Save note' }).click();
  await expect(vet.getByText('Consultation note saved.')).toBeVisible();
});

test('a past day on Urgent slots is refused beside its Date, kept, and offers no Release (never today instead)', async ({ browser }) => {
  const title = `Dr. Urgent Past ${Date.now()}`;
  const [vetLogin] = await onDatabase<{ id: number; vendor_id: number }>("select id, vendor_id from vendor_logins where email = 'vet@example.com'");
  await onDatabase('insert into vendor_listings (vendor_id, title, line1, timezone, vendor_login_id, managers, consultations, urgent) values (?, ?, ?, ?, ?, ?, ?, ?)', [
    vetLogin!.vendor_id,
    title,
    'Same-day cases',
    NY,
    vetLogin!.id,
    JSON.stringify([vetLogin!.id]),
    '[]',
    JSON.stringify({ share: 25, release: 'manual', hours: null }),
  ]);
  const vet = await practice(browser);
  await vet.goto(site(undefined, '/app/urgent'));
  const card = () => vet.locator('.urgent-day', { hasText: title });
  const yesterday = day(-1);
  await card().getByLabel('Date').fill(yesterday);
  await card().getByRole('button', { name: 'Show day' }).click();
  await refusedBeside(vet, card().getByLabel('Date'), 'Choose a day from today to 15 days ahead');
  await expect(card().getByLabel('Date')).toHaveValue(yesterday);
  await expect(card().getByRole('button', { name: /^Release urgent slots/ })).toHaveCount(0);
  await expect(vet.locator('table.urgent-releases tr', { hasText: title })).toHaveCount(0);
});

test("the waitlist's To day is kept when refused, with the message beside it", async ({ browser }) => {
  const [patel] = await onDatabase<{ id: number }>("select id from vendor_listings where title like 'Dr. Maya Patel%'");
  const owner = await personIn(browser, 'owner@example.com');
  await owner.goto(site(undefined, `/app/my-waitlist?listing=${patel!.id}&type=${VIDEO}`));
  const form = owner.locator('[data-join-waitlist]');
  await form.getByLabel('From').fill(day(3));
  await form.getByLabel('To').fill(day(1));
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await refusedBeside(owner, form.getByLabel('To'), 'To must not be before From');
  await expect(form.getByLabel('From')).toHaveValue(day(3));
  await expect(form.getByLabel('To')).toHaveValue(day(1));
});

/** A telemedicine consultation of owner@example.com's pet with a prescription by `vet`, and the owner's refill request of it. */
async function refillAsked(browser: Browser, vet: Page): Promise<{ drug: string }> {
  const id = await insertSessionBooking({ email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: -5 });
  const [booking] = await onDatabase<{ vendor_id: number; user_id: number; pet: number }>("select vendor_id, user_id, json_extract(details, '$.pet.id') as pet from bookings where id = ?", [id]);
  const [login] = await onDatabase<{ id: number }>("select id from vendor_logins where email = 'vet@example.com'");
  await onDatabase("insert into booking_telehealth (booking_id, vendor_id, user_id, country, region) values (?, ?, ?, 'US', 'US-MA')", [id, booking!.vendor_id, booking!.user_id]);
  await onDatabase("insert or ignore into vet_licences (vendor_id, login_id, country, region) values (?, ?, 'US', '')", [booking!.vendor_id, login!.id]);
  await onDatabase('insert into pet_exams (vendor_id, pet_id, examined_at, by_login_id) values (?, ?, ?, ?)', [booking!.vendor_id, booking!.pet, new Date(Date.now() - 3_600_000).toISOString(), login!.id]);
  const drug = `Apoquel ${Date.now().toString(36)}`;
  const rx = await vet.request.post(site(undefined, `/app/appointments/${id}/prescriptions`), {
    headers: { accept: 'application/json' },
    form: { drug, strength: '16 mg', dose: '1 tablet', frequency: 'once a day', duration_days: '14', quantity: '14 tablets', refills_allowed: '2', instructions: '' },
  });
  expect(rx.status()).toBe(201);
  const [record] = await onDatabase<{ id: number }>("select id from phr where json_extract(details, '$.name') like ? order by id desc limit 1", [`${drug}%`]);
  const owner = await personIn(browser, 'owner@example.com');
  const asked = await owner.request.post(site(undefined, `/app/medical-records/records/${record!.id}/refill`), { form: { note: 'Nearly out' }, maxRedirects: 0 });
  expect(asked.status()).toBe(303);
  return { drug };
}
