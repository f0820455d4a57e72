import { count, desc, eq } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { outbox, users, vendor_logins, vendors } from '../../db/schema';
import type { TestApp } from './app';

let counter = 0;

/** Creates a pet owner with a known password; returns the row. */
export async function createOwner(app: TestApp, overrides: Partial<typeof users.$inferInsert> = {}, password = 'password123') {
  counter++;
  const [row] = await app.db
    .insert(users)
    .values({
      first_name: 'Test',
      last_name: `Owner${counter}`,
      email: `test-owner-${counter}-${Date.now()}@example.com`,
      phone: '+15550100000',
      hash: crypto.randomUUID().replace(/-/g, ''),
      password_hash: await Bun.password.hash(password, { algorithm: 'argon2id' }),
      ...overrides,
    })
    .returning();
  return row!;
}

/** Creates a practice with one team member (root admin unless told otherwise). */
export async function createPracticeLogin(app: TestApp, subrole: 'root_admin' | 'user' = 'root_admin', password = 'password123') {
  counter++;
  const [vendor] = await app.db.insert(vendors).values({ name: `Test Practice ${counter}` }).returning();
  const [login] = await app.db
    .insert(vendor_logins)
    .values({
      vendor_id: vendor!.id,
      first_name: 'Test',
      last_name: `Vet${counter}`,
      email: `test-vet-${counter}-${Date.now()}@example.com`,
      password_hash: await Bun.password.hash(password, { algorithm: 'argon2id' }),
      subrole,
    })
    .returning();
  return { vendor: vendor!, login: login! };
}

/** Signs in through the JSON API and answers the token. */
export async function apiLogin(app: TestApp, email: string, role: 'user' | 'vendor' | 'admin' = 'user', password = 'password123') {
  const res = await app.request('/api/account/login', { method: 'POST', json: { email, password, role } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const cookieHeader = (token: string) => ({ cookie: `session=${token}` });

/** The newest outbox message to an address or number (the outbox providers' record). */
/** A US number as typed (10 digits) as it is stored and sent: E.164. */
export function e164(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+1${phone}` : phone;
}

/** The newest message to an address or number (a 10-digit number read as US, as sent: E.164). */
export async function outboxTo(app: TestApp, to: string) {
  const rows = await app.db.select().from(outbox).where(eq(outbox.to, e164(to))).orderBy(desc(outbox.id)).limit(1);
  return rows[0];
}

/** Sends a code to the number through the API, reads it from the outbox and verifies it. */
export async function verifyPhone(app: TestApp, phone: string, headers: Record<string, string> = {}) {
  const sent = await app.request('/api/account/forgot_password', { method: 'POST', json: { mobile: phone }, headers });
  if (sent.status !== 200) throw new Error(`send failed: ${sent.status} ${await sent.text()}`);
  const otp = codeIn((await outboxTo(app, phone))!.body);
  const verified = await app.request('/api/account/verify_otp', { method: 'POST', json: { mobile: phone, otp }, headers });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${await verified.text()}`);
}

/** The 4-digit code in an SMS. */
export function codeIn(body: string): string {
  const match = /\b(\d{4})\b/.exec(body);
  if (!match) throw new Error(`no code in: ${body}`);
  return match[1]!;
}

/** A fresh 10-digit number for one test. */
let phoneCounter = 0;
export function uniquePhone(): string {
  phoneCounter++;
  return `55${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter % 100).padStart(2, '0')}`;
}

/** Posts a form as a browser would: url-encoded, with HX-Request when `htmx`. */
export function postForm(
  app: TestApp,
  path: string,
  fields: Record<string, string>,
  options: { htmx?: boolean; host?: string; headers?: Record<string, string> } = {},
) {
  return app.request(path, {
    method: 'POST',
    host: options.host,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.htmx ? { 'hx-request': 'true' } : {}),
      ...options.headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** How many rows a table holds (to prove a refused request wrote nothing). */
export async function countRows(app: TestApp, table: SQLiteTable) {
  const [row] = await app.db.select({ n: count() }).from(table);
  return row!.n;
}

/** The session cookie's value in a response, if one was set. */
export function sessionFrom(res: Response): string | null {
  for (const cookie of res.headers.getSetCookie()) {
    const match = /^session=([^;]*)/.exec(cookie);
    if (match) return match[1] || null;
  }
  return null;
}
