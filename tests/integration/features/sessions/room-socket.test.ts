import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { insertSessionBooking } from '../../../helpers/sessions';
import { roomsOf } from '../../../../src/features/sessions/sessions.ws';
import { startRoomApp } from '../../../helpers/room-socket';

const VIDEO = 4000;
const CHAT = 6000;

let rooms: Awaited<ReturnType<typeof startRoomApp>>;
beforeAll(async () => void (rooms = await startRoomApp()), 30_000);
afterAll(() => rooms.stop());

/** The upgrade's HTTP answer, for a refusal (rooms.app.handle runs the same checks before upgrading). */
async function upgradeStatus(bookingId: number, who: string | null, headers: Record<string, string> = {}) {
  const res = await rooms.app.request(`/appointments/${bookingId}/live`, {
    headers: { ...(who ? rooms.cookies[who] : {}), connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', ...headers },
  });
  return res.status;
}

describe('a video room', () => {
  test('the owner and the practice meet in the booking’s room and signals pass between them', async () => {
    const booking = await insertSessionBooking(rooms.app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 5 });
    const owner = rooms.connect(booking.id, 'owner');
    const welcome = await owner.next((f) => f.t === 'welcome');
    expect(welcome).toMatchObject({ kind: 'video', side: 'owner', polite: true, peer: null, video: { provider: 'webrtc', iceServers: [] } });
    const vet = rooms.connect(booking.id, 'vet');
    expect(await vet.next((f) => f.t === 'welcome')).toMatchObject({ side: 'practice', polite: false, peer: 'Sarah Mitchell' });
    expect((await owner.next((f) => f.t === 'peer')).name).toBe((await vet.next((f) => f.t === 'welcome')).name as string);
    vet.send({ t: 'signal', data: { description: { type: 'offer', sdp: 'v=0' } } });
    expect((await owner.next((f) => f.t === 'signal')).data).toEqual({ description: { type: 'offer', sdp: 'v=0' } });
    vet.ws.close();
    await owner.next((f) => f.t === 'peer-left');
    owner.ws.close();
  });

  test('joining again from another tab or after a reload replaces the older socket, and the other side hears of it', async () => {
    const booking = await insertSessionBooking(rooms.app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: -5 });
    const vet = rooms.connect(booking.id, 'vet');
    await vet.next((f) => f.t === 'welcome');
    const first = rooms.connect(booking.id, 'owner');
    await first.next((f) => f.t === 'welcome');
    const second = rooms.connect(booking.id, 'owner');
    await second.next((f) => f.t === 'welcome');
    expect(await first.closed).toBe(4000);
    expect(vet.frames.filter((f) => f.t === 'peer')).toHaveLength(2);
    expect(vet.frames.some((f) => f.t === 'peer-left')).toBe(false);
    vet.ws.close();
    second.ws.close();
  });

  test('only the booking’s owner and its practice’s people who may see it get in; a room id alone admits nobody', async () => {
    const booking = await insertSessionBooking(rooms.app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 5 });
    expect(await upgradeStatus(booking.id, null)).toBe(401);
    for (const who of ['other owner', 'other practice', 'staff', 'admin']) expect({ who, status: await upgradeStatus(booking.id, who) }).toEqual({ who, status: 404 });
    expect(await upgradeStatus(booking.id, 'owner', { origin: 'http://evil.example' })).toBe(403);
    expect(await upgradeStatus(999_999, 'owner')).toBe(404);
    const refused = rooms.connect(booking.id, 'other owner');
    expect(await refused.closed).not.toBe(1000);
    expect(refused.frames).toEqual([]);
  });

  test('a team member managing the booking’s listing joins on the practice side', async () => {
    const booking = await insertSessionBooking(rooms.app, { email: 'owner2@example.com', listing: 'romero', type: VIDEO, startsInMin: 5 });
    const staff = rooms.connect(booking.id, 'staff');
    expect(await staff.next((f) => f.t === 'welcome')).toMatchObject({ side: 'practice', peer: null });
    expect(await upgradeStatus(booking.id, 'owner')).toBe(404);
    staff.ws.close();
  });

  test('the room opens 10 minutes before the slot and closes 30 minutes after its end; a canceled booking has none', async () => {
    const early = await insertSessionBooking(rooms.app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 11 });
    const open = await insertSessionBooking(rooms.app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 9 });
    const over = await insertSessionBooking(rooms.app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: -70 });
    const canceled = await insertSessionBooking(rooms.app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 2, status: 3 });
    expect(await upgradeStatus(early.id, 'owner')).toBe(409);
    expect(await upgradeStatus(over.id, 'owner')).toBe(409);
    expect(await upgradeStatus(canceled.id, 'owner')).toBe(409);
    const ok = rooms.connect(open.id, 'owner');
    await ok.next((f) => f.t === 'welcome');
    ok.ws.close();
  });
});

describe('a chat room', () => {
  test('messages go live to both sides, are stored once per client id, and come back as history after the last one held', async () => {
    const booking = await insertSessionBooking(rooms.app, { email: 'owner@example.com', listing: 'patel', type: CHAT, startsInMin: 3 });
    const owner = rooms.connect(booking.id, 'owner');
    const vet = rooms.connect(booking.id, 'vet');
    await owner.next((f) => f.t === 'history');
    await vet.next((f) => f.t === 'history');
    owner.send({ t: 'chat', cid: 'c1', text: '<img src=x onerror=alert(1)>' });
    owner.send({ t: 'chat', cid: 'c1', text: '<img src=x onerror=alert(1)>' });
    owner.send({ t: 'chat', cid: 'c2', text: 'Second' });
    const got = await vet.next((f) => f.t === 'message' && (f.message as { cid: string }).cid === 'c2');
    const messages = vet.frames.filter((f) => f.t === 'message').map((f) => f.message as { id: number; cid: string; text: string; side: string });
    expect(messages.map((m) => m.cid)).toEqual(['c1', 'c1', 'c2']);
    expect(messages[0]!.id).toBe(messages[1]!.id);
    expect(messages[0]).toMatchObject({ side: 'owner', text: '<img src=x onerror=alert(1)>' });
    const later = rooms.connect(booking.id, 'vet', `?after=${messages[0]!.id}`);
    const history = (await later.next((f) => f.t === 'history')).messages as { cid: string }[];
    expect(history.map((m) => m.cid)).toEqual(['c2']);
    expect((got.message as { id: number }).id).toBeGreaterThan(messages[0]!.id);
    for (const s of [owner, vet, later]) s.ws.close();
  });

  test('an empty or over-long message is refused with the reason; a flood is slowed per sender', async () => {
    const booking = await insertSessionBooking(rooms.app, { email: 'owner@example.com', listing: 'patel', type: CHAT, startsInMin: 3 });
    const owner = rooms.connect(booking.id, 'owner');
    await owner.next((f) => f.t === 'history');
    owner.send({ t: 'chat', cid: 'long', text: 'x'.repeat(2001) });
    expect(await owner.next((f) => f.t === 'refused')).toMatchObject({ cid: 'long', msg: 'A message can be at most 2000 characters.', retryMs: null });
    owner.send({ t: 'chat', cid: 'blank', text: '   ' });
    expect(await owner.next((f) => f.t === 'refused' && f.cid === 'blank')).toMatchObject({ msg: 'Please write a message.' });
    for (let i = 0; i < 125; i++) owner.send({ t: 'chat', cid: `f${i}`, text: `flood ${i}` });
    const slowed = await owner.next((f) => f.t === 'refused' && typeof f.retryMs === 'number');
    expect(slowed.msg).toBe('You are sending messages too quickly. Please wait a moment.');
    expect(Number(String(slowed.cid).slice(1))).toBeGreaterThanOrEqual(119);
    owner.ws.close();
    expect(roomsOf(rooms.app.deps).size).toBeGreaterThanOrEqual(0);
  });
});
