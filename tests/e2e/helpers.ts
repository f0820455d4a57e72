import { createClient } from '@libsql/client';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { join } from 'node:path';

export const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * The address of a host served by the app under test, e.g. site('happypaws') → http://happypaws.localhost:PORT
 * (or by another instance a test starts, on `onPort`).
 */
export function site(label?: string, path = '/', onPort = port): string {
  return `http://${label ? `${label}.` : ''}localhost:${onPort}${path}`;
}

/** The newest outbox message to an address (contract "Development outbox"). */
export async function latestOutbox(page: Page, to: string): Promise<{ subject: string | null; body: string } | undefined> {
  const res = await page.request.get(site(undefined, '/dev/outbox'), { headers: { accept: 'application/json' } });
  const messages = (await res.json()) as { to: string; subject: string | null; body: string }[];
  return messages.find((m) => m.to === to);
}

/** Signs in through the login form of the given host. */
export async function signIn(page: Page, email: string, options: { host?: string; practice?: boolean; password?: string; port?: number } = {}) {
  await page.goto(site(options.host, options.practice ? '/vendor/login' : '/login', options.port));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(options.password ?? 'password123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !/\/login/.test(url.pathname));
}

// The e2e database lives for the whole run: every test makes its own people.
let n = 0;
export const uniqueEmail = (what: string) => `e2e-${what}-${Date.now()}-${++n}@example.com`;
export const uniquePhone = () => `7${String(Date.now()).slice(-7)}${String(++n % 100).padStart(2, '0')}`;

/** A number as the product keeps and texts it (E.164): ten digits typed are a US mobile. */
export const e164 = (phone: string) => (phone.startsWith('+') ? phone : `+1${phone}`);

export async function codeSentTo(page: Page, typed: string): Promise<string> {
  const phone = e164(typed);
  // The SMS is in the reader's language: its four-digit code is what every language shares.
  await expect.poll(async () => (await latestOutbox(page, phone))?.body ?? '').toMatch(/\b\d{4}\b/);
  return /\b(\d{4})\b/.exec((await latestOutbox(page, phone))!.body)![1]!;
}

/**
 * Makes an owner through the JSON API and answers their e-mail. The number's verification is
 * written straight into the run's database: every test sends from one address, which may ask
 * for 20 codes an hour, and these owners are set-up, not the subject (accounts.e2e.ts walks the
 * SMS code itself).
 */
export async function ownerThroughApi(request: APIRequestContext, _page: Page, password: string, names = { first_name: 'Api', last_name: 'Owner' }): Promise<string> {
  const email = uniqueEmail('api-owner');
  const phone = uniquePhone();
  await markVerified(phone);
  const registered = await request.post(site(undefined, '/api/account/register'), {
    data: { ...names, email, phone, password },
  });
  expect(registered.status()).toBe(200);
  return email;
}

/** A statement on the run's database, for what only time or another form would do; its rows come back. */
export async function onDatabase<T = Record<string, unknown>>(sql: string, args: (string | number | null)[] = []): Promise<T[]> {
  const db = createClient({ url: `file:${join(process.env.E2E_DATA_DIR!, 'e2e.db')}` });
  try {
    await db.execute('PRAGMA busy_timeout = 5000');
    return (await db.execute({ sql, args })).rows as unknown as T[];
  } finally {
    db.close();
  }
}

/** A verified SMS code for a number, as POST /api/account/verify_otp leaves it. */
async function markVerified(phone: string) {
  const now = new Date().toISOString();
  await onDatabase('insert into forgot_password (mobile, code_hash, expires_at, used_at, verified_at) values (?, ?, ?, ?, ?)', [e164(phone), 'set-up', new Date(Date.now() + 600_000).toISOString(), now, now]);
}

/** A date with no time of day ("2026-12-10") as the product words it for an en-US reader: "Thu, Dec 10, 2026". */
export const dayWords = (isoDate: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${isoDate}T12:00:00Z`));
