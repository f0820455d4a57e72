import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync } from 'node:crypto';

/** An application id and a fresh private key, as VIDEO=vonage needs them (the stub does not check the JWT's signature). */
export const VONAGE_APPLICATION_ID = '00000000-0000-4000-8000-0000000000e2';
export const VONAGE_PRIVATE_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

export interface VonageStub {
  url: string;
  /** The session id it hands out for POST /session/create. */
  sessionId: string;
  requests: { method: string; path: string; authorization: string | null }[];
  stop(): Promise<void>;
}

/**
 * A local stand-in for Vonage's Video API (video.api.vonage.com) on 127.0.0.1: answers
 * POST /session/create like Vonage does and records what the server library sent.
 */
export function startVonageStub(sessionId = '2_MX5lMmUtc3R1Yi1zZXNzaW9u'): Promise<VonageStub> {
  const requests: VonageStub['requests'] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization ?? null });
      if (req.method === 'POST' && req.url === '/session/create') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify([{ session_id: sessionId, project_id: VONAGE_APPLICATION_ID, create_dt: new Date().toUTCString() }]));
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"message":"not found"}');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, sessionId, requests, stop: () => new Promise((r) => server.close(() => r())) });
    });
  });
}
