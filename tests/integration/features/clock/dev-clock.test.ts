import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { bookings } from '../../../../db/schema';
import { ConfigError, loadConfig } from '../../../../src/config';
import { createTestApp } from '../../../helpers/app';
import { createClockApp, type ClockApp } from '../../../helpers/clock';
import { listingByTitle, userByEmail } from '../../../helpers/booking';

const START = '2027-06-10T12:00:00.000Z';
const HOUR = 3_600_000;
let app: ClockApp;

beforeAll(async () => {
  app = await createClockApp(START);
}, 30_000);
afterAll(() => app.close());

const nowOf = async (res: Response) => Date.parse(((await res.json()) as { now: string }).now);
const closeTo = (ms: number, expected: number) => expect(Math.abs(ms - expected)).toBeLessThan(5_000);

/** A booking row of the demo's Dr. Patel, `startsInMs` from the clock, as a payment under way (`holdMs`) or confirmed. */
async function bookingAt(startsInMs: number, holdMs: number | null) {
  const listing = await listingByTitle(app, 'Dr. Maya Patel');
  const owner = await userByEmail(app, 'owner2@example.com');
  const slot = new Date(app.now().getTime() + startsInMs).toISOString();
  const [row] = await app.db
    .insert(bookings)
    .values({
      slot,
      slot_end: new Date(Date.parse(slot) + 30 * 60_000).toISOString(),
      status: 0,
      type: 4000,
      user_id: owner.id,
      vendor_id: listing.vendor_id,
      vendor_listing_id: listing.id,
      hold_expires_at: holdMs === null ? null : new Date(app.now().getTime() + holdMs).toISOString(),
      details: { type: 4000, slot, user: { id: owner.id, first_name: owner.first_name, last_name: owner.last_name, email: owner.email }, listing: { title: listing.title, line1: listing.line1, duration: 30, price: 5000 } } as never,
    })
    .returning();
  return row!;
}

describe('/dev/clock', () => {
  test('CLOCK_START starts the clock there, and GET /dev/clock answers the instant, running forward', async () => {
    const res = await app.request('/dev/clock');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    closeTo(await nowOf(res), Date.parse(START));
  });

  test('POST moves it forward by an ISO duration and to an instant, and the app tells time by it', async () => {
    const before = app.now().getTime();
    const advanced = await app.moveClock({ advance: 'PT2H' });
    expect(advanced.status).toBe(200);
    closeTo(await nowOf(advanced), before + 2 * HOUR);
    const moved = await app.moveClock({ at: '2027-07-01T08:30:00+02:00' });
    expect(moved.status).toBe(200);
    closeTo(await nowOf(moved), Date.parse('2027-07-01T06:30:00Z'));
    closeTo(app.deps.clock().getTime(), Date.parse('2027-07-01T06:30:00Z'));
    // A client that sends the JSON without a Content-Type (curl -d) is understood too.
    const curl = await app.request('/dev/clock', { method: 'POST', body: '{"advance":"PT30M"}', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(curl.status).toBe(200);
    closeTo(await nowOf(curl), Date.parse('2027-07-01T07:00:00Z'));
  });

  test('a malformed instant, or an advance negative or longer than 400 days, is 422 naming the field; the clock stays', async () => {
    const before = app.now().getTime();
    const cases: [Record<string, unknown>, string][] = [
      [{ at: 'tomorrow' }, 'at'],
      [{ at: '2027-07-01T08:30:00' }, 'at'],
      [{ at: '2027-13-45T99:00:00Z' }, 'at'],
      [{ at: 1780000000000 }, 'at'],
      [{ advance: '-PT1H' }, 'advance'],
      [{ advance: 'P401D' }, 'advance'],
      [{ advance: 'two hours' }, 'advance'],
      [{ at: '2027-07-01T08:30:00Z', advance: 'PT1H' }, 'advance'],
      [{}, 'at'],
    ];
    for (const [body, field] of cases) {
      const res = await app.moveClock(body as { at?: string });
      expect(res.status).toBe(422);
      const answer = (await res.json()) as { msg: string; field: string };
      expect(answer.field).toBe(field);
      expect(answer.msg).toContain(field);
    }
    closeTo(app.now().getTime(), before);
    expect((await app.moveClock({ advance: 'P400D' })).status).toBe(200);
  });

  test('the clock never moves backwards while a slot is held or a consultation room is open', async () => {
    const held = await bookingAt(2 * 24 * HOUR, 10 * 60_000);
    const back = await app.moveClock({ at: '2027-01-01T00:00:00Z' });
    expect(back.status).toBe(409);
    expect(((await back.json()) as { msg: string }).msg).toBe('The clock cannot move backwards while a slot is held for a payment under way');
    // Once the hold has run out, only the open room is left to refuse it.
    expect((await app.moveClock({ advance: 'PT11M' })).status).toBe(200);
    await bookingAt(5 * 60_000, null);
    const again = await app.moveClock({ at: '2027-01-01T00:00:00Z' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { msg: string }).msg).toBe('The clock cannot move backwards while a consultation room is open');
    // Forward is always allowed; back once the room has closed.
    expect((await app.moveClock({ advance: 'P1D' })).status).toBe(200);
    expect(held.id).toBeGreaterThan(0);
    const done = await app.moveClock({ at: '2027-01-01T00:00:00Z' });
    expect(done.status).toBe(200);
    closeTo(await nowOf(done), Date.parse('2027-01-01T00:00:00Z'));
  });

  test('answers 404 off loopback, to any forwarded request and off the main host, and never moves', async () => {
    const before = app.now().getTime();
    app.peer = '203.0.113.9';
    expect((await app.request('/dev/clock')).status).toBe(404);
    expect((await app.moveClock({ advance: 'PT1H' })).status).toBe(404);
    app.peer = '127.0.0.1';
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect((await app.request('/dev/clock', { headers: { [header]: '127.0.0.1' } })).status).toBe(404);
      expect((await app.request('/dev/clock', { method: 'POST', json: { advance: 'PT1H' }, headers: { [header]: '127.0.0.1' } })).status).toBe(404);
    }
    for (const host of ['app.localhost', 'happypaws.localhost', 'happypaws-clinic.test']) {
      expect((await app.request('/dev/clock', { host })).status).toBe(404);
    }
    closeTo(app.now().getTime(), before);
  });
});

describe('production', () => {
  test('refuses CLOCK_START: start-up stops with a configuration error naming it', async () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/vetconsult-clock-config', CLOCK_START: START };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/CLOCK_START/);
    const child = Bun.spawn([process.execPath, 'src/main.ts'], { cwd: `${import.meta.dir}/../../../..`, env: { PATH: process.env.PATH ?? '', ...env }, stdout: 'pipe', stderr: 'pipe' });
    expect(await child.exited).toBe(1);
    expect(await new Response(child.stderr).text()).toMatch(/^Configuration error: .*CLOCK_START/);
  });

  test('a malformed CLOCK_START stops development start-up too, naming it', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/vetconsult-clock-config', CLOCK_START: 'next tuesday' })).toThrow(/CLOCK_START/);
  });

  test('has no /dev/clock, even for a loopback client on the main host', async () => {
    const prod = await createTestApp({ seed: false, env: { NODE_ENV: 'production' } });
    try {
      (prod.app as unknown as { server: unknown }).server = { requestIP: () => ({ address: '127.0.0.1' }) };
      expect((await prod.request('/dev/clock')).status).toBe(404);
      expect((await prod.request('/dev/clock', { method: 'POST', json: { advance: 'PT1H' } })).status).toBe(404);
      expect(prod.deps.config.clockStart).toBeNull();
    } finally {
      prod.close();
    }
  });
});
