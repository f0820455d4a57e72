/**
 * The video room with VIDEO=vonage, in the browser. A second app instance runs on the e2e
 * database with the Vonage provider, its server library pointed at a local stand-in for the
 * Video API; the browser runs the real @vonage/client-sdk-video, whose calls out (Vonage's
 * session service "anvil", its logging) are answered by the test with page.route, as Vonage
 * would refuse a call: no outside service is reached.
 */
import { expect, test, type Route } from '@playwright/test';
import { insertSessionBooking, MEDIA_ARGS, openSession, personIn } from './sessions-helpers';
import { startSecondApp, type SecondApp } from './second-app';
import config from '../../playwright.config';
import { startVonageStub, VONAGE_APPLICATION_ID, VONAGE_PRIVATE_KEY, type VonageStub } from '../helpers/vonage-stub';

const VIDEO = 4000;
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' };

let stub: VonageStub;
let app: SecondApp;

// A fake camera and microphone for the publisher (a worker of its own).
test.use({ launchOptions: { ...config.use!.launchOptions, args: [...(config.use!.launchOptions!.args ?? []), ...MEDIA_ARGS] } });

test.beforeAll(async () => {
  stub = await startVonageStub();
  app = await startSecondApp('Vonage', { VIDEO: 'vonage', VONAGE_APPLICATION_ID, VONAGE_PRIVATE_KEY, VONAGE_VIDEO_HOST: stub.url });
});

test.afterAll(async () => {
  app?.stop();
  await stub?.stop();
});

/** A JWT's claims (the SDK carries the token our server made). */
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

test('the Vonage call asks our server for the session and token, hands them to the SDK, shows it connecting, and names the problem when Vonage refuses', async ({ browser }) => {
  const id = await insertSessionBooking({ email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 3 });
  const owner = await personIn(browser, 'owner@example.com', false, app.port);
  const outside: string[] = [];
  let asked: { url: URL; token: string } | null = null;
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  // Everything the SDK sends out of this machine stops here.
  await owner.context().route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    async (route: Route) => {
      const request = route.request();
      const url = new URL(request.url());
      outside.push(`${request.method()} ${url.host}${url.pathname}`);
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
      if (/\/session\/[^/]+$/.test(url.pathname)) {
        asked = { url, token: (await request.allHeaders())['x-opentok-auth'] ?? '' };
        await answered;
        // How Vonage's session service turns a token away (the SDK reads the error from the body).
        return route.fulfill({ status: 200, headers: CORS, json: [{ error: { code: 403, errorMessage: { message: 'Invalid token format' } } }] });
      }
      if (url.hostname.startsWith('hlg.')) return route.fulfill({ status: 204, headers: CORS });
      return route.abort('connectionrefused');
    },
  );

  await openSession(owner, id, 'VonageCall', app.port);
  const status = owner.locator('.video-status');
  await expect(status).toHaveText('Join when you are ready.');
  await owner.getByRole('button', { name: 'Join consultation' }).click();
  await expect(status).toHaveText('Connecting to the video service…');

  // Our server made the booking's session at "Vonage", and the SDK asks for exactly that session with our token.
  await expect.poll(() => asked !== null, { timeout: 15_000 }).toBe(true);
  expect(stub.requests.filter((r) => r.method === 'POST' && r.path === '/session/create')).toHaveLength(1);
  expect(asked!.url.pathname).toMatch(new RegExp(`/session/${stub.sessionId}$`));
  expect(claimsOf(asked!.token)).toMatchObject({ application_id: VONAGE_APPLICATION_ID, session_id: stub.sessionId, role: 'publisher' });
  await expect(status).toHaveText('Connecting to the video service…');

  answer();
  const alert = owner.getByRole('alert');
  await expect(alert).toBeVisible({ timeout: 15_000 });
  // Nothing went out but what the test answered: Vonage's session lookup for our session among it.
  expect(outside).toContain(`GET anvil.opentok.com/session/${stub.sessionId}`);
  await expect(alert).toContainText('The video service refused this call’s credentials. (OT_AUTHENTICATION_ERROR: Invalid token format)');
  await expect(alert).not.toContainText(asked!.token);
  await expect(status).toHaveText('Not connected.');
  await expect(owner.getByRole('button', { name: 'Leave' })).toBeVisible();
  await owner.context().close();
});
