import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, bearer, cookieHeader, createOwner } from '../../helpers/accounts';
import { createPracticeWithSite } from '../../helpers/settings';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
type Line = Record<string, unknown>;

const linesSince = (from: number): Line[] => app.logs.slice(from).map((line) => JSON.parse(line) as Line);

/** Waits until `count` access lines were written since `from` (each is written just after its answer is sent). */
async function accessLines(from: number, count = 1): Promise<Line[]> {
  for (let i = 0; i < 200 && linesSince(from).filter((line) => line.event === 'request').length < count; i++) await Bun.sleep(5);
  return linesSince(from);
}

/** The lines written under `id`, once its access line is out (it is written just after the answer is sent). */
async function linesOf(id: string): Promise<Line[]> {
  const mine = () => app.logs.map((line) => JSON.parse(line) as Line).filter((line) => line.request_id === id);
  for (let i = 0; i < 200 && !mine().some((line) => line.event === 'request'); i++) await Bun.sleep(5);
  return mine();
}

/** Sends a request and answers it with the log lines written under its id. */
async function logged(path: string, init: Parameters<TestApp['request']>[1] = {}) {
  const res = await app.request(path, init);
  await res.arrayBuffer();
  return { res, lines: await linesOf(res.headers.get('x-request-id') ?? '') };
}

/** A practice whose sign-in saves its widget origins: a request that writes its own log line (embed_origins_saved). */
async function practiceToken() {
  const { vendor, token } = await createPracticeWithSite(app);
  return { vendorId: vendor.id, token };
}

const saveOrigins = (token: string, headers: Record<string, string> = {}) =>
  app.request('/api/settings/embed_origins', { method: 'PUT', headers: { ...bearer(token), ...headers }, json: { embed_origins: ['https://www.example.com'] } });

describe('request id', () => {
  test('a request id is made when none is given, echoed and in every log line of the request', async () => {
    const { vendorId, token } = await practiceToken();
    const from = app.logs.length;
    const res = await saveOrigins(token);
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(UUID);
    const lines = await linesOf(id);
    expect(lines.map((line) => line.event)).toEqual(['embed_origins_saved', 'request']);
    expect(lines[0]!.vendor_id).toBe(vendorId);
    // No line of this request went out without the id.
    expect(linesSince(from).filter((line) => line.event === 'embed_origins_saved' || line.request_id === undefined)).toEqual([lines[0]!]);
    // The next request gets another id.
    expect((await app.request('/healthz')).headers.get('x-request-id')).not.toBe(id);
  });

  test('requests handled at the same time each log under their own id', async () => {
    const practices = [];
    for (let i = 0; i < 4; i++) practices.push(await practiceToken());
    const from = app.logs.length;
    const answers = await Promise.all(practices.map((p, i) => saveOrigins(p.token, { 'x-request-id': `parallel-${i}` })));
    expect(answers.map((res) => res.headers.get('x-request-id'))).toEqual(['parallel-0', 'parallel-1', 'parallel-2', 'parallel-3']);
    const saved = (await accessLines(from, 4)).filter((line) => line.event === 'embed_origins_saved');
    expect(saved).toHaveLength(4);
    for (const line of saved) expect(line.request_id).toBe(`parallel-${practices.findIndex((p) => p.vendorId === line.vendor_id)}`);
  });

  test('a well-formed X-Request-Id is kept', async () => {
    for (const given of ['abc-123', 'edge/7f3a:1@lb.example+x=', 'a'.repeat(128), '01J9ZQ3K8XN7W2V5T4R6Y8P0M1']) {
      const { res, lines } = await logged('/healthz', { headers: { 'x-request-id': given } });
      expect(res.headers.get('x-request-id')).toBe(given);
      expect(lines.find((line) => line.event === 'request')?.request_id).toBe(given);
    }
  });

  test('an X-Request-Id longer than 128 characters or with control characters is replaced, never logged raw', async () => {
    const marker = 'RAWMARKER';
    for (const bad of [`${marker}${'a'.repeat(128)}`, `${marker}\u0007bell`, `${marker}\ttab`, `${marker} space`, `${marker}"quote`, `${marker}\u00e9`, '']) {
      const headers = new Headers();
      // Headers refuse CR, LF and NUL outright; any other control character reaches the server.
      headers.set('x-request-id', bad);
      const { res, lines } = await logged('/healthz', { headers });
      const id = res.headers.get('x-request-id') ?? '';
      expect(id).toMatch(UUID);
      expect(lines.find((line) => line.event === 'request')?.request_id).toBe(id);
      expect(app.logs.join('\n')).not.toContain(marker);
    }
  });

  test('every kind of answer carries the id: page, JSON, 4xx refusals before and after routing, redirect, static file, 404', async () => {
    const owner = await createOwner(app);
    const token = await apiLogin(app, owner.email);
    const answers = {
      page: await app.request('/'),
      json: await app.request('/api/account', { headers: bearer(token) }),
      unauthorized: await app.request('/api/account'),
      unprocessable: await app.request('/api/account/login', { method: 'POST', json: {} }),
      tooLarge: await app.request('/api/account/login', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '99999999' }, body: '{}' }),
      badHost: await app.request('/', { host: 'bad..host' }),
      crossSite: await app.request('/api/account/login', { method: 'POST', headers: { origin: 'http://evil.example' }, json: {} }),
      redirect: await app.request('/app', { redirect: 'manual' }),
      staticFile: await app.request('/public/img/favicon.svg'),
      notFound: await app.request('/no-such-page'),
    };
    for (const [kind, res] of Object.entries(answers)) expect({ kind, id: res.headers.get('x-request-id') ?? '' }).toEqual({ kind, id: expect.stringMatching(UUID) });
    expect(answers.redirect.status).toBeGreaterThanOrEqual(300);
    expect(answers.redirect.status).toBeLessThan(400);
    expect(answers.tooLarge.status).toBe(413);
    expect(answers.notFound.status).toBe(404);
    expect(answers.badHost.status).toBe(400);
  });
});

describe('a server fault', () => {
  test('the 500 and its error line carry the id, and the access line says 500', async () => {
    const { token } = await practiceToken();
    // The database fails the write for a reason the route cannot know about (a trigger reading a table that is not there).
    await app.deps.database.client.execute("CREATE TRIGGER websites_refused BEFORE UPDATE ON websites BEGIN SELECT * FROM disk_on_fire; END");
    try {
      const res = await saveOrigins(token, { 'x-request-id': 'fault-1' });
      expect(res.status).toBe(500);
      expect(res.headers.get('x-request-id')).toBe('fault-1');
      const lines = await linesOf('fault-1');
      expect(lines.map((line) => [line.event, line.level])).toEqual([['request_failed', 'error'], ['request', 'info']]);
      expect(lines[1]).toMatchObject({ route: '/api/settings/embed_origins', status: 500, method: 'PUT' });
    } finally {
      await app.deps.database.client.execute('DROP TRIGGER websites_refused');
    }
  });
});

describe('access log', () => {
  test('the access log line has method, route template, status, duration and no personal data', async () => {
    const owner = await createOwner(app, { first_name: 'Zebedee', last_name: 'Quixotic' });
    const token = await apiLogin(app, owner.email);
    const email = 'someone.private@example.com';
    const { res, lines } = await logged(`/app/my-profile?email=${encodeURIComponent(email)}&name=Zebedee`, { headers: cookieHeader(token) });
    expect(res.status).toBe(200);
    const line = lines.find((l) => l.event === 'request')!;
    expect(Object.keys(line).sort()).toEqual(['duration_ms', 'event', 'level', 'method', 'request_id', 'route', 'status', 'time']);
    expect(line).toMatchObject({ level: 'info', method: 'GET', route: '/app/my-profile', status: 200, request_id: res.headers.get('x-request-id') });
    expect(typeof line.duration_ms).toBe('number');
    expect(line.duration_ms as number).toBeGreaterThanOrEqual(0);
    const raw = JSON.stringify(line);
    for (const secret of [email, 'someone.private', owner.email, 'Zebedee', 'Quixotic', token, 'email=', '?', '127.0.0.1']) expect(raw).not.toContain(secret);
  });

  test('a route with an id is logged by its template, an unknown path as "unmatched", a refusal with its status', async () => {
    const byPath = async (path: string, init?: Parameters<TestApp['request']>[1]) => (await logged(path, init)).lines.find((l) => l.event === 'request')!;
    expect(await byPath('/api/pets/123456')).toMatchObject({ route: '/api/pets/:id', status: 401 });
    expect(await byPath('/no-such-page/42?x=1')).toMatchObject({ route: 'unmatched', status: 404 });
    expect(await byPath('/public/img/favicon.svg')).toMatchObject({ route: '/public/*', status: 200 });
    expect(await byPath('/api/account/login', { method: 'POST', json: {} })).toMatchObject({ method: 'POST', route: '/api/account/login', status: 422 });
  });
});
