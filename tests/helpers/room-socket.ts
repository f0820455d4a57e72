import { createTestApp, type TestAppOptions } from './app';
import { sessionOf } from '../integration/features/appointments/fixtures';

export type Frame = { t: string } & Record<string, unknown>;

/**
 * A socket into a booking's room (`/appointments/:id/live`) as one signed-in person, collecting
 * what the server sends; `next` waits (3 s at most) for the first frame that matches.
 */
export function roomSocket(base: string, cookies: Record<string, Record<string, string>>, bookingId: number, who: string, query = '') {
  const frames: Frame[] = [];
  const waiters: { test: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  const ws = new WebSocket(`${base}/appointments/${bookingId}/live${query}`, { headers: { ...cookies[who], host: 'localhost' } } as unknown as string[]);
  ws.onmessage = (event) => {
    const frame = JSON.parse(String(event.data)) as Frame;
    frames.push(frame);
    for (const w of [...waiters]) if (w.test(frame)) (waiters.splice(waiters.indexOf(w), 1), w.resolve(frame));
  };
  const closed = new Promise<number>((resolve) => (ws.onclose = (e) => resolve(e.code)));
  const next = (test: (f: Frame) => boolean) =>
    new Promise<Frame>((resolve, reject) => {
      const seen = frames.find(test);
      if (seen) return resolve(seen);
      waiters.push({ test, resolve });
      setTimeout(() => reject(new Error(`no frame for ${who}; got ${JSON.stringify(frames)}`)), 3000);
    });
  return { ws, frames, next, closed, send: (frame: object) => ws.send(JSON.stringify(frame)) };
}

/** The people the room tests sign in, by what they are to the demo bookings of Dr. Maya Patel. */
const PEOPLE = [
  ['owner', 'owner@example.com', 'user'],
  ['vet', 'vet@example.com', 'vendor'],
  ['other owner', 'owner2@example.com', 'user'],
  ['other practice', 'vet2@example.com', 'vendor'],
  ['staff', 'staff@example.com', 'vendor'],
  ['admin', 'admin@example.com', 'admin'],
] as const;

/** A test app listening on a free port, everyone in PEOPLE signed in (their cookies), and a way into rooms. */
export async function startRoomApp(options: TestAppOptions = {}) {
  const app = await createTestApp(options);
  app.app.listen({ hostname: '127.0.0.1', port: 0 });
  const base = `ws://127.0.0.1:${app.app.server!.port}`;
  const cookies: Record<string, Record<string, string>> = {};
  for (const [who, email, role] of PEOPLE) cookies[who] = await sessionOf(app, email, role);
  return {
    app,
    cookies,
    connect: (bookingId: number, who: string, query = '') => roomSocket(base, cookies, bookingId, who, query),
    async stop() {
      await app.app.stop(true);
      app.close();
    },
  };
}
