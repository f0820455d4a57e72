import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { insertSessionBooking } from '../../../helpers/sessions';
import { startRoomApp } from '../../../helpers/room-socket';

/**
 * The whole TURN path on loopback: Debian's coturn with `use-auth-secret`, the login the app hands
 * a person joining a room, and Chromium told to use relays only. npm test installs coturn.
 */
const TURNSERVER = '/usr/bin/turnserver';
const CHROMIUM = '/usr/bin/chromium';
const ready = existsSync(TURNSERVER) && existsSync(CHROMIUM);
const SECRET = 'loopback-turn-secret-0123456789';
const PORT = 30_000 + Math.floor(Math.random() * 20_000);

type Login = { urls: string[]; username: string; credential: string };
let turn: ReturnType<typeof Bun.spawn> | undefined;
let browser: Browser | undefined;
let rooms: Awaited<ReturnType<typeof startRoomApp>> | undefined;

async function waitForPort(port: number) {
  for (let i = 0; i < 50; i++) {
    try {
      (await Bun.connect({ hostname: '127.0.0.1', port, socket: { data() {} } })).end();
      return;
    } catch {
      await Bun.sleep(100);
    }
  }
  throw new Error(`turnserver did not listen on ${port}`);
}

beforeAll(async () => {
  if (!ready) return;
  const dir = mkdtempSync(join(tmpdir(), 'turn-'));
  turn = Bun.spawn([TURNSERVER, '-n', '--no-cli', '--no-tls', '--no-dtls', '--listening-ip=127.0.0.1', '--relay-ip=127.0.0.1', `--listening-port=${PORT}`, `--min-port=${PORT + 1}`, `--max-port=${PORT + 20}`, '--use-auth-secret', `--static-auth-secret=${SECRET}`, '--realm=vetconsult.test', '--fingerprint', `--pidfile=${join(dir, 'turn.pid')}`, `--log-file=${join(dir, 'turn.log')}`], { stdout: 'ignore', stderr: 'ignore' });
  await waitForPort(PORT);
  rooms = await startRoomApp({ env: { TURN_SECRET: SECRET, TURN_URLS: `turn:127.0.0.1:${PORT}?transport=udp` } });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
}, 30_000);
afterAll(async () => {
  await browser?.close();
  await rooms?.stop();
  turn?.kill();
});

/** The login the app gives the booking's owner when they join the video room. */
async function ownersLogin(): Promise<Login> {
  const booking = await insertSessionBooking(rooms!.app, { email: 'owner@example.com', listing: 'patel', type: 4000, startsInMin: 5 });
  const owner = rooms!.connect(booking.id, 'owner');
  const welcome = await owner.next((f) => f.t === 'welcome');
  owner.ws.close();
  return (welcome.video as { iceServers: Login[] }).iceServers.at(-1)!;
}

/** The candidates Chromium gathers with relays only (5 s at most). */
async function relayCandidates(server: Login): Promise<string[]> {
  const page = await browser!.newPage();
  try {
    return await page.evaluate(async (iceServer) => {
      const pc = new RTCPeerConnection({ iceServers: [iceServer], iceTransportPolicy: 'relay' });
      const found: string[] = [];
      pc.createDataChannel('probe');
      const done = new Promise<void>((resolve) => {
        pc.onicecandidate = (event) => (event.candidate ? found.push(event.candidate.candidate) : resolve());
        setTimeout(resolve, 5000);
      });
      await pc.setLocalDescription(await pc.createOffer());
      await done;
      pc.close();
      return found;
    }, server);
  } finally {
    await page.close();
  }
}

describe.skipIf(!ready)('a relay through coturn with the app’s TURN login', () => {
  test('Chromium, allowed relays only, gets a relay candidate from coturn with the login the app handed out', async () => {
    const login = await ownersLogin();
    const candidates = await relayCandidates(login);
    expect(candidates.some((c) => / typ relay /.test(c) && c.includes('127.0.0.1'))).toBe(true);
  }, 20_000);

  test('a login with a forged password, or one already expired, gets no relay', async () => {
    const login = await ownersLogin();
    expect(await relayCandidates({ ...login, credential: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' })).toEqual([]);
    const expired = `${Math.floor(Date.now() / 1000) - 60}:${login.username.split(':')[1]}`;
    const hmac = new Bun.CryptoHasher('sha1', SECRET).update(expired).digest('base64');
    expect(await relayCandidates({ ...login, username: expired, credential: hmac })).toEqual([]);
  }, 20_000);
});
