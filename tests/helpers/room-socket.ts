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
