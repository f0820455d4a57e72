import { expect, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { site } from './helpers';
import { zonedWhen } from '../../islands/lib/zoned-format';

export interface PublicListing {
  id: number;
  title: string;
  timezone: string;
  consultations: { type: number; duration: number; price: number }[];
}

export async function listingsOf(page: Page, label: string): Promise<PublicListing[]> {
  const res = await page.request.get(site(undefined, `/api/public/listings?site=${label}`));
  return (await res.json()) as PublicListing[];
}

/**
 * A free slot picked at random from the API (so tests never collide with each other, the seed
 * or earlier runs: every booking takes its slot for good in the shared e2e database).
 */
export async function freeSlot(page: Page, listingId: number, type: number, zone: string, fromDay = 2, locale = 'en-US') {
  for (let day = fromDay; day <= 14; day++) {
    const date = DateTime.now().setZone(zone).plus({ days: day }).toISODate()!;
    const res = await page.request.get(site(undefined, `/api/public/listings/${listingId}/slots?type=${type}&date=${date}&tz=${encodeURIComponent(zone)}`));
    const { slots } = (await res.json()) as { slots: { start: string; label: string }[] };
    if (slots.length === 0) continue;
    const slot = slots[Math.floor(Math.random() * slots.length)]!;
    // Its button reads the time on the reader's clock (a US English browser: "2:30 PM"); the API's label is HH:mm.
    return { date, ...slot, shown: zonedWhen(slot.start, zone, 'clock', locale) };
  }
  throw new Error('no free slot');
}

/** Stage 2: type, date, then the slot by its label. */
export async function pickSlot(page: Page, typeLabel: string, slot: { date: string; shown: string }) {
  const wizard = page.locator('[data-island="BookingWizard"]');
  await wizard.getByRole('radio', { name: new RegExp(`^${typeLabel}\\b`) }).check();
  await wizard.getByLabel('Date').fill(slot.date);
  await wizard.getByRole('list', { name: 'Available times' }).getByRole('button', { name: slot.shown, exact: true }).click();
}

export async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel('Name on card').fill('Pat Owner');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (YYYY-MM)').fill('2099-12');
  await page.getByLabel('Security code').fill('123');
}

export const stageHeading = (page: Page, name: string) => page.locator('[data-island="BookingWizard"]').getByRole('heading', { level: 2, name });

/** Before paying for a video, phone or chat consult: an owner who never accepted the practice's telehealth consent ticks it (asked once per version). */
export async function acceptTelehealthConsent(page: Page) {
  // A remote consult shows the section at once (its form loads as a chunk of its own, data-ready once read).
  const section = page.locator('.wizard-telehealth');
  if ((await section.count()) === 0) return;
  await expect(section).toHaveAttribute('data-ready', 'true');
  const box = section.locator('input[name="telehealth_consent"]');
  if ((await box.count()) > 0) await box.check();
}
