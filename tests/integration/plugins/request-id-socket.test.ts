import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { connect } from 'node:net';
import { insertSessionBooking } from '../../helpers/sessions';
import { startRoomApp } from '../../helpers/room-socket';

let rooms: Awaited<ReturnType<typeof startRoomApp>>;
beforeAll(async () => void (rooms = await startRoomApp()), 30_000);
afterAll(() => rooms.stop());

/** Sends a WebSocket upgrade by hand and answers the head of the server's reply (status line and headers). */
function upgradeHead(port: number, path: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let head = '';
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end >= 0) (socket.destroy(), resolve(head.slice(0, end)));
    });
    socket.on('error', reject);
    const lines = [`GET ${path} HTTP/1.1`, 'Host: localhost', 'Connection: Upgrade', 'Upgrade: websocket', 'Sec-WebSocket-Version: 13', 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ=='];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

describe('a room socket', () => {
  test('the WebSocket upgrade (101) echoes the request id, and a refused upgrade carries one too', async () => {
    const booking = await insertSessionBooking(rooms.app, { email: 'owner@example.com', listing: 'patel', type: 4000, startsInMin: 5 });
    const port = rooms.app.app.server!.port!;
    const head = await upgradeHead(port, `/appointments/${booking.id}/live`, { ...rooms.cookies.owner, 'X-Request-Id': 'socket-1' });
    expect(head).toStartWith('HTTP/1.1 101');
    expect(head.toLowerCase()).toContain('x-request-id: socket-1');
    const refused = await upgradeHead(port, `/appointments/${booking.id}/live`, {});
    expect(refused).not.toStartWith('HTTP/1.1 101');
    expect(refused.toLowerCase()).toMatch(/x-request-id: [0-9a-f-]{36}/);
  });
});
