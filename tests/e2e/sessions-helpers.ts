import { createClient } from '@libsql/client';
import { expect, type Browser, type Page } from '@playwright/test';
import { join } from 'node:path';
import { signIn, site } from './helpers';

/** Chromium with a fake camera and microphone that needs no permission prompt, for the video room. */
export const MEDIA_ARGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required'];

const LISTINGS = { patel: 'Dr. Maya Patel', hughes: 'Dr. Eleanor Hughes' } as const;

/**
 * Writes a confirmed booking straight into the e2e database (the app under test shares the file,
 * WAL mode), starting `startsInMin` minutes from now: the wizard only sells slots more than an
 * hour ahead, and a room opens 10 minutes before its slot.
 */
export async function insertSessionBooking(options: {
  email: string;
  listing: keyof typeof LISTINGS;
  type: number;
  startsInMin: number;
  status?: number;
  /** Another app's database file (default: the e2e app's). */
  dbFile?: string;
}): Promise<number> {
  const db = createClient({ url: `file:${options.dbFile ?? join(process.env.E2E_DATA_DIR!, 'e2e.db')}` });
  try {
    await db.execute('PRAGMA busy_timeout = 5000');
    const user = (await db.execute({ sql: 'select id, first_name, last_name, email, phone from users where email = ?', args: [options.email] })).rows[0]!;
    const pet = (await db.execute({ sql: 'select id, name, type, breed from pets where user_id = ? order by id limit 1', args: [user.id] })).rows[0]!;
    const listing = (await db.execute({ sql: 'select * from vendor_listings where title like ?', args: [`${LISTINGS[options.listing]}%`] })).rows[0]!;
    const consultation = (JSON.parse(String(listing.consultations)) as { type: number; duration: number; price: number }[]).find((c) => c.type === options.type)!;
    // Random seconds keep two tests' bookings of one listing from sharing a start.
    const start = new Date(Date.now() + options.startsInMin * 60_000 + Math.floor(Math.random() * 59_000));
    const slot = start.toISOString();
    const details = {
      type: options.type,
      slot,
      user: { id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email, phone: user.phone },
      pet: { id: pet.id, name: pet.name, type: pet.type, breed: pet.breed },
      listing: { title: listing.title, line1: listing.line1, line2: listing.line2, address: listing.address, avatar: listing.avatar, duration: consultation.duration, price: consultation.price },
      info: { summary: 'Browser session test', pet: pet.name },
      userTZ: 'America/New_York',
      listingTZ: listing.timezone,
    };
    const inserted = await db.execute({
      sql: 'insert into bookings (slot, slot_end, status, type, user_id, vendor_id, vendor_listing_id, details) values (?, ?, ?, ?, ?, ?, ?, ?) returning id',
      args: [slot, new Date(start.getTime() + consultation.duration * 60_000).toISOString(), options.status ?? 0, options.type, user.id, listing.vendor_id, listing.id, JSON.stringify(details)],
    });
    return Number(inserted.rows[0]!.id);
  } finally {
    db.close();
  }
}

/** A signed-in person in their own browser context. */
export async function personIn(browser: Browser, email: string, practice = false, port?: number): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'UTC' });
  const page = await context.newPage();
  await signIn(page, email, { practice, port });
  return page;
}

/** Opens a booking's session page and waits for its island to come alive. */
export async function openSession(page: Page, bookingId: number, island: 'VideoCall' | 'ChatRoom' | 'VonageCall', port?: number) {
  await page.goto(site(undefined, `/appointments/${bookingId}/session`, port));
  await expect(page.locator(`[data-island="${island}"]`)).toHaveAttribute('data-hydrated', 'true');
}

/** Tries to open a booking's room socket from the page; answers whether it opened. */
export function socketOpens(page: Page, bookingId: number): Promise<boolean> {
  return page.evaluate(
    (id) =>
      new Promise<boolean>((resolve) => {
        const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/appointments/${id}/live`);
        ws.onopen = () => (ws.close(), resolve(true));
        ws.onclose = () => resolve(false);
      }),
    bookingId,
  );
}

/** The remote video really plays: it has a size and its time moves on. */
export async function expectRemoteVideoPlaying(page: Page) {
  const remote = page.locator('video[data-remote="true"]');
  await expect.poll(() => remote.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  const before = await remote.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => remote.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 5_000 }).toBeGreaterThan(before);
}
