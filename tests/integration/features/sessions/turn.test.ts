import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createHmac } from 'node:crypto';
import { insertSessionBooking } from '../../../helpers/sessions';
import { startRoomApp } from '../../../helpers/room-socket';

const VIDEO = 4000;
const SECRET = 'room-turn-secret-for-tests';
const STUN = { urls: 'stun:stun.example.com:3478' };
const URLS = ['turn:turn.example.com:3478', 'turns:turn.example.com:5349'];

let rooms: Awaited<ReturnType<typeof startRoomApp>>;
beforeAll(async () => void (rooms = await startRoomApp({ env: { ICE_SERVERS: JSON.stringify([STUN]), TURN_SECRET: SECRET, TURN_URLS: URLS.join(','), TURN_TTL_SECONDS: '3600' } })), 30_000);
afterAll(() => rooms.stop());

type Login = { urls: string[]; username: string; credential: string };

/** The TURN entry of a welcome frame's ICE servers, after the configured STUN one. */
async function turnOf(bookingId: number, who: string): Promise<Login> {
  const socket = rooms.connect(bookingId, who);
  const welcome = await socket.next((f) => f.t === 'welcome');
  socket.ws.close();
  const servers = (welcome.video as { iceServers: (Login | typeof STUN)[] }).iceServers;
  expect(servers[0]).toEqual(STUN);
  expect(servers).toHaveLength(2);
  return servers[1] as Login;
}

describe('TURN logins in a video room', () => {
  test('each person joining gets the STUN server and a fresh TURN login that coturn accepts until it expires', async () => {
    const booking = await insertSessionBooking(rooms.app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 5 });
    const before = Math.floor(Date.now() / 1000);
    const owner = await turnOf(booking.id, 'owner');
    const vet = await turnOf(booking.id, 'vet');
    for (const login of [owner, vet]) {
      expect(login.urls).toEqual(URLS);
      const expiry = Number(login.username.split(':')[0]);
      expect(expiry).toBeGreaterThanOrEqual(before + 3600);
      expect(expiry).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 3600);
      expect(login.credential).toBe(createHmac('sha1', SECRET).update(login.username).digest('base64'));
      expect(login.username).not.toContain('owner');
    }
    expect(vet.username).not.toBe(owner.username);
    expect((await turnOf(booking.id, 'owner')).username).not.toBe(owner.username);
  });

  test('nobody outside the booking gets a login: not another owner, not another practice, not a page', async () => {
    const booking = await insertSessionBooking(rooms.app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 5 });
    for (const who of ['other owner', 'other practice']) {
      const refused = rooms.connect(booking.id, who);
      expect(await refused.closed).not.toBe(1000);
      expect(refused.frames).toEqual([]);
    }
    const pages = [
      ['/', {}],
      [`/appointments/${booking.id}/session`, rooms.cookies.owner!],
      [`/appointments/${booking.id}/session`, rooms.cookies['other owner']!],
    ] as const;
    for (const [path, headers] of pages) {
      const html = await (await rooms.app.request(path, { headers })).text();
      expect({ path, turn: html.includes('turn.example.com') || html.includes(SECRET) }).toEqual({ path, turn: false });
    }
  });
});
