/**
 * Check R11: rooms across processes. Two app processes over one database and one Redis
 * (lib/two-processes.ts), the owner always on process A and the vet on process B:
 *  - chat: 1,000 messages (200 in `npm test`), half each way, over raw WebSockets speaking as the
 *    ChatRoom island does (lib/chat-client.ts), with Redis stopped and started again mid-stream:
 *    each side's list of what arrived equals the other side's list of what it sent, exactly;
 *  - revocation: the owner signed out on B closes their socket held by A with the island's code;
 *  - video: in Chromium (fake camera), both pages' RTCPeerConnection reach `connected`, the
 *    signalling relayed between the processes; then the owner signed out on B sees, on A, the
 *    text the island shows for it.
 * Full strength: 500 messages a side pass the per-sender rate limit (a burst of 120, then 2 a
 * second), so the clients wait as the island does and the chat takes about three minutes.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { chromium, type Browser, type Page } from '@playwright/test';
import { proofFigure, strength } from './lib/figure';
import { chatClient } from './lib/chat-client';
import { insertRoomBooking, signOut, startTwoProcesses, tokenOf, type TwoProcesses } from './lib/two-processes';
import config from '../../playwright.config';

const MESSAGES = strength(200, 1000);
const VIDEO = 4000;
const CHAT = 6000;
const SIGNED_OUT = { code: 4002, reason: 'You have been signed out.' };
/** How long Redis stays away during the chat. */
const REDIS_DOWN_MS = 1500;

let world: TwoProcesses;
beforeAll(async () => void (world = await startTwoProcesses()), 90_000);
afterAll(() => world?.close());

/** Waits until `done` holds, for `ms` at most (the assertions after it say what is missing). */
async function until(done: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await Bun.sleep(10);
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-US');

describe('R11: owner on process A, vet on process B, rooms through Redis', () => {
  test('they chat across a Redis restart: every message arrives once and in order', async () => {
    const booking = await insertRoomBooking(world.database, CHAT);
    const owner = chatClient(world.a.origin, booking, await tokenOf(world.a.origin, 'owner@example.com', 'user'), 'owner');
    const vet = chatClient(world.b.origin, booking, await tokenOf(world.b.origin, 'vet@example.com', 'vendor'), 'practice');
    await Promise.all([owner.open(), vet.open()]);
    const began = Date.now();
    const sent = { owner: [] as string[], vet: [] as string[] };
    for (let i = 0; i < MESSAGES / 2; i++) {
      sent.owner.push(`owner ${i}`);
      sent.vet.push(`vet ${i}`);
      owner.send(`o${i}`, `owner ${i}`);
      vet.send(`v${i}`, `vet ${i}`);
    }
    // Redis goes away once half the messages have arrived, and comes back on the same port.
    const arrived = () => owner.state.arrived.length + vet.state.arrived.length;
    await until(() => arrived() >= MESSAGES / 2, strength(30_000, 400_000));
    const restartedAfter = arrived();
    await world.redis.stop();
    await Bun.sleep(REDIS_DOWN_MS);
    await world.redis.start();
    await Promise.race([Promise.all([owner.drained(), vet.drained()]), Bun.sleep(strength(30_000, 400_000))]);
    await until(() => arrived() >= MESSAGES, 30_000);
    await Bun.sleep(500); // anything late and doubled would land now
    const took = Date.now() - began;
    owner.close();
    vet.close();

    expect(vet.state.arrived).toEqual(sent.owner);
    expect(owner.state.arrived).toEqual(sent.vet);
    expect(owner.state.repeats + vet.state.repeats).toBe(0);
    expect([...owner.state.refusals, ...vet.state.refusals]).toEqual([]);
    proofFigure(
      'R11',
      'chat across processes and a Redis restart',
      `${count(MESSAGES)} messages (${count(MESSAGES / 2)} each way, raw WebSockets as the island), Redis down ${seconds(REDIS_DOWN_MS)} after ${count(restartedAfter)}: each arrived once and in order, ${owner.state.reconnects + vet.state.reconnects} reconnects, ${seconds(took)}`,
    );
  }, 600_000);

  test('signing the owner out on process B closes their socket on process A', async () => {
    const booking = await insertRoomBooking(world.database, CHAT);
    const token = await tokenOf(world.a.origin, 'owner@example.com', 'user');
    const owner = chatClient(world.a.origin, booking, token, 'owner');
    await owner.open();
    const at = Date.now();
    expect(await signOut(world.b.origin, token)).toBe(303);
    expect(await owner.closedFor(5_000)).toEqual(SIGNED_OUT);
    proofFigure('R11', 'revocation across processes', `owner signed out on B: their socket on A closed with ${SIGNED_OUT.code} "${SIGNED_OUT.reason}" in ${Date.now() - at} ms`);
  }, 30_000);

  test('they complete a video call in Chromium, and the owner signed out on B is told so on A', async () => {
    const browser = await launch();
    try {
      const booking = await insertRoomBooking(world.database, VIDEO);
      const owner = await signedIn(browser, world.a.port, '/login', 'owner@example.com');
      const vet = await signedIn(browser, world.b.port, '/vendor/login', 'vet@example.com');
      await openCall(owner, world.a.port, booking);
      await openCall(vet, world.b.port, booking);
      const at = Date.now();
      await Promise.all([connected(owner), connected(vet)]);
      const took = Date.now() - at;
      proofFigure('R11', 'video call across processes', `owner on A, vet on B: both RTCPeerConnections connected in ${seconds(took)} (Chromium, signalling through Redis)`);

      const session = (await owner.context().cookies()).find((c) => c.name === 'session')!.value;
      expect(await signOut(world.b.origin, session)).toBe(303);
      await owner.getByText(SIGNED_OUT.reason).waitFor({ timeout: 10_000 });
    } finally {
      await browser.close();
    }
  }, 120_000);
});

/** Debian's Chromium with the flags of the browser suite and a fake camera and microphone. */
function launch(): Promise<Browser> {
  const base = config.use!.launchOptions!;
  return chromium.launch({ ...base, args: [...(base.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required'] });
}

async function signedIn(browser: Browser, port: number, path: string, email: string): Promise<Page> {
  const page = await (await browser.newContext({ timezoneId: 'UTC' })).newPage();
  await page.goto(`http://localhost:${port}${path}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !/\/login/.test(url.pathname));
  return page;
}

async function openCall(page: Page, port: number, booking: number) {
  await page.goto(`http://localhost:${port}/appointments/${booking}/session`);
  await page.locator('[data-island="VideoCall"][data-hydrated="true"]').waitFor();
  await page.getByRole('button', { name: 'Join consultation' }).click();
}

/** The island mirrors its RTCPeerConnection's connectionState in data-pc-state. */
const connected = (page: Page) => page.locator('[data-island="VideoCall"] .video-call[data-pc-state="connected"]').waitFor({ timeout: 30_000 });
