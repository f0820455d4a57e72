import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq, sql } from 'drizzle-orm';
import { bookings, messages, pets, users, vendor_listings, vendor_logins } from '../../../../db/schema';
import { insertSessionBooking } from '../../../helpers/sessions';
import { startRoomApp } from '../../../helpers/room-socket';
import { apiLogin, bearer, cookieHeader, createOwner } from '../../../helpers/accounts';

const CHAT = 6000;
const SIGNED_OUT = { code: 4002, reason: 'You have been signed out.' };
const CANCELED = { code: 4003, reason: 'This appointment was canceled, so it has no session.' };
const NO_ACCESS = { code: 4004, reason: 'You no longer have access to this appointment.' };

let rooms: Awaited<ReturnType<typeof startRoomApp>>;
beforeAll(async () => void (rooms = await startRoomApp()), 30_000);
afterAll(() => rooms.stop());

/** A new pet owner with a pet, signed in as `who` (their own account: signing it out touches no other test). */
async function newOwner(who: string) {
  const owner = await createOwner(rooms.app);
  await rooms.app.db.insert(pets).values({ name: 'Rex', type: 1, user_id: owner.id });
  const token = await apiLogin(rooms.app, owner.email);
  rooms.cookies[who] = cookieHeader(token);
  return { owner, token };
}

/** A socket into the booking's chat room, with how it closed (code and the reason the island shows). */
async function joined(bookingId: number, who: string) {
  const socket = rooms.connect(bookingId, who);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })));
  await socket.next((f) => f.t === 'history');
  return { ...socket, closedWith: () => Promise.race([closed, Bun.sleep(3000).then(() => ({ code: 0, reason: 'still open after 3 s' }))]) };
}

const storedTexts = async (bookingId: number) => (await rooms.app.db.select().from(messages).where(eq(messages.booking_id, bookingId))).map((m) => m.body);

// Each test signs in new accounts (argon2id hashes): slow on a loaded machine.
describe('an open room socket ends with the right to be in the room', () => {
  test('a room socket is closed at logout', async () => {
    const { owner, token } = await newOwner('logout owner');
    const booking = await insertSessionBooking(rooms.app, { email: owner.email, listing: 'patel', type: CHAT, startsInMin: 3 });
    const socket = await joined(booking.id, 'logout owner');
    const vet = await joined(booking.id, 'vet');
    const res = await rooms.app.request('/app/logout', { method: 'POST', headers: cookieHeader(token) });
    expect(res.status).toBe(303);
    expect(await socket.closedWith()).toEqual(SIGNED_OUT);
    await vet.next((f) => f.t === 'peer-left');
    vet.ws.close();
  }, 20_000);

  test('a room socket is closed after a password change in another session', async () => {
    const { owner } = await newOwner('password owner');
    const booking = await insertSessionBooking(rooms.app, { email: owner.email, listing: 'patel', type: CHAT, startsInMin: 3 });
    const socket = await joined(booking.id, 'password owner');
    const elsewhere = await apiLogin(rooms.app, owner.email);
    const res = await rooms.app.request('/api/account/change_password', { method: 'POST', headers: bearer(elsewhere), json: { currentPassword: 'password123', newPassword: 'another-password-9' } });
    expect(res.status).toBe(200);
    expect(await socket.closedWith()).toEqual(SIGNED_OUT);
  }, 20_000);

  test('a room socket is closed when the booking is canceled', async () => {
    const { owner } = await newOwner('cancel owner');
    const booking = await insertSessionBooking(rooms.app, { email: owner.email, listing: 'patel', type: CHAT, startsInMin: 3 });
    const socket = await joined(booking.id, 'cancel owner');
    const vet = await joined(booking.id, 'vet');
    const res = await rooms.app.request(`/app/appointments/${booking.id}/cancel`, { method: 'POST', headers: { ...rooms.cookies.vet, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(res.status).toBeLessThan(400);
    expect(await socket.closedWith()).toEqual(CANCELED);
    expect(await vet.closedWith()).toEqual(CANCELED);
  }, 20_000);

  test('a room socket is closed when the team member is removed', async () => {
    const { owner } = await newOwner('team owner');
    const vet = (await rooms.app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, 'vet@example.com') }))!;
    const [member] = await rooms.app.db
      .insert(vendor_logins)
      .values({ vendor_id: vet.vendor_id, first_name: 'Leaving', last_name: 'Member', email: `leaving-${Date.now()}@example.com`, subrole: 'user', password_hash: await Bun.password.hash('password123', { algorithm: 'argon2id' }) })
      .returning();
    const listing = (await rooms.app.db.select().from(vendor_listings)).find((l) => l.title.startsWith('Dr. Maya Patel'))!;
    await rooms.app.db.update(vendor_listings).set({ managers: [...(listing.managers ?? []), member!.id] }).where(eq(vendor_listings.id, listing.id));
    rooms.cookies.member = cookieHeader(await apiLogin(rooms.app, member!.email, 'vendor'));
    const booking = await insertSessionBooking(rooms.app, { email: owner.email, listing: 'patel', type: CHAT, startsInMin: 3 });
    const socket = await joined(booking.id, 'member');
    const res = await rooms.app.request(`/api/settings/team/${member!.id}?successor=${vet.id}`, { method: 'DELETE', headers: rooms.cookies.vet });
    expect(res.status).toBe(200);
    expect(await socket.closedWith()).toEqual(NO_ACCESS);
  }, 20_000);

  test('a message sent after the right ended is not stored', async () => {
    // The right ends behind the app's back (no announcement): only the check of each message stands in the way.
    const { owner } = await newOwner('quiet owner');
    const other = (await newOwner('second quiet owner')).owner;
    const signedOut = await insertSessionBooking(rooms.app, { email: owner.email, listing: 'patel', type: CHAT, startsInMin: 3 });
    const canceled = await insertSessionBooking(rooms.app, { email: other.email, listing: 'patel', type: CHAT, startsInMin: 4 });
    const first = await joined(signedOut.id, 'quiet owner');
    const second = await joined(canceled.id, 'second quiet owner');
    first.send({ t: 'chat', cid: 'before', text: 'Before' });
    await first.next((f) => f.t === 'message');
    await rooms.app.db.update(users).set({ token_version: sql`${users.token_version} + 1` }).where(eq(users.id, owner.id));
    first.send({ t: 'chat', cid: 'after', text: 'After sign-out' });
    expect(await first.closedWith()).toEqual(SIGNED_OUT);
    expect(await storedTexts(signedOut.id)).toEqual(['Before']);

    await rooms.app.db.update(bookings).set({ status: 3 }).where(eq(bookings.id, canceled.id));
    second.send({ t: 'chat', cid: 'after', text: 'After cancel' });
    expect(await second.closedWith()).toEqual(CANCELED);
    expect(await storedTexts(canceled.id)).toEqual([]);
  }, 20_000);
});
