import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { clientAddress, isLoopback, peerAddress } from '../../../../src/plugins/client-ip';

/**
 * Issue 19: the development outbox holds reset and set-password links, so it answers only in
 * development, only on the main host and only to a loopback connection. The connection's
 * address is forged here through the app's own client-address function (the server's
 * requestIP, which `app.handle` otherwise lacks).
 */
let app: TestApp;
let peer = '127.0.0.1';

beforeAll(async () => {
  // Behind a trusted proxy, so X-Forwarded-For would count for the client address if anything trusted it here.
  app = await createTestApp({ env: { TRUST_PROXY: '1' } });
  (app.app as unknown as { server: unknown }).server = { requestIP: () => ({ address: peer, family: 'IPv4', port: 50000 }) };
}, 30_000);
afterAll(() => app.close());

async function outbox(host: string, address: string, headers: Record<string, string> = {}) {
  peer = address;
  return app.request('/dev/outbox', { host, headers: { accept: 'application/json', ...headers } });
}

describe('/dev/outbox', () => {
  test('answers the JSON list on the main host to a loopback connection (IPv4, IPv6, mapped)', async () => {
    for (const [host, address] of [['localhost', '127.0.0.1'], ['www.localhost', '::1'], ['localhost:3000', '::ffff:127.0.0.1']] as const) {
      const res = await outbox(host, address);
      expect(res.status).toBe(200);
      expect(Array.isArray(await res.json())).toBe(true);
    }
  });

  test('answers 404 on app., a practice site and a custom domain, even to loopback', async () => {
    for (const host of ['app.localhost', 'happypaws.localhost', 'citycats.localhost', 'happypaws-clinic.test', 'nobody.example']) {
      expect((await outbox(host, '127.0.0.1')).status).toBe(404);
    }
  });

  test('answers 404 to a non-loopback client, whatever X-Forwarded-For claims', async () => {
    expect((await outbox('localhost', '203.0.113.9')).status).toBe(404);
    expect((await outbox('localhost', '10.0.0.7', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(404);
    expect((await outbox('localhost', '192.168.1.20', { 'x-forwarded-for': '::1', forwarded: 'for=127.0.0.1' })).status).toBe(404);
    // A local proxy relaying someone else is not a local client either.
    expect((await outbox('localhost', '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
    const page = await outbox('localhost', '203.0.113.9');
    expect(await page.text()).not.toContain('outbox');
  });

  test('the client address trusts X-Forwarded-For only behind a proxy; the peer address never does', () => {
    const server = { requestIP: () => ({ address: '203.0.113.9' }) };
    const forged = new Request('http://localhost/dev/outbox', { headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(clientAddress(forged, server, true)).toBe('127.0.0.1');
    expect(clientAddress(forged, server, false)).toBe('203.0.113.9');
    expect(peerAddress(forged, server)).toBe('203.0.113.9');
    expect(peerAddress(forged, undefined)).toBe('unknown');
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['203.0.113.9', '::ffff:10.0.0.1', 'unknown', '127.0.0.1.evil', '::2'].some(isLoopback)).toBe(false);
  });

  test('does not exist in production', async () => {
    const prod = await createTestApp({ seed: false, env: { NODE_ENV: 'production' } });
    try {
      (prod.app as unknown as { server: unknown }).server = { requestIP: () => ({ address: '127.0.0.1' }) };
      expect((await prod.request('/dev/outbox', { headers: { accept: 'application/json' } })).status).toBe(404);
    } finally {
      prod.close();
    }
  });
});
