import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq, gte, lte } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, cookieHeader } from '../../helpers/accounts';
import { bookings, users } from '../../../db/schema';
import { CONSULTATION_TYPES } from '../../../src/lib/constants/consultation-types';

const MINUTE = 60_000;

/** The app's clock runs `ahead` milliseconds past the real one: the seed was written at the real now. */
let ahead = 0;
let app: TestApp;
let seededAt: Date;
const as: Record<'owner' | 'vet', Record<string, string>> = { owner: {}, vet: {} };

beforeAll(async () => {
  seededAt = new Date();
  app = await createTestApp({ clock: () => new Date(Date.now() + ahead) });
  as.owner = cookieHeader(await apiLogin(app, 'owner@example.com'));
  as.vet = cookieHeader(await apiLogin(app, 'vet@example.com', 'vendor'));
}, 60_000);
afterAll(() => app.close());

/** The demo owner's bookings that start within the hour after seeding. */
async function bookingsStartingSoon() {
  const owner = (await app.db.query.users.findFirst({ where: eq(users.email, 'owner@example.com') }))!;
  const soon = new Date(seededAt.getTime() + 60 * MINUTE).toISOString();
  return app.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.user_id, owner.id), gte(bookings.slot, new Date(seededAt.getTime() - 60 * MINUTE).toISOString()), lte(bookings.slot, soon)));
}

const page = async (path: string, who: 'owner' | 'vet') => {
  const res = await app.request(path, { headers: as[who] });
  expect(res.status).toBe(200);
  return res.text();
};

describe('demo data lets a newcomer try a consultation at once', () => {
  test('the demo owner has one video and one chat booking with the demo vet’s practice, starting within minutes', async () => {
    const soon = await bookingsStartingSoon();
    expect(soon.map((b) => b.type).sort()).toEqual([CONSULTATION_TYPES.VIDEO, CONSULTATION_TYPES.CHAT].sort());
    for (const booking of soon) {
      expect(booking.status).toBe(0);
      expect(booking.details.listing.title).toMatch(/^Dr\. (Maya Patel|Luis Romero)/);
      // Off the 5-minute grid the wizard and the tests book on.
      expect(new Date(booking.slot).getUTCMinutes() % 5).not.toBe(0);
    }
  });

  test('signed in, the owner and the vet find "Open session" on both, and the room opens without waiting', async () => {
    const soon = await bookingsStartingSoon();
    for (const booking of soon) {
      const island = booking.type === CONSULTATION_TYPES.VIDEO ? 'VideoCall' : 'ChatRoom';
      expect(await page(`/app/my-appointments/${booking.id}`, 'owner')).toContain(`href="/appointments/${booking.id}/session"`);
      expect(await page(`/app/appointments/${booking.id}`, 'vet')).toContain('Open session');
      expect(await page(`/appointments/${booking.id}/session`, 'owner')).toContain(`data-island="${island}"`);
      expect(await page(`/appointments/${booking.id}/session`, 'vet')).toContain(`data-island="${island}"`);
    }
  });

  test('the rooms stay open through the next fifty minutes, the video room through the whole hour', async () => {
    const soon = await bookingsStartingSoon();
    const video = soon.find((b) => b.type === CONSULTATION_TYPES.VIDEO)!;
    const chat = soon.find((b) => b.type === CONSULTATION_TYPES.CHAT)!;
    try {
      ahead = 50 * MINUTE;
      expect(await page(`/appointments/${chat.id}/session`, 'owner')).toContain('data-island="ChatRoom"');
      expect(await page(`/appointments/${video.id}/session`, 'owner')).toContain('data-island="VideoCall"');
      ahead = 60 * MINUTE;
      expect(await page(`/appointments/${video.id}/session`, 'owner')).toContain('data-island="VideoCall"');
    } finally {
      ahead = 0;
    }
  });
});
