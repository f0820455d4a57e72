import { afterAll, beforeAll, expect, test } from 'bun:test';
import { insertSessionBooking } from '../../helpers/sessions';
import { startRoomApp } from '../../helpers/room-socket';

const VIDEO = 4000;
const LIVE = 'http_requests_total{method="GET",route="/appointments/:id/live",status="101"}';

let rooms: Awaited<ReturnType<typeof startRoomApp>>;
let base: string;
beforeAll(async () => {
  rooms = await startRoomApp();
  base = `http://127.0.0.1:${rooms.app.app.server!.port}`;
}, 30_000);
afterAll(() => rooms.stop());

const scrape = async () => (await fetch(`${base}/metrics`)).text();
const sample = (text: string, series: string) => Number(text.split('\n').find((l) => l.startsWith(`${series} `))?.slice(series.length + 1) ?? 0);

test('open rooms and sockets are gauges, and each WebSocket upgrade is counted once under its route template', async () => {
  const booking = await insertSessionBooking(rooms.app, { email: 'owner@example.com', listing: 'patel', type: VIDEO, startsInMin: 5 });
  const before = await scrape();
  const owner = rooms.connect(booking.id, 'owner');
  await owner.next((f) => f.t === 'welcome');
  const vet = rooms.connect(booking.id, 'vet');
  await vet.next((f) => f.t === 'welcome');
  vet.send({ t: 'signal', data: { description: { type: 'offer', sdp: 'v=0' } } });
  await owner.next((f) => f.t === 'signal');
  const during = await scrape();
  expect(sample(during, 'rooms_open')).toBe(1);
  expect(sample(during, 'room_sockets_open')).toBe(2);
  expect(sample(during, LIVE) - sample(before, LIVE)).toBe(2);
  vet.ws.close();
  owner.ws.close();
  await Promise.all([vet.closed, owner.closed]);
  await Bun.sleep(50);
  const after = await scrape();
  expect(sample(after, 'room_sockets_open')).toBe(0);
  expect(sample(after, 'rooms_open')).toBe(0);
  // Frames on an open socket and its close are no new requests.
  expect(sample(after, LIVE) - sample(before, LIVE)).toBe(2);
});
