import { expect, test, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { signIn, site } from './helpers';
import { cards } from './appointments-helpers';
import { fillCard, freeSlot, listingsOf, pickSlot, stageHeading } from './booking-helpers';
import { insertSessionBooking, openSession } from './sessions-helpers';
import { CONSULTATION_TYPE_LABELS, type ConsultationType } from '../../src/lib/constants/consultation-types';

const CHICAGO = 'America/Chicago';
const CHAT = 6000;
/** A time as the product shows it: the reader's locale's clock (US English: 12-hour), then the reader's zone named (Chicago here). */
const CLOCK = /\b(1[0-2]|[1-9]):[0-5]\d [AP]M C[SD]T\b/;
const FULL = /^\w{3}, \w{3} \d{1,2}, \d{4} · (1[0-2]|[1-9]):[0-5]\d [AP]M C[SD]T$/;

// The reader is in Chicago; the practices work in New York and London.
test.use({ timezoneId: CHICAGO });

/** Fails the test on a React hydration mismatch (#418) or any other page error. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Minified React error|hydrat/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test.describe('times: the reader’s zone, named, one clock', () => {
  test('the list and the detail show the same time in the viewer’s zone, named', async ({ page }) => {
    await signIn(page, 'owner@example.com');
    const card = cards(page).first();
    await expect(card).toBeVisible();
    const time = card.locator('dt:text-is("Time") + dd');
    await expect(time).toHaveText(FULL);
    const listed = (await time.textContent())!.trim();
    await card.getByRole('link', { name: 'View details' }).click();
    await expect(page.locator('.appointment-facts dt:text-is("Time") + dd')).toHaveText(listed);
  });

  test('the wizard summary and confirmation name the zone', async ({ page }) => {
    const [listing] = await listingsOf(page, 'citycats');
    const paid = listing!.consultations.find((c) => c.price > 0)!;
    const slot = await freeSlot(page, listing!.id, paid.type, CHICAGO);
    await signIn(page, 'owner@example.com', { host: 'citycats' });
    await page.goto(site('citycats', '/book'));
    await expect(page.locator('[data-island="BookingWizard"]')).toHaveAttribute('data-hydrated', 'true');
    await pickSlot(page, CONSULTATION_TYPE_LABELS[paid.type as ConsultationType], slot);
    const summary = page.locator('dl[aria-label="Booking summary"]');
    await expect(summary).toContainText(new RegExp(`, ${slot.shown} C[SD]T`));
    await expect(stageHeading(page, 'Information')).toBeFocused();
    await page.getByLabel('Miso', { exact: true }).check();
    await page.getByLabel('Reason for consult').fill('Sneezing at night');
    await page.getByRole('button', { name: 'Continue' }).click();
    await fillCard(page, '4242424242424242');
    // City Cat charges in pounds.
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(stageHeading(page, 'Confirmation')).toBeVisible();
    await expect(page.locator('.wizard-confirmation')).toContainText(new RegExp(`, ${slot.shown} C[SD]T`));
  });

  test('chat times and slot times are on one clock, the reader’s (12-hour in US English), the zone named; a reload with history hydrates cleanly', async ({ page }) => {
    const id = await insertSessionBooking({ email: 'owner@example.com', listing: 'patel', type: CHAT, startsInMin: 3 });
    await signIn(page, 'owner@example.com');
    const errors = watchErrors(page);
    await openSession(page, id, 'ChatRoom');
    await expect(page.locator('.chat-room')).toHaveAttribute('data-connection', 'open');
    await page.getByRole('textbox', { name: 'Message' }).fill('Is 18:00 fine?');
    await page.getByRole('button', { name: 'Send' }).click();
    const stamp = page.locator('.chat-meta time').first();
    await expect(stamp).toHaveText(CLOCK);
    const said = (await stamp.textContent())!;
    await page.reload();
    await expect(page.locator('[data-island="ChatRoom"]')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('.chat-meta time').first()).toHaveText(said);
    expect(errors).toEqual([]);

    // The slots are on the same clock: 12-hour with AM/PM, under the zone they were picked in.
    await page.goto(site('citycats'));
    const widget = page.locator('[data-island="BookingWidget"]').first();
    await expect(widget).toHaveAttribute('data-hydrated', 'true');
    await widget.getByLabel('Video').check();
    await widget.getByLabel('Date').fill(DateTime.now().setZone(CHICAGO).plus({ days: 2 }).toISODate()!);
    const slots = widget.getByRole('list', { name: 'Available times' }).getByRole('button');
    await expect(slots.first()).toBeVisible();
    for (const text of await slots.allTextContents()) expect(text).toMatch(/^(1[0-2]|[1-9]):[0-5]\d [AP]M$/);
  });

  test('search results and the Users screen show times in the viewer’s zone, named', async ({ page }) => {
    await page.goto(site());
    await page.goto(site(undefined, '/vet-appointments/?q=Romero&type=4000'));
    await expect(page.locator('time[datetime]').first()).toHaveText(FULL);

    await signIn(page, 'vet@example.com', { practice: true });
    await page.goto(site(undefined, '/app/users'));
    const last = page.locator('.users-table tbody tr td:nth-child(5)').filter({ hasText: /\d{4}/ }).first();
    await expect(last).toHaveText(FULL);
  });
});
