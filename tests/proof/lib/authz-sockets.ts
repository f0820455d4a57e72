/**
 * The live-room cases of the authorization matrix (check R4): a socket open on a booking's room
 * (`/appointments/:id/live`) must end with its person's right to be there. Each case opens both
 * sides of a fresh chat booking, ends one person's right by the event named, and judges:
 *   - the socket of each person whose right ended is closed with the code that says why;
 *   - the other side's socket stays open (a revocation closes no one else's);
 *   - a message sent after a right ended behind the app's back (no announcement) is refused and never stored.
 */
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { bookings, messages, pets, users, vendor_listings, vendor_logins } from '../../../db/schema';
import { bookingDetails } from '../../../src/lib/booking-details';
import { CONSULTATION_TYPES } from '../../../src/lib/constants/consultation-types';
import type { TestApp } from '../../helpers/app';
import { apiLogin, bearer, cookieHeader } from '../../helpers/accounts';
import { roomSocket } from '../../helpers/room-socket';
import type { Cast } from './authz-world';

export const SOCKET_EVENTS = ['logout', 'password change', 'cancel', 'team removal', 'message after a quiet revocation'] as const;
type Event = (typeof SOCKET_EVENTS)[number];
type Victim = 'owner' | 'root' | 'managing';
/** Who loses the right at each event, and the close code that tells them (4002 signed out, 4003 canceled, 4004 no access). */
const CASES: [Event, Victim[], number][] = [
  ['logout', ['owner'], 4002],
  ['logout', ['root'], 4002],
  ['logout', ['managing'], 4002],
  ['password change', ['owner'], 4002],
  ['password change', ['root'], 4002],
  ['password change', ['managing'], 4002],
  ['cancel', ['owner', 'root'], 4003],
  ['team removal', ['managing'], 4004],
  ['message after a quiet revocation', ['owner'], 4002],
];

export interface SocketTally {
  cases: number;
  sockets: number;
  /** What went wrong, one line each: a socket that outlived its right, one closed wrongly, a message stored after. */
  failures: string[];
}

let n = 0;
let hash: Promise<string> | undefined;

/** A session token as the app signs one at login (the same claims), without an argon2 check per case. */
function tokenFor(app: TestApp, claims: { id: number; vendor_id: number | null; role: string; subrole: string | null; email: string }) {
  const session = { ...claims, pic: null, name: 'Live Person', tv: 0, exp: Math.floor(Date.now() / 1000) + 3600 };
  return new SignJWT(session).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(app.deps.config.jwtSecret));
}

/** A fresh person for one case (their sign-out touches nobody else's), signed in: the row and a token. */
async function freshPerson(app: TestApp, cast: Cast, kind: Victim) {
  const passwordHash = await (hash ??= Bun.password.hash('password123', { algorithm: 'argon2id' }));
  const email = `r4-live-${kind}-${++n}-${Date.now()}@example.com`;
  if (kind === 'owner') {
    const [row] = await app.db.insert(users).values({ first_name: 'Live', last_name: 'Owner', email, phone: '5550100000', hash: crypto.randomUUID().replace(/-/g, ''), password_hash: passwordHash }).returning();
    await app.db.insert(pets).values({ name: 'Rex', type: 1, user_id: row!.id });
    return { id: row!.id, email, token: await tokenFor(app, { id: row!.id, vendor_id: null, role: 'user', subrole: null, email }) };
  }
  const subrole = kind === 'root' ? 'root_admin' : 'user';
  const [row] = await app.db.insert(vendor_logins).values({ vendor_id: cast.practiceId, first_name: 'Live', last_name: 'Member', email, subrole, password_hash: passwordHash }).returning();
  return { id: row!.id, email, token: await tokenFor(app, { id: row!.id, vendor_id: cast.practiceId, role: 'vendor', subrole, email }) };
}

/** A chat booking of the owner on a new listing of practice A (managed by `manager`), its room open now. */
async function chatBooking(app: TestApp, cast: Cast, ownerId: number, manager: number) {
  const template = (await app.db.query.vendor_listings.findFirst({ where: eq(vendor_listings.vendor_login_id, cast.managingId) }))!;
  const { id: _id, created_at: _c, updated_at: _u, ...copy } = template;
  const [listing] = await app.db.insert(vendor_listings).values({ ...copy, title: `Live room ${n}`, managers: [manager] }).returning();
  const customer = (await app.db.query.users.findFirst({ where: eq(users.id, ownerId) }))!;
  const pet = (await app.db.query.pets.findFirst({ where: eq(pets.user_id, ownerId) }))!;
  const chat = listing!.consultations.find((c) => c.type === CONSULTATION_TYPES.CHAT)!;
  const start = new Date(app.deps.clock().getTime() + 5 * 60_000);
  const slot = start.toISOString();
  const [booking] = await app.db
    .insert(bookings)
    .values({ slot, slot_end: new Date(start.getTime() + chat.duration * 60_000).toISOString(), status: 0, type: chat.type, user_id: ownerId, vendor_id: listing!.vendor_id, vendor_listing_id: listing!.id, details: bookingDetails({ customer, pet, listing: listing!, consultation: chat, slot, summary: 'Live room', userTZ: 'UTC' }) })
    .returning();
  return booking!.id;
}

/** How a socket closed, or 0 when it is still open after 3 s. */
const closeCode = (closed: Promise<number>): Promise<number> => Promise.race([closed, Bun.sleep(3000).then(() => 0)]);

/** Ends the victim's right by the event; `quiet` writes it straight to the database, announcing nothing. */
async function endRight(app: TestApp, cast: Cast, event: Event, victim: { id: number; email: string; token: string; kind: Victim }, bookingId: number) {
  const vendor = victim.kind !== 'owner';
  if (event === 'logout') return app.request('/app/logout', { method: 'POST', headers: cookieHeader(victim.token) });
  if (event === 'password change') {
    const elsewhere = await apiLogin(app, victim.email, vendor ? 'vendor' : 'user');
    return app.request('/api/account/change_password', { method: 'POST', headers: bearer(elsewhere), json: { currentPassword: 'password123', newPassword: 'another-password-9' } });
  }
  if (event === 'cancel') return app.request(`/app/appointments/${bookingId}/cancel`, { method: 'POST', headers: { ...cookieHeader(cast.tokens.root!), 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
  if (event === 'team removal') return app.request(`/api/settings/team/${victim.id}?successor=${cast.rootId}`, { method: 'DELETE', headers: bearer(cast.tokens.root!) });
  await app.db.update(users).set({ token_version: sql`${users.token_version} + 1` }).where(eq(users.id, victim.id));
  return null;
}

/** One case: both sides join, the event ends the victims' right, and the sockets are judged. */
async function runCase(app: TestApp, cast: Cast, base: string, [event, victims, code]: (typeof CASES)[number], tally: SocketTally) {
  const practiceKind: Victim = victims.includes('managing') ? 'managing' : 'root';
  const owner = { ...(await freshPerson(app, cast, 'owner')), kind: 'owner' as Victim };
  const practice = { ...(await freshPerson(app, cast, practiceKind)), kind: practiceKind };
  const bookingId = await chatBooking(app, cast, owner.id, practice.id);
  const cookies = { owner: cookieHeader(owner.token), practice: cookieHeader(practice.token) };
  const sides = { owner: roomSocket(base, cookies, bookingId, 'owner'), practice: roomSocket(base, cookies, bookingId, 'practice') };
  await Promise.all([sides.owner.next((f) => f.t === 'history'), sides.practice.next((f) => f.t === 'history')]);
  tally.cases++;
  tally.sockets += 2;
  const victim = victims.includes('owner') ? owner : practice;
  const res = await endRight(app, cast, event, victim, bookingId);
  if (res && res.status >= 400) tally.failures.push(`${event} of ${victim.kind}: the event itself answered ${res.status}`);
  if (!res) sides.owner.send({ t: 'chat', cid: 'after', text: 'After the right ended' });
  const ends = (side: 'owner' | 'practice') => victims.includes(side === 'owner' ? 'owner' : practiceKind);
  for (const side of (['owner', 'practice'] as const).filter(ends)) {
    const got = await closeCode(sides[side].closed);
    if (got !== code) tally.failures.push(`${event}: the ${side} socket ${got === 0 ? 'stayed open' : `closed with ${got}`}, expected ${code}`);
  }
  await Bun.sleep(100);
  for (const side of (['owner', 'practice'] as const).filter((s) => !ends(s))) {
    if (sides[side].ws.readyState !== WebSocket.OPEN) tally.failures.push(`${event}: the ${side} socket, whose right holds, was closed`);
  }
  for (const socket of Object.values(sides)) socket.ws.close();
  const stored = await app.db.select().from(messages).where(eq(messages.booking_id, bookingId));
  if (stored.length > 0) tally.failures.push(`${event}: ${stored.length} message(s) stored after the right ended`);
}

/** The fast slice: each event once (its first case); full strength: every case, each victim. */
const casesOf = (full: boolean) => (full ? CASES : CASES.filter((c, i) => CASES.findIndex((d) => d[0] === c[0]) === i));

/** Runs the cases `rounds` times against the app, listening on a free port for the sockets. */
export async function socketRevocations(app: TestApp, cast: Cast, rounds: number, full: boolean): Promise<SocketTally> {
  const server = app.app.listen({ hostname: '127.0.0.1', port: 0 });
  const base = `ws://127.0.0.1:${server.server!.port}`;
  const tally: SocketTally = { cases: 0, sockets: 0, failures: [] };
  try {
    for (let round = 0; round < rounds; round++) for (const c of casesOf(full)) await runCase(app, cast, base, c, tally);
  } finally {
    await app.app.stop(true);
  }
  return tally;
}
