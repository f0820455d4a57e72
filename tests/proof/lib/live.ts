/**
 * The real server for the proof suite: `bun src/main.ts` over a file database in a fresh folder,
 * seeded with the demo data, plus what the checks need around it (owners with pets and their
 * session tokens, free slots, the JSON API). Ports come from PROOF_PORTS ("41300-41399") when
 * set, else from the OS.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { like } from 'drizzle-orm';
import { openDatabase, type Database } from '../../../db/client';
import { pets, users, vendor_listings } from '../../../db/schema';
import { startServer, type RunningServer } from '../../helpers/server';

export const VIDEO = 4000;
export const ZONE = 'America/New_York';
export const PASSWORD = 'password123';
/** The sandbox's card that always succeeds (contract "Sandbox payments"). */
export const CARD = { name: 'Pat Owner', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '9731' };

let nextPort = 0;
/** A port in PROOF_PORTS when given (helpers share a machine), else one the OS has free. */
export function proofPort(): string | undefined {
  const range = /^(\d+)-(\d+)$/.exec(process.env.PROOF_PORTS ?? '');
  if (!range) return undefined;
  const [low, high] = [Number(range[1]), Number(range[2])];
  for (let tries = 0; tries <= high - low; tries++) {
    const port = low + (nextPort++ % (high - low + 1));
    if (isFree(port)) return String(port);
  }
  throw new Error(`no free port in PROOF_PORTS=${process.env.PROOF_PORTS}`);
}

function isFree(port: number): boolean {
  try {
    Bun.listen({ hostname: '127.0.0.1', port, socket: { data() {} } }).stop(true);
    return true;
  } catch {
    return false;
  }
}

export interface Live {
  dir: string;
  server: RunningServer;
  database: Database;
  /** Starts the server again over the same folder (after a stop or a kill). */
  restart(env?: Record<string, string>): Promise<RunningServer>;
  close(): Promise<void>;
}

/** The demo-seeded app served by `bun src/main.ts` over `dir/app.db`. */
export async function startLive(env: Record<string, string> = {}, dir = mkdtempSync(join(tmpdir(), 'vetconsult-proof-'))): Promise<Live> {
  const base = { NODE_ENV: 'test', SEED_DEMO: '1', ...env };
  const serve = (extra: Record<string, string> = {}) => {
    const port = proofPort();
    return startServer(dir, { ...base, ...(port ? { PORT: port } : {}), ...extra });
  };
  const live: Live = {
    dir,
    server: await serve(),
    database: undefined as unknown as Database,
    async restart(extra) {
      live.server = await serve(extra);
      return live.server;
    },
    async close() {
      await live.server.stop(true);
      live.database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  live.database = await openDatabase(`file:${dir}/app.db`);
  return live;
}

/** A JSON call to the server, with a Bearer token when given. */
export function api(origin: string, path: string, init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  return fetch(`${origin}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
  });
}

export interface Owner {
  id: number;
  email: string;
  petId: number;
  token: string;
}

/** `count` pet owners with a pet each, written straight to the database, each signed in through the API. */
export async function makeOwners(live: Live, count: number, tag: string): Promise<Owner[]> {
  const passwordHash = await Bun.password.hash(PASSWORD, { algorithm: 'argon2id' });
  const owners: Owner[] = [];
  for (let i = 0; i < count; i++) {
    const email = `proof-${tag}-${i}-${Date.now()}@example.com`;
    const [user] = await live.database.db
      .insert(users)
      .values({ first_name: 'Proof', last_name: `Owner${i}`, email, phone: '5550100000', hash: crypto.randomUUID().replaceAll('-', ''), password_hash: passwordHash })
      .returning();
    const [pet] = await live.database.db.insert(pets).values({ name: `Rex${i}`, type: 1, user_id: user!.id }).returning();
    const login = await api(live.server.origin, '/api/account/login', { body: { email, password: PASSWORD, role: 'user' } });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    owners.push({ id: user!.id, email, petId: pet!.id, token });
  }
  return owners;
}

/** A seeded listing by the start of its title (tests/helpers/sessions LISTING names them). */
export async function listingNamed(live: Live, prefix: string) {
  return (await live.database.db.query.vendor_listings.findFirst({ where: like(vendor_listings.title, `${prefix}%`) }))!;
}

/** Free slots of a consultation on the date `days` ahead in `zone`, from the public API. */
export async function freeSlots(origin: string, listingId: number, days: number, type = VIDEO, zone = ZONE): Promise<string[]> {
  const date = DateTime.now().setZone(zone).plus({ days }).toISODate();
  const res = await api(origin, `/api/public/listings/${listingId}/slots?type=${type}&date=${date}&tz=${encodeURIComponent(zone)}`);
  if (res.status !== 200) throw new Error(`slots: ${res.status}`);
  return ((await res.json()) as { slots: { start: string }[] }).slots.map((s) => s.start);
}

/** Every free slot of a consultation over the next two weeks (from day 2, clear of the one-hour rule). */
export async function allFreeSlots(origin: string, listingId: number, type = VIDEO): Promise<string[]> {
  const all: string[] = [];
  for (let day = 2; day <= 13; day++) all.push(...(await freeSlots(origin, listingId, day, type)));
  return all;
}

/** The n-th percentile of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
