/**
 * Rooms across processes: two real app processes over one database file and one Redis
 * (REDIS_URL), the owner's socket on process A and the vet's on process B.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { roomSocket } from '../../../helpers/room-socket';
import { insertRoomBooking, signOut, startTwoProcesses, tokenOf, type TwoProcesses } from '../../../proof/lib/two-processes';
import { CARD, freeSlots, ZONE } from '../../../proof/lib/live';

const VIDEO = 4000;
const CHAT = 6000;
const REPLACED = 4000;
const SIGNED_OUT = { code: 4002, reason: 'You have been signed out.' };
/** What the island reconnects on when Redis is away (not one of its final codes). */
const RECONNECT = 1012;

let world: TwoProcesses;
const cookies: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  world = await startTwoProcesses();
  cookies.owner = { cookie: `session=${await tokenOf(world.a.origin, 'owner@example.com', 'user')}` };
  cookies.vet = { cookie: `session=${await tokenOf(world.b.origin, 'vet@example.com', 'vendor')}` };
}, 90_000);
afterAll(() => world?.close());

const ws = (origin: string) => origin.replace(/^http/, 'ws');
/** A socket of `who` into the booking's room through process A or B. */
const on = (process: 'a' | 'b', booking: number, who: string, query = '') => roomSocket(ws(world[process].origin), cookies, booking, who, query);

async function upgradeStatus(origin: string, booking: number, who: string): Promise<number> {
  const res = await fetch(`${origin}/appointments/${booking}/live`, {
    headers: { ...cookies[who], host: 'localhost', connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' },
  });
  await res.arrayBuffer().catch(() => undefined);
  return res.status;
}

/** Joins the room as the island does once Redis is back: retrying while the upgrade is refused, 10 s at most. */
async function rejoin(process: 'a' | 'b', booking: number, who: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const socket = on(process, booking, who);
    const joined = await Promise.race([socket.next((f) => f.t === 'history').then(() => true), socket.closed.then(() => false)]).catch(() => false);
    if (joined || Date.now() > deadline) return socket;
    await Bun.sleep(100);
  }
}

const texts = (frames: { t: string }[]) => frames.filter((f) => f.t === 'message').map((f) => (f as unknown as { message: { text: string } }).message.text);

describe('rooms across processes (Redis between them)', () => {
  test('signalling is relayed between sockets on different processes', async () => {
    const booking = await insertRoomBooking(world.database, VIDEO);
    const owner = on('a', booking, 'owner');
    expect(await owner.next((f) => f.t === 'welcome')).toMatchObject({ side: 'owner', peer: null });
    await Bun.sleep(100); // the owner's join is heard on B
    const vet = on('b', booking, 'vet');
    // As on one process: the newcomer is welcomed with the name of the side already there, which then hears of it.
    expect(await vet.next((f) => f.t === 'welcome')).toMatchObject({ side: 'practice', peer: (await owner.next((f) => f.t === 'welcome')).name as string });
    expect((await owner.next((f) => f.t === 'peer')).name).toBe((await vet.next((f) => f.t === 'welcome')).name as string);
    vet.send({ t: 'signal', data: { description: { type: 'offer', sdp: 'v=0' } } });
    expect((await owner.next((f) => f.t === 'signal')).data).toEqual({ description: { type: 'offer', sdp: 'v=0' } });
    owner.send({ t: 'signal', data: { candidate: 'c1' } });
    expect((await vet.next((f) => f.t === 'signal')).data).toEqual({ candidate: 'c1' });
    vet.ws.close();
    await owner.next((f) => f.t === 'peer-left');
    owner.ws.close();
  }, 20_000);

  test('chat reaches the other process once and in order', async () => {
    const booking = await insertRoomBooking(world.database, CHAT);
    const owner = on('a', booking, 'owner');
    const vet = on('b', booking, 'vet');
    await Promise.all([owner.next((f) => f.t === 'history'), vet.next((f) => f.t === 'history')]);
    const sent = Array.from({ length: 20 }, (_, i) => `hello ${i}`);
    sent.forEach((text, i) => owner.send({ t: 'chat', cid: `c${i}`, text }));
    await vet.next((f) => f.t === 'message' && (f.message as { text: string }).text === 'hello 19');
    await Bun.sleep(300);
    expect(texts(vet.frames)).toEqual(sent);
    expect(texts(owner.frames)).toEqual(sent);
    owner.ws.close();
    vet.ws.close();
  }, 20_000);

  test('joining again on another process replaces the older socket', async () => {
    const booking = await insertRoomBooking(world.database, VIDEO);
    const vet = on('b', booking, 'vet');
    await vet.next((f) => f.t === 'welcome');
    const first = on('a', booking, 'owner');
    await first.next((f) => f.t === 'welcome');
    await vet.next((f) => f.t === 'peer');
    const second = on('b', booking, 'owner');
    expect(await second.next((f) => f.t === 'welcome')).toMatchObject({ side: 'owner' });
    expect(await first.closed).toBe(REPLACED);
    await Bun.sleep(200);
    expect(vet.frames.filter((f) => f.t === 'peer')).toHaveLength(2);
    expect(vet.frames.some((f) => f.t === 'peer-left')).toBe(false);
    vet.ws.close();
    second.ws.close();
  }, 20_000);

  test('signing out on one process closes the socket on the other', async () => {
    const booking = await insertRoomBooking(world.database, CHAT);
    const token = await tokenOf(world.a.origin, 'owner@example.com', 'user');
    cookies.leaver = { cookie: `session=${token}` };
    const owner = on('a', booking, 'leaver');
    await owner.next((f) => f.t === 'history');
    const closed = new Promise<{ code: number; reason: string }>((resolve) => owner.ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })));
    expect(await signOut(world.b.origin, token)).toBe(303);
    expect(await Promise.race([closed, Bun.sleep(5000).then(() => ({ code: 0, reason: 'still open' }))])).toEqual(SIGNED_OUT);
    // The other sessions of that owner were ended too: sign in again for the next test.
    cookies.owner = { cookie: `session=${await tokenOf(world.a.origin, 'owner@example.com', 'user')}` };
  }, 20_000);

  test('a Redis outage keeps pages and bookings working and rooms recover', async () => {
    const booking = await insertRoomBooking(world.database, CHAT);
    const owner = on('a', booking, 'owner');
    await owner.next((f) => f.t === 'history');
    await world.redis.stop();
    expect(await owner.closed).toBe(RECONNECT);
    expect(await upgradeStatus(world.b.origin, booking, 'vet')).toBe(503);

    // Pages and bookings do not wait for Redis.
    expect((await fetch(`${world.a.origin}/`, { headers: { host: 'localhost' } })).status).toBe(200);
    const listing = Number((await world.database.client.execute("SELECT id FROM vendor_listings WHERE title LIKE 'Dr. Maya Patel%'")).rows[0]!.id);
    const pet = Number((await world.database.client.execute("SELECT p.id FROM pets p JOIN users u ON u.id = p.user_id WHERE u.email = 'owner@example.com' ORDER BY p.id LIMIT 1")).rows[0]!.id);
    const slot = (await freeSlots(world.b.origin, listing, 3, VIDEO))[0]!;
    const token = cookies.owner!.cookie!.slice('session='.length);
    const held = await fetch(`${world.b.origin}/api/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, host: 'localhost' },
      body: JSON.stringify({ vendor_listing_id: listing, type: VIDEO, slot, userTZ: ZONE, pet, info: { summary: 'During the outage' }, payment: CARD, telehealth_consent: 1 }),
    });
    expect(held.status).toBe(200);

    await world.redis.start();
    const again = await rejoin('a', booking, 'owner');
    const vet = await rejoin('b', booking, 'vet');
    expect(vet.frames.find((f) => f.t === 'history')).toBeDefined();
    again.send({ t: 'chat', cid: 'back', text: 'we are back' });
    expect((await vet.next((f) => f.t === 'message')).message).toMatchObject({ text: 'we are back' });
    again.ws.close();
    vet.ws.close();
  }, 40_000);
});
