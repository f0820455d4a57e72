import { expect, test } from '@playwright/test';
import { site } from './helpers';
import { MEDIA_ARGS, expectRemoteVideoPlaying, insertSessionBooking, openSession, personIn, socketOpens } from './sessions-helpers';
import config from '../../playwright.config';
import { PNG } from './files-fixtures';

const VIDEO = 4000;
const CHAT = 6000;

// A fake camera and microphone for this file only (a worker of its own).
test.use({ launchOptions: { ...config.use!.launchOptions, args: [...(config.use!.launchOptions!.args ?? []), ...MEDIA_ARGS] } });

test.describe('video consultation (WebRTC)', () => {
  test('owner and vet see each other’s video, reconnect after a reload, and the join-to-connected time is printed', async ({ browser }) => {
    test.setTimeout(90_000);
    const id = await insertSessionBooking({ email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 3 });
    const owner = await personIn(browser, 'owner@example.com');
    const vet = await personIn(browser, 'vet@example.com', true);
    const ownerCall = owner.locator('[data-island="VideoCall"] .video-call');
    const vetCall = vet.locator('[data-island="VideoCall"] .video-call');

    await openSession(owner, id, 'VideoCall');
    await expect(owner.locator('video[data-local="true"]')).toHaveJSProperty('paused', false);
    await owner.getByRole('button', { name: 'Join consultation' }).click();
    await expect(owner.getByRole('status')).toContainText('Waiting for');

    await openSession(vet, id, 'VideoCall');
    const joinedAt = Date.now();
    await vet.getByRole('button', { name: 'Join consultation' }).click();
    await expect(vetCall).toHaveAttribute('data-pc-state', 'connected', { timeout: 20_000 });
    console.log(`video join-to-connected: ${Date.now() - joinedAt} ms`);
    await expect(ownerCall).toHaveAttribute('data-pc-state', 'connected', { timeout: 20_000 });
    await expect(ownerCall).toHaveAttribute('data-peer-name', /.+/);
    await expect(vetCall).toHaveAttribute('data-peer-name', 'Sarah Mitchell');
    await expectRemoteVideoPlaying(owner);
    await expectRemoteVideoPlaying(vet);

    // The owner reloads: the vet's side notices, and both meet again.
    await owner.reload();
    await expect(owner.locator('[data-island="VideoCall"]')).toHaveAttribute('data-hydrated', 'true');
    await owner.getByRole('button', { name: 'Join consultation' }).click();
    await expect(ownerCall).toHaveAttribute('data-pc-state', 'connected', { timeout: 20_000 });
    await expect(vetCall).toHaveAttribute('data-pc-state', 'connected', { timeout: 20_000 });
    await expectRemoteVideoPlaying(owner);
    await expectRemoteVideoPlaying(vet);

    // Mute and camera off act on the tracks sent; Leave ends the call for the other side.
    await owner.getByRole('button', { name: 'Mute' }).click();
    await expect(owner.getByRole('button', { name: 'Unmute' })).toBeVisible();
    await owner.getByRole('button', { name: 'Leave' }).click();
    await expect(vetCall).toHaveAttribute('data-pc-state', 'waiting');
    await owner.context().close();
    await vet.context().close();
  });

  test('another owner, another practice and a team member not managing the listing are refused on the page and at the socket', async ({ browser }) => {
    const id = await insertSessionBooking({ email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 3 });
    for (const [email, practice] of [
      ['owner2@example.com', false],
      ['vet2@example.com', true],
      ['staff@example.com', true],
    ] as const) {
      const page = await personIn(browser, email, practice);
      const res = await page.goto(site(undefined, `/appointments/${id}/session`));
      expect({ email, status: res!.status() }).toEqual({ email, status: 404 });
      await expect(page.locator('[data-island="VideoCall"]')).toHaveCount(0);
      expect({ email, opened: await socketOpens(page, id) }).toEqual({ email, opened: false });
      await page.context().close();
    }
    const owner = await personIn(browser, 'owner@example.com');
    await owner.goto(site(undefined, '/'));
    expect(await socketOpens(owner, id)).toBe(true);
    await owner.context().close();
  });

  test('a canceled booking has no session: no room on the page, none at the socket, no Open session', async ({ browser }) => {
    const id = await insertSessionBooking({ email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 3, status: 3 });
    const owner = await personIn(browser, 'owner@example.com');
    await owner.goto(site(undefined, `/appointments/${id}/session`));
    await expect(owner.getByText('This appointment was canceled, so it has no session.')).toBeVisible();
    await expect(owner.locator('[data-island="VideoCall"]')).toHaveCount(0);
    expect(await socketOpens(owner, id)).toBe(false);
    await owner.goto(site(undefined, `/app/my-appointments/${id}?tab=video`));
    await expect(owner.getByRole('link', { name: 'Video Chat' })).toBeVisible();
    await expect(owner.getByRole('link', { name: 'Open session' })).toHaveCount(0);
    await owner.context().close();
  });
});

test.describe('chat consultation', () => {
  const texts = (page: import('@playwright/test').Page) => page.locator('.chat-messages .chat-message:not(.chat-pending) .chat-text').allTextContents();

  async function send(page: import('@playwright/test').Page, text: string) {
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  }

  test('both sides chat live, markup arrives as text, and a reload shows the history once', async ({ browser }) => {
    const id = await insertSessionBooking({ email: 'owner@example.com', listing: 'patel', type: CHAT, startsInMin: 3 });
    const owner = await personIn(browser, 'owner@example.com');
    const vet = await personIn(browser, 'vet@example.com', true);
    await openSession(owner, id, 'ChatRoom');
    await openSession(vet, id, 'ChatRoom');
    await expect(owner.locator('.chat-room')).toHaveAttribute('data-connection', 'open');
    await expect(vet.locator('.chat-room')).toHaveAttribute('data-connection', 'open');

    await send(owner, 'Hello, Biscuit is scratching again.');
    await expect(vet.getByText('Hello, Biscuit is scratching again.')).toBeVisible();
    await send(vet, 'Since when? Any redness?');
    await expect(owner.getByText('Since when? Any redness?')).toBeVisible();
    const xss = '<img src=x onerror="window.__xss=1">';
    await send(owner, xss);
    await expect(vet.locator('.chat-text', { hasText: xss })).toHaveText(xss);
    expect(await vet.locator('.chat-messages img').count()).toBe(0);
    expect(await vet.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

    await vet.reload();
    await expect(vet.locator('.chat-room')).toHaveAttribute('data-connection', 'open');
    expect(await texts(vet)).toEqual(['Hello, Biscuit is scratching again.', 'Since when? Any redness?', xss]);
    // The conversation stays on the appointment's detail for later.
    await vet.goto(site(undefined, `/app/appointments/${id}`));
    await expect(vet.locator('.chat-transcript .chat-text')).toHaveText(['Hello, Biscuit is scratching again.', 'Since when? Any redness?', xss]);
    await owner.context().close();
    await vet.context().close();
  });

  test('the owner attaches a picture: the vet sees it live as a thumbnail only the booking’s people open, it stays on reload and on the appointment; a kind the chat does not take is refused with the reason', async ({ browser }) => {
    const id = await insertSessionBooking({ email: 'owner@example.com', listing: 'patel', type: CHAT, startsInMin: 3 });
    const owner = await personIn(browser, 'owner@example.com');
    const vet = await personIn(browser, 'vet@example.com', true);
    await openSession(owner, id, 'ChatRoom');
    await openSession(vet, id, 'ChatRoom');
    await expect(vet.locator('.chat-room')).toHaveAttribute('data-connection', 'open');
    const name = 'paw <img src=x onerror=window.__xss=1>.png';

    await owner.getByLabel('Attach a file').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    const file = vet.locator('.chat-message .chat-file');
    await expect(file).toHaveText(name);
    const thumb = file.locator('img.chat-thumb');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await vet.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    const href = (await file.getAttribute('href'))!;
    expect(href).toMatch(/^\/files\/private\/chat\/[0-9a-f-]{36}\.png$/);
    const opened = await vet.request.get(site(undefined, href));
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('image/png');
    const stranger = await personIn(browser, 'owner2@example.com');
    expect((await stranger.request.get(site(undefined, href))).status()).toBe(404);
    await stranger.context().close();

    // Text declared as something else, and a kind the chat does not take: the files API's reasons, nothing sent.
    await owner.getByLabel('Attach a file').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>') });
    await expect(owner.getByRole('alert')).toHaveText('The file must be a PDF, JPEG, PNG or WebP file, of the kind declared when it was registered');
    await owner.getByLabel('Attach a file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(owner.getByRole('alert')).toHaveText('This kind of file cannot be uploaded here: choose a PDF, JPEG, PNG or WebP file');
    await expect(vet.locator('.chat-message')).toHaveCount(1);

    await vet.reload();
    await expect(vet.locator('.chat-room')).toHaveAttribute('data-connection', 'open');
    await expect(vet.locator('.chat-messages .chat-file')).toHaveText([name]);
    await vet.goto(site(undefined, `/app/appointments/${id}`));
    await expect(vet.locator('.chat-transcript .chat-file')).toHaveText(name);
    await expect(vet.locator('.chat-transcript .chat-file')).toHaveAttribute('href', href);
    await owner.context().close();
    await vet.context().close();
  });

  test('100 messages sent across a dropped connection arrive exactly once and in order', async ({ browser }) => {
    test.setTimeout(120_000);
    const id = await insertSessionBooking({ email: 'owner@example.com', listing: 'patel', type: CHAT, startsInMin: 3 });
    const owner = await personIn(browser, 'owner@example.com');
    const vet = await personIn(browser, 'vet@example.com', true);
    let connections = 0;
    // The owner's first socket passes 30 messages, then the connection drops (both ends closed).
    await owner.routeWebSocket(/\/live/, (ws) => {
      const server = ws.connectToServer();
      if (++connections > 1) return;
      let passed = 0;
      ws.onMessage((message) => {
        if (passed++ < 30) server.send(message);
        else {
          ws.close({ code: 4999, reason: 'dropped' });
          server.close();
        }
      });
    });
    await openSession(owner, id, 'ChatRoom');
    await openSession(vet, id, 'ChatRoom');
    const expected = Array.from({ length: 100 }, (_, i) => `message ${i + 1}`);
    for (const text of expected) await send(owner, text);
    await expect.poll(() => texts(vet), { timeout: 60_000 }).toEqual(expected);
    await expect.poll(() => texts(owner), { timeout: 10_000 }).toEqual(expected);
    await expect(owner.locator('.chat-pending')).toHaveCount(0);
    expect(connections).toBeGreaterThan(1);
    await owner.context().close();
    await vet.context().close();
  });
});
