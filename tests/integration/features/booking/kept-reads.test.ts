import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { openDatabase, type Database } from '../../../../db/client';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, outboxTo } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { NOT_TAKING_BOOKINGS, isTakingBookings, practiceContact } from '../../../../src/features/accounts/accounts.practices.service';
import { findOwnerById } from '../../../../src/features/accounts/accounts.owners.service';
import { activePetOf } from '../../../../src/features/pets/pets.service';
import { BOOKING_MESSAGES } from '../../../../src/features/booking/booking.model';

/**
 * The rows every booking reads and that rarely change (the owner, the pet, the practice's
 * suspension and who hears of its bookings) are kept while their tables are unchanged (issue 18).
 * Each change below is written over a second connection, as another process would write it, so
 * only the database's write counts tell this process: the very next booking sees it.
 */
describe('the rows a booking reads, kept', () => {
  const VIDEO = 4000;
  let app: TestApp;
  let other: Database;
  let token: string;
  let listing: Awaited<ReturnType<typeof listingByTitle>>;
  let ownerId: number;
  let petId: number;
  let nextSlot: () => Promise<string>;

  const book = async () => {
    const res = await payment(app, token, { vendor_listing_id: listing.id, type: VIDEO, slot: await nextSlot(), userTZ: 'America/New_York', pet: petId, info: { summary: 'Check-up' }, payment: CARD });
    return { status: res.status, body: (await res.json()) as { result: string; status?: string; field?: string; id?: number } };
  };
  const write = (sql: string, args: (string | number | null)[]) => other.client.execute({ sql, args });

  beforeAll(async () => {
    app = await createTestApp();
    other = await openDatabase(app.deps.config.databaseUrl);
    token = await apiLogin(app, 'owner@example.com');
    listing = await listingByTitle(app, 'Dr. Maya Patel');
    ownerId = (await userByEmail(app, 'owner@example.com')).id;
    petId = (await petOf(app, ownerId)).id;
    const take = slotTaker(app, listing.id, VIDEO);
    nextSlot = () => take(3);
  });
  afterAll(() => {
    other.close();
    app.close();
  });

  test('a practice suspended by another process refuses the next booking, and books again once restored', async () => {
    expect((await book()).body.result).toBe('success');
    await write('UPDATE vendors SET suspended_at = ? WHERE id = ?', [new Date().toISOString(), listing.vendor_id]);
    expect(await book()).toEqual({ status: 409, body: { result: 'error', status: NOT_TAKING_BOOKINGS } });
    await write('UPDATE vendors SET suspended_at = NULL WHERE id = ?', [listing.vendor_id]);
    expect((await book()).body.result).toBe('success');
  });

  test('a pet removed by another process is refused on the next booking', async () => {
    expect((await book()).body.result).toBe('success');
    await write('UPDATE pets SET status = 0 WHERE id = ?', [petId]);
    expect(await book()).toEqual({ status: 422, body: { result: 'error', status: BOOKING_MESSAGES.petInvalid, field: 'pet' } });
    await write('UPDATE pets SET status = 1 WHERE id = ?', [petId]);
    expect((await book()).body.result).toBe('success');
  });

  test("the owner's and the vet's new e-mail addresses, changed by another process, get the next booking's e-mails", async () => {
    const first = await book();
    expect(first.body.result).toBe('success');
    await write('UPDATE users SET email = ? WHERE id = ?', ['owner-moved@example.com', ownerId]);
    await write('UPDATE vendor_logins SET email = ? WHERE id = ?', ['vet-moved@example.com', listing.vendor_login_id]);
    try {
      const second = await book();
      expect(second.body.result).toBe('success');
      expect((await outboxTo(app, 'owner-moved@example.com'))?.body).toContain(`#${second.body.id}`);
      expect((await outboxTo(app, 'vet-moved@example.com'))?.body).toContain(`#${second.body.id}`);
    } finally {
      await write('UPDATE users SET email = ? WHERE id = ?', ['owner@example.com', ownerId]);
      await write('UPDATE vendor_logins SET email = ? WHERE id = ?', ['vet@example.com', listing.vendor_login_id]);
    }
  });

  test('a kept row is shared and frozen, so no caller can change what the next one reads', async () => {
    const owner = await findOwnerById(app.deps, ownerId);
    expect(await findOwnerById(app.deps, ownerId)).toBe(owner!);
    expect(Object.isFrozen(owner)).toBe(true);
    const pet = await activePetOf(app.deps, ownerId, petId);
    expect(Object.isFrozen(pet)).toBe(true);
    expect(() => {
      (pet as { name: string }).name = 'Changed';
    }).toThrow(TypeError);
    expect(Object.isFrozen(await practiceContact(app.deps, listing.vendor_id, listing.vendor_login_id))).toBe(true);
    expect(await isTakingBookings(app.deps, listing.vendor_id)).toBe(true);
  });
});
