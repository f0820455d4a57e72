import { describe, expect, test } from 'bun:test';
import { ConfigError, loadConfig } from '../../../src/config';
import { turnCredential, turnLogin } from '../../../src/providers/video/turn';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/turn-config-test' };
const SECRET = 'north-sea-secret-0123';

/** What coturn computes from its static-auth-secret, worked out by OpenSSL, not by our code. */
function openssl(secret: string, username: string): string {
  const out = Bun.spawnSync(['sh', '-c', `printf '%s' "$U" | openssl dgst -sha1 -hmac "$S" -binary | base64`], { env: { ...process.env, U: username, S: secret } });
  return out.stdout.toString().trim();
}

describe('a TURN login (coturn use-auth-secret)', () => {
  test('the password is base64(HMAC-SHA1(secret, user name)), as a fixed vector and as OpenSSL computes it', () => {
    expect(turnCredential(SECRET, '1700000000:alice')).toBe('c2rZi3fqOoAlpxkwrCr8hZTMhvA=');
    expect(turnCredential(SECRET, '1799999999:0a1b2c')).toBe(openssl(SECRET, '1799999999:0a1b2c'));
  });

  test('the user name is the expiry in unix seconds and a random id, and the login carries the configured URLs', () => {
    const turn = { secret: SECRET, urls: ['turn:turn.example.com:3478', 'turns:turn.example.com:5349'], ttlSeconds: 3600 };
    const now = new Date('2027-03-13T09:00:00Z');
    const login = turnLogin(turn, now);
    const [expiry, id] = login.username!.split(':');
    expect(Number(expiry)).toBe(now.getTime() / 1000 + 3600);
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(login).toEqual({ urls: turn.urls, username: login.username, credential: openssl(SECRET, login.username!) });
    expect(turnLogin(turn, now).username).not.toBe(login.username);
  });
});

describe('TURN settings', () => {
  test('TURN_SECRET and TURN_URLS give the app a TURN server; none without them', () => {
    expect(loadConfig(base).video.turn).toBeNull();
    const config = loadConfig({ ...base, TURN_SECRET: SECRET, TURN_URLS: 'turn:turn.example.com:3478?transport=udp, turns:turn.example.com:5349' });
    expect(config.video.turn).toEqual({ secret: SECRET, urls: ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'], ttlSeconds: 21_600 });
    expect(loadConfig({ ...base, TURN_SECRET: SECRET, TURN_URLS: 'turn:127.0.0.1', TURN_TTL_SECONDS: '600' }).video.turn?.ttlSeconds).toBe(600);
  });

  test('a bad URL, a short secret or one setting without the other stops start-up naming the variable', () => {
    for (const bad of ['stun:turn.example.com', 'https://turn.example.com', 'turn:', 'turn:host:3478?transport=sctp', 'turn:a b']) {
      expect(() => loadConfig({ ...base, TURN_SECRET: SECRET, TURN_URLS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, TURN_SECRET: SECRET, TURN_URLS: bad })).toThrow('TURN_URLS');
    }
    expect(() => loadConfig({ ...base, TURN_SECRET: 'short-secret', TURN_URLS: 'turn:turn.example.com' })).toThrow('TURN_SECRET');
    expect(() => loadConfig({ ...base, TURN_URLS: 'turn:turn.example.com' })).toThrow('needs the environment variable TURN_SECRET');
    expect(() => loadConfig({ ...base, TURN_SECRET: SECRET })).toThrow('needs the environment variable TURN_URLS');
    expect(() => loadConfig({ ...base, TURN_SECRET: SECRET, TURN_URLS: 'turn:x', TURN_TTL_SECONDS: '5' })).toThrow('TURN_TTL_SECONDS');
  });

  test('the secret never appears in the message that refuses it', () => {
    try {
      loadConfig({ ...base, TURN_SECRET: 'tiny-secret', TURN_URLS: 'turn:x' });
    } catch (error) {
      expect(String(error)).not.toContain('tiny-secret');
    }
  });
});
