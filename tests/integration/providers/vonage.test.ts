import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { generateKeyPairSync, verify } from 'node:crypto';
import { vonageVideo } from '../../../src/providers/video/vonage';
import { ConfigError, loadConfig } from '../../../src/config';

const APPLICATION_ID = '00000000-0000-4000-8000-000000000001';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

interface Seen {
  method: string;
  path: string;
  authorization: string | null;
  form: URLSearchParams;
}
let server: ReturnType<typeof Bun.serve>;
const seen: Seen[] = [];

beforeAll(() => {
  // Stands in for video.api.vonage.com: records the request and answers like POST /session/create.
  server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      seen.push({ method: request.method, path: url.pathname, authorization: request.headers.get('authorization'), form: new URLSearchParams(await request.text()) });
      return Response.json([{ session_id: '2_MX4wMDAwMDAwMC1zdHViLXNlc3Npb24', project_id: APPLICATION_ID, create_dt: 'now' }]);
    },
  });
});
afterAll(() => server.stop(true));

/** A JWT's claims, after checking its RS256 signature with the application's public key. */
function verifiedClaims(jwt: string): Record<string, unknown> {
  const [header, payload, signature] = jwt.split('.');
  expect(JSON.parse(Buffer.from(header!, 'base64url').toString()).alg).toBe('RS256');
  expect(verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature!, 'base64url'))).toBe(true);
  return JSON.parse(Buffer.from(payload!, 'base64url').toString());
}

describe('the Vonage video adapter', () => {
  test('creates a routed session through @vonage/video, authenticated by a JWT the application key signed', async () => {
    const video = vonageVideo({ applicationId: APPLICATION_ID, privateKey: PEM, videoHost: `http://127.0.0.1:${server.port}` });
    expect(await video.createSession()).toBe('2_MX4wMDAwMDAwMC1zdHViLXNlc3Npb24');
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/session/create');
    expect(request.form.get('p2p.preference')).toBe('disabled');
    expect(verifiedClaims(request.authorization!.replace(/^Bearer /, '')).application_id).toBe(APPLICATION_ID);
  });

  test('a person joining gets a publisher token for that session carrying their name', () => {
    const video = vonageVideo({ applicationId: APPLICATION_ID, privateKey: PEM.replace(/\n/g, '\\n'), videoHost: `http://127.0.0.1:${server.port}` });
    const join = video.join('2_session', { name: 'Sarah Mitchell' });
    expect(join).toMatchObject({ provider: 'vonage', applicationId: APPLICATION_ID, sessionId: '2_session' });
    const claims = verifiedClaims((join as { token: string }).token);
    expect(claims).toMatchObject({ application_id: APPLICATION_ID, session_id: '2_session', role: 'publisher', scope: 'session.connect' });
    expect(JSON.parse(String(claims.connection_data))).toEqual({ name: 'Sarah Mitchell' });
    expect(Number(claims.exp) - Date.now() / 1000).toBeLessThanOrEqual(4 * 3600 + 5);
  });

  test('VIDEO=vonage without a credential stops start-up naming the variable', () => {
    expect(() => loadConfig({ VIDEO: 'vonage', VONAGE_APPLICATION_ID: APPLICATION_ID, JWT_SECRET: 'x'.repeat(32) })).toThrow(
      new ConfigError('VIDEO=vonage needs the environment variable VONAGE_PRIVATE_KEY'),
    );
    expect(() => loadConfig({ VIDEO: 'vonage', VONAGE_PRIVATE_KEY: PEM, JWT_SECRET: 'x'.repeat(32) })).toThrow(/VONAGE_APPLICATION_ID/);
  });

  test('ICE_SERVERS must be a JSON list of STUN/TURN servers; a bad one stops start-up naming it', () => {
    const ok = loadConfig({ JWT_SECRET: 'x'.repeat(32), ICE_SERVERS: '[{"urls":"stun:stun.example.org:3478"},{"urls":["turn:turn.example.org:3478?transport=udp"],"username":"u","credential":"p"}]' });
    expect(ok.video.iceServers).toHaveLength(2);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).video.iceServers).toEqual([]);
    for (const bad of ['not json', '{"urls":"stun:x"}', '[{"urls":"http://x"}]', '[{"url":"stun:x"}]']) {
      expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), ICE_SERVERS: bad })).toThrow(/ICE_SERVERS/);
    }
  });
});
