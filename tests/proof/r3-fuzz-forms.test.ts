import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../helpers/app';
import { apiLogin } from '../helpers/accounts';
import { hostHeader, headerSafe } from './lib/fuzz-schema';
import { tokenPool } from './lib/fuzz';
import { carriesBadFile, corpusFor, encodeForm, formOperationsOf, formRequestFor, type FormOperation, type FormRequest } from './lib/fuzz-forms';
import { formPairs } from './lib/form-scrape';
import { installWriteAudit, takeWrites } from './lib/db-audit';
import { vendors } from '../../db/schema';
import { fullStrength, proofFigure, strength } from './lib/figure';

/**
 * Check R3, forms: every url-encoded and multipart route the pages post to (each write route
 * outside the JSON API), with the feature's field names and hostile values, no body, garbage,
 * JSON where a form is expected, and file parts that are no image, too big, or have no name;
 * signed in as each kind of person and not: 0 answers ≥ 500, 0 over 2 s, refused requests write
 * nothing, and 0 invalid bodies accepted (a request carrying a file no route takes, or missing
 * the route's required fields altogether, that writes anything).
 */
const RUNS = strength(80, 8_000);
const HANG_MS = 2_000;
// A refused form redrawn with the records it shows is a read of them: the access log keeps it.
const WRITTEN_ON_REFUSAL = new Set(['throttle_events', 'records_access']);

let app: TestApp;
let operations: FormOperation[] = [];

beforeAll(async () => {
  app = await createTestApp({ seed: true, env: { LOG_LEVEL: 'silent' } });
  operations = formOperationsOf(app.app.routes as never);
  await installWriteAudit(app.db);
}, 60_000);
afterAll(() => app.close());

interface Tally {
  sent: number;
  statuses: Map<number, number>;
  failures: string[];
  slowest: number;
  refusedWrites: string[];
  invalidAccepted: string[];
}

const PEOPLE = [
  { email: 'admin@example.com', role: 'admin', page: '/app/my-profile' },
  { email: 'owner@example.com', role: 'user', page: '/app/my-profile' },
  { email: 'vet@example.com', role: 'vendor', page: '/app/settings/profile' },
] as const;
const live = new Map<string, string>();
let badTokens: string[] = [];

/**
 * Sessions for the next route: the demo admin, owner and practice, signed in again only when a
 * fuzzed request ended theirs (logout, a password change, a suspension), and the bad tokens.
 */
async function sessionsFor(): Promise<string[]> {
  if (badTokens.length === 0) badTokens = (await tokenPool(app)).slice(2);
  // A fuzzed admin request may have suspended a demo practice: lift it, so its sessions keep working.
  await app.db.update(vendors).set({ suspended_at: null });
  for (const person of PEOPLE) {
    const token = live.get(person.email);
    const alive = token && (await app.request(person.page, { headers: { cookie: `session=${token}` } })).status === 200;
    if (!alive) live.set(person.email, await apiLogin(app, person.email, person.role).catch(() => 'none'));
  }
  await takeWrites(app.db);
  return [...PEOPLE.map((p) => live.get(p.email)!), ...badTokens];
}

const requestArb = (op: FormOperation, tokens: string[], allowed: string[], base: [string, string][]) =>
  fc.record({
    form: formRequestFor(op, base),
    // Mostly as a person the route serves, on the main host: that is where the forms live.
    cookie: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...(allowed.length ? allowed : tokens.slice(0, 3))) }, { weight: 1, arbitrary: fc.constantFrom(...tokens) }, fc.constant(undefined)),
    host: fc.oneof({ weight: 6, arbitrary: fc.constant<string | null>('localhost') }, hostHeader),
    htmx: fc.boolean(),
  });

type Shape = { form: FormRequest; cookie?: string; host: string | null; htmx: boolean };

/** Writes that stay: a row inserted and deleted again by the same request (a form key freed when its submit is refused) left nothing. */
function netWrites<W extends { op: string; tbl: string; rid: unknown }>(writes: W[]): W[] {
  const gone = new Set(writes.filter((w) => w.op === 'delete').map((w) => `${w.tbl}#${w.rid}`));
  const born = new Set(writes.filter((w) => w.op === 'insert' && gone.has(`${w.tbl}#${w.rid}`)).map((w) => `${w.tbl}#${w.rid}`));
  return writes.filter((w) => !born.has(`${w.tbl}#${w.rid}`));
}

async function send(op: FormOperation, r: Shape, tally: Tally): Promise<{ ok: boolean; status: number; location: string }> {
  const path = op.path.replace(/:([^/]+)/g, (_, name: string) => encodeURIComponent(r.form.params[name] ?? '1')) + (r.form.query ? `?${r.form.query}` : '');
  const { body, type } = encodeForm(r.form);
  const headers = new Headers();
  if (r.host !== null) headers.set('host', headerSafe(r.host));
  if (type) headers.set('content-type', type);
  if (r.cookie !== undefined) headers.set('cookie', `session=${headerSafe(r.cookie)}`);
  if (r.htmx) headers.set('hx-request', 'true');
  const timed = async () => {
    const started = performance.now();
    const answer = await app.app.handle(new Request(`http://localhost${path}`, { method: op.method, headers, body }));
    await answer.arrayBuffer();
    return { res: answer, ms: performance.now() - started };
  };
  const first = await timed();
  const { res, ms } = first.ms > HANG_MS ? await timed().then((again) => (again.ms < first.ms ? again : first)) : first;
  tally.sent++;
  tally.slowest = Math.max(tally.slowest, ms);
  tally.statuses.set(res.status, (tally.statuses.get(res.status) ?? 0) + 1);
  const files = r.form.files.map((f) => `${f.field}:${JSON.stringify(f.filename?.slice(0, 20))}:${f.type}${f.bad ? ':bad' : ''}`).join(',');
  const what = `${op.method} ${path.slice(0, 120)} ${r.form.encoding} fields=${r.form.pairs.map(([k]) => k).join(',').slice(0, 120)} files=${files} → ${res.status}`;
  if (res.status >= 500) tally.failures.push(what);
  if (ms > HANG_MS) tally.failures.push(`${what} took ${Math.round(ms)} ms`);
  const stray = netWrites(await takeWrites(app.db)).filter((w) => !WRITTEN_ON_REFUSAL.has(w.tbl));
  const wrote = `wrote ${stray.map((w) => `${w.op} ${w.tbl}#${w.rid}`).join(', ')}`;
  if (res.status >= 400 && stray.length) tally.refusedWrites.push(`${what} ${wrote}`);
  const missingAll = (r.form.encoding === 'none' || r.form.encoding === 'garbage') && (op.body?.required?.length ?? 0) > 0;
  const invalid = res.status < 400 && stray.length > 0 && (carriesBadFile(op, r.form) || missingAll);
  if (invalid) tally.invalidAccepted.push(`${what} ${wrote}`);
  const ok = res.status < 500 && ms <= HANG_MS && !(res.status >= 400 && stray.length) && !invalid;
  return { ok, status: res.status, location: res.headers.get('location') ?? '' };
}

/**
 * The form as its page shows it to the first of the people who may see it (none when no page
 * shows one); the route's file fields are then the page form's own.
 */
async function pageForm(op: FormOperation, tokens: string[]): Promise<[string, string][]> {
  if (!op.hasPage) return [];
  const shape = corpusFor(op, []).plain[1]!;
  const path = op.path.replace(/:([^/]+)/g, (_, name: string) => shape.params[name] ?? '1') + (shape.query ? `?${shape.query}` : '');
  for (const token of tokens.slice(0, 3)) {
    const res = await app.request(path, { headers: { cookie: `session=${token}` } });
    const form = res.status === 200 ? formPairs(await res.text(), op.path) : null;
    if (!form) continue;
    if (op.requiredFiles.length === 0) op.fileFields = form.files;
    return form.pairs;
  }
  return [];
}

/**
 * Sends the fixed requests: no body as each signed-in person, then as those the route served (not
 * refused or sent to sign in) the form as its page fills it and every file sample (the fast slice:
 * as the first of them). Answers those people.
 */
async function sendCorpus(op: FormOperation, tokens: string[], base: [string, string][], tally: Tally): Promise<string[]> {
  const [none, filled] = corpusFor(op, base).plain as [FormRequest, FormRequest];
  const served: { cookie: string; rank: number }[] = [];
  for (const cookie of tokens.slice(0, 3)) {
    const { status, location } = await send(op, { form: none, cookie, host: 'localhost', htmx: false }, tally);
    // Whom the route served: a refusal of the empty body itself first (it read the form), a redirect elsewhere last.
    if (status !== 401 && status !== 403 && !location.startsWith('/auth/')) served.push({ cookie, rank: status >= 400 ? 0 : status < 300 ? 1 : 2 });
  }
  const allowed = served.sort((a, b) => a.rank - b.rank).map((s) => s.cookie);
  for (const cookie of fullStrength() ? allowed : allowed.slice(0, 1)) {
    for (const form of [filled, ...corpusFor(op, base).files]) await send(op, { form, cookie, host: 'localhost', htmx: false }, tally);
  }
  return allowed;
}

describe(`R3 fuzz, forms: ${RUNS} hostile url-encoded and multipart requests over every form route`, () => {
  test('every write route outside the JSON API is fuzzed, file routes with their file fields', () => {
    const paths = operations.map((op) => `${op.method} ${op.path}`);
    for (const route of ['POST /app/listings/item', 'POST /app/my-profile/picture', 'POST /app/settings/website/logo', 'POST /app/medical-records/records', 'POST /app/requests/second-opinion']) {
      expect(paths).toContain(route);
    }
    const fileFields = Object.fromEntries(operations.map((op) => [op.path, op.fileFields]));
    expect(fileFields['/app/settings/website/logo']).toContain('file');
    expect(fileFields['/app/medical-records/records']).toContain('files');
    expect(fileFields['/app/requests/second-opinion']).toContain('files');
    expect(fileFields['/app/listings/item']).toContain('avatar');
  });

  test(
    'no or hostile fields, garbage, JSON, no-image and nameless files, each kind of session: 0 answers ≥ 500, 0 over 2 s, refused requests write nothing, 0 invalid bodies accepted',
    async () => {
      expect(operations.length).toBeGreaterThan(30);
      const perRoute = Math.max(1, Math.ceil(RUNS / operations.length));
      const tally: Tally = { sent: 0, statuses: new Map(), failures: [], slowest: 0, refusedWrites: [], invalidAccepted: [] };
      const reached = new Set<string>();
      for (const op of operations) {
        const tokens = await sessionsFor();
        const base = await pageForm(op, tokens);
        const allowed = await sendCorpus(op, tokens, base, tally);
        await fc
          .assert(
            fc.asyncProperty(requestArb(op, tokens, allowed, base), async (r) => {
              reached.add(`${op.method} ${op.path}`);
              return (await send(op, r, tally)).ok;
            }),
            { numRuns: perRoute, endOnFailure: true },
          )
          .catch((error: Error) => tally.failures.push(`${op.method} ${op.path}: ${error.message.slice(0, 300)}`));
      }
      const byStatus = JSON.stringify(Object.fromEntries([...tally.statuses].sort(([a], [b]) => a - b)));
      const fivexx = [...tally.statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
      proofFigure(
        'R3',
        'fuzz forms',
        `${tally.sent} requests over ${reached.size}/${operations.length} form and multipart routes: ${fivexx} answers ≥ 500, ${tally.invalidAccepted.length} invalid bodies accepted, slowest ${Math.round(tally.slowest)} ms (limit ${HANG_MS}), ${tally.refusedWrites.length} refused requests wrote rows; by status ${byStatus}`,
      );
      const unreached = operations.map((op) => `${op.method} ${op.path}`).filter((route) => !reached.has(route));
      expect({ failures: tally.failures, invalidAccepted: tally.invalidAccepted, refusedWrites: tally.refusedWrites, unreached }).toEqual({ failures: [], invalidAccepted: [], refusedWrites: [], unreached: [] });
    },
    3_600_000,
  );
});
