import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ownerThroughApi, signIn, site } from './helpers';
import { fillCard, freeSlot, listingsOf, pickSlot, stageHeading, type PublicListing, acceptTelehealthConsent } from './booking-helpers';
import { CONSULTATION_TYPE_LABELS, type ConsultationType } from '../../src/lib/constants/consultation-types';
import { zonedWhen } from '../../islands/lib/zoned-format';

/** The wizard books what the person chose last, says what is chosen, and refuses a slot taken meanwhile before the card. */
const NY = 'America/New_York';
const VIDEO = 4000;
const PASSWORD = 'wizard-password';
const SLOT_GONE = 'Sorry, this time slot is no longer available. Please choose another time.';
const CARD = { name: 'Sam Other', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '123' };
test.use({ timezoneId: NY });
// Accounts made through the SMS code, then a booking or two: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const wizard = (page: Page) => page.locator('[data-island="BookingWizard"]');
const summary = (page: Page) => page.locator('dl[aria-label="Booking summary"]');

/** A new owner with one pet, signed in on the main host. */
async function newOwner(page: Page, request: APIRequestContext, pet = 'Pickle') {
  const email = await ownerThroughApi(request, page, PASSWORD, { first_name: 'Wendy', last_name: 'Wizard' });
  await signIn(page, email, { password: PASSWORD });
  expect((await page.request.post(site(undefined, '/api/pets'), { data: { name: pet, type: 1 } })).status()).toBe(201);
  return email;
}

/** Someone else (a second new owner, through the API alone) books that slot. */
async function someoneElseBooks(page: Page, request: APIRequestContext, listing: PublicListing, slot: string) {
  const email = await ownerThroughApi(request, page, PASSWORD, { first_name: 'Otto', last_name: 'Other' });
  const login = await request.post(site(undefined, '/api/account/login'), { data: { email, password: PASSWORD, role: 'user' } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const pet = (await (await request.post(site(undefined, '/api/pets'), { headers, data: { name: 'Rival', type: 2 } })).json()) as { id: number };
  const booked = await request.post(site(undefined, '/api/payment'), {
    headers,
    data: { vendor_listing_id: listing.id, type: VIDEO, slot, pet: pet.id, info: { summary: 'First come' }, payment: CARD, telehealth_consent: 1 },
  });
  expect(booked.status()).toBe(200);
}

/** How many of the listing's slot look-ups the page has finished: the time picker's, then the wizard's own checks. */
function slotLookups(page: Page, listingId: number) {
  let finished = 0;
  page.on('requestfinished', (r) => {
    if (r.url().includes(`/api/public/listings/${listingId}/slots?`)) finished++;
  });
  return () => finished;
}

async function openWizard(page: Page, path: string) {
  await page.goto(site(undefined, path));
  await expect(wizard(page)).toHaveAttribute('data-hydrated', 'true');
}

/** Stage 3: the pet and the reason (kept when the wizard came back for another slot), then Continue. */
async function information(page: Page, pet: string, reason: string) {
  await expect(stageHeading(page, 'Information')).toBeVisible();
  await wizard(page).getByLabel(pet, { exact: true }).check();
  await wizard(page).getByLabel('Reason for consult').fill(reason);
  await wizard(page).getByRole('button', { name: 'Continue' }).click();
}

async function pay(page: Page) {
  await fillCard(page, '4242424242424242');
  await acceptTelehealthConsent(page);
  await wizard(page).getByRole('button', { name: /^Pay \$/ }).click();
  await expect(stageHeading(page, 'Confirmation')).toBeVisible();
  return Number(await wizard(page).locator('[data-booking-id]').getAttribute('data-booking-id'));
}

const romeroOf = async (page: Page) => (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Luis Romero'))!;

test('a half-finished wizard books the listing chosen last', async ({ page, request }) => {
  const listings = await listingsOf(page, 'happypaws');
  const patel = listings.find((l) => l.title.startsWith('Dr. Maya Patel'))!;
  const romero = listings.find((l) => l.title.startsWith('Dr. Luis Romero'))!;
  await newOwner(page, request);
  await page.goto(site(undefined, '/vet-appointments/?q=Happy%20Paws'));
  const results = page.locator('#find-results');
  await results.getByRole('link', { name: `Book at ${patel.title}` }).click();
  await expect(wizard(page)).toHaveAttribute('data-hydrated', 'true');
  const patelType = CONSULTATION_TYPE_LABELS[patel.consultations[0]!.type as ConsultationType];
  await wizard(page).getByRole('radio', { name: new RegExp(`^${patelType}\\b`) }).check();
  await expect(page).toHaveURL(new RegExp(`listing=${patel.id}&type=`));

  // Back to the results, and Book on the practice's other listing.
  await page.goBack();
  await expect(page).toHaveURL(/\/vet-appointments\//);
  await results.getByRole('link', { name: `Book at ${romero.title}` }).click();
  await expect(wizard(page)).toHaveAttribute('data-hydrated', 'true');
  await expect(page).toHaveURL(new RegExp(`listing=${romero.id}(&|$)`));
  await expect(stageHeading(page, 'Consultation type and time')).toBeVisible();
  await expect(summary(page)).toContainText(romero.title);
  await expect(summary(page)).not.toContainText(patel.title);
  // Still the chosen listing a moment later: nothing stored takes it back.
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(new RegExp(`listing=${romero.id}(&|$)`));

  await pickSlot(page, 'Video', await freeSlot(page, romero.id, VIDEO, NY));
  await information(page, 'Pickle', 'Limping since Sunday');
  await expect(summary(page)).toContainText(romero.title);
  const id = await pay(page);
  await expect(wizard(page).locator('.wizard-confirmation')).toContainText(romero.title);
  await page.goto(site(undefined, `/app/my-appointments/${id}`));
  await expect(page.locator('main')).toContainText(romero.title);
  await expect(page.locator('main')).not.toContainText(patel.title);
});

test('the wizard summary names the practice, listing and pet', async ({ page, request }) => {
  // City Cat has one listing: the practice stage is skipped, yet the summary still names both.
  const [hughes] = await listingsOf(page, 'citycats');
  await newOwner(page, request, 'Clementine');
  await openWizard(page, `/book?listing=${hughes!.id}`);
  await expect(stageHeading(page, 'Consultation type and time')).toBeVisible();
  await pickSlot(page, 'Video', await freeSlot(page, hughes!.id, VIDEO, NY));
  await information(page, 'Clementine', 'Sneezing at night');
  await expect(stageHeading(page, 'Payment')).toBeVisible();
  const rows = summary(page);
  await expect(rows.locator('.wizard-summary-row', { hasText: 'Practice' })).toContainText(`City Cat Clinic · ${hughes!.title}`);
  await expect(rows.locator('.wizard-summary-row', { hasText: 'Pet' })).toContainText('Clementine');
  await expect(rows).toContainText('Sneezing at night');
  // Nothing to choose between, so no way back to a practice stage.
  await expect(rows.getByRole('button', { name: 'Edit practice' })).toHaveCount(0);
  await expect(rows.getByRole('button', { name: 'Edit pet' })).toBeVisible();
});

test('a slot taken meanwhile is refused when the payment stage opens', async ({ page, request }) => {
  const romero = await romeroOf(page);
  await newOwner(page, request);
  await openWizard(page, `/book?listing=${romero.id}&type=${VIDEO}`);
  const slot = await freeSlot(page, romero.id, VIDEO, NY);
  const lookups = slotLookups(page, romero.id);
  await pickSlot(page, 'Video', slot);
  await expect(stageHeading(page, 'Information')).toBeVisible();
  // The day's times, then the Information stage's check (still free), before someone else takes it.
  await expect.poll(lookups).toBeGreaterThanOrEqual(2);
  await someoneElseBooks(page, request, romero, slot.start);

  await information(page, 'Pickle', 'Itchy paws');
  // Back to the times with the message, before any card is asked for.
  await expect(stageHeading(page, 'Consultation type and time')).toBeVisible();
  await expect(wizard(page).getByRole('alert')).toHaveText(SLOT_GONE);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(wizard(page).getByRole('list', { name: 'Available times' }).getByRole('button', { name: slot.shown, exact: true })).toHaveCount(0);

  // Another time: what was typed is kept, and it books.
  await pickSlot(page, 'Video', await freeSlot(page, romero.id, VIDEO, NY, 3));
  await expect(stageHeading(page, 'Information')).toBeVisible();
  await expect(wizard(page).getByLabel('Reason for consult')).toHaveValue('Itchy paws');
  await expect(wizard(page).getByRole('alert')).toHaveCount(0);
  await information(page, 'Pickle', 'Itchy paws');
  await expect(stageHeading(page, 'Payment')).toBeVisible();
  expect(await pay(page)).toBeGreaterThan(0);
});

test('a slot taken meanwhile is refused when the information stage opens again', async ({ page, request }) => {
  const romero = await romeroOf(page);
  await newOwner(page, request);
  await openWizard(page, `/book?listing=${romero.id}&type=${VIDEO}`);
  const slot = await freeSlot(page, romero.id, VIDEO, NY);
  await pickSlot(page, 'Video', slot);
  await expect(stageHeading(page, 'Information')).toBeVisible();
  await someoneElseBooks(page, request, romero, slot.start);
  // A reload opens the Information stage again from the kept state: it checks the slot at once.
  await page.reload();
  await expect(wizard(page)).toHaveAttribute('data-hydrated', 'true');
  await expect(stageHeading(page, 'Consultation type and time')).toBeVisible();
  await expect(wizard(page).getByRole('alert')).toHaveText(SLOT_GONE);
});

test('after a 409 the wizard returns to the slot stage with the message', async ({ page, request }) => {
  const romero = await romeroOf(page);
  await newOwner(page, request);
  await openWizard(page, `/book?listing=${romero.id}&type=${VIDEO}`);
  const slot = await freeSlot(page, romero.id, VIDEO, NY);
  const lookups = slotLookups(page, romero.id);
  await pickSlot(page, 'Video', slot);
  await information(page, 'Pickle', 'Coughing after walks');
  await expect(stageHeading(page, 'Payment')).toBeVisible();
  // The day's times and both stages' checks have answered (the slot still free) before someone else takes it.
  await expect.poll(lookups).toBeGreaterThanOrEqual(3);
  await someoneElseBooks(page, request, romero, slot.start);

  await fillCard(page, '4242424242424242');
  await acceptTelehealthConsent(page);
  await wizard(page).getByRole('button', { name: /^Pay \$/ }).click();
  await expect(stageHeading(page, 'Consultation type and time')).toBeVisible();
  await expect(wizard(page).getByRole('alert')).toHaveText(SLOT_GONE);
  await expect(page.getByLabel('Card number')).toHaveCount(0);

  await pickSlot(page, 'Video', await freeSlot(page, romero.id, VIDEO, NY, 3));
  await expect(wizard(page).getByLabel('Reason for consult')).toHaveValue('Coughing after walks');
  await information(page, 'Pickle', 'Coughing after walks');
  expect(await pay(page)).toBeGreaterThan(0);
});

const CHAT = 6000;
const patelOf = async (page: Page) => (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Maya Patel'))!;
const times = (page: Page) => wizard(page).getByRole('list', { name: 'Available times' });

/** A free video slot of Patel's that a chat also starts at (on the hour), and one no chat starts at (20 past): video takes 20 minutes, chat 15. */
async function videoSlotsAgainstChat(page: Page, patel: PublicListing) {
  for (let day = 4; day <= 14; day++) {
    const video = await freeSlot(page, patel.id, VIDEO, NY, day);
    const ask = async (type: number) => {
      const res = await page.request.get(site(undefined, `/api/public/listings/${patel.id}/slots?type=${type}&date=${video.date}&tz=${encodeURIComponent(NY)}`));
      return ((await res.json()) as { slots: { start: string; label: string }[] }).slots;
    };
    const [videos, chats] = [await ask(VIDEO), await ask(CHAT)];
    const chatStarts = new Set(chats.map((s) => new Date(s.start).getTime()));
    const both = videos.find((s) => chatStarts.has(new Date(s.start).getTime()));
    const videoOnly = videos.find((s) => !chatStarts.has(new Date(s.start).getTime()));
    if (!both || !videoOnly) continue;
    const shown = (slot: { start: string; label: string }) => ({ date: video.date, ...slot, shown: zonedWhen(slot.start, NY, 'clock', 'en-US') });
    return { both: shown(both), videoOnly: shown(videoOnly) };
  }
  throw new Error('no day with both kinds of slot');
}

test("the browser's Back goes one stage back and Forward one stage on, keeping the typed reason", async ({ page, request }) => {
  const romero = await romeroOf(page);
  await newOwner(page, request);
  await page.goto(site(undefined, '/app/my-appointments'));
  await openWizard(page, `/book?listing=${romero.id}&type=${VIDEO}`);
  const slot = await freeSlot(page, romero.id, VIDEO, NY);
  await pickSlot(page, 'Video', slot);
  await expect(stageHeading(page, 'Information')).toBeVisible();
  await wizard(page).getByLabel('Pickle', { exact: true }).check();
  await wizard(page).getByLabel('Reason for consult').fill('Sneezes at dawn');

  await page.goBack();
  await expect(stageHeading(page, 'Consultation type and time')).toBeVisible();
  await expect(page).toHaveURL(/\/book\?/);
  await expect(times(page).getByRole('button', { name: slot.shown, exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.goForward();
  await expect(stageHeading(page, 'Information')).toBeVisible();
  await expect(wizard(page).getByLabel('Reason for consult')).toHaveValue('Sneezes at dawn');
  await expect(wizard(page).getByLabel('Pickle', { exact: true })).toBeChecked();
  await wizard(page).getByRole('button', { name: 'Continue' }).click();
  await expect(stageHeading(page, 'Payment')).toBeVisible();

  await page.goBack();
  await expect(stageHeading(page, 'Information')).toBeVisible();
  await expect(wizard(page).getByLabel('Reason for consult')).toHaveValue('Sneezes at dawn');
  await page.goForward();
  await expect(stageHeading(page, 'Payment')).toBeVisible();
  await expect(summary(page)).toContainText('Sneezes at dawn');

  // Back from the wizard's first stage leaves it, for the page before.
  await page.goBack();
  await page.goBack();
  await expect(stageHeading(page, 'Consultation type and time')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/my-appointments/);
});

test('switching Video to Chat keeps the date, and the time while Chat offers it', async ({ page, request }) => {
  const patel = await patelOf(page);
  await newOwner(page, request);
  const { both, videoOnly } = await videoSlotsAgainstChat(page, patel);
  await openWizard(page, `/book?listing=${patel.id}&type=${VIDEO}`);
  await pickSlot(page, 'Video', both);
  await information(page, 'Pickle', 'Both kinds');
  await expect(stageHeading(page, 'Payment')).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(stageHeading(page, 'Consultation type and time')).toBeVisible();

  await wizard(page).getByRole('radio', { name: /^Chat\b/ }).check();
  await expect(wizard(page).getByLabel('Date')).toHaveValue(both.date);
  await expect(times(page).getByRole('button', { name: both.shown, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(wizard(page).getByRole('alert')).toHaveCount(0);
  await times(page).getByRole('button', { name: both.shown, exact: true }).click();
  await expect(stageHeading(page, 'Information')).toBeVisible();
  await expect(wizard(page).getByLabel('Reason for consult')).toHaveValue('Both kinds');
  await expect(summary(page).locator('.wizard-summary-row', { hasText: 'Type' })).toContainText('Chat');

  // A time Chat does not start at: the date stays, the time goes, and the wizard says why.
  await page.goBack();
  await wizard(page).getByRole('radio', { name: /^Video\b/ }).check();
  await times(page).getByRole('button', { name: videoOnly.shown, exact: true }).click();
  await expect(stageHeading(page, 'Information')).toBeVisible();
  await page.goBack();
  await wizard(page).getByRole('radio', { name: /^Chat\b/ }).check();
  await expect(wizard(page).getByRole('alert')).toHaveText(`Chat is not offered at ${videoOnly.shown}. Please choose another time.`);
  await expect(wizard(page).getByLabel('Date')).toHaveValue(videoOnly.date);
  await expect(times(page).getByRole('button', { pressed: true })).toHaveCount(0);
});

test('"Edit information" keeps the name on card', async ({ page, request }) => {
  const romero = await romeroOf(page);
  await newOwner(page, request);
  await openWizard(page, `/book?listing=${romero.id}&type=${VIDEO}`);
  await pickSlot(page, 'Video', await freeSlot(page, romero.id, VIDEO, NY));
  await information(page, 'Pickle', 'Dull coat');
  await expect(stageHeading(page, 'Payment')).toBeVisible();
  await page.getByLabel('Name on card').fill('Wendy Wizard');
  await summary(page).getByRole('button', { name: 'Edit information' }).click();
  await expect(stageHeading(page, 'Information')).toBeVisible();
  await wizard(page).getByLabel('Reason for consult').fill('Dull coat, and itchy');
  await wizard(page).getByRole('button', { name: 'Continue' }).click();
  await expect(stageHeading(page, 'Payment')).toBeVisible();
  await expect(page.getByLabel('Name on card')).toHaveValue('Wendy Wizard');
});

test('each Edit in the summary opens its own stage; "Edit price" the consultation stage, keeping what was chosen', async ({ page, request }) => {
  const romero = await romeroOf(page);
  await newOwner(page, request);
  await openWizard(page, `/book?listing=${romero.id}&type=${VIDEO}`);
  const slot = await freeSlot(page, romero.id, VIDEO, NY);
  const toPayment = async () => {
    await wizard(page).getByRole('button', { name: 'Continue' }).click();
    await expect(stageHeading(page, 'Payment')).toBeVisible();
  };
  await pickSlot(page, 'Video', slot);
  await information(page, 'Pickle', 'Sore ear');
  await expect(stageHeading(page, 'Payment')).toBeVisible();

  await summary(page).getByRole('button', { name: 'Edit pet' }).click();
  await expect(stageHeading(page, 'Information')).toBeVisible();
  await toPayment();
  await summary(page).getByRole('button', { name: 'Edit information' }).click();
  await expect(stageHeading(page, 'Information')).toBeVisible();
  await toPayment();

  // The price comes with the consultation: its stage opens, the type, day, time and reason still chosen.
  await summary(page).getByRole('button', { name: 'Edit price' }).click();
  await expect(stageHeading(page, 'Consultation type and time')).toBeVisible();
  await expect(wizard(page).getByRole('radio', { name: /^Video\b/ })).toBeChecked();
  await expect(wizard(page).getByLabel('Date')).toHaveValue(slot.date);
  await expect(times(page).getByRole('button', { name: slot.shown, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await times(page).getByRole('button', { name: slot.shown, exact: true }).click();
  await expect(wizard(page).getByLabel('Reason for consult')).toHaveValue('Sore ear');
  await toPayment();

  // The type row and the practice row clear the slot and the information (spec).
  await summary(page).getByRole('button', { name: 'Edit type' }).click();
  await expect(stageHeading(page, 'Consultation type and time')).toBeVisible();
  await expect(times(page).getByRole('button', { pressed: true })).toHaveCount(0);
  await pickSlot(page, 'Video', slot);
  await expect(wizard(page).getByLabel('Reason for consult')).toHaveValue('');
  await information(page, 'Pickle', 'Sore ear');
  await expect(stageHeading(page, 'Payment')).toBeVisible();
  await summary(page).getByRole('button', { name: 'Edit practice' }).click();
  await expect(stageHeading(page, 'Choose practice')).toBeVisible();
});

test('a 300-character pet name shows one current message under the name', async ({ page, request }) => {
  const romero = await romeroOf(page);
  await newOwner(page, request);
  await openWizard(page, `/book?listing=${romero.id}&type=${VIDEO}`);
  await pickSlot(page, 'Video', await freeSlot(page, romero.id, VIDEO, NY));
  await expect(stageHeading(page, 'Information')).toBeVisible();
  await wizard(page).getByRole('button', { name: 'Add a pet' }).click();
  const form = wizard(page).getByRole('group', { name: 'Add a pet' });
  await form.getByRole('button', { name: 'Save pet' }).click();
  await expect(form.getByRole('alert')).toHaveText(['Name is required', 'Type is required']);

  await form.getByLabel('Pet name').fill('P'.repeat(300));
  await form.getByLabel('Pet type').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Save pet' }).click();
  await expect(form.getByRole('alert')).toHaveText(['Name must be at most 80 characters (you typed 300)']);
  await expect(form.getByLabel('Pet name')).toHaveAttribute('aria-invalid', 'true');
  await expect(wizard(page).getByText('Name is required')).toHaveCount(0);

  // A name that fits adds the pet, with no message left.
  await form.getByLabel('Pet name').fill('Pepper');
  await form.getByRole('button', { name: 'Save pet' }).click();
  await expect(wizard(page).getByLabel('Pepper', { exact: true })).toBeChecked();
  await expect(wizard(page).getByRole('alert')).toHaveCount(0);
});
